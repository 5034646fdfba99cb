/**
 * The tenant-provisioning custom resource handler against a mocked DynamoDB (aws-sdk-client-mock): what
 * it writes on Create/Update, that it never overwrites admin-owned attributes or existing feature
 * flags, that Delete retains the data, and that bad input fails the deployment instead of half-writing.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  DescribeUserPoolClientCommand,
  UpdateUserPoolClientCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import type {
  CloudFormationCustomResourceDeleteEvent,
  CloudFormationCustomResourceEvent,
  CloudFormationCustomResourceUpdateEvent,
} from 'aws-lambda';
import { FEATURE_IDS } from '#shared/domain/feature-flags.js';
import {
  TENANTS_PROPERTY,
  type ProvisioningRequest,
  type ProvisionedTenant,
} from '../core/domain/tenant-provisioning.js';
import type * as Handler from './tenants.js';

const dynamoMock = mockClient(DynamoDBDocumentClient);
const cognitoMock = mockClient(CognitoIdentityProviderClient);
let handler: (typeof Handler)['handler'];
let PHYSICAL_RESOURCE_ID: string;

const acme: ProvisionedTenant = {
  id: 'acme',
  subdomain: 'acme',
  name: 'Acme Corporation',
  masterLanguage: 'en-us',
  languages: ['en-us', 'da', 'de'],
  color: '#1F6FEB',
  theme: 'beach',
  logo: '/tenants/acme/logo.svg',
  hasActiveSubscription: true,
  providerOrganization: false,
  autoLoginEnabled: true,
  emailDomains: ['acme.test', 'acme.example'],
  initialAdmins: ['first@acme.test'],
};
const studio: ProvisionedTenant = {
  ...acme,
  id: 'studio',
  subdomain: 'studio',
  name: 'Tubes Studio',
  languages: ['en-us'],
  theme: 'default',
  providerOrganization: true,
  autoLoginEnabled: false,
  emailDomains: ['tubes.dev'],
  initialAdmins: ['first@tubes.dev'],
};
const request: ProvisioningRequest = [
  { tenant: acme, pool: { userPoolId: 'eu-central-1_Acme', userPoolClientId: 'client-acme' } },
  { tenant: studio, pool: { userPoolId: 'eu-central-1_Studio', userPoolClientId: 'client-studio' } },
];

const base = {
  ServiceToken: 'arn:aws:lambda:eu-central-1:123456789012:function:provider',
  ResponseURL: 'https://cloudformation-custom-resource-response.example/',
  StackId: 'arn:aws:cloudformation:eu-central-1:123456789012:stack/Tubes-dev-Identity/1',
  RequestId: 'req-1',
  LogicalResourceId: 'TenantProvisioning',
  ResourceType: 'Custom::TenantProvisioning',
};
const properties = (value: unknown) => ({ ServiceToken: base.ServiceToken, [TENANTS_PROPERTY]: value });
const createEvent = (value: unknown = JSON.stringify(request)): CloudFormationCustomResourceEvent => ({
  ...base,
  RequestType: 'Create',
  ResourceProperties: properties(value),
});
const createEventWithout = (): CloudFormationCustomResourceEvent => ({
  ...base,
  RequestType: 'Create',
  ResourceProperties: { ServiceToken: base.ServiceToken },
});
const updateEvent = (value: unknown = JSON.stringify(request)): CloudFormationCustomResourceUpdateEvent => ({
  ...base,
  RequestType: 'Update',
  PhysicalResourceId: 'tubes-tenant-provisioning',
  ResourceProperties: properties(value),
  OldResourceProperties: properties(JSON.stringify(request.slice(0, 1))),
});

const updates = () => dynamoMock.commandCalls(UpdateCommand).map((c) => c.args[0].input);
const puts = () => dynamoMock.commandCalls(PutCommand).map((c) => c.args[0].input);
const updateOf = (pk: string, sk: string) => {
  const found = updates().find((u) => u.Key?.PK === pk && u.Key.SK === sk);
  if (!found) throw new Error(`no update of ${pk} / ${sk}`);
  return found;
};
/** attribute name → the value the update expression assigns to it (and whether only if absent). */
function assignments(
  input: ReturnType<typeof updateOf>,
): Record<string, { value: unknown; ifAbsent: boolean }> {
  const names = input.ExpressionAttributeNames ?? {};
  const values = input.ExpressionAttributeValues ?? {};
  const result: Record<string, { value: unknown; ifAbsent: boolean }> = {};
  const set = (input.UpdateExpression ?? '').replace(/^SET /, '');
  for (const part of set.split(/, (?=#)/)) {
    const [lhs = '', rhs = ''] = part.split(' = ');
    const ifAbsent = rhs.startsWith('if_not_exists(');
    const valueRef = ifAbsent ? (/, (:[^)]+)\)/.exec(rhs)?.[1] ?? '') : rhs;
    result[names[lhs] ?? lhs] = { value: values[valueRef], ifAbsent };
  }
  return result;
}
const flagPuts = () => puts().filter((p) => String(p.Item?.SK).startsWith('FLAG#'));
const conditionalFailure = () =>
  new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });
