/**
 * The post-authentication trigger against a mocked DynamoDB: it records the sign-in time on the profile of
 * the pool's organization, and never fails the sign-in (Cognito would refuse it) when that write fails.
 */
import { mockClient } from 'aws-sdk-client-mock';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { PostAuthenticationTriggerEvent } from 'aws-lambda';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type * as Trigger from './postAuthentication.js';

const dynamo = mockClient(DynamoDBDocumentClient);
let handler: (typeof Trigger)['handler'];

const event = (sub = 'user-1'): PostAuthenticationTriggerEvent => ({
  version: '1',
  region: 'eu-central-1',
  userPoolId: 'eu-central-1_Acme',
  userName: 'ada@acme.test',
  callerContext: { awsSdkVersion: 'x', clientId: 'client-acme' },
  triggerSource: 'PostAuthentication_Authentication',
  request: { userAttributes: { sub, email: 'ada@acme.test' }, newDeviceUsed: false },
  response: {},
});

const organization = {
  PK: 'acme#ORG',
  SK: 'ORG',
  orgId: 'acme',
  domain: 'acme',
  name: 'Acme',
  userPoolId: 'eu-central-1_Acme',
  __edb_e__: 'organization',
  __edb_v__: '1',
};

beforeAll(async () => {
  process.env.TABLE_NAME = 'tubes-test';
  process.env.AWS_REGION = 'eu-central-1';
  ({ handler } = await import('./postAuthentication.js'));
});
const profile = (extra: Record<string, unknown> = {}) => ({
  PK: 'acme#USER#user-1',
  SK: 'PROFILE',
  orgId: 'acme',
  userId: 'user-1',
  email: 'ada@acme.test',
  __edb_e__: 'user',
  __edb_v__: '1',
  ...extra,
});

beforeEach(() => {
  dynamo.reset();
  dynamo.on(QueryCommand).resolves({ Items: [organization] });
  dynamo.on(GetCommand).resolves({ Item: profile({ lastSignInAt: '2026-01-01T00:00:00.000Z' }) });
  dynamo.on(UpdateCommand).resolves({});
  dynamo.on(PutCommand).resolves({});
});
afterEach(() => dynamo.reset());

describe('postAuthentication', () => {
  it("records the sign-in on the profile of the pool's organization", async () => {
    const before = Date.now();
    await expect(handler(event())).resolves.toEqual(event());
    const update = dynamo.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(update?.Key).toEqual({ PK: 'acme#USER#user-1', SK: 'PROFILE' });
    // Only an existing profile is touched.
    expect(update?.ConditionExpression).toContain('attribute_exists');
    const at = Object.values(update?.ExpressionAttributeValues ?? {}).find(
      (v) => typeof v === 'string' && /^\d{4}-\d\d-\d\dT/.test(v),
    ) as string;
    expect(new Date(at).getTime()).toBeGreaterThanOrEqual(before);
  });

  it("the first sign-in (none recorded before) makes one login-for-first-time task in the user's organization", async () => {
    dynamo.on(GetCommand).resolves({ Item: profile() });
    await expect(handler(event())).resolves.toEqual(event());
    const puts = dynamo.commandCalls(PutCommand).map((c) => c.args[0].input);
    expect(puts).toHaveLength(1);
    expect(puts[0]?.Item).toMatchObject({
      orgId: 'acme',
      subtype: 'login-for-first-time',
      type: 'operation',
      taskTitle: 'Follow up the first sign-in of ada@acme.test in Acme',
    });
    // Created only if absent: a repeated first sign-in finds the task there.
    expect(puts[0]?.ConditionExpression).toContain('attribute_not_exists');
  });

  it('a later sign-in makes no task', async () => {
    await handler(event());
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(1);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('a task that cannot be written does not fail the sign-in', async () => {
    dynamo.on(GetCommand).resolves({ Item: profile() });
    dynamo.on(PutCommand).rejects(new Error('ProvisionedThroughputExceededException'));
    await expect(handler(event())).resolves.toEqual(event());
  });

  it('lets the sign-in go on when there is no profile or the table fails', async () => {
    dynamo.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'no', $metadata: {} }));
    await expect(handler(event())).resolves.toEqual(event());
    dynamo.on(UpdateCommand).rejects(new Error('ProvisionedThroughputExceededException'));
    await expect(handler(event())).resolves.toEqual(event());
    dynamo.on(QueryCommand).resolves({ Items: [] });
    await expect(handler(event())).resolves.toEqual(event());
    dynamo.on(QueryCommand).resolves({ Items: [organization] });
    dynamo.on(GetCommand).resolves({});
    await expect(handler(event())).resolves.toEqual(event());
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });
});
