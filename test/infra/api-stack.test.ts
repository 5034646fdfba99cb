/**
 * CDK assertions for the api stack of a synthesized dev stage: the REST API generated from the shared
 * contract (routes, authorizer, preflight, handler grants and environment), the auto-login secret and
 * the user-access reconciler.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { RestApi, TokenAuthorizer } from 'aws-cdk-lib/aws-apigateway';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, endpoints, fullPath, handlerModulePath } from '#shared/api/index.js';
import { TENANTS } from '../../infra/config/tenants.js';
import { ContractRoutes } from '../../infra/constructs/contract-routes.js';
import { RouteStacks } from '../../infra/constructs/route-stacks.js';
import { REPO_ROOT } from '../../infra/constructs/tubes-function.js';
import { TubesStage } from '../../infra/stacks/tubes-stage.js';
import {
  CDK_CONTEXT,
  actionsOf,
  dynamoActionsOf,
  envOf,
  functionEnv,
  joined,
  logicalIdOf,
  resolvedInParent,
  resourcesOf,
  statementsOf,
  statementsOfFunction,
  synthStage,
  templateOf,
  type SynthesizedStage,
} from './support/stage.js';
import { endpointsLoading } from './support/bundles.js';

let synth: SynthesizedStage;
let apiTemplate: Template;

beforeAll(() => {
  synth = synthStage();
  apiTemplate = templateOf(synth.stage.api);
});

afterAll(() => synth.cleanup());

describe('user access: disabled and deleted accounts', () => {
  it("routes Cognito's user-access calls (CloudTrail via EventBridge) to the reconciler", () => {
    apiTemplate.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: {
        source: ['aws.cognito-idp'],
        'detail-type': ['AWS API Call via CloudTrail'],
        detail: {
          eventSource: ['cognito-idp.amazonaws.com'],
          eventName: ['AdminDisableUser', 'AdminEnableUser', 'AdminDeleteUser', 'DeleteUser'],
        },
      },
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [logicalIdOf(synth.stage.api.userAccessChanged), 'Arn'] },
        }),
      ],
    });
  });

  it("lets the reconciler flush exactly this stage's authorizer cache", () => {
    expect(Object.keys(functionEnv(synth.stage.api.userAccessChanged))).toEqual(
      expect.arrayContaining(['REST_API_ID', 'REST_API_STAGE', 'TENANT_POOLS']),
    );
    const flush = Object.values(resourcesOf(apiTemplate, 'AWS::IAM::Policy'))
      .flatMap((policy) => statementsOf(policy))
      .filter((statement) => actionsOf(statement).includes('apigateway:DELETE'));
    expect(flush).toHaveLength(1);
    expect(JSON.stringify(flush[0]?.Resource)).toContain('/cache/authorizers');
  });

  it('lets organizationCommand flush it too (a changed block message), and no other route handler', () => {
    const flushers = [...synth.stage.api.routes.handlers.entries()]
      .filter(([, fn]) =>
        statementsOfFunction(fn).some((statement) => actionsOf(statement).includes('apigateway:DELETE')),
      )
      .map(([id]) => id);
    expect(flushers).toEqual(['organizationCommand']);
    expect(Object.keys(functionEnv(synth.stage.api.routes.handlers.get('organizationCommand')))).toEqual(
      expect.arrayContaining(['REST_API_ID', 'REST_API_STAGE']),
    );
  });
});

describe('api: auto-login secret', () => {
  it('gives AUTO_LOGIN_SECRET to the two auto-login handlers only, as a Secrets Manager dynamic reference', () => {
    const { stage } = synth;
    const secretId = logicalIdOf(stage.api.autoLoginSecret);
    const expected = ['createAutoLoginLink', 'autoLogin'].map((id) => stage.api.routes.handlers.get(id)!);
    const withSecret = synth.stacks.flatMap((stack) =>
      Object.entries(resourcesOf(templateOf(stack), 'AWS::Lambda::Function'))
        .filter(([, fn]) => envOf(fn).AUTO_LOGIN_SECRET !== undefined)
        .map(([id]) => `${stack.node.path}/${id}`),
    );
    expect(withSecret.sort()).toEqual(
      expected.map((fn) => `${Stack.of(fn).node.path}/${logicalIdOf(fn)}`).sort(),
    );
    for (const fn of expected) {
      expect(joined(resolvedSecretReference(fn)), fn.node.id).toBe(
        `{{resolve:secretsmanager:REF(${secretId}):SecretString:::}}`,
      );
    }
  });

  it('pins a secret version when the stage names one, so CloudFormation re-resolves the value', () => {
    const app = new App({ context: { ...CDK_CONTEXT, 'aws:cdk:bundling-stacks': [] } });
    const versionId = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
    const pinned = new TubesStage(app, 'Tubes-pinned', {
      config: { ...synth.config, autoLoginSecretVersionId: versionId },
      tenants: TENANTS,
      deployWebApp: false,
    });
    const fn = pinned.api.routes.handlers.get('autoLogin')!;
    expect(joined(resolvedSecretReference(fn))).toBe(
      `{{resolve:secretsmanager:REF(${logicalIdOf(pinned.api.autoLoginSecret)}):SecretString:::${versionId}}}`,
    );
  });

  it('generates one base64-alphabet secret per stage that no role can read at runtime', () => {
    apiTemplate.resourceCountIs('AWS::SecretsManager::Secret', 1);
    apiTemplate.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({
        PasswordLength: 64,
        ExcludePunctuation: true,
        IncludeSpace: false,
      }),
      SecretString: Match.absent(),
    });
    const secretActions = synth.stacks.flatMap((stack) =>
      Object.values(resourcesOf(templateOf(stack), 'AWS::IAM::Policy')).flatMap((p) =>
        statementsOf(p)
          .flatMap(actionsOf)
          .filter((a) => a.startsWith('secretsmanager:')),
      ),
    );
    expect(secretActions).toEqual([]);
  });

  it('refuses per-endpoint customizers for endpoints that are not routed', () => {
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    const stack = new Stack(app, 'Routes', { env: { account: '111122223333', region: 'eu-central-1' } });
    const restApi = new RestApi(stack, 'Api', { deploy: false });
    const fn = new LambdaFunction(stack, 'Fn', {
      runtime: Runtime.NODEJS_22_X,
      handler: 'index.handler',
      code: Code.fromInline('export const handler = async () => ({});'),
    });
    const table = new Table(stack, 'Table', { partitionKey: { name: 'PK', type: AttributeType.STRING } });
    const props = {
      api: restApi,
      endpoints: [api.getTube],
      authorizer: new TokenAuthorizer(stack, 'Authorizer', { handler: fn }),
      table,
      environment: {},
      stageName: 'dev',
      preflight: fn,
    };
    expect(
      () => new ContractRoutes(stack, 'Bad', { ...props, customize: { autoLogin: () => undefined } }),
    ).toThrow(/not routed: autoLogin/);
    let customized: string | undefined;
    new ContractRoutes(stack, 'Good', {
      ...props,
      customize: { getTube: (handler) => (customized = handler.node.id) },
    });
    expect(customized).toBe('getTube');
  });
});

describe('api: route stacks', () => {
  it('puts every route in a nested stack of the api stack, with the REST API, its stage and the authorizer in the api stack', () => {
    const apiStack = synth.stage.api;
    expect(apiStack.routes.stacks.length).toBeGreaterThan(1);
    for (const endpoint of endpoints) {
      const handler = apiStack.routes.handlers.get(endpoint.id)!;
      expect(Stack.of(handler).nestedStackParent, endpoint.id).toBe(apiStack);
      expect(Stack.of(apiStack.routes.methods.get(endpoint.id)!), endpoint.id).toBe(Stack.of(handler));
    }
    apiTemplate.resourceCountIs('AWS::ApiGateway::RestApi', 1);
    apiTemplate.resourceCountIs('AWS::ApiGateway::Stage', 1);
    apiTemplate.resourceCountIs('AWS::ApiGateway::Authorizer', 1);
    apiTemplate.resourceCountIs('AWS::ApiGateway::Method', 0);
  });

  it('scales to 320 endpoints with every route stack below 450 resources, and adding endpoints moves no route', () => {
    const stageOf = (count: number) => {
      const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
      const stack = new Stack(app, 'Scale', { env: { account: '111122223333', region: 'eu-central-1' } });
      const restApi = new RestApi(stack, 'Api');
      const fn = new LambdaFunction(stack, 'Fn', {
        runtime: Runtime.NODEJS_22_X,
        handler: 'index.handler',
        code: Code.fromInline('export const handler = async () => ({});'),
      });
      const table = new Table(stack, 'Table', { partitionKey: { name: 'PK', type: AttributeType.STRING } });
      // Endpoints of every group, some sharing a subtree (/scaleN/{id}); all run getTube's handler module.
      const endpoints = Array.from({ length: count }, (_, i) => ({
        ...api.getTube,
        id: `scale${i}`,
        group: (['query', 'query', 'command', 'user'] as const)[i % 4]!,
        access: i % 3 === 0 ? ('public' as const) : ('member' as const),
        path: i % 5 === 0 ? `/scale${i - 4}/{id}` : `/scale${i}`,
      }));
      const routes = new RouteStacks(stack, 'Routes', {
        api: restApi,
        endpoints,
        authorizer: new TokenAuthorizer(stack, 'Authorizer', { handler: fn }),
        table,
        environment: {},
        stageName: 'prod',
        preflight: fn,
        entryOf: () => handlerModulePath(api.getTube),
      });
      return routes;
    };
    const large = stageOf(320);
    const sizes = large.stacks.map((s) => Object.keys(Template.fromStack(s).toJSON().Resources ?? {}).length);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeGreaterThan(320 * 7);
    expect(Math.max(...sizes)).toBeLessThan(450);
    expect(Object.keys(Template.fromStack(Stack.of(large)).toJSON().Resources ?? {}).length).toBeLessThan(
      450,
    );
    // Four endpoints fewer, the same number of stacks per group: each route stays in its stack.
    const smaller = stageOf(316);
    for (const [endpointId, handler] of smaller.handlers) {
      expect(Stack.of(large.handlers.get(endpointId)!).node.id, endpointId).toBe(Stack.of(handler).node.id);
    }
  });
});

/** AUTO_LOGIN_SECRET of a function, with nested-stack parameters replaced by what the api stack passes. */
function resolvedSecretReference(fn: LambdaFunction): unknown {
  return resolvedEnv(fn).AUTO_LOGIN_SECRET;
}

