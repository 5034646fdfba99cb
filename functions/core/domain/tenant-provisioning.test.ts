import { describe, expect, it } from 'vitest';
import { FEATURE_IDS } from '#shared/domain/feature-flags.js';
import { tenantConfigSchema } from '#shared/domain/tenant-config.js';
import {
  INITIAL_ADMIN_PERMISSIONS,
  defaultFeatureFlags,
  initialAdminAccess,
  initialAdminsDue,
  tenantItems,
  tubeIdOf,
  type ProvisionedTenant,
} from './tenant-provisioning.js';

const globex: ProvisionedTenant = {
  id: 'globex',
  subdomain: 'globex-learning',
  name: 'Globex',
  masterLanguage: 'en-us',
  languages: ['en-us', 'sv'],
  color: '#2E7D32',
  theme: 'greeny',
  logo: '/tenants/globex/logo.svg',
  hasActiveSubscription: false,
  providerOrganization: false,
  autoLoginEnabled: false,
  emailDomains: ['globex.test'],
  initialAdmins: ['first.admin@globex.test'],
};
const pool = { userPoolId: 'eu-central-1_Globex', userPoolClientId: 'client-globex' };

describe('tenantItems', () => {
  it('maps a tenant and its pool to its organization (domain = sub-domain, tube id tube-<id>)', () => {
    expect(tenantItems(globex, pool).organization).toEqual({
      owned: {
        orgId: 'globex',
        domain: 'globex-learning',
        tubeId: 'tube-globex',
        hasActiveSubscription: false,
        userPoolId: 'eu-central-1_Globex',
        userPoolClientId: 'client-globex',
        autoLoginEnabled: false,
        isProviderOrganization: false,
      },
      // What admins edit afterwards (/admin/organization, /admin/branding): the config only starts it.
      initial: {
        name: 'Globex',
        logo: '/tenants/globex/logo.svg',
        color: '#2E7D32',
        theme: 'greeny',
        masterLanguage: 'en-us',
        organizationLanguages: ['en-us', 'sv'],
        whitelistedDomains: ['globex.test'],
        onboardingWizard: true,
      },
    });
  });

  it('maps the tube (path = sub-domain, logo as icon), one lookup per e-mail domain, the directory', () => {
    const items = tenantItems({ ...globex, emailDomains: ['globex.test', 'globex.example'] }, pool);
    expect(items.tube).toEqual({
      owned: { orgId: 'globex', tubeId: 'tube-globex', pathId: 'globex-learning' },
      initial: {
        name: 'Globex',
        logo: '/tenants/globex/logo.svg',
        icon: '/tenants/globex/logo.svg',
        color: '#2E7D32',
        theme: 'greeny',
      },
    });
    expect(items.orgEmailDomains).toEqual([
      { orgId: 'globex', emailDomain: 'globex.test' },
      { orgId: 'globex', emailDomain: 'globex.example' },
    ]);
    expect(items.directoryEntry).toEqual({
      owned: { orgId: 'globex', domain: 'globex-learning' },
      initial: { name: 'Globex' },
    });
  });

  it('copies lists, so the items never alias the config', () => {
    const { initial } = tenantItems(globex, pool).organization;
    expect(initial.organizationLanguages).not.toBe(globex.languages);
    expect(initial.whitelistedDomains).not.toBe(globex.emailDomains);
  });
});

describe('defaultFeatureFlags', () => {
  it('has one flag per feature: on for the tube, automations deactivated', () => {
    const flags = defaultFeatureFlags('globex');
    expect(flags.map((f) => f.featureId)).toEqual([...FEATURE_IDS]);
    for (const flag of flags) {
      expect(flag.orgId).toBe('globex');
      if (flag.featureId.startsWith('auto')) {
        expect(flag).toMatchObject({ configuration: 'deactivated', activatedIn: [], status: 'inactive' });
      } else {
        expect(flag).toMatchObject({
          configuration: 'tube',
          activatedIn: [tubeIdOf('globex')],
          status: 'active',
        });
      }
    }
  });
});

describe('first admins', () => {
  it('are due once per configured address: those provisioning made already are left out', () => {
    const tenant = { ...globex, initialAdmins: ['a@globex.test', 'b@globex.test'] };
    expect(initialAdminsDue(tenant, [])).toEqual(['a@globex.test', 'b@globex.test']);
    expect(initialAdminsDue(tenant, ['a@globex.test'])).toEqual(['b@globex.test']);
    expect(initialAdminsDue(tenant, ['a@globex.test', 'b@globex.test', 'gone@globex.test'])).toEqual([]);
  });

  it('get an admin who watches, as master admin; an existing profile keeps its other permissions', () => {
    expect(initialAdminAccess()).toEqual({
      permissions: ['readVideo', 'updateOrganization'],
      isMasterAdmin: true,
    });
    expect(initialAdminAccess(['readVideo', 'updateAzureAdCertificate'])).toEqual({
      permissions: ['readVideo', 'updateAzureAdCertificate', 'updateOrganization'],
      isMasterAdmin: true,
    });
    expect(INITIAL_ADMIN_PERMISSIONS).not.toContain('updateInformationClassification');
  });
});

describe('tenant configuration', () => {
  const config = { ...globex, initialAdmins: undefined };
  it('needs at least one first admin, by a valid address, stored lower-case and without repeats', () => {
    expect(tenantConfigSchema.safeParse(config).success).toBe(false);
    expect(tenantConfigSchema.safeParse({ ...config, initialAdmins: [] }).success).toBe(false);
    expect(tenantConfigSchema.safeParse({ ...config, initialAdmins: ['not an e-mail'] }).success).toBe(false);
    expect(
      tenantConfigSchema.safeParse({ ...config, initialAdmins: ['a@globex.test', 'A@globex.test'] }).success,
    ).toBe(false);
    expect(tenantConfigSchema.parse({ ...config, initialAdmins: ['Ada@Globex.test'] }).initialAdmins).toEqual(
      ['ada@globex.test'],
    );
  });
});