/** Conditional puts (create) of items in the given partitions fail as DynamoDB does when they exist. */
function itemsExistIn(...partitions: string[]) {
  dynamoMock.on(PutCommand).callsFake((input: { Item?: { PK?: string }; ConditionExpression?: string }) => {
    if (input.ConditionExpression && partitions.includes(String(input.Item?.PK))) throw conditionalFailure();
    return {};
  });
}

beforeAll(async () => {
  process.env.TABLE_NAME = 'tubes-test';
  process.env.AWS_REGION = 'eu-central-1';
  process.env.APP_URL_TEMPLATE = 'https://{sub}.tubes.example';
  ({ handler, PHYSICAL_RESOURCE_ID } = await import('./tenants.js'));
});

beforeEach(() => {
  dynamoMock.reset();
  dynamoMock.on(UpdateCommand).resolves({});
  dynamoMock.on(PutCommand).resolves({});
  // No organization yet: a first provisioning.
  dynamoMock.on(GetCommand).resolves({});
  cognitoMock.reset();
  // No first admin has an account yet: AdminCreateUser answers each new account's sub.
  noAccountsYet();
});

function noAccountsYet() {
  cognitoMock
    .on(AdminGetUserCommand)
    .rejects(new UserNotFoundException({ message: 'User does not exist.', $metadata: {} }));
  cognitoMock.on(AdminCreateUserCommand).callsFake((input: { Username?: string }) => ({
    User: { Attributes: [{ Name: 'sub', Value: `sub-${String(input.Username)}` }] },
  }));
}
/** The Cognito calls on app clients (single sign-on), apart from the first admins' accounts. */
const clientCalls = () =>
  cognitoMock.calls().filter((c) => !String(c.args[0].constructor.name).startsWith('Admin'));

afterEach(() => dynamoMock.reset());