function resolvedEnv(fn: LambdaFunction): Record<string, unknown> {
  return resolvedInParent(fn, functionEnv(fn)) as Record<string, unknown>;
}

/** The top-level stack a (nested) stack belongs to. */
function topLevelOf(stack: Stack): Stack {
  return stack.nestedStackParent ? topLevelOf(stack.nestedStackParent) : stack;
}

describe('api: REST routes generated from the shared contract', () => {
  /**
   * `METHOD /full/path` of every AWS::ApiGateway::Method of every stack of the stage (route stacks are
   * nested in the api stack), resolved through the resource tree of the templates; the properties read
   * as the top-level stack sees them (nested-stack parameters replaced by what the parent passes).
   */
  function routes(): { route: string; props: Record<string, unknown>; stack: Stack }[] {
    return synth.stacks.flatMap((stack) => {
      const template = templateOf(stack);
      const own = resourcesOf(template, 'AWS::ApiGateway::Resource');
      const top = resourcesOf(templateOf(topLevelOf(stack)), 'AWS::ApiGateway::Resource');
      const pathOf = (ref: unknown): string => {
        const logicalId = (ref as { Ref?: string }).Ref;
        if (!logicalId) return ''; // Fn::GetAtt RootResourceId
        const resource = own[logicalId] ?? top[logicalId];
        if (!resource?.Properties) throw new Error(`unknown resource ${logicalId}`);
        const parentId = own[logicalId]
          ? resolvedInParent(stack, resource.Properties.ParentId)
          : resource.Properties.ParentId;
        return `${pathOf(parentId)}/${String(resource.Properties.PathPart)}`;
      };
      return Object.values(resourcesOf(template, 'AWS::ApiGateway::Method')).map((m) => {
        const props = resolvedInParent(stack, m.Properties ?? {}) as Record<string, unknown>;
        return { route: `${String(props.HttpMethod)} ${pathOf(props.ResourceId) || '/'}`, props, stack };
      });
    });
  }
  const contractRoutes = () => endpoints.map((e) => `${e.method} ${fullPath(e)}`).sort();

  it('mounts exactly the deployed endpoints of the contract (1:1)', () => {
    const deployed = routes()
      .filter((r) => !r.route.startsWith('OPTIONS '))
      .map((r) => r.route)
      .sort();
    expect(deployed).toEqual(contractRoutes());
    expect(deployed).toContain('GET /query/organizations/{orgId}');
  });

  it('puts the TOKEN authorizer on every non-public route and none on public ones', () => {
    const authorizers = resourcesOf(apiTemplate, 'AWS::ApiGateway::Authorizer');
    const [authorizerId, ...others] = Object.keys(authorizers);
    expect(others).toEqual([]);
    expect(authorizers[authorizerId as string]?.Properties).toMatchObject({
      Type: 'TOKEN',
      IdentitySource: 'method.request.header.Authorization',
      AuthorizerResultTtlInSeconds: 300,
    });
    const byRoute = new Map(routes().map((r) => [r.route, r.props]));
    for (const endpoint of endpoints) {
      const props = byRoute.get(`${endpoint.method} ${fullPath(endpoint)}`);
      if (endpoint.access === 'public') {
        expect(props, endpoint.id).toMatchObject({ AuthorizationType: 'NONE' });
        expect(props?.AuthorizerId, endpoint.id).toBeUndefined();
      } else {
        expect(props, endpoint.id).toMatchObject({
          AuthorizationType: 'CUSTOM',
          AuthorizerId: { Ref: authorizerId },
        });
      }
    }
  });

  it('answers OPTIONS on every routed resource through the preflight Lambda, without authorization', () => {
    const all = routes();
    const optionsPaths = all.filter((r) => r.route.startsWith('OPTIONS ')).map((r) => r.route.slice(8));
    expect(optionsPaths.sort()).toEqual([...new Set(endpoints.map(fullPath))].sort());
    const preflightId = Object.entries(resourcesOf(apiTemplate, 'AWS::Lambda::Function')).find(([, fn]) =>
      JSON.stringify(fn.Properties?.Environment).includes('"POWERTOOLS_SERVICE_NAME":"tubes-preflight"'),
    )?.[0];
    expect(preflightId).toBeDefined();
    for (const r of all.filter((x) => x.route.startsWith('OPTIONS '))) {
      expect(r.props.AuthorizationType).toBe('NONE');
      expect(JSON.stringify(r.props.Integration)).toContain(`"${preflightId}","Arn"`);
    }
  });

  it('integrates every endpoint with its own Lambda (proxy) and the handler modules exist', () => {
    const targets = routes()
      .filter((r) => !r.route.startsWith('OPTIONS '))
      .map((r) => {
        expect((r.props.Integration as { Type: string }).Type).toBe('AWS_PROXY');
        return JSON.stringify(r.props.Integration);
      });
    expect(new Set(targets).size).toBe(endpoints.length);
    for (const endpoint of endpoints) {
      expect(existsSync(path.join(REPO_ROOT, handlerModulePath(endpoint))), handlerModulePath(endpoint)).toBe(
        true,
      );
    }
    for (const entry of ['functions/authorizer/rest.ts', 'functions/preflight/handler.ts']) {
      expect(existsSync(path.join(REPO_ROOT, entry)), entry).toBe(true);
    }
  });

  it('passes the stage environment to every handler', () => {
    const { stage, config } = synth;
    const handlers = [
      stage.api.authorizerFunction,
      ...endpoints.map((endpoint) => {
        const fn = stage.api.routes.handlers.get(endpoint.id);
        expect(fn, endpoint.id).toBeDefined();
        return fn!;
      }),
    ];
    for (const fn of handlers) {
      const vars = resolvedEnv(fn);
      expect(Object.keys(vars), fn.node.id).toEqual(
        expect.arrayContaining([
          'TABLE_NAME',
          'TENANT_POOLS',
          'UPLOADS_BUCKET',
          'MEDIA_BUCKET',
          'APP_URL_TEMPLATE',
        ]),
      );
      expect(vars, fn.node.id).toMatchObject({
        APP_DOMAIN: config.domain,
        APP_URL_TEMPLATE: `https://{sub}.${config.domain}`,
        PROVIDER_EMAIL_DOMAIN: 'tubes.dev',
        // The tenant pools' hosted-UI domains (TenantUserPool's prefix): where SSO sign-in starts.
        COGNITO_DOMAIN_TEMPLATE: expect.stringMatching(
          /^https:\/\/tubes-dev-\{orgId\}\.auth\..+\.amazoncognito\.com$/,
        ),
      });
    }
  });

  it('grants query handlers read-only table access; only command and user handlers (and the authorizer, for the profile status) write', () => {
    const { stage } = synth;
    const readOnly = ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query'];
    // The authorizer mirrors the Cognito account on the profile (functions/authorizer/standing.ts).
    expect(dynamoActionsOf(stage.api.authorizerFunction)).toContain('dynamodb:UpdateItem');
    for (const endpoint of endpoints) {
      const actions = dynamoActionsOf(stage.api.routes.handlers.get(endpoint.id));
      expect(actions, endpoint.id).toEqual(expect.arrayContaining(readOnly));
      if (endpoint.group === 'query') expect(actions, endpoint.id).toEqual(readOnly);
      else expect(actions, endpoint.id).toContain('dynamodb:PutItem');
    }
  });

  it('runs a regional API with a throttled, traced, access-logged stage named after the stage', () => {
    const { config } = synth;
    apiTemplate.hasResourceProperties('AWS::ApiGateway::RestApi', {
      EndpointConfiguration: { Types: ['REGIONAL'] },
    });
    apiTemplate.hasResourceProperties('AWS::ApiGateway::Stage', {
      StageName: 'dev',
      TracingEnabled: true,
      AccessLogSetting: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('"requestId"') },
      MethodSettings: Match.arrayWith([
        Match.objectLike({
          HttpMethod: '*',
          ResourcePath: '/*',
          ThrottlingRateLimit: config.throttling.rateLimit,
          ThrottlingBurstLimit: config.throttling.burstLimit,
        }),
      ]),
    });
  });
});

