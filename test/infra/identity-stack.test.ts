/**
 * CDK assertions for the identity stack of a synthesized dev stage: one user pool + app client per
 * tenant, the sign-up triggers, and the provisioning of the configured tenants at deploy time.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_IDS } from '#shared/domain/feature-flags.js';
import type { ProvisioningRequest } from '../../functions/core/domain/tenant-provisioning.js';
import { TENANTS } from '../../infra/config/tenants.js';
import { TENANT_PROVISIONING_RESOURCE_TYPE } from '../../infra/constructs/tenant-provisioning.js';
import { REPO_ROOT } from '../../infra/constructs/tubes-function.js';
import {
  actionsOf,
  dynamoActionsOf,
  envOf,
  functionEnv,
  joined,
  logicalIdOf,
  policiesOf,
  resourcesOf,
  statementsOf,
  synthStage,
  templateOf,
  type SynthesizedStage,
} from './support/stage.js';

const PASSWORD_SPEC =
  'minimum 8 characters with an uppercase letter, a lowercase letter, a digit and a symbol from !@#$%?.^&*';

let synth: SynthesizedStage;
let identity: Template;

beforeAll(() => {
  synth = synthStage();
  identity = templateOf(synth.stage.identity);
});

afterAll(() => synth.cleanup());

describe('identity: one user pool + app client per tenant', () => {
  it('creates exactly one pool and one client per configured tenant', () => {
    identity.resourceCountIs('AWS::Cognito::UserPool', TENANTS.length);
    identity.resourceCountIs('AWS::Cognito::UserPoolClient', TENANTS.length);
    for (const tenant of TENANTS) {
      identity.hasResourceProperties('AWS::Cognito::UserPool', { UserPoolName: `tubes-dev-${tenant.id}` });
      identity.hasResourceProperties('AWS::Cognito::UserPoolClient', {
        ClientName: `tubes-dev-${tenant.id}-web`,
      });
    }
  });

  it(`enforces the spec's password policy: "${PASSWORD_SPEC}"`, () => {
    for (const pool of Object.values(resourcesOf(identity, 'AWS::Cognito::UserPool'))) {
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
    identity.allResourcesProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: false },
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      Schema: Match.arrayWith([Match.objectLike({ Name: 'orgId', AttributeDataType: 'String' })]),
      UserPoolTier: 'PLUS',
    });
  });

  it('lets the SPA read custom:orgId but never write it (a user cannot move to another tenant)', () => {
    for (const [id, client] of Object.entries(resourcesOf(identity, 'AWS::Cognito::UserPoolClient'))) {
      expect(client.Properties?.ReadAttributes, id).toContain('custom:orgId');
      expect(client.Properties?.WriteAttributes, id).toBeDefined();
      expect(client.Properties?.WriteAttributes, id).not.toContain('custom:orgId');
    }
  });

  it('gives the SPA a public client with USER_PASSWORD_AUTH and refresh tokens', () => {
    identity.allResourcesProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
    });
  });

  it('gives every pool a hosted-UI domain and its client the OAuth flows of SSO back to the tube', () => {
    identity.resourceCountIs('AWS::Cognito::UserPoolDomain', TENANTS.length);
    for (const tenant of TENANTS) {
      identity.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: `tubes-dev-${tenant.id}` });
      identity.hasResourceProperties('AWS::Cognito::UserPoolClient', {
        ClientName: `tubes-dev-${tenant.id}-web`,
        AllowedOAuthFlowsUserPoolClient: true,
        AllowedOAuthFlows: Match.arrayWith(['implicit', 'code']),
        AllowedOAuthScopes: Match.arrayWith(['openid', 'email', 'profile']),
        CallbackURLs: [`https://${tenant.subdomain}.${synth.config.domain}/`],
      });
    }
  });

  it('hands every tenant pool to the api stack as TENANT_POOLS', () => {
    expect(synth.stage.identity.tenantPools.map((p) => p.orgId)).toEqual(TENANTS.map((t) => t.id));
    const outputs = Object.keys(identity.findOutputs('*'));
    for (const tenant of TENANTS) {
      expect(outputs).toContain(`${tenant.id}UserPoolId`);
      expect(outputs).toContain(`${tenant.id}UserPoolClientId`);
    }
  });
});

describe('identity: sign-up trigger', () => {
  const poolIds = () => Object.keys(resourcesOf(identity, 'AWS::Cognito::UserPool'));

  it('attaches the post-confirmation trigger to every tenant pool', () => {
    const { identity: stack } = synth.stage;
    const triggerArn = { 'Fn::GetAtt': [logicalIdOf(stack.postConfirmation), 'Arn'] };
    expect(poolIds()).toHaveLength(TENANTS.length);
    for (const poolId of poolIds()) {
      const pool = resourcesOf(identity, 'AWS::Cognito::UserPool')[poolId];
      expect(pool?.Properties?.LambdaConfig, poolId).toEqual({
        PostConfirmation: triggerArn,
        PreSignUp: { 'Fn::GetAtt': [logicalIdOf(stack.preSignUp), 'Arn'] },
        PostAuthentication: { 'Fn::GetAtt': [logicalIdOf(stack.postAuthentication), 'Arn'] },
      });
      identity.hasResourceProperties('AWS::Lambda::Permission', {
        Action: 'lambda:InvokeFunction',
        FunctionName: triggerArn,
        Principal: 'cognito-idp.amazonaws.com',
        SourceArn: { 'Fn::GetAtt': [poolId, 'Arn'] },
      });
    }
    expect(existsSync(path.join(REPO_ROOT, 'functions/user/postConfirmation.ts'))).toBe(true);
    expect(functionEnv(stack.postConfirmation)).toMatchObject({
      POWERTOOLS_SERVICE_NAME: 'tubes-user-postConfirmation',
    });
  });

  it('lets the trigger read the organization by pool (GSI2) and write the user item', () => {
    const actions = dynamoActionsOf(synth.stage.identity.postConfirmation);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:PutItem']));
    expect(actions).not.toContain('dynamodb:Scan');
    expect(JSON.stringify(policiesOf(synth.stage.identity.postConfirmation))).toContain('/index/GSI2');
  });

  it("allows Cognito actions on exactly the stage's pools: attribute updates to the trigger, account lookups to the authorizers and the reconciler, account changes and creation to the users administration", () => {
    const cognitoStatements = synth.stacks.flatMap((stack) =>
      Object.values(resourcesOf(templateOf(stack), 'AWS::IAM::Policy')).flatMap((policy) =>
        statementsOf(policy)
          .filter((statement) => actionsOf(statement).some((a) => a.startsWith('cognito-idp:')))
          .map((statement) => ({ statement, roles: policy.Properties?.Roles })),
      ),
    );
    const byAction = (action: string) =>
      cognitoStatements.filter(({ statement }) => actionsOf(statement).includes(action));
    expect(cognitoStatements).toHaveLength(19);
    for (const { statement } of cognitoStatements) {
      expect(statement.Effect).toBe('Allow');
      expect(actionsOf(statement)).toHaveLength(1);
      expect([statement.Resource].flat()).toHaveLength(TENANTS.length);
    }
    const [update] = byAction('cognito-idp:AdminUpdateUserAttributes');
    expect(byAction('cognito-idp:AdminUpdateUserAttributes')).toHaveLength(1);
    expect([update!.statement.Resource].flat()).toEqual(
      expect.arrayContaining(poolIds().map((id) => ({ 'Fn::GetAtt': [id, 'Arn'] }))),
    );
    expect(update!.roles).toEqual([{ Ref: logicalIdOf(synth.stage.identity.postConfirmation.role) }]);
    // The REST authorizer, the WebSocket $connect authorizer and the user-access reconciler read
    // accounts (AdminGetUser), and tenant provisioning finds a first admin's account.
    const provisioningRole = [{ Ref: logicalIdOf(synth.stage.identity.provisioning.handler.role) }];
    expect(byAction('cognito-idp:AdminGetUser')).toHaveLength(4);
    expect(byAction('cognito-idp:AdminGetUser').map((s) => s.roles)).toEqual(
      expect.arrayContaining([provisioningRole]),
    );
    // Users administration: updateUserStatus disables and enables accounts, and nothing else does.
    const statusHandler = synth.stage.api.routes.handlers.get('updateUserStatus')!;
    for (const action of ['cognito-idp:AdminDisableUser', 'cognito-idp:AdminEnableUser']) {
      expect(byAction(action)).toHaveLength(1);
      expect(byAction(action)[0]!.roles).toEqual([{ Ref: logicalIdOf(statusHandler.role) }]);
    }
    // createUser and importUsers create accounts (AdminCreateUser), and tenant provisioning creates the
    // configured first admins; nothing else does.
    const creators = ['createUser', 'importUsers'].map((id) => [
      { Ref: logicalIdOf(synth.stage.api.routes.handlers.get(id)!.role) },
    ]);
    expect(byAction('cognito-idp:AdminCreateUser')).toHaveLength(3);
    expect(byAction('cognito-idp:AdminCreateUser').map((s) => s.roles)).toEqual(
      expect.arrayContaining([...creators, provisioningRole]),
    );
    // Single sign-on: organizationCommand sets up the identity provider and the app client's OAuth
    // settings; getSsoSettings only reads the provider; nothing else touches either.
    const ssoRole = [{ Ref: logicalIdOf(synth.stage.api.routes.handlers.get('organizationCommand')!.role) }];
    for (const action of [
      'cognito-idp:CreateIdentityProvider',
      'cognito-idp:UpdateIdentityProvider',
      'cognito-idp:DeleteIdentityProvider',
    ]) {
      expect(byAction(action).map((s) => s.roles)).toEqual([ssoRole]);
    }
    // The app client's OAuth settings: organizationCommand, and tenant provisioning, which sets single
    // sign-on up again after a deployment rewrote a client.
    for (const action of ['cognito-idp:DescribeUserPoolClient', 'cognito-idp:UpdateUserPoolClient']) {
      expect(byAction(action).map((s) => s.roles)).toEqual(
        expect.arrayContaining([ssoRole, provisioningRole]),
      );
      expect(byAction(action)).toHaveLength(2);
    }
    const readers = byAction('cognito-idp:DescribeIdentityProvider').map((s) => s.roles);
    expect(readers).toHaveLength(2);
    expect(readers).toEqual(
      expect.arrayContaining([
        ssoRole,
        [{ Ref: logicalIdOf(synth.stage.api.routes.handlers.get('getSsoSettings')!.role) }],
      ]),
    );
  });

  it('keeps the original e-mail until a new one is verified, prevents user-existence errors, 60-minute tokens', () => {
    for (const poolId of poolIds()) {
      const pool = resourcesOf(identity, 'AWS::Cognito::UserPool')[poolId];
      expect(pool?.Properties?.UserAttributeUpdateSettings, poolId).toEqual({
        AttributesRequireVerificationBeforeUpdate: ['email'],
      });
    }
    for (const client of Object.values(resourcesOf(identity, 'AWS::Cognito::UserPoolClient'))) {
      expect(client.Properties).toMatchObject({
        PreventUserExistenceErrors: 'ENABLED',
        IdTokenValidity: 60,
        TokenValidityUnits: { IdToken: 'minutes' },
      });
    }
  });

  it('runs the pre-sign-up trigger (read-only on the table)', () => {
    expect(dynamoActionsOf(synth.stage.identity.preSignUp)).toEqual([
      'dynamodb:BatchGetItem',
      'dynamodb:GetItem',
      'dynamodb:Query',
    ]);
  });
});

describe('identity: sign-in trigger', () => {
  it('records each sign-in through the post-authentication trigger (its table access and no Cognito rights)', () => {
    const fn = synth.stage.identity.postAuthentication;
    expect(existsSync(path.join(REPO_ROOT, 'functions/user/postAuthentication.ts'))).toBe(true);
    expect(functionEnv(fn)).toMatchObject({ POWERTOOLS_SERVICE_NAME: 'tubes-user-postAuthentication' });
    expect(dynamoActionsOf(fn)).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:UpdateItem']));
    expect(JSON.stringify(policiesOf(fn))).not.toContain('cognito-idp:');
  });
});

describe('identity: tenant provisioning on deploy', () => {
  const provisioning = () => {
    const resources = Object.values(resourcesOf(identity, TENANT_PROVISIONING_RESOURCE_TYPE));
    expect(resources).toHaveLength(1);
    return resources[0]?.Properties ?? {};
  };

  it('is invoked with every configured tenant and its user pool and app client ids', () => {
    const request = JSON.parse(joined(provisioning().Tenants)) as ProvisioningRequest;
    expect(request.map((entry) => entry.tenant.id)).toEqual(TENANTS.map((t) => t.id));
    TENANTS.forEach((tenant, index) => {
      const pool = synth.stage.identity.pools[index];
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

  it('re-runs when an app client changes, may then set single sign-on up again, and makes first admins, on the pools', () => {
    // A digest of the clients' template properties: a deployment that rewrites a client changes it.
    expect(provisioning().AppClientSettings).toMatch(/^[0-9a-f]{16}$/);
    const handler = synth.stage.identity.provisioning.handler;
    expect(functionEnv(handler)).toMatchObject({ APP_URL_TEMPLATE: expect.stringContaining('{sub}') });
    const statements = policiesOf(handler).flatMap(([, policy]) => statementsOf(policy));
    const cognito = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('cognito-idp:')));
    // Single sign-on on the app clients, and the first admins' accounts: nothing that disables, deletes or
    // changes a user.
    expect(cognito.flatMap(actionsOf).sort()).toEqual([
      'cognito-idp:AdminCreateUser',
      'cognito-idp:AdminGetUser',
      'cognito-idp:DescribeUserPoolClient',
      'cognito-idp:UpdateUserPoolClient',
    ]);
    // The stage's pools only.
    for (const statement of cognito) expect([statement.Resource].flat()).toHaveLength(TENANTS.length);
  });

  it('is served by the provider framework calling the provisioning handler, which may write the table', () => {
    const handler = synth.stage.identity.provisioning.handler;
    const handlerArn = { 'Fn::GetAtt': [logicalIdOf(handler), 'Arn'] };
    const functions = resourcesOf(identity, 'AWS::Lambda::Function');
    const [frameworkId] = Object.entries(functions).find(
      ([, fn]) => JSON.stringify(envOf(fn)) === JSON.stringify({ USER_ON_EVENT_FUNCTION_ARN: handlerArn }),
    ) ?? [undefined];
    expect(frameworkId).toBeDefined();
    expect(provisioning().ServiceToken).toEqual({ 'Fn::GetAtt': [frameworkId, 'Arn'] });
    expect(functionEnv(handler)).toMatchObject({
      POWERTOOLS_SERVICE_NAME: 'tubes-tenant-provisioning',
      TABLE_NAME: expect.anything(),
    });
    expect(dynamoActionsOf(handler)).toEqual(
      expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:GetItem']),
    );
    expect(existsSync(path.join(REPO_ROOT, 'functions/provisioning/tenants.ts'))).toBe(true);
  });
});
