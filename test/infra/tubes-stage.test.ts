/**
 * CDK assertions for one synthesized stage (dev) plus the cdk-nag AwsSolutions report. The stage is
 * synthesized once (beforeAll) with asset bundling skipped (toolchain.md) and cdk.json's context, as
 * `cdk synth` would see it.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { RestApi, TokenAuthorizer } from 'aws-cdk-lib/aws-apigateway';
import { Table, AttributeType } from 'aws-cdk-lib/aws-dynamodb';
import { Code, Function as LambdaFunction, Runtime, type IFunction } from 'aws-cdk-lib/aws-lambda';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import type { IConstruct } from 'constructs';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, deployedEndpoints, fullPath, handlerModulePath } from '#shared/api/index.js';
import { FEATURE_IDS } from '#shared/domain/feature-flags.js';
import type { ProvisioningRequest } from '../../functions/core/domain/tenant-provisioning.js';
import { TABLE_KEYS } from '../../functions/core/data/table-design.js';
import { loadStageConfig, type StageConfig } from '../../infra/config/stages.js';
import { TENANTS } from '../../infra/config/tenants.js';
import { ContractRoutes } from '../../infra/constructs/contract-routes.js';
import { TENANT_PROVISIONING_RESOURCE_TYPE } from '../../infra/constructs/tenant-provisioning.js';
import { REPO_ROOT } from '../../infra/constructs/tubes-function.js';
import { DataStack } from '../../infra/stacks/data-stack.js';
import { TubesStage } from '../../infra/stacks/tubes-stage.js';

type Resources = Record<
  string,
  { Type: string; Properties?: Record<string, unknown>; DeletionPolicy?: string }
>;
interface ValidationReport {
  pluginReports: {
    pluginName: string;
    violations: { ruleName: string; violatingConstructs?: { constructPath: string }[] }[];
  }[];
}

const CDK_CONTEXT = (
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: object }
).context;

/** An app as `cdk synth` builds it (cdk.json context, cdk-nag), but without bundling any Lambda code. */
function testApp(outdir: string): App {
  const app = new App({ outdir, context: { ...CDK_CONTEXT, 'aws:cdk:bundling-stacks': [] } });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return app;
}

function readReport(outdir: string): ValidationReport {
  const file = path.join(outdir, 'validation-report.json');
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as ValidationReport)
    : { pluginReports: [] };
}

function findings(report: ValidationReport): string[] {
  return report.pluginReports.flatMap((plugin) =>
    plugin.violations.flatMap((v) =>
      (v.violatingConstructs ?? [{ constructPath: '?' }]).map((c) => `${v.ruleName} at ${c.constructPath}`),
    ),
  );
}

const PASSWORD_SPEC =
  'minimum 8 characters with an uppercase letter, a lowercase letter, a digit and a symbol from !@#$%?.^&*';

let outdir: string;
let config: StageConfig;
let stage: TubesStage;
let report: ValidationReport;
let synthError: unknown;
const templates = {} as Record<'data' | 'identity' | 'api' | 'web' | 'monitoring', Template>;

beforeAll(() => {
  outdir = mkdtempSync(path.join(tmpdir(), 'tubes-infra-'));
  const app = testApp(outdir);
  config = loadStageConfig((key) => app.node.tryGetContext(key), {});
  stage = new TubesStage(app, 'Tubes-dev', { config, tenants: TENANTS, deployWebApp: false });
  try {
    app.synth();
  } catch (error) {
    // In-memory synthesis throws on cdk-nag errors after writing the report; the nag test lists them.
    synthError = error;
  }
  report = readReport(outdir);
  templates.data = Template.fromStack(stage.data);
  templates.identity = Template.fromStack(stage.identity);
  templates.api = Template.fromStack(stage.api);
  templates.web = Template.fromStack(stage.web);
  templates.monitoring = Template.fromStack(stage.monitoring);
});

afterAll(() => rmSync(outdir, { recursive: true, force: true }));

const resourcesOf = (template: Template, type: string): Resources =>
  template.findResources(type) as Resources;
const allTemplates = () => Object.values(templates);

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}
const statementsOf = (policy: Resources[string]): Statement[] =>
  (policy.Properties?.PolicyDocument as { Statement?: Statement[] } | undefined)?.Statement ?? [];