describe('api: handlers that hand out media URLs', () => {
  const SIGNING = endpoints.filter((e) => e.signsMedia).map((e) => e.id);
  const readsMedia = (id: string) =>
    statementsOfFunction(synth.stage.api.routes.handlers.get(id)).some(
      (s) => actionsOf(s).includes('s3:GetObject') && JSON.stringify(s.Resource).includes('/media/*'),
    );

  it('declares `signsMedia` on exactly the endpoints whose handler bundle includes the media URL module', async () => {
    const loading = await endpointsLoading('functions/core/media/media-urls.ts');
    expect(loading.length).toBeGreaterThan(0);
    expect(loading).toEqual(SIGNING);
  });

  it('lets exactly those handlers, those that re-package subtitles and the voice-over mixer read media/ of the media bucket', async () => {
    // A presigned GET acts with its signer's rights; a re-package reads the rendition's playlists; a
    // mixed voice-over reads the original sound the transcode kept (media/…/sound/original.wav).
    const repackaging = await endpointsLoading('functions/core/media/subtitle-rendition.ts');
    expect(repackaging).toContain('saveRenderingData');
    const mixing = ['voiceOverCommand'];
    const reading = endpoints.map((e) => e.id).filter(readsMedia);
    expect(reading).toEqual(
      endpoints
        .map((e) => e.id)
        .filter((id) => SIGNING.includes(id) || repackaging.includes(id) || mixing.includes(id)),
    );
    for (const id of repackaging) {
      const writes = statementsOfFunction(synth.stage.api.routes.handlers.get(id)).filter(
        (s) => actionsOf(s).includes('s3:PutObject') && JSON.stringify(s.Resource).includes('/media/*'),
      );
      expect(writes, id).toHaveLength(1);
    }
  });

  it('gives them no media CDN where the stage has none', () => {
    for (const id of SIGNING)
      expect(functionEnv(synth.stage.api.routes.handlers.get(id))).not.toHaveProperty('MEDIA_CDN_DOMAIN');
  });
});