describe('Create', () => {
  it('upserts every organization with the config-owned attributes and its pool ids', async () => {
    const result = await handler(createEvent());
    expect(result).toEqual({
      PhysicalResourceId: PHYSICAL_RESOURCE_ID,
      Data: {
        OrganizationIds: 'acme,studio',
        FeatureFlagsCreated: String(2 * FEATURE_IDS.length),
        InitialAdminsProvisioned: '2',
      },
    });

    const acmeOrg = updateOf('acme#ORG', 'ORG');
    expect(acmeOrg.TableName).toBe('tubes-test');
    const set = assignments(acmeOrg);
    const configOwned = {
      orgId: 'acme',
      domain: 'acme',
      tubeId: 'tube-acme',
      hasActiveSubscription: true,
      userPoolId: 'eu-central-1_Acme',
      userPoolClientId: 'client-acme',
      autoLoginEnabled: true,
      isProviderOrganization: false,
      // Lookup keys: by sub-domain (pre-login) and by user pool (post-confirmation trigger).
      GSI1PK: 'DOMAIN#acme',
      GSI2PK: 'POOL#eu-central-1_Acme',
    };
    for (const [name, value] of Object.entries(configOwned)) {
      expect(set[name], name).toEqual({ value, ifAbsent: false });
    }
    // The config starts these; admins own them afterwards (/admin/organization, /admin/branding).
    const initialValues = {
      name: 'Acme Corporation',
      logo: '/tenants/acme/logo.svg',
      color: '#1F6FEB',
      theme: 'beach',
      masterLanguage: 'en-us',
      organizationLanguages: ['en-us', 'da', 'de'],
      whitelistedDomains: ['acme.test', 'acme.example'],
      onboardingWizard: true,
    };
    for (const [name, value] of Object.entries(initialValues)) {
      expect(set[name], name).toEqual({ value, ifAbsent: true });
    }
    expect(assignments(updateOf('studio#ORG', 'ORG')).isProviderOrganization).toEqual({
      value: true,
      ifAbsent: false,
    });
    // Each organization is listed in the network's directory (GET /listAllOrgs); its name follows renames.
    const directory = updateOf('NETWORK#ORGS', 'ORG#acme');
    expect(assignments(directory).domain).toEqual({ value: 'acme', ifAbsent: false });
    expect(assignments(directory).name).toEqual({ value: 'Acme Corporation', ifAbsent: true });
    expect(updates().filter((u) => u.Key?.PK === 'NETWORK#ORGS')).toHaveLength(2);
  });

  it('fills admin-owned attributes only when absent (page tags, shared channels, tube artwork)', async () => {
    await handler(createEvent());
    const org = assignments(updateOf('acme#ORG', 'ORG'));
    expect(org.pageTags).toEqual({ value: [], ifAbsent: true });
    expect(org.sharedChannelsToOthers).toEqual({ value: [], ifAbsent: true });

    const tube = assignments(updateOf('acme#ORG', 'TUBE'));
    for (const [name, value] of Object.entries({ tubeId: 'tube-acme', pathId: 'acme' })) {
      expect(tube[name], name).toEqual({ value, ifAbsent: false });
    }
    for (const [name, value] of Object.entries({
      name: 'Acme Corporation',
      logo: '/tenants/acme/logo.svg',
      icon: '/tenants/acme/logo.svg',
      color: '#1F6FEB',
      theme: 'beach',
    })) {
      expect(tube[name], name).toEqual({ value, ifAbsent: true });
    }
    for (const name of ['backgroundImage', 'thumbnailOverlay', 'thumbnailLogo']) {
      expect(tube[name], name).toEqual({ value: '', ifAbsent: true });
    }
  });

  it('puts one e-mail-domain lookup per configured domain of a new organization', async () => {
    await handler(createEvent());
    const domains = puts()
      .filter((p) => String(p.Item?.SK).startsWith('EMAILDOMAIN#'))
      .map((p) => ({ pk: p.Item?.PK, gsi1pk: p.Item?.GSI1PK, orgId: p.Item?.orgId }));
    expect(domains).toEqual(
      expect.arrayContaining([
        { pk: 'acme#ORG', gsi1pk: 'EMAILDOMAIN#acme.test', orgId: 'acme' },
        { pk: 'acme#ORG', gsi1pk: 'EMAILDOMAIN#acme.example', orgId: 'acme' },
        { pk: 'studio#ORG', gsi1pk: 'EMAILDOMAIN#tubes.dev', orgId: 'studio' },
      ]),
    );
    expect(domains).toHaveLength(3);
  });

  it('creates every default feature flag only if it does not exist (conditional put)', async () => {
    await handler(createEvent());
    const flags = flagPuts().filter((p) => p.Item?.PK === 'acme#ORG');
    expect(flags.map((p) => p.Item?.featureId).sort()).toEqual([...FEATURE_IDS].sort());
    for (const flag of flags) {
      expect(flag.ConditionExpression).toBe('attribute_not_exists(#PK) AND attribute_not_exists(#SK)');
    }
    const tasks = flags.find((p) => p.Item?.featureId === 'tasks')?.Item;
    expect(tasks).toMatchObject({ configuration: 'tube', activatedIn: ['tube-acme'], status: 'active' });
    const automation = flags.find((p) => p.Item?.featureId === 'autoSubscribeUsers')?.Item;
    expect(automation).toMatchObject({ configuration: 'deactivated', activatedIn: [], status: 'inactive' });
  });
});

