/**
 * CDK assertions for the realtime stack (design.md §7: WebSocket API, $connect authorizer, connections
 * with a TTL, push through @connections) in a synthesized dev stage, and the cdk-nag report for it.
 * Bundling is skipped (toolchain.md); cdk.json's context applies as in `cdk synth`.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, Stack, Validations } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '#shared/api/index.js';
import { CONNECTIONS_URL_ENV } from '../../functions/core/domain/push-endpoints.js';
import { loadStageConfig } from '../../infra/config/stages.js';
import { TENANTS } from '../../infra/config/tenants.js';
import { REPO_ROOT } from '../../infra/constructs/tubes-function.js';
import { TubesStage } from '../../infra/stacks/tubes-stage.js';
import { endpointsLoading } from './support/bundles.js';
import { functionEnv, logicalIdOf, resolvedInParent, templateOf } from './support/stage.js';

type Resources = Record<string, { Type: string; Properties?: Record<string, unknown> }>;
interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}
interface Report {
  pluginReports: { violations: { ruleName: string; violatingConstructs?: { constructPath: string }[] }[] }[];
}

const CDK_CONTEXT = (
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: object }
).context;

let outdir: string;
let stage: TubesStage;
let realtime: Template;
let web: Template;
let report: Report;
let synthError: unknown;

beforeAll(() => {
  outdir = mkdtempSync(path.join(tmpdir(), 'tubes-realtime-infra-'));
  const app = new App({ outdir, context: { ...CDK_CONTEXT, 'aws:cdk:bundling-stacks': [] } });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  const config = loadStageConfig((key) => app.node.tryGetContext(key), {});
  stage = new TubesStage(app, 'Tubes-dev', { config, tenants: TENANTS, deployWebApp: false });
  try {
    app.synth();
  } catch (error) {
    synthError = error;
  }
  const file = path.join(outdir, 'validation-report.json');
  report = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Report) : { pluginReports: [] };
  realtime = Template.fromStack(stage.realtime);
  web = Template.fromStack(stage.web);
});

afterAll(() => rmSync(outdir, { recursive: true, force: true }));

const resources = (template: Template, type: string) => template.findResources(type) as Resources;
const idOf = (stack: { getLogicalId(e: never): string }, construct: { node: { defaultChild?: unknown } }) =>
  stack.getLogicalId(construct.node.defaultChild as never);

function statementsOfRole(template: Template, roleLogicalId: string): Statement[] {
  return Object.values(resources(template, 'AWS::IAM::Policy'))
    .filter((p) => JSON.stringify(p.Properties?.Roles).includes(`"${roleLogicalId}"`))
    .flatMap((p) => (p.Properties?.PolicyDocument as { Statement: Statement[] }).Statement);
}
const actionsOf = (statements: Statement[]) =>
  [...new Set(statements.flatMap((s) => [s.Action].flat()))].sort();

describe('realtime: WebSocket API', () => {
  it('routes by $request.body.action with $connect, $disconnect and the keep-alive route', () => {
    realtime.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'WEBSOCKET',
      RouteSelectionExpression: '$request.body.action',
    });
    const routes = Object.values(resources(realtime, 'AWS::ApiGatewayV2::Route')).map(
      (r) => r.Properties?.RouteKey,
    );
    expect(routes.sort()).toEqual(['$connect', '$disconnect', 'keepAlive']);
  });

  it('authorizes $connect with a REQUEST authorizer on the token query parameter (only $connect)', () => {
    realtime.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'REQUEST',
      IdentitySource: ['route.request.querystring.token'],
    });
    const routes = Object.values(resources(realtime, 'AWS::ApiGatewayV2::Route'));
    for (const route of routes) {
      const p = route.Properties ?? {};
      if (p.RouteKey === '$connect') expect(p.AuthorizationType).toBe('CUSTOM');
      else expect(p.AuthorizationType ?? 'NONE').toBe('NONE');
    }
  });

  it('integrates each route with its own handler module', () => {
    const handlers = Object.values(resources(realtime, 'AWS::Lambda::Function')).map((f) =>
      String(f.Properties?.Description),
    );
    expect(handlers.some((d) => d.includes('$connect authorizer'))).toBe(true);
    for (const entry of ['authorizer', 'connect', 'disconnect', 'keepAlive'])
      expect(existsSync(path.join(REPO_ROOT, `functions/realtime/${entry}.ts`))).toBe(true);
    expect(Object.keys(resources(realtime, 'AWS::ApiGatewayV2::Integration'))).toHaveLength(3);
  });

  it('gives the authorizer the tenant pools, the account lookup and the profile status write', () => {
    const fn = resources(realtime, 'AWS::Lambda::Function')[
      idOf(stage.realtime, stage.realtime.authorizerFunction)
    ];
    const env = (fn?.Properties?.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(env).toHaveProperty('TENANT_POOLS');
    expect(env).toHaveProperty('TABLE_NAME');
    const roleId = idOf(stage.realtime, stage.realtime.authorizerFunction.role as never);
    const actions = actionsOf(statementsOfRole(realtime, roleId));
    // The profile mirrors the Cognito account (functions/authorizer/standing.ts): an update, no scan.
    expect(actions).toContain('dynamodb:UpdateItem');
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions.filter((a) => a.startsWith('cognito-idp:'))).toEqual(['cognito-idp:AdminGetUser']);
  });

  it('lets connect/disconnect write connections and the keep-alive touch no table', () => {
    for (const fn of [stage.realtime.connectFunction, stage.realtime.disconnectFunction]) {
      const actions = actionsOf(statementsOfRole(realtime, idOf(stage.realtime, fn.role as never)));
      expect(actions).toContain('dynamodb:PutItem');
      expect(actions).toContain('dynamodb:DeleteItem');
      expect(actions).not.toContain('dynamodb:Scan');
    }
    const keepAlive = actionsOf(
      statementsOfRole(realtime, idOf(stage.realtime, stage.realtime.keepAliveFunction.role as never)),
    );
    expect(keepAlive.filter((a) => a.startsWith('dynamodb:'))).toEqual([]);
  });

  it('runs a throttled, access-logged stage named after the stage', () => {
    realtime.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: 'dev',
      AutoDeploy: true,
      DefaultRouteSettings: Match.objectLike({ ThrottlingRateLimit: Match.anyValue() }),
      AccessLogSettings: Match.objectLike({
        DestinationArn: Match.anyValue(),
        Format: Match.stringLikeRegexp('connectionId'),
      }),
    });
  });
});

/** Endpoint ids whose contract entry says the handler pushes. */
const PUSHING = endpoints.filter((e) => e.pushes).map((e) => e.id);

