/**
 * The user-access reconciler against mocked AWS clients: which events it reacts to, which users it
 * checks, what it does to a disabled or deleted user's sockets and profile, and the authorizer flush.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, QueryCommand, UpdateCommand, DeleteCommand } from '@aws-sdk/lib-dynamodb';
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { APIGatewayClient, FlushStageAuthorizersCacheCommand } from '@aws-sdk/client-api-gateway';
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { EventBridgeEvent } from 'aws-lambda';
import type { CloudTrailCall, handler as Handler } from './userAccessChanged.js';

const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const apiGateway = mockClient(APIGatewayClient);
const connections = mockClient(ApiGatewayManagementApiClient);
let handler: typeof Handler;

const event = (detail: Partial<CloudTrailCall>) =>
  ({
    source: 'aws.cognito-idp',
    'detail-type': 'AWS API Call via CloudTrail',
    detail: { eventSource: 'cognito-idp.amazonaws.com', eventName: 'AdminDisableUser', ...detail },
  }) as EventBridgeEvent<'AWS API Call via CloudTrail', CloudTrailCall>;

const connection = (userId: string, connectionId: string) => ({
  __edb_e__: 'connection',
  __edb_v__: '1',
  orgId: 'acme',
  userId,
  connectionId,
  expiresAt: Math.floor(Date.now() / 1000) + 3600,
});

beforeAll(async () => {
  Object.assign(process.env, {
    TABLE_NAME: 'tubes',
    AWS_REGION: 'eu-west-1',
    TENANT_POOLS: JSON.stringify([
      { orgId: 'acme', issuer: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_acme', clientId: 'c1' },
      {
        orgId: 'globex',
        issuer: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_globex',
        clientId: 'c2',
      },
    ]),
    REST_API_ID: 'api123',
    REST_API_STAGE: 'dev',
    WEBSOCKET_CONNECTIONS_URL: 'https://ws.example.com/dev',
  });
  ({ handler } = await import('./userAccessChanged.js'));
});

beforeEach(() => {
  for (const mock of [dynamo, cognito, apiGateway, connections]) mock.reset();
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(UpdateCommand).resolves({});
  dynamo.on(DeleteCommand).resolves({});
  apiGateway.on(FlushStageAuthorizersCacheCommand).resolves({});
  connections.on(DeleteConnectionCommand).resolves({});
  cognito.on(AdminGetUserCommand).resolves({ Enabled: true });
});

describe('userAccessChanged', () => {
  it('ignores other services, other calls and failed calls', async () => {
    for (const detail of [
      { eventSource: 's3.amazonaws.com' },
      { eventName: 'AdminUpdateUserAttributes' },
      { errorCode: 'UserNotFoundException' },
    ]) {
      expect(await handler(event(detail))).toMatchObject({ checkedUsers: 0, flushedAuthorizerCache: false });
    }
    expect(apiGateway.commandCalls(FlushStageAuthorizersCacheCommand)).toHaveLength(0);
  });

  it("closes the sockets of a disabled user of the named pool, marks the profile, flushes this stage's authorizer cache", async () => {
    dynamo.on(QueryCommand).resolves({
      Items: [connection('u-disabled', 'c-1'), connection('u-disabled', 'c-2'), connection('u-fine', 'c-3')],
    });
    cognito.on(AdminGetUserCommand, { Username: 'u-disabled' }).resolves({ Enabled: false });
    const result = await handler(event({ requestParameters: { userPoolId: 'eu-west-1_acme' } }));
    expect(result).toEqual({
      checkedUsers: 2,
      closedConnections: 2,
      markedUsers: 1,
      flushedAuthorizerCache: true,
    });
    expect(
      connections.commandCalls(DeleteConnectionCommand).map((c) => c.args[0].input.ConnectionId),
    ).toEqual(['c-1', 'c-2']);
    expect(cognito.commandCalls(AdminGetUserCommand).map((c) => c.args[0].input.UserPoolId)).toEqual([
      'eu-west-1_acme',
      'eu-west-1_acme',
    ]);
    expect(apiGateway.commandCalls(FlushStageAuthorizersCacheCommand)[0]?.args[0].input).toEqual({
      restApiId: 'api123',
      stageName: 'dev',
    });
  });

  it('DeleteUser names no pool: every organization is checked; a deleted account counts as gone', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [connection('u-gone', 'c-9')] });
    cognito
      .on(AdminGetUserCommand)
      .rejects(new UserNotFoundException({ message: 'User does not exist.', $metadata: {} }));
    const result = await handler(event({ eventName: 'DeleteUser', requestParameters: null }));
    expect(result.checkedUsers).toBe(2);
    expect(result.closedConnections).toBe(2);
    expect(JSON.stringify(dynamo.commandCalls(UpdateCommand).map((c) => c.args[0].input))).toContain(
      'deleted',
    );
  });

  it('an enabled account again needs no flush (nobody gains access by a cached decision)', async () => {
    const result = await handler(
      event({ eventName: 'AdminEnableUser', requestParameters: { userPoolId: 'eu-west-1_globex' } }),
    );
    expect(result.flushedAuthorizerCache).toBe(false);
  });
});