describe('Update', () => {
  it('keeps the physical id (no replacement, so CloudFormation never deletes the resource)', async () => {
    const result = await handler(updateEvent());
    expect(result.PhysicalResourceId).toBe('tubes-tenant-provisioning');
    expect(updates().map((u) => `${String(u.Key?.PK)} ${String(u.Key?.SK)}`)).toEqual([
      'acme#ORG ORG',
      'acme#ORG TUBE',
      'NETWORK#ORGS ORG#acme',
      // The first admin recorded as made.
      'acme#ORG ORG',
      'studio#ORG ORG',
      'studio#ORG TUBE',
      'NETWORK#ORGS ORG#studio',
      'studio#ORG ORG',
    ]);
  });

  it("makes a new organization's add-organization task for the operator, requested by its first admin; none for one that exists", async () => {
    // acme exists already; studio is new (a tenant added to the configuration).
    dynamoMock
      .on(GetCommand)
      .callsFake((input: { Key?: { PK?: string } }) =>
        input.Key?.PK === 'acme#ORG' ? { Item: { PK: 'acme#ORG', SK: 'ORG', orgId: 'acme' } } : {},
      );
    await handler(updateEvent());
    const tasks = puts().filter((p) => String(p.Item?.PK).includes('#TASK#'));
    expect(tasks.map((p) => p.Item)).toEqual([
      expect.objectContaining({
        orgId: 'studio',
        subtype: 'add-organization',
        type: 'operation',
        taskTitle: 'Set up the new organization Tubes Studio with its first admin first@tubes.dev',
        createdByEmail: 'first@tubes.dev',
      }),
    ]);
    // Written once only: a conditional create.
    expect(tasks[0]?.ConditionExpression).toBeDefined();
  });

  it('leaves the e-mail-domain lookups of an existing organization to its admins', async () => {
    dynamoMock.on(GetCommand).resolves({ Item: { PK: 'acme#ORG', SK: 'ORG', orgId: 'acme' } });
    await handler(updateEvent());
    expect(puts().filter((p) => String(p.Item?.SK).startsWith('EMAILDOMAIN#'))).toEqual([]);
  });

  it('never overwrites a flag that exists: admins may have changed it', async () => {
    // Every flag of acme exists already, studio has none yet (a tenant added to the config).
    itemsExistIn('acme#ORG');
    const result = await handler(updateEvent());
    expect(result.Data?.FeatureFlagsCreated).toBe(String(FEATURE_IDS.length));
    // No unconditional write of any flag.
    for (const flag of flagPuts()) expect(flag.ConditionExpression, String(flag.Item?.SK)).toBeDefined();
  });

  it('is idempotent: a second run writes the same items and creates no flag twice', async () => {
    await handler(updateEvent());
    const configItems = (list: ReturnType<typeof updates>) =>
      list.filter((u) => !/#initialAdminsProvisioned = :/.test(String(u.UpdateExpression)));
    // The first admins and the new organization's add-organization task come with the first run only.
    const firstAdminItems = (p: ReturnType<typeof puts>[number]) =>
      /#USER#|#LOG#|#TASK#/.test(String(p.Item?.PK));
    const first = { updates: updates(), puts: puts() };
    dynamoMock.reset();
    dynamoMock.on(UpdateCommand).resolves({});
    // Both organizations exist now, with their first admins recorded.
    dynamoMock.on(GetCommand).callsFake((input: { Key?: { PK?: string } }) => {
      const orgId = /^(\w+)#ORG$/.exec(String(input.Key?.PK))?.[1];
      if (!orgId) return {};
      const initialAdminsProvisioned = orgId === 'acme' ? acme.initialAdmins : studio.initialAdmins;
      return { Item: { PK: `${orgId}#ORG`, SK: 'ORG', orgId, initialAdminsProvisioned } };
    });
    itemsExistIn('acme#ORG', 'studio#ORG');
    cognitoMock.reset();
    const second = await handler(updateEvent());
    expect(second.Data?.FeatureFlagsCreated).toBe('0');
    expect(second.Data?.InitialAdminsProvisioned).toBe('0');
    expect(updates()).toEqual(configItems(first.updates));
    // The same flag creations (refused, as they exist); the e-mail-domain lookups are not written again,
    // and the first admins are left to the organization.
    expect(puts()).toEqual(
      first.puts.filter((p) => !String(p.Item?.SK).startsWith('EMAILDOMAIN#') && !firstAdminItems(p)),
    );
    expect(cognitoMock.calls()).toHaveLength(0);
  });
});

describe('first admins', () => {
  const profilePuts = () => puts().filter((p) => String(p.Item?.PK).includes('#USER#'));
  const logPuts = () => puts().filter((p) => String(p.Item?.PK).includes('#LOG#'));

  it('creates each configured first admin: account with an e-mailed temporary password, master admin profile', async () => {
    await handler(createEvent());
    const created = cognitoMock.commandCalls(AdminCreateUserCommand).map((c) => c.args[0].input);
    expect(created).toEqual([
      expect.objectContaining({
        UserPoolId: 'eu-central-1_Acme',
        Username: 'first@acme.test',
        DesiredDeliveryMediums: ['EMAIL'],
        UserAttributes: expect.arrayContaining([
          { Name: 'email', Value: 'first@acme.test' },
          { Name: 'custom:orgId', Value: 'acme' },
        ]) as unknown,
      }),
      expect.objectContaining({ UserPoolId: 'eu-central-1_Studio', Username: 'first@tubes.dev' }),
    ]);
    // No password of ours: Cognito makes the temporary one and e-mails it.
    expect(created[0]).not.toHaveProperty('TemporaryPassword');
    expect(created[0]).not.toHaveProperty('MessageAction');

    const acmeAdmin = profilePuts().find((p) => p.Item?.PK === 'acme#USER#sub-first@acme.test')?.Item;
    expect(acmeAdmin).toMatchObject({
      email: 'first@acme.test',
      permissions: ['readVideo', 'updateOrganization'],
      isMasterAdmin: true,
      preferredLanguage: 'en-us',
      status: 'active',
    });
    // The address is recorded on the organization: the next deployment leaves this admin alone.
    const recorded = updates().filter((u) =>
      /#initialAdminsProvisioned = :/.test(String(u.UpdateExpression)),
    );
    expect(recorded.map((u) => [u.Key?.PK, Object.values(u.ExpressionAttributeValues ?? {})[0]])).toEqual([
      ['acme#ORG', ['first@acme.test']],
      ['studio#ORG', ['first@tubes.dev']],
    ]);
    // The event log says who made the user: the provisioning, not a person.
    expect(logPuts().map((p) => p.Item)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          orgId: 'acme',
          subjectType: 'user',
          subjectId: 'sub-first@acme.test',
          action: 'createUser',
          actorEmail: 'tenant provisioning',
          after: {
            email: 'first@acme.test',
            permissions: ['readVideo', 'updateOrganization'],
            isMasterAdmin: true,
          },
        }),
      ]),
    );
  });

  it('makes an existing account an admin, keeping its other permissions, without a new account', async () => {
    cognitoMock
      .on(AdminGetUserCommand)
      .resolves({ Username: 'x', UserAttributes: [{ Name: 'sub', Value: 'sub-existing' }] });
    dynamoMock.on(GetCommand).callsFake((input: { Key?: { PK?: string } }) =>
      String(input.Key?.PK).includes('#USER#sub-existing')
        ? {
            Item: {
              PK: input.Key?.PK,
              SK: 'PROFILE',
              orgId: String(input.Key?.PK).split('#')[0],
              userId: 'sub-existing',
              email: 'first@acme.test',
              permissions: ['readVideo', 'updateInformationClassification'],
              isMasterAdmin: false,
              __edb_e__: 'user',
              __edb_v__: '1',
            },
          }
        : {},
    );
    await handler(createEvent());
    expect(cognitoMock.commandCalls(AdminCreateUserCommand)).toHaveLength(0);
    expect(profilePuts()).toEqual([]);
    const patched = updates().find((u) => u.Key?.PK === 'acme#USER#sub-existing');
    expect(assignments(patched as ReturnType<typeof updateOf>)).toMatchObject({
      permissions: { value: ['readVideo', 'updateInformationClassification', 'updateOrganization'] },
      isMasterAdmin: { value: true },
    });
    expect(logPuts()[0]?.Item).toMatchObject({
      action: 'updateUserPermissions',
      before: { permissions: ['readVideo', 'updateInformationClassification'], isMasterAdmin: false },
    });
  });

  it('leaves a first admin already made to the organization (demoted or disabled since)', async () => {
    dynamoMock.on(GetCommand).callsFake((input: { Key?: { PK?: string; SK?: string } }) =>
      input.Key?.SK === 'ORG'
        ? {
            Item: {
              PK: input.Key.PK,
              SK: 'ORG',
              orgId: String(input.Key.PK).split('#')[0],
              initialAdminsProvisioned: ['first@acme.test', 'first@tubes.dev'],
              __edb_e__: 'organization',
              __edb_v__: '1',
            },
          }
        : {},
    );
    const result = await handler(updateEvent());
    expect(result.Data?.InitialAdminsProvisioned).toBe('0');
    expect(cognitoMock.calls()).toHaveLength(0);
    expect(profilePuts()).toEqual([]);
  });

  it('fails the deployment when the account cannot be made, before writing a profile', async () => {
    cognitoMock.on(AdminCreateUserCommand).rejects(new Error('LimitExceededException'));
    await expect(handler(createEvent())).rejects.toThrow(/LimitExceeded/);
    expect(profilePuts()).toEqual([]);
  });
});

