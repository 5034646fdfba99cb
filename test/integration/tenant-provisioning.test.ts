/**
 * Tenant provisioning against the local DynamoDB and Cognito: a redeployment (or a re-seed) after admins
 * edited their organization keeps the edits — the configuration only starts names, branding, languages
 * and domains — while what the configuration owns (the user pool, the subscription) follows the
 * configuration; a new organization gets its configured first admins, once.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminCreateUserCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DeleteUserPoolCommand,
  InitiateAuthCommand,
  ListUsersCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { getEntities } from '../../functions/core/data/entities/index.js';
import { eventLogData } from '../../functions/core/data/event-log-data.js';
import { taskData } from '../../functions/core/data/task-data.js';
import { writeTenantItems } from '../../functions/core/data/tenant-provisioning-data.js';
import { provisionTenantData } from '../../functions/core/domain/provision-tenant.js';
import {
  defaultFeatureFlags,
  tenantItems,
  type ProvisionedTenant,
} from '../../functions/core/domain/tenant-provisioning.js';
import { TENANTS } from '../../infra/config/tenants.js';
import { DEMO_PASSWORD } from '../../infra/local/index.js';
import { provisionConfiguredTenants } from '../../infra/local/seed/tenants.js';
import { FIXED_CODE, cognito, decodeJwt, platform, signIn } from './helpers/index.js';

const orgId = `prov-${randomUUID().slice(0, 8)}`;
const tenant: ProvisionedTenant = {
  id: orgId,
  subdomain: orgId,
  name: 'Provisioned Ltd',
  masterLanguage: 'en-us',
  languages: ['en-us', 'da'],
  color: '#1F6FEB',
  theme: 'beach',
  logo: '/tenants/prov/logo.svg',
  hasActiveSubscription: false,
  providerOrganization: false,
  autoLoginEnabled: false,
  emailDomains: [`${orgId}.test`],
  initialAdmins: [`first.admin@${orgId}.test`],
};
const pool = { userPoolId: 'local_Prov', userPoolClientId: 'client-prov' };

afterAll(async () => {
  const e = getEntities();
  await e.organization.delete({ orgId }).go();
  await e.tube.delete({ orgId }).go();
  await e.orgDirectoryEntry.delete({ orgId }).go();
  await e.orgEmailDomain.delete({ orgId, emailDomain: `${orgId}.test` }).go();
  await Promise.all(
    defaultFeatureFlags(orgId).map((f) => e.featureFlag.delete({ orgId, featureId: f.featureId }).go()),
  );
});

describe('writeTenantItems', () => {
  it('creates a complete organization, then keeps what its admins changed on the next run', async () => {
    const e = getEntities();
    const flags = defaultFeatureFlags(orgId);
    expect(await writeTenantItems(tenantItems(tenant, pool), flags)).toBe(flags.length);
    const created = (await e.organization.get({ orgId }).go()).data;
    expect(created).toMatchObject({ name: 'Provisioned Ltd', color: '#1F6FEB', pageTags: [] });
    expect((await e.tube.get({ orgId }).go()).data).toMatchObject({ logo: '/tenants/prov/logo.svg' });

    // Admins edit their organization and branding, and drop the configured e-mail domain.
    await e.organization
      .patch({ orgId })
      .set({ name: 'Renamed by admin', color: '#00695C', organizationLanguages: ['en-us'] })
      .go();
    await e.tube.patch({ orgId }).set({ logo: 'branding/new-logo.png', theme: 'slate' }).go();
    await e.orgDirectoryEntry.patch({ orgId }).set({ name: 'Renamed by admin' }).go();
    await e.orgEmailDomain.delete({ orgId, emailDomain: `${orgId}.test` }).go();

    // The next deployment: a new user pool client and a subscription, same config otherwise.
    const redeployed = { ...pool, userPoolClientId: 'client-prov-2' };
    expect(
      await writeTenantItems(tenantItems({ ...tenant, hasActiveSubscription: true }, redeployed), flags),
    ).toBe(0);
    expect((await e.organization.get({ orgId }).go()).data).toMatchObject({
      name: 'Renamed by admin',
      color: '#00695C',
      organizationLanguages: ['en-us'],
      userPoolClientId: 'client-prov-2',
      hasActiveSubscription: true,
    });
    expect((await e.tube.get({ orgId }).go()).data).toMatchObject({
      logo: 'branding/new-logo.png',
      theme: 'slate',
      pathId: orgId,
    });
    expect((await e.orgDirectoryEntry.get({ orgId }).go()).data?.name).toBe('Renamed by admin');
    expect((await e.orgEmailDomain.get({ orgId, emailDomain: `${orgId}.test` }).go()).data).toBeNull();
  });
});

/**
 * A new organization's first admins (tenant config `initialAdmins`), in a user pool of its own in the
 * local Cognito: provisioning makes the account (temporary password by e-mail, here the fixed code), the
 * master admin's profile and the event-log entry, once per address.
 */