const actionsOf = (statement: Statement): string[] => [statement.Action].flat();
const envOf = (fn: Resources[string] | undefined): Record<string, unknown> =>
  (fn?.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {};

/** The logical id of a construct's CloudFormation resource in its stack. */
function logicalIdOf(construct: IConstruct | undefined): string {
  if (!construct) throw new Error('construct missing');
  return Stack.of(construct).getLogicalId(construct.node.defaultChild as CfnElement);
}

/** Every policy attached to a function's role. */
function policiesOf(template: Template, fn: IFunction | undefined): [string, Resources[string]][] {
  const roleId = logicalIdOf(fn?.role);
  return Object.entries(resourcesOf(template, 'AWS::IAM::Policy')).filter(([, p]) =>
    JSON.stringify(p.Properties?.Roles).includes(JSON.stringify({ Ref: roleId })),
  );
}

/** The DynamoDB actions a function's role allows, sorted. */
function dynamoActionsOf(template: Template, fn: IFunction | undefined): string[] {
  const actions = policiesOf(template, fn).flatMap(([, p]) => statementsOf(p).flatMap(actionsOf));
  return [...new Set(actions.filter((a) => a.startsWith('dynamodb:')))].sort();
}

/** A string a template builds with Fn::Join, with `REF(id)` / `GETATT(id.attr)` for the references. */
function joined(value: unknown): string {
  if (typeof value === 'string') return value;
  const intrinsic = value as Record<string, unknown>;
  if ('Fn::Join' in intrinsic) {
    const [separator, parts] = intrinsic['Fn::Join'] as [string, unknown[]];
    return parts.map(joined).join(separator);
  }
  if ('Ref' in intrinsic) return `REF(${String(intrinsic.Ref)})`;
  if ('Fn::GetAtt' in intrinsic) return `GETATT(${(intrinsic['Fn::GetAtt'] as string[]).join('.')})`;
  throw new Error(`unexpected intrinsic ${JSON.stringify(value)}`);
}

describe('identity: one user pool + app client per tenant', () => {
  it('creates exactly one pool and one client per configured tenant', () => {
    templates.identity.resourceCountIs('AWS::Cognito::UserPool', TENANTS.length);
    templates.identity.resourceCountIs('AWS::Cognito::UserPoolClient', TENANTS.length);
    for (const tenant of TENANTS) {
      templates.identity.hasResourceProperties('AWS::Cognito::UserPool', {
        UserPoolName: `tubes-dev-${tenant.id}`,
      });
      templates.identity.hasResourceProperties('AWS::Cognito::UserPoolClient', {
        ClientName: `tubes-dev-${tenant.id}-web`,
      });
    }
  });

  it(`enforces the spec's password policy: "${PASSWORD_SPEC}"`, () => {
    for (const pool of Object.values(resourcesOf(templates.identity, 'AWS::Cognito::UserPool'))) {
      expect(pool.Properties?.Policies).toMatchObject({
        PasswordPolicy: {
          MinimumLength: 8,
          RequireUppercase: true,
          RequireLowercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        },
      });
    }
  });

  it('signs in by e-mail (case-insensitive), allows self sign-up and has custom:orgId', () => {
    templates.identity.allResourcesProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: false },
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      Schema: Match.arrayWith([Match.objectLike({ Name: 'orgId', AttributeDataType: 'String' })]),
      UserPoolTier: 'PLUS',
    });
  });

  it('lets the SPA read custom:orgId but never write it (a user cannot move to another tenant)', () => {
    for (const [id, client] of Object.entries(
      resourcesOf(templates.identity, 'AWS::Cognito::UserPoolClient'),
    )) {
      expect(client.Properties?.ReadAttributes, id).toContain('custom:orgId');
      expect(client.Properties?.WriteAttributes, id).toBeDefined();
      expect(client.Properties?.WriteAttributes, id).not.toContain('custom:orgId');
    }
  });

  it('gives the SPA a public client with USER_PASSWORD_AUTH and refresh tokens', () => {
    templates.identity.allResourcesProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
    });
  });

  it('hands every tenant pool to the api stack as TENANT_POOLS', () => {
    expect(stage.identity.tenantPools.map((p) => p.orgId)).toEqual(TENANTS.map((t) => t.id));
    const outputs = Object.keys(templates.identity.findOutputs('*'));
    for (const tenant of TENANTS) {
      expect(outputs).toContain(`${tenant.id}UserPoolId`);
      expect(outputs).toContain(`${tenant.id}UserPoolClientId`);
    }
  });
});

