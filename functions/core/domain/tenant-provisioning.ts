/**
 * How a configured tenant becomes data: the organization, tube and e-mail-domain items that describe it,
 * split into what the configuration owns (written on every run) and what it only starts (initial values
 * that admins own afterwards).
 * Pure (no AWS, no I/O), so the cloud provisioning custom resource (functions/provisioning/tenants.ts)
 * and the local demo seed (infra/local/seed.ts) write exactly the same items from the same config.
 */
import { FEATURE_IDS, type FeatureConfiguration, type FeatureId } from '#shared/domain/feature-flags.js';
import type { Permission } from '#shared/domain/roles.js';
import type { TenantConfig } from '#shared/domain/tenant-config.js';
import type { UiLanguage } from '#shared/domain/languages.js';
import type { ThemeName } from '#shared/domain/themes.js';

/** A configured tenant (shared/domain/tenant-config.ts), as validated. */
export type ProvisionedTenant = Readonly<TenantConfig>;

/** The tenant's Cognito user pool and web app client (identity stack, or cognito-local). */
export interface TenantPoolIds {
  readonly userPoolId: string;
  readonly userPoolClientId: string;
}

/**
 * The organization attributes the stage's configuration owns: set on every deployment, because the
 * platform depends on them (keys, lookups, the user pool, what the operator sells and switches on).
 */
export interface OrganizationOwnedByConfig {
  orgId: string;
  domain: string;
  tubeId: string;
  userPoolId: string;
  userPoolClientId: string;
  hasActiveSubscription: boolean;
  autoLoginEnabled: boolean;
  isProviderOrganization: boolean;
}

/**
 * The organization attributes the configuration only starts: from then on they are the organization's
 * admins' (/admin/organization, /admin/branding, /admin/security), so a redeployment never undoes an edit.
 */
export interface OrganizationInitialValues {
  name: string;
  logo: string;
  color: string;
  theme: ThemeName;
  masterLanguage: UiLanguage;
  organizationLanguages: UiLanguage[];
  whitelistedDomains: string[];
  ssoUrl?: string;
  onboardingWizard: boolean;
}

/** The tube attributes the configuration owns: its id and address. */
export interface TubeOwnedByConfig {
  orgId: string;
  tubeId: string;
  pathId: string;
}

/** The tube's branding: the configuration's values start it, admins own it afterwards. */
export interface TubeInitialValues {
  name: string;
  logo: string;
  icon: string;
  color: string;
  theme: ThemeName;
}

/** What a writer sets on every run (`owned`) and what it writes only where the item has nothing yet. */
export interface OwnedAndInitial<Owned, Initial> {
  owned: Owned;
  initial: Initial;
}

export interface OrgEmailDomainFromConfig {
  orgId: string;
  emailDomain: string;
}

export interface TenantItems {
  organization: OwnedAndInitial<OrganizationOwnedByConfig, OrganizationInitialValues>;
  tube: OwnedAndInitial<TubeOwnedByConfig, TubeInitialValues>;
  /**
   * The "find your organization" lookups of a new organization; afterwards the admins' whitelisted
   * domains decide (written with the organization's first provisioning only).
   */
  orgEmailDomains: OrgEmailDomainFromConfig[];
  /** The organization's entry in the network's directory (GET /listAllOrgs): its name follows renames. */
  directoryEntry: OwnedAndInitial<{ orgId: string; domain: string }, { name: string }>;
}

/** Each organization has exactly one tube, with a deterministic id. */
export function tubeIdOf(orgId: string): string {
  return `tube-${orgId}`;
}

/** The items that describe a tenant, from its config and its user pool. */
export function tenantItems(tenant: ProvisionedTenant, pool: TenantPoolIds): TenantItems {
  const tubeId = tubeIdOf(tenant.id);
  return {
    organization: {
      owned: {
        orgId: tenant.id,
        domain: tenant.subdomain,
        tubeId,
        userPoolId: pool.userPoolId,
        userPoolClientId: pool.userPoolClientId,
        hasActiveSubscription: tenant.hasActiveSubscription,
        autoLoginEnabled: tenant.autoLoginEnabled,
        isProviderOrganization: tenant.providerOrganization,
      },
      initial: {
        name: tenant.name,
        logo: tenant.logo,
        color: tenant.color,
        theme: tenant.theme,
        masterLanguage: tenant.masterLanguage,
        organizationLanguages: [...tenant.languages],
        whitelistedDomains: [...tenant.emailDomains],
        ...(tenant.ssoUrl ? { ssoUrl: tenant.ssoUrl } : {}),
        onboardingWizard: tenant.onboardingWizard ?? true,
      },
    },
    tube: {
      owned: { orgId: tenant.id, tubeId, pathId: tenant.subdomain },
      initial: {
        name: tenant.name,
        logo: tenant.logo,
        icon: tenant.logo,
        color: tenant.color,
        theme: tenant.theme,
      },
    },
    orgEmailDomains: tenant.emailDomains.map((emailDomain) => ({ orgId: tenant.id, emailDomain })),
    directoryEntry: {
      owned: { orgId: tenant.id, domain: tenant.subdomain },
      initial: { name: tenant.name },
    },
  };
}

export interface DefaultFeatureFlag {
  orgId: string;
  featureId: FeatureId;
  configuration: FeatureConfiguration;
  activatedIn: string[];
  status: 'active' | 'inactive';
}

/**
 * A new organization's feature flags: every feature on for its tube, except the automations
 * (`auto…`), which act on their own and so start deactivated until an admin turns them on.
 */
export function defaultFeatureFlags(orgId: string): DefaultFeatureFlag[] {
  const tubeId = tubeIdOf(orgId);
  return FEATURE_IDS.map((featureId) =>
    featureId.startsWith('auto')
      ? { orgId, featureId, configuration: 'deactivated', activatedIn: [], status: 'inactive' }
      : { orgId, featureId, configuration: 'tube', activatedIn: [tubeId], status: 'active' },
  );
}

/**
 * What the configuration makes a first admin: an admin (updateOrganization) who watches (readVideo), with
 * the master-admin flag (only a master admin grants it to others). The two sensitive permissions
 * (information classification, the Azure AD certificate) are not given: the first admin takes them on
 * their own row of /admin/users when the organization needs them (docs/decisions.md).
 */
export const INITIAL_ADMIN_PERMISSIONS = [
  'readVideo',
  'updateOrganization',
] as const satisfies readonly Permission[];

/** The configured first admins not made admins yet: each address is provisioned once, then admins own it. */
export function initialAdminsDue(tenant: ProvisionedTenant, provisioned: readonly string[]): string[] {
  const done = new Set(provisioned);
  return tenant.initialAdmins.filter((email) => !done.has(email));
}

/**
 * A first admin's access: a profile that exists already (the person signed up before the configuration
 * named them) keeps its other permissions and gains the admin's.
 */
export function initialAdminAccess(existing: readonly string[] = []): {
  permissions: string[];
  isMasterAdmin: true;
} {
  return { permissions: [...new Set([...existing, ...INITIAL_ADMIN_PERMISSIONS])], isMasterAdmin: true };
}

/** One tenant to provision: its config and its user pool. */
export interface ProvisioningEntry {
  readonly tenant: ProvisionedTenant;
  readonly pool: TenantPoolIds;
}

export type ProvisioningRequest = readonly ProvisioningEntry[];

/** The custom resource property that carries the ProvisioningRequest (as a JSON string). */
export const TENANTS_PROPERTY = 'Tenants';