describe('e-mail: the handlers that send mail', () => {
  const MAILING = endpoints.filter((e) => e.mails).map((e) => e.id);
  const sendStatements = (fn: Parameters<typeof statementsOfFunction>[0]) =>
    statementsOfFunction(fn).filter((s) => actionsOf(s).includes('ses:SendEmail'));

  it('declares `mails` on exactly the endpoints whose handler bundle includes the mail module', async () => {
    const loading = await endpointsLoading('functions/core/domain/mail/send.ts');
    expect(loading).toEqual(expect.arrayContaining(['createUser', 'importUsers', 'taskCommand']));
    expect(loading).toEqual(MAILING);
  });

  it("lets exactly those send, from the stage's no-reply address on its domain identity only", () => {
    const domain = synth.config.domain;
    for (const [id, fn] of synth.stage.api.routes.handlers) {
      const statements = sendStatements(fn);
      if (!MAILING.includes(id)) {
        expect(statements, id).toEqual([]);
        continue;
      }
      expect(statements, id).toHaveLength(1);
      expect(JSON.stringify(statements[0]?.Resource), id).toContain(`:identity/${domain}`);
      expect(statements[0]?.Condition, id).toEqual({
        StringEquals: { 'ses:FromAddress': `no-reply@${domain}` },
      });
      expect(functionEnv(fn), id).toHaveProperty('MAIL_FROM_ADDRESS', `no-reply@${domain}`);
    }
  });

  it("verifies the stage's domain as an SES identity (DKIM records as outputs without a hosted zone)", () => {
    const identity = templateOf(synth.stage.identity);
    identity.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: synth.config.domain,
    });
    expect(JSON.stringify(identity.findOutputs('*'))).toContain('DKIM record 1');
  });
});