describe('first admins of a new organization', () => {
  const newOrgId = `first-${randomUUID().slice(0, 8)}`;
  const firstAdmin = `owner@${newOrgId}.test`;
  const signedUpBefore = `early@${newOrgId}.test`;
  let newPool = { userPoolId: '', userPoolClientId: '' };
  const newTenant = (initialAdmins: string[]): ProvisionedTenant => ({
    ...tenant,
    id: newOrgId,
    subdomain: newOrgId,
    name: 'First Admins Ltd',
    emailDomains: [`${newOrgId}.test`],
    initialAdmins,
  });
  const profileOf = async (userId: string) =>
    (await getEntities().user.get({ orgId: newOrgId, userId }).go()).data;
  const addOrganizationTasks = () =>
    taskData(newOrgId).allTasksOfOrganization({ subtype: 'add-organization' });

  beforeAll(async () => {
    // As infra/local's ensureTenantPool and the identity stack make a tenant's pool.
    const created = await cognito().send(
      new CreateUserPoolCommand({
        PoolName: `tubes-${newOrgId}`,
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        Schema: [{ Name: 'orgId', AttributeDataType: 'String', Mutable: true }],
      }),
    );
    const userPoolId = created.UserPool?.Id ?? '';
    const appClient = await cognito().send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: `tubes-${newOrgId}-web`,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    newPool = { userPoolId, userPoolClientId: appClient.UserPoolClient?.ClientId ?? '' };
  });

  afterAll(async () => {
    const e = getEntities();
    const users = await e.user.query.byOrg({ orgId: newOrgId }).go({ pages: 'all' });
    await Promise.all(users.data.map((u) => e.user.delete({ orgId: newOrgId, userId: u.userId }).go()));
    const log = await e.eventLogEntry.query.byOrg({ orgId: newOrgId }).go({ pages: 'all' });
    await Promise.all(log.data.map((entry) => e.eventLogEntry.delete(entry).go()));
    const tasks = await taskData(newOrgId).allTasksOfOrganization({});
    await Promise.all(tasks.map((t) => e.task.delete({ orgId: newOrgId, taskId: t.taskId }).go()));
    await e.organization.delete({ orgId: newOrgId }).go();
    await e.tube.delete({ orgId: newOrgId }).go();
    await e.orgDirectoryEntry.delete({ orgId: newOrgId }).go();
    await e.orgEmailDomain.delete({ orgId: newOrgId, emailDomain: `${newOrgId}.test` }).go();
    await Promise.all(
      defaultFeatureFlags(newOrgId).map((f) =>
        e.featureFlag.delete({ orgId: newOrgId, featureId: f.featureId }).go(),
      ),
    );
    if (newPool.userPoolId)
      await cognito().send(new DeleteUserPoolCommand({ UserPoolId: newPool.userPoolId }));
  });

  it('creates the organization and its first admin, who signs in with the temporary password as master admin', async () => {
    const first = await provisionTenantData({ tenant: newTenant([firstAdmin]), pool: newPool });
    expect(first.flagsCreated).toBe(defaultFeatureFlags(newOrgId).length);
    expect(first.admins).toEqual([{ email: firstAdmin, userId: expect.any(String), accountCreated: true }]);
    const userId = first.admins[0]!.userId;

    // The account: Cognito e-mailed a temporary password (the platform's fixed code here); the first
    // sign-in asks for a new one, then the tokens carry the organization.
    const challenge = await cognito().send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: newPool.userPoolClientId,
        AuthParameters: { USERNAME: firstAdmin, PASSWORD: FIXED_CODE },
      }),
    );
    expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const answered = await cognito().send(
      new RespondToAuthChallengeCommand({
        ClientId: newPool.userPoolClientId,
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: challenge.Session,
        ChallengeResponses: { USERNAME: firstAdmin, NEW_PASSWORD: 'Own-Passw0rd!' },
      }),
    );
    const claims = decodeJwt(answered.AuthenticationResult?.IdToken ?? '');
    expect(claims).toMatchObject({ sub: userId, email: firstAdmin, 'custom:orgId': newOrgId });

    expect(await profileOf(userId)).toMatchObject({
      email: firstAdmin,
      permissions: ['readVideo', 'updateOrganization'],
      isMasterAdmin: true,
      status: 'active',
      preferredLanguage: 'en-us',
    });
    const org = (await getEntities().organization.get({ orgId: newOrgId }).go()).data;
    expect(org).toMatchObject({ name: 'First Admins Ltd', initialAdminsProvisioned: [firstAdmin] });
    // The organization's first provisioning is the add-organization event: the operator's set-up task,
    // requested by its first admin, listed for the staff (docs/decisions.md "Organization set-up tasks").
    expect(await addOrganizationTasks()).toEqual([
      expect.objectContaining({
        type: 'operation',
        status: 'notStarted',
        taskTitle: `Set up the new organization First Admins Ltd with its first admin ${firstAdmin}`,
        requesterId: userId,
        requesterEmail: firstAdmin,
      }),
    ]);
    const log = await eventLogData(newOrgId).ofSubject('user', userId, { limit: 10 });
    expect(log.items).toEqual([
      expect.objectContaining({
        action: 'createUser',
        actorEmail: 'tenant provisioning',
        after: { email: firstAdmin, permissions: ['readVideo', 'updateOrganization'], isMasterAdmin: true },
      }),
    ]);
  });

  it('leaves a first admin to the organization afterwards, and makes one added later from their existing account', async () => {
    const e = getEntities();
    const [owner] = (await e.user.query.byOrg({ orgId: newOrgId }).go()).data;
    // Another master admin demoted the first admin since: the next run must not undo it.
    await e.user
      .patch({ orgId: newOrgId, userId: owner!.userId })
      .set({ permissions: ['readVideo'], isMasterAdmin: false })
      .go();
    // Someone signed up before the configuration named them: an account and a member's profile.
    const account = await cognito().send(
      new AdminCreateUserCommand({
        UserPoolId: newPool.userPoolId,
        Username: signedUpBefore,
        MessageAction: 'SUPPRESS',
        UserAttributes: [{ Name: 'email', Value: signedUpBefore }],
      }),
    );
    const earlyId = account.User?.Attributes?.find((a) => a.Name === 'sub')?.Value ?? '';
    await e.user
      .create({
        orgId: newOrgId,
        userId: earlyId,
        email: signedUpBefore,
        permissions: ['readVideo', 'updateAzureAdCertificate'],
      })
      .go();

    const again = await provisionTenantData({
      tenant: newTenant([firstAdmin, signedUpBefore]),
      pool: newPool,
    });
    expect(again).toEqual({
      flagsCreated: 0,
      admins: [{ email: signedUpBefore, userId: earlyId, accountCreated: false }],
    });
    expect(await profileOf(owner!.userId)).toMatchObject({
      permissions: ['readVideo'],
      isMasterAdmin: false,
    });
    expect(await profileOf(earlyId)).toMatchObject({
      permissions: ['readVideo', 'updateAzureAdCertificate', 'updateOrganization'],
      isMasterAdmin: true,
    });
    const users = await cognito().send(new ListUsersCommand({ UserPoolId: newPool.userPoolId }));
    expect(users.Users?.map((u) => u.Attributes?.find((a) => a.Name === 'email')?.Value).sort()).toEqual(
      [signedUpBefore, firstAdmin].sort(),
    );

    // A third run changes nothing at all.
    expect(
      await provisionTenantData({ tenant: newTenant([firstAdmin, signedUpBefore]), pool: newPool }),
    ).toEqual({ flagsCreated: 0, admins: [] });
    // Neither later run was an organization added: still the one set-up task.
    expect(await addOrganizationTasks()).toHaveLength(1);
  });
});

describe('every local start', () => {
  it('provisions the configured tenants after the demo seed: their first admins are recorded, nothing is left to do', async () => {
    for (const configured of TENANTS) {
      const org = (await getEntities().organization.get({ orgId: configured.id }).go()).data;
      expect(org?.initialAdminsProvisioned, configured.id).toEqual(configured.initialAdmins);
    }
    // The demo admins kept their demo password (the seed made them before provisioning found them).
    await expect(signIn('admin@acme.test', DEMO_PASSWORD, 'acme')).resolves.toHaveProperty('idToken');
    expect(await provisionConfiguredTenants(platform().pools)).toEqual({ flagsCreated: 0, admins: [] });
  });
});