describe('single sign-on after a deployment', () => {
  const acmeWithSso = {
    PK: 'acme#ORG',
    SK: 'ORG',
    orgId: 'acme',
    domain: 'acme',
    name: 'Acme Corporation',
    tubeId: 'tube-acme',
    userPoolId: 'eu-central-1_Acme',
    userPoolClientId: 'client-acme',
    masterLanguage: 'en-us',
    sso: { protocol: 'SAML', enabled: true, displayName: 'Acme IdP' },
    __edb_e__: 'organization',
    __edb_v__: '1',
  };

  it("puts the organization's identity provider back on the app client the stack rewrote", async () => {
    dynamoMock
      .on(GetCommand)
      .callsFake((input: { Key?: { PK?: string; SK?: string } }) =>
        input.Key?.PK === 'acme#ORG' && input.Key.SK === 'ORG' ? { Item: acmeWithSso } : {},
      );
    cognitoMock.on(DescribeUserPoolClientCommand).resolves({
      UserPoolClient: { ClientName: 'tubes-dev-acme-web', ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'] },
    });
    cognitoMock.on(UpdateUserPoolClientCommand).resolves({});
    await handler(updateEvent());
    const updates = cognitoMock.commandCalls(UpdateUserPoolClientCommand).map((c) => c.args[0].input);
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({
      UserPoolId: 'eu-central-1_Acme',
      ClientId: 'client-acme',
      // What the client had is kept; the SSO settings are added back.
      ClientName: 'tubes-dev-acme-web',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'],
      SupportedIdentityProviders: ['COGNITO', 'OrgSSO'],
      CallbackURLs: ['https://acme.tubes.example/'],
      AllowedOAuthFlows: ['code', 'implicit'],
    });
  });

  it('does the same for an OpenID Connect provider, and leaves the provider itself alone', async () => {
    const withOidc = {
      ...acmeWithSso,
      sso: {
        protocol: 'OIDC',
        enabled: true,
        displayName: 'Acme ID',
        issuer: 'https://login.acme.example',
        clientId: 'tubes',
      },
    };
    dynamoMock
      .on(GetCommand)
      .callsFake((input: { Key?: { PK?: string; SK?: string } }) =>
        input.Key?.PK === 'acme#ORG' && input.Key.SK === 'ORG' ? { Item: withOidc } : {},
      );
    cognitoMock.on(DescribeUserPoolClientCommand).resolves({ UserPoolClient: { ClientName: 'web' } });
    cognitoMock.on(UpdateUserPoolClientCommand).resolves({});
    await handler(updateEvent());
    const updates = cognitoMock.commandCalls(UpdateUserPoolClientCommand).map((c) => c.args[0].input);
    expect(updates).toEqual([
      expect.objectContaining({ SupportedIdentityProviders: ['COGNITO', 'OrgSSO'], ClientName: 'web' }),
    ]);
    // The provider (its secret among its details) lives in the pool and is not rewritten by a deployment.
    expect(clientCalls().map((c) => c.args[0].constructor.name)).toEqual([
      'DescribeUserPoolClientCommand',
      'UpdateUserPoolClientCommand',
    ]);
  });

  it('leaves the app clients of organizations without single sign-on alone', async () => {
    dynamoMock.on(GetCommand).resolves({ Item: { ...acmeWithSso, sso: undefined } });
    await handler(updateEvent());
    expect(clientCalls()).toHaveLength(0);
  });
});

describe('Delete', () => {
  it('retains every item: nothing is written or deleted', async () => {
    const event: CloudFormationCustomResourceDeleteEvent = {
      ...base,
      RequestType: 'Delete',
      PhysicalResourceId: 'tubes-tenant-provisioning',
      ResourceProperties: properties(JSON.stringify(request)),
    };
    await expect(handler(event)).resolves.toEqual({ PhysicalResourceId: 'tubes-tenant-provisioning' });
    expect(dynamoMock.calls()).toHaveLength(0);
  });
});

describe('failures fail the deployment', () => {
  it('rejects a missing, malformed or invalid tenant list before writing anything', async () => {
    await expect(handler(createEventWithout())).rejects.toThrow(/Tenants must be a JSON string/);
    await expect(handler(createEvent('{not json'))).rejects.toThrow(SyntaxError);
    await expect(handler(createEvent('[]'))).rejects.toThrow(/at least 1|too_small|>=1/i);
    await expect(handler(createEvent(request))).rejects.toThrow(/must be a JSON string/);
    // CloudFormation stringifies scalar properties: booleans must not arrive as "true".
    const stringly = JSON.stringify([{ ...request[0], tenant: { ...acme, hasActiveSubscription: 'true' } }]);
    await expect(handler(createEvent(stringly))).rejects.toThrow(/hasActiveSubscription/);
    const noPool = JSON.stringify([{ tenant: acme, pool: { userPoolId: '', userPoolClientId: 'c' } }]);
    await expect(handler(createEvent(noPool))).rejects.toThrow(/userPoolId/);
    expect(dynamoMock.calls()).toHaveLength(0);
  });

  it('propagates DynamoDB errors other than an existing flag', async () => {
    dynamoMock.on(UpdateCommand).rejects(new Error('AccessDeniedException'));
    await expect(handler(createEvent())).rejects.toThrow(/AccessDenied/);
  });
});