describe('identity: sign-up trigger', () => {
  const poolIds = () => Object.keys(resourcesOf(templates.identity, 'AWS::Cognito::UserPool'));

  it('attaches the post-confirmation trigger to every tenant pool', () => {
    const triggerArn = { 'Fn::GetAtt': [logicalIdOf(stage.identity.postConfirmation), 'Arn'] };
    expect(poolIds()).toHaveLength(TENANTS.length);
    for (const poolId of poolIds()) {
      const pool = resourcesOf(templates.identity, 'AWS::Cognito::UserPool')[poolId];
      expect(pool?.Properties?.LambdaConfig, poolId).toEqual({
        PostConfirmation: triggerArn,
        PreSignUp: { 'Fn::GetAtt': [logicalIdOf(stage.identity.preSignUp), 'Arn'] },
      });
      templates.identity.hasResourceProperties('AWS::Lambda::Permission', {
        Action: 'lambda:InvokeFunction',
        FunctionName: triggerArn,
        Principal: 'cognito-idp.amazonaws.com',
        SourceArn: { 'Fn::GetAtt': [poolId, 'Arn'] },
      });
    }
    expect(existsSync(path.join(REPO_ROOT, 'functions/user/postConfirmation.ts'))).toBe(true);
    const fn = resourcesOf(templates.identity, 'AWS::Lambda::Function')[
      logicalIdOf(stage.identity.postConfirmation)
    ];
    expect(envOf(fn)).toMatchObject({ POWERTOOLS_SERVICE_NAME: 'tubes-user-postConfirmation' });
  });

  it('lets the trigger read the organization by pool (GSI2) and write the user item', () => {
    const actions = dynamoActionsOf(templates.identity, stage.identity.postConfirmation);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:PutItem']));
    expect(actions).not.toContain('dynamodb:Scan');
    const policies = JSON.stringify(policiesOf(templates.identity, stage.identity.postConfirmation));
    expect(policies).toContain('/index/GSI2');
  });

  it("allows Cognito actions on exactly the stage's pools: attribute updates to the trigger, account lookups to the authorizers and the reconciler", () => {
    const cognitoStatements = allTemplates().flatMap((template) =>
      Object.values(resourcesOf(template, 'AWS::IAM::Policy')).flatMap((policy) =>
        statementsOf(policy)
          .filter((statement) => actionsOf(statement).some((a) => a.startsWith('cognito-idp:')))
          .map((statement) => ({ statement, roles: policy.Properties?.Roles })),
      ),
    );
    const byAction = (action: string) =>
      cognitoStatements.filter(({ statement }) => [statement.Action].flat().includes(action));
    // (The realtime stack's $connect authorizer is checked in realtime-stack.test.ts.)
    expect(cognitoStatements).toHaveLength(3);
    for (const { statement } of cognitoStatements) {
      expect(statement.Effect).toBe('Allow');
      expect([statement.Action].flat()).toHaveLength(1);
      expect([statement.Resource].flat()).toHaveLength(TENANTS.length);
    }
    const [update] = byAction('cognito-idp:AdminUpdateUserAttributes');
    expect(byAction('cognito-idp:AdminUpdateUserAttributes')).toHaveLength(1);
    expect([update!.statement.Resource].flat()).toEqual(
      expect.arrayContaining(poolIds().map((id) => ({ 'Fn::GetAtt': [id, 'Arn'] }))),
    );
    expect(update!.roles).toEqual([{ Ref: logicalIdOf(stage.identity.postConfirmation.role) }]);
    // The REST authorizer and the user-access reconciler read accounts (AdminGetUser).
    expect(byAction('cognito-idp:AdminGetUser')).toHaveLength(2);
  });

  it('keeps the original e-mail until a new one is verified, prevents user-existence errors, 60-minute tokens', () => {
    for (const poolId of poolIds()) {
      const pool = resourcesOf(templates.identity, 'AWS::Cognito::UserPool')[poolId];
      expect(pool?.Properties?.UserAttributeUpdateSettings, poolId).toEqual({
        AttributesRequireVerificationBeforeUpdate: ['email'],
      });
    }
    for (const client of Object.values(resourcesOf(templates.identity, 'AWS::Cognito::UserPoolClient'))) {
      expect(client.Properties).toMatchObject({
        PreventUserExistenceErrors: 'ENABLED',
        IdTokenValidity: 60,
        TokenValidityUnits: { IdToken: 'minutes' },
      });
    }
  });

  it('runs the pre-sign-up trigger (read-only on the table)', () => {
    expect(dynamoActionsOf(templates.identity, stage.identity.preSignUp)).toEqual([
      'dynamodb:BatchGetItem',
      'dynamodb:GetItem',
      'dynamodb:Query',
    ]);
  });
});