describe('realtime: push permissions (least privilege)', () => {
  it('has one push policy: execute-api:ManageConnections on this API and stage only', () => {
    const policies = Object.values(resources(realtime, 'AWS::IAM::ManagedPolicy'));
    expect(policies).toHaveLength(1);
    const statements = (policies[0]?.Properties?.PolicyDocument as { Statement: Statement[] }).Statement;
    expect(statements).toHaveLength(1);
    expect(statements[0]?.Action).toBe('execute-api:ManageConnections');
    const resource = JSON.stringify(statements[0]?.Resource);
    expect(resource).toContain(`{"Ref":"${idOf(stage.realtime, stage.realtime.webSocketApi)}"}`);
    expect(resource).toContain('/dev/*/@connections/*');
  });

  it('attaches it, with the @connections endpoint, to exactly the pushing route handlers', () => {
    // The api stack and its nested route stacks, read as the api stack passes parameters to them.
    const apiStacks = stage.api.node.findAll().filter((c): c is Stack => Stack.isStack(c));
    const withPolicy = apiStacks
      .flatMap((stack) =>
        Object.entries(resources(templateOf(stack), 'AWS::IAM::Role'))
          .filter(([, r]) =>
            JSON.stringify(resolvedInParent(stack, r.Properties?.ManagedPolicyArns ?? [])).includes(
              'PushPolicy',
            ),
          )
          .map(([id]) => `${stack.node.path}/${id}`),
      )
      .sort();
    const roleOf = (fn: IFunction | undefined) => {
      if (!fn?.role) throw new Error('function without role');
      return `${Stack.of(fn.role).node.path}/${logicalIdOf(fn.role)}`;
    };
    const expected = [
      ...PUSHING.map((id) => roleOf(stage.api.routes.handlers.get(id))),
      // The user-access reconciler closes the sockets of disabled and deleted users.
      roleOf(stage.api.userAccessChanged),
    ].sort();
    expect(withPolicy).toEqual(expected);
    expect(PUSHING).toEqual(expect.arrayContaining(['videoCommand', 'userCommand', 'assignMandatory']));
    for (const id of PUSHING) {
      const fn = stage.api.routes.handlers.get(id);
      const env = resolvedInParent(fn!, functionEnv(fn)) as Record<string, unknown>;
      expect(JSON.stringify(env[CONNECTIONS_URL_ENV]), id).toContain('execute-api');
    }
    // No inline policy anywhere grants ManageConnections.
    for (const template of [...apiStacks.map((stack) => templateOf(stack)), realtime])
      expect(JSON.stringify(template.findResources('AWS::IAM::Policy'))).not.toContain('ManageConnections');
  });

  it('declares `pushes` on exactly the endpoints whose handler bundle includes the push module', async () => {
    const loading = await endpointsLoading('functions/core/domain/push.ts');
    expect(loading.length).toBeGreaterThan(0);
    expect(loading).toEqual(PUSHING);
  });

  it('hands the wss:// URL to the web app (config.json)', () => {
    expect(JSON.stringify(web.toJSON())).toMatch(/wss:\/\//);
  });
});

describe('realtime: cdk-nag AwsSolutions', () => {
  it('reports no unacknowledged finding for the stage', () => {
    const findings = report.pluginReports.flatMap((p) =>
      p.violations.flatMap((v) =>
        (v.violatingConstructs ?? []).map((c) => `${v.ruleName} at ${c.constructPath}`),
      ),
    );
    expect(findings).toEqual([]);
    expect(synthError).toBeUndefined();
  });
});
