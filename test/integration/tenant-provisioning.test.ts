/**
 * Tenant provisioning against the local DynamoDB: a redeployment (or a re-seed) after admins edited their
 * organization keeps the edits — the configuration only starts names, branding, languages and domains —
 * while what the configuration owns (the user pool, the subscription) follows the configuration.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { getEntities } from '../../functions/core/data/entities/index.js';
import { writeTenantItems } from '../../functions/core/data/tenant-provisioning-data.js';
import {
  defaultFeatureFlags,
  tenantItems,
  type ProvisionedTenant,
} from '../../functions/core/domain/tenant-provisioning.js';

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