describe('user access: disabled and deleted accounts', () => {
  it("routes Cognito's user-access calls (CloudTrail via EventBridge) to the reconciler", () => {
    templates.api.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: {
        source: ['aws.cognito-idp'],
        'detail-type': ['AWS API Call via CloudTrail'],
        detail: {
          eventSource: ['cognito-idp.amazonaws.com'],
          eventName: ['AdminDisableUser', 'AdminEnableUser', 'AdminDeleteUser', 'DeleteUser'],
        },
      },
      Targets: [
        Match.objectLike({ Arn: { 'Fn::GetAtt': [logicalIdOf(stage.api.userAccessChanged), 'Arn'] } }),
      ],
    });
  });

  it("lets the reconciler flush exactly this stage's authorizer cache", () => {
    const fn = resourcesOf(templates.api, 'AWS::Lambda::Function')[logicalIdOf(stage.api.userAccessChanged)];
    expect(Object.keys(envOf(fn))).toEqual(
      expect.arrayContaining(['REST_API_ID', 'REST_API_STAGE', 'TENANT_POOLS']),
    );
    const flush = Object.values(resourcesOf(templates.api, 'AWS::IAM::Policy'))
      .flatMap((policy) => statementsOf(policy))
      .filter((statement) => actionsOf(statement).includes('apigateway:DELETE'));
    expect(flush).toHaveLength(1);
    expect(JSON.stringify(flush[0]?.Resource)).toContain('/cache/authorizers');
  });
});

describe('identity: tenant provisioning on deploy', () => {
  const provisioning = () => {
    const resources = Object.values(resourcesOf(templates.identity, TENANT_PROVISIONING_RESOURCE_TYPE));
    expect(resources).toHaveLength(1);
    return resources[0]?.Properties ?? {};
  };

  it('is invoked with every configured tenant and its user pool and app client ids', () => {
    const request = JSON.parse(joined(provisioning().Tenants)) as ProvisioningRequest;
    expect(request.map((entry) => entry.tenant.id)).toEqual(TENANTS.map((t) => t.id));
    TENANTS.forEach((tenant, index) => {
      const pool = stage.identity.pools[index];
      expect(request[index]).toEqual({
        tenant,
        pool: {
          userPoolId: `REF(${logicalIdOf(pool?.userPool)})`,
          userPoolClientId: `REF(${logicalIdOf(pool?.client)})`,
        },
      });
    });
  });

  it('re-runs when the feature ids change, so new features get their default flags', () => {
    expect(provisioning().FeatureIds).toBe(FEATURE_IDS.join(','));
  });

  it('is served by the provider framework calling the provisioning handler, which may write the table', () => {
    const handler = stage.identity.provisioning.handler;
    const handlerArn = { 'Fn::GetAtt': [logicalIdOf(handler), 'Arn'] };
    const functions = resourcesOf(templates.identity, 'AWS::Lambda::Function');
    const [frameworkId] = Object.entries(functions).find(
      ([, fn]) => JSON.stringify(envOf(fn)) === JSON.stringify({ USER_ON_EVENT_FUNCTION_ARN: handlerArn }),
    ) ?? [undefined];
    expect(frameworkId).toBeDefined();
    expect(provisioning().ServiceToken).toEqual({ 'Fn::GetAtt': [frameworkId, 'Arn'] });
    expect(envOf(functions[logicalIdOf(handler)])).toMatchObject({
      POWERTOOLS_SERVICE_NAME: 'tubes-tenant-provisioning',
      TABLE_NAME: expect.anything(),
    });
    expect(dynamoActionsOf(templates.identity, handler)).toEqual(
      expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:GetItem']),
    );
    expect(existsSync(path.join(REPO_ROOT, 'functions/provisioning/tenants.ts'))).toBe(true);
  });
});

