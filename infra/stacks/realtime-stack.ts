/**
 * Realtime (design.md §7): an API Gateway WebSocket API.
 *   $connect    REQUEST authorizer (functions/realtime/authorizer.ts: the REST authorizer's token
 *               verification, query token + userId + orgId) → connect (stores the connection, TTL)
 *   $disconnect disconnect (removes it)
 *   keepAlive   the client's 60 s keep-alive (route selection `$request.body.action`)
 * Handlers that push get WEBSOCKET_CONNECTIONS_URL (the stage's https `@connections` endpoint) and
 * execute-api:ManageConnections on this API's stage only, through grantPush().
 */
import {
  ArnFormat,
  CfnOutput,
  RemovalPolicy,
  Stack,
  Token,
  Validations,
  type CfnElement,
  type StackProps,
} from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { LogGroupLogDestination, WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { ManagedPolicy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { CONNECTIONS_URL_ENV } from '../../functions/core/domain/push-endpoints.js';
import type { TenantPool } from '../../functions/core/http/tenant-pools.js';
import { KEEP_ALIVE_ACTION } from '#shared/domain/realtime.js';
import type { StageConfig } from '../config/stages.js';
import { bindTable, grantAccountLookup } from '../constructs/grants.js';
import { TubesFunction } from '../constructs/tubes-function.js';
import { envVars } from '../../functions/core/http/env.js';

export interface RealtimeStackProps extends StackProps {
  readonly stage: StageConfig;
  readonly table: ITable;
  /** From the identity stack (TENANT_POOLS of the `$connect` authorizer). */
  readonly tenantPools: readonly TenantPool[];
  /** The stage's pools: the $connect authorizer checks that the account is still enabled. */
  readonly userPoolArns: readonly string[];
}

export class RealtimeStack extends Stack {
  readonly webSocketApi: WebSocketApi;
  readonly webSocketStage: WebSocketStage;
  readonly authorizerFunction: TubesFunction;
  readonly connectFunction: TubesFunction;
  readonly disconnectFunction: TubesFunction;
  readonly keepAliveFunction: TubesFunction;
  /** What a pushing function needs; a managed policy of this stack, so the ARN stays local to it. */
  readonly pushPolicy: ManagedPolicy;

  constructor(scope: Construct, id: string, props: RealtimeStackProps) {
    super(scope, id, props);
    const { stage, table } = props;

    this.authorizerFunction = new TubesFunction(this, 'ConnectAuthorizer', {
      entry: 'functions/realtime/authorizer.ts',
      serviceName: 'tubes-realtime-authorizer',
      description:
        'WebSocket $connect authorizer: tenant-pool ID token (query token) matching query userId/orgId',
      environment: envVars({ tenantPools: this.toJsonString(props.tenantPools) }),
    });
    // readWrite: the profile follows the Cognito account (disabled/deleted), functions/authorizer/standing.ts.
    bindTable(this.authorizerFunction, table, 'readWrite');
    grantAccountLookup(this.authorizerFunction, props.userPoolArns);

    this.connectFunction = new TubesFunction(this, 'Connect', {
      entry: 'functions/realtime/connect.ts',
      serviceName: 'tubes-realtime-connect',
      description: 'WebSocket $connect: stores the connection with a TTL',
    });
    bindTable(this.connectFunction, table, 'readWrite');

    this.disconnectFunction = new TubesFunction(this, 'Disconnect', {
      entry: 'functions/realtime/disconnect.ts',
      serviceName: 'tubes-realtime-disconnect',
      description: 'WebSocket $disconnect: removes the connection',
    });
    bindTable(this.disconnectFunction, table, 'readWrite');

    // No table, no environment: the keep-alive only keeps the connection from idling out.
    this.keepAliveFunction = new TubesFunction(this, 'KeepAlive', {
      entry: 'functions/realtime/keepAlive.ts',
      serviceName: 'tubes-realtime-keepAlive',
      description: 'WebSocket keep-alive route (every 60 s from the client)',
    });

    this.webSocketApi = new WebSocketApi(this, 'WebSocketApi', {
      apiName: `tubes-${stage.name}-realtime`,
      description: `Tubes realtime (${stage.name}): notifications and progress pushed to signed-in users`,
      routeSelectionExpression: '$request.body.action',
      connectRouteOptions: {
        integration: new WebSocketLambdaIntegration('ConnectIntegration', this.connectFunction),
        authorizer: new WebSocketLambdaAuthorizer('ConnectAuthorizer', this.authorizerFunction, {
          authorizerName: `tubes-${stage.name}-realtime-connect`,
          // Browsers cannot set headers on a WebSocket; without the parameter API Gateway answers 401 itself.
          identitySource: ['route.request.querystring.token'],
        }),
      },
      disconnectRouteOptions: {
        integration: new WebSocketLambdaIntegration('DisconnectIntegration', this.disconnectFunction),
      },
    });
    this.webSocketApi.addRoute(KEEP_ALIVE_ACTION, {
      integration: new WebSocketLambdaIntegration('KeepAliveIntegration', this.keepAliveFunction),
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: stage.protectData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.webSocketStage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.webSocketApi,
      stageName: stage.name,
      autoDeploy: true,
      throttle: { rateLimit: stage.throttling.rateLimit, burstLimit: stage.throttling.burstLimit },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            connectionId: '$context.connectionId',
            routeKey: '$context.routeKey',
            eventType: '$context.eventType',
            status: '$context.status',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            authorizerError: '$context.authorizer.error',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });

    // Connection ids are assigned by API Gateway when a client connects: the grant names this API and
    // stage, any connection. POST = PostToConnection, DELETE = DeleteConnection, GET = GetConnection.
    const connectionsArn = this.formatArn({
      service: 'execute-api',
      resource: this.webSocketApi.apiId,
      resourceName: `${this.webSocketStage.stageName}/*/@connections/*`,
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
    });
    this.pushPolicy = new ManagedPolicy(this, 'PushPolicy', {
      description: `Tubes ${stage.name}: push to open WebSocket connections of the realtime API (@connections)`,
      statements: [
        new PolicyStatement({ actions: ['execute-api:ManageConnections'], resources: [connectionsArn] }),
      ],
    });

    this.acknowledgeFindings();

    new CfnOutput(this, 'WebSocketUrl', {
      value: this.webSocketStage.url,
      description: 'wss:// URL of the realtime API (config.json webSocketUrl)',
    });
    new CfnOutput(this, 'ConnectionsUrl', {
      value: this.webSocketStage.callbackUrl,
      description: 'https:// @connections management endpoint (WEBSOCKET_CONNECTIONS_URL)',
    });
  }

  /**
   * Lets a function push (functions/core/domain/push.ts): the management endpoint in its environment
   * and the push policy (execute-api:ManageConnections on this API's stage only) on its role.
   */
  grantPush(fn: LambdaFunction): void {
    fn.addEnvironment(CONNECTIONS_URL_ENV, this.webSocketStage.callbackUrl);
    if (!fn.role) throw new Error(`${fn.node.path} has no role to grant push to`);
    fn.role.addManagedPolicy(this.pushPolicy);
  }

  private acknowledgeFindings(): void {
    const apiLogicalId = this.getLogicalId(this.webSocketApi.node.defaultChild as CfnElement);
    // cdk-nag names a concrete region/account as written and pseudo parameters as <AWS::…>.
    const region = Token.isUnresolved(this.region) ? '<AWS::Region>' : this.region;
    const account = Token.isUnresolved(this.account) ? '<AWS::AccountId>' : this.account;
    Validations.of(this.pushPolicy).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:execute-api:${region}:${account}:<${apiLogicalId}>/${this.webSocketStage.stageName}/*/@connections/*]`,
      reason:
        'execute-api:ManageConnections on this WebSocket API and stage: connection ids are assigned by API ' +
        'Gateway when a client connects, so the resource names @connections/* of this API only.',
    });
    for (const route of [
      this.webSocketApi.node.tryFindChild('$disconnect-Route'),
      this.webSocketApi.node.tryFindChild(`${KEEP_ALIVE_ACTION}-Route`),
    ]) {
      const cfn = route?.node.defaultChild ?? route;
      if (!cfn) continue;
      Validations.of(cfn).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          'A WebSocket API authorizes on $connect only (API Gateway supports authorizers on no other route); ' +
          'every later frame belongs to a connection the $connect authorizer admitted.',
      });
    }
  }
}