describe('api: auto-login secret', () => {
  it('gives AUTO_LOGIN_SECRET to the two auto-login handlers only, as a Secrets Manager dynamic reference', () => {
    const secretId = logicalIdOf(stage.api.autoLoginSecret);
    const expected = ['createAutoLoginLink', 'autoLogin'].map((id) =>
      logicalIdOf(stage.api.routes.handlers.get(id)),
    );
    const withSecret = allTemplates().flatMap((template) =>
      Object.entries(resourcesOf(template, 'AWS::Lambda::Function')).filter(
        ([, fn]) => envOf(fn).AUTO_LOGIN_SECRET !== undefined,
      ),
    );
    expect(withSecret.map(([id]) => id).sort()).toEqual(expected.sort());
    for (const [id, fn] of withSecret) {
      expect(joined(envOf(fn).AUTO_LOGIN_SECRET), id).toBe(
        `{{resolve:secretsmanager:REF(${secretId}):SecretString:::}}`,
      );
    }
  });

  it('pins a secret version when the stage names one, so CloudFormation re-resolves the value', () => {
    const app = new App({ context: { ...CDK_CONTEXT, 'aws:cdk:bundling-stacks': [] } });
    const versionId = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
    const pinned = new TubesStage(app, 'Tubes-pinned', {
      config: { ...config, autoLoginSecretVersionId: versionId },
      tenants: TENANTS,
      deployWebApp: false,
    });
    const fnId = logicalIdOf(pinned.api.routes.handlers.get('autoLogin'));
    const fn = resourcesOf(Template.fromStack(pinned.api), 'AWS::Lambda::Function')[fnId];
    expect(joined(envOf(fn).AUTO_LOGIN_SECRET)).toBe(
      `{{resolve:secretsmanager:REF(${logicalIdOf(pinned.api.autoLoginSecret)}):SecretString:::${versionId}}}`,
    );
  });

  it('generates one base64-alphabet secret per stage that no role can read at runtime', () => {
    templates.api.resourceCountIs('AWS::SecretsManager::Secret', 1);
    templates.api.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({
        PasswordLength: 64,
        ExcludePunctuation: true,
        IncludeSpace: false,
      }),
      SecretString: Match.absent(),
    });
    const secretActions = allTemplates().flatMap((template) =>
      Object.values(resourcesOf(template, 'AWS::IAM::Policy')).flatMap((p) =>
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

describe('api: REST routes generated from the shared contract', () => {
  /** `METHOD /full/path` of every AWS::ApiGateway::Method, resolved through the resource tree. */
  function routes(): { route: string; props: Record<string, unknown> }[] {
    const resources = resourcesOf(templates.api, 'AWS::ApiGateway::Resource');
    const pathOf = (ref: unknown): string => {
      const logicalId = (ref as { Ref?: string }).Ref;
      if (!logicalId) return ''; // Fn::GetAtt RootResourceId
      const resource = resources[logicalId];
      if (!resource?.Properties) throw new Error(`unknown resource ${logicalId}`);
      return `${pathOf(resource.Properties.ParentId)}/${String(resource.Properties.PathPart)}`;
    };
    return Object.values(resourcesOf(templates.api, 'AWS::ApiGateway::Method')).map((m) => {
      const props = m.Properties ?? {};
      return { route: `${String(props.HttpMethod)} ${pathOf(props.ResourceId) || '/'}`, props };
    });
  }
  const contractRoutes = () => deployedEndpoints.map((e) => `${e.method} ${fullPath(e)}`).sort();

  it('mounts exactly the deployed endpoints of the contract (1:1)', () => {
    const deployed = routes()
      .filter((r) => !r.route.startsWith('OPTIONS '))
      .map((r) => r.route)
      .sort();
    expect(deployed).toEqual(contractRoutes());
    expect(deployed).toContain('GET /query/organizations/{orgId}');
  });

  it('puts the TOKEN authorizer on every non-public route and none on public ones', () => {
    const authorizers = resourcesOf(templates.api, 'AWS::ApiGateway::Authorizer');
    const [authorizerId, ...others] = Object.keys(authorizers);
    expect(others).toEqual([]);
    expect(authorizers[authorizerId as string]?.Properties).toMatchObject({
      Type: 'TOKEN',
      IdentitySource: 'method.request.header.Authorization',
      AuthorizerResultTtlInSeconds: 300,
    });
    const byRoute = new Map(routes().map((r) => [r.route, r.props]));
    for (const endpoint of deployedEndpoints) {
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
    expect(optionsPaths.sort()).toEqual([...new Set(deployedEndpoints.map(fullPath))].sort());
    const preflightId = Object.entries(resourcesOf(templates.api, 'AWS::Lambda::Function')).find(([, fn]) =>
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
    expect(new Set(targets).size).toBe(deployedEndpoints.length);
    for (const endpoint of deployedEndpoints) {
      expect(existsSync(path.join(REPO_ROOT, handlerModulePath(endpoint))), handlerModulePath(endpoint)).toBe(
        true,
      );
    }
    for (const entry of ['functions/authorizer/rest.ts', 'functions/preflight/handler.ts']) {
      expect(existsSync(path.join(REPO_ROOT, entry)), entry).toBe(true);
    }
  });

  it('passes the stage environment to every handler', () => {
    for (const endpoint of deployedEndpoints) {
      const fn = stage.api.routes.handlers.get(endpoint.id);
      expect(fn, endpoint.id).toBeDefined();
    }
    const fns = resourcesOf(templates.api, 'AWS::Lambda::Function');
    const handlers = Object.values(fns).filter(
      (f) =>
        String(
          (f.Properties?.Environment as { Variables?: Record<string, unknown> })?.Variables
            ?.POWERTOOLS_SERVICE_NAME,
        ).startsWith('tubes-query-') ||
        (f.Properties?.Environment as { Variables?: Record<string, unknown> })?.Variables
          ?.POWERTOOLS_SERVICE_NAME === 'tubes-authorizer',
    );
    expect(handlers).toHaveLength(deployedEndpoints.filter((e) => e.group === 'query').length + 1);
    for (const fn of handlers) {
      const vars = (fn.Properties?.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(Object.keys(vars)).toEqual(
        expect.arrayContaining([
          'TABLE_NAME',
          'TENANT_POOLS',
          'UPLOADS_BUCKET',
          'MEDIA_BUCKET',
          'APP_URL_TEMPLATE',
        ]),
      );
      expect(vars).toMatchObject({
        APP_DOMAIN: config.domain,
        APP_URL_TEMPLATE: `https://{sub}.${config.domain}`,
        PROVIDER_EMAIL_DOMAIN: 'tubes.dev',
      });
    }
  });

  it('grants query handlers read-only table access; only command and user handlers (and the authorizer, for the profile status) write', () => {
    const readOnly = ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query'];
    // The authorizer mirrors the Cognito account on the profile (functions/authorizer/standing.ts).
    expect(dynamoActionsOf(templates.api, stage.api.authorizerFunction)).toContain('dynamodb:UpdateItem');
    for (const endpoint of deployedEndpoints) {
      const actions = dynamoActionsOf(templates.api, stage.api.routes.handlers.get(endpoint.id));
      expect(actions, endpoint.id).toEqual(expect.arrayContaining(readOnly));
      if (endpoint.group === 'query') expect(actions, endpoint.id).toEqual(readOnly);
      else expect(actions, endpoint.id).toContain('dynamodb:PutItem');
    }
  });

  it('never grants Scan (design.md §5) in any stack', () => {
    const actions = allTemplates().flatMap((t) =>
      Object.values(resourcesOf(t, 'AWS::IAM::Policy')).flatMap((p) =>
        statementsOf(p).flatMap((s) => actionsOf(s)),
      ),
    );
    expect(actions.filter((a) => a.startsWith('dynamodb:')).length).toBeGreaterThan(0);
    expect(actions.filter((a) => /^dynamodb:(Scan|\*)$/.test(a))).toEqual([]);
  });

  it('runs a regional API with a throttled, traced, access-logged stage named after the stage', () => {
    templates.api.hasResourceProperties('AWS::ApiGateway::RestApi', {
      EndpointConfiguration: { Types: ['REGIONAL'] },
    });
    templates.api.hasResourceProperties('AWS::ApiGateway::Stage', {
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

describe('every Lambda', () => {
  it('runs on nodejs22.x (arm64), except the CDK-provided deployment and custom-resource framework handlers', () => {
    for (const template of allTemplates()) {
      for (const [id, fn] of Object.entries(resourcesOf(template, 'AWS::Lambda::Function'))) {
        if (id.startsWith('CustomCDKBucketDeployment')) continue;
        if (String(fn.Properties?.Description).startsWith('AWS CDK resource provider framework')) continue;
        expect(fn.Properties, id).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'] });
        expect(fn.Properties?.TracingConfig, id).toEqual({ Mode: 'Active' });
      }
    }
    // Authorizer, preflight, user-access reconciler.
    templates.api.resourceCountIs('AWS::Lambda::Function', deployedEndpoints.length + 3);
    // Post-confirmation and pre-sign-up triggers, provisioning handler, custom-resource framework.
    templates.identity.resourceCountIs('AWS::Lambda::Function', 4);
  });
});

describe('data', () => {
  it('has the single table with PITR, TTL, both GSIs (ALL projection) and on-demand billing', () => {
    templates.data.resourceCountIs('AWS::DynamoDB::Table', 1);
    templates.data.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: TABLE_KEYS.ttlAttribute, Enabled: true },
      SSESpecification: { SSEEnabled: true },
      GlobalSecondaryIndexes: TABLE_KEYS.globalIndexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    });
  });

  it('protects the table outside dev (deletion protection, RETAIN)', () => {
    const app = new App({ context: { ...CDK_CONTEXT } });
    const prod = loadStageConfig(context({ stage: 'prod' }), {});
    const template = Template.fromStack(
      new DataStack(app, 'Data', { stage: prod, env: { account: prod.account, region: prod.region } }),
    );
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
    });
    templates.data.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Delete' });
  });

  it('lets tenant origins use presigned PUT/GET on the video buckets, ETag exposed, media versioned', () => {
    const cors = {
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({
            AllowedOrigins: [`https://*.${config.domain}`],
            AllowedMethods: Match.arrayWith(['GET', 'PUT']),
            ExposedHeaders: ['ETag'],
          }),
        ],
      },
    };
    const buckets = templates.data.findResources('AWS::S3::Bucket', { Properties: Match.objectLike(cors) });
    expect(Object.keys(buckets)).toHaveLength(2);
    templates.data.hasResourceProperties('AWS::S3::Bucket', {
      ...cors,
      VersioningConfiguration: { Status: 'Enabled' },
    });
  });
});

describe('every bucket', () => {
  it('blocks public access, is encrypted and denies requests without TLS', () => {
    let count = 0;
    for (const template of allTemplates()) {
      const policies = Object.values(resourcesOf(template, 'AWS::S3::BucketPolicy'));
      for (const [id, bucket] of Object.entries(resourcesOf(template, 'AWS::S3::Bucket'))) {
        count += 1;
        expect(bucket.Properties, id).toMatchObject({
          PublicAccessBlockConfiguration: {
            BlockPublicAcls: true,
            BlockPublicPolicy: true,
            IgnorePublicAcls: true,
            RestrictPublicBuckets: true,
          },
          BucketEncryption: { ServerSideEncryptionConfiguration: [expect.anything()] },
        });
        const policy = policies.find(
          (p) => JSON.stringify(p.Properties?.Bucket) === JSON.stringify({ Ref: id }),
        );
        expect(policy, `${id} bucket policy`).toBeDefined();
        expect(JSON.stringify(policy?.Properties?.PolicyDocument), id).toContain(
          '"aws:SecureTransport":"false"',
        );
      }
    }
    expect(count).toBe(5); // uploads, media, data access logs, site, web access logs
  });
});

describe('web', () => {
  it('serves the apex and every tenant sub-domain from a private bucket through origin access control', () => {
    templates.web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    templates.web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: [config.domain, `*.${config.domain}`],
        DefaultRootObject: 'index.html',
        ViewerCertificate: {
          AcmCertificateArn: config.certificateArn,
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
        Origins: [
          Match.objectLike({
            OriginAccessControlId: Match.anyValue(),
            S3OriginConfig: { OriginAccessIdentity: '' },
          }),
        ],
        Logging: Match.objectLike({ Bucket: Match.anyValue() }),
      }),
    });
  });

  it('falls back to index.html for app routes on the S3 behaviours only (no error-response masking)', () => {
    const [distribution] = Object.values(resourcesOf(templates.web, 'AWS::CloudFront::Distribution'));
    const dc = distribution?.Properties?.DistributionConfig as Record<string, unknown>;
    expect(dc.CustomErrorResponses).toBeUndefined();
    const behaviors = [dc.DefaultCacheBehavior, ...(dc.CacheBehaviors as unknown[])] as Record<
      string,
      unknown
    >[];
    for (const b of behaviors) {
      expect(b.FunctionAssociations).toEqual([
        { EventType: 'viewer-request', FunctionARN: expect.anything() },
      ]);
      expect(b.ViewerProtocolPolicy).toBe('redirect-to-https');
    }
    templates.web.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: Match.stringLikeRegexp("request.uri = '/index.html'"),
    });
  });

  it('sends security headers; only embeddable pages may be framed', () => {
    const policies = Object.values(resourcesOf(templates.web, 'AWS::CloudFront::ResponseHeadersPolicy')).map(
      (p) =>
        (p.Properties?.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: Record<string, unknown> })
          .SecurityHeadersConfig,
    );
    expect(policies).toHaveLength(2);
    for (const headers of policies) {
      expect(headers).toMatchObject({
        StrictTransportSecurity: { IncludeSubdomains: true, Override: true },
        ContentTypeOptions: { Override: true },
      });
      expect(JSON.stringify(headers.ContentSecurityPolicy)).toContain("default-src 'self'");
    }
    const app = policies.find((h) => h.FrameOptions !== undefined);
    const embed = policies.find((h) => h.FrameOptions === undefined);
    expect(app?.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(JSON.stringify(app?.ContentSecurityPolicy)).toContain("frame-ancestors 'none'");
    expect(JSON.stringify(embed?.ContentSecurityPolicy)).toContain('frame-ancestors https:');
  });

  it('creates apex and wildcard alias records when the stage names a hosted zone', () => {
    const app = new App({ context: { ...CDK_CONTEXT, 'aws:cdk:bundling-stacks': [] } });
    const withZone = {
      ...config,
      hostedZone: { zoneName: 'tubes.example.com', hostedZoneId: 'Z0123456789ABCDEFGHIJ' },
    };
    const zoned = new TubesStage(app, 'Tubes-zoned', {
      config: withZone,
      tenants: TENANTS,
      deployWebApp: false,
    });
    const web = Template.fromStack(zoned.web);
    for (const type of ['A', 'AAAA']) {
      for (const name of [`${config.domain}.`, `*.${config.domain}.`]) {
        web.hasResourceProperties('AWS::Route53::RecordSet', {
          Name: name,
          Type: type,
          HostedZoneId: 'Z0123456789ABCDEFGHIJ',
          AliasTarget: Match.objectLike({ DNSName: Match.anyValue() }),
        });
      }
    }
    templates.web.resourceCountIs('AWS::Route53::RecordSet', 0);
  });

  it('deploys config.json for the SPA', () => {
    templates.web.hasResourceProperties('Custom::CDKBucketDeployment', {
      SourceObjectKeys: [Match.stringLikeRegexp('\\.zip$')],
      DistributionPaths: ['/*'],
    });
  });
});

describe('monitoring', () => {
  it('alarms on API 5xx and 4xx rates, authorizer errors and throttles and sign-up trigger errors, to an encrypted topic', () => {
    const alarms = Object.values(resourcesOf(templates.monitoring, 'AWS::CloudWatch::Alarm'));
    const text = alarms.map((a) => JSON.stringify(a.Properties));
    expect(text.some((t) => t.includes('"5XXError"') && t.includes('"Count"'))).toBe(true);
    expect(text.some((t) => t.includes('"4XXError"') && t.includes('"Count"'))).toBe(true);
    expect(text.some((t) => t.includes('"MetricName":"Errors"') && t.includes('AWS/Lambda'))).toBe(true);
    expect(text.some((t) => t.includes('"MetricName":"Throttles"'))).toBe(true);
    const trigger = alarms.find((a) => String(a.Properties?.AlarmDescription).includes('post-confirmation'));
    expect(trigger?.Properties).toMatchObject({
      Namespace: 'AWS/Lambda',
      MetricName: 'Errors',
      Threshold: 0,
    });
    for (const alarm of alarms) expect(alarm.Properties?.AlarmActions).toHaveLength(1);
    templates.monitoring.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
  });
});

describe('cdk-nag AwsSolutions', () => {
  it('reports no unacknowledged finding for the stage', () => {
    expect(findings(report)).toEqual([]);
    expect(synthError).toBeUndefined();
  });

  it('is live: the same setup reports a finding for a non-compliant bucket', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tubes-nag-control-'));
    try {
      const app = testApp(dir);
      new Bucket(new Stack(app, 'Control'), 'Unlogged');
      try {
        app.synth();
      } catch {
        // In-memory apps throw on nag errors; the report file is written first.
      }
      expect(findings(readReport(dir)).some((f) => f.startsWith('AwsSolutions-S1 '))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

function context(values: Record<string, unknown>) {
  return (key: string): unknown => values[key];
}
