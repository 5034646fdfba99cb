/**
 * How a configured tenant becomes data: the organization, tube and e-mail-domain items that describe it.
 * Pure (no AWS, no I/O), so the cloud provisioning custom resource (functions/provisioning/tenants.ts)
 * and the local demo seed (infra/local/seed.ts) write exactly the same items from the same config.
 */
import { FEATURE_IDS, type FeatureConfiguration, type FeatureId } from '#shared/domain/feature-flags.js';
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
 * The organization attributes the tenant config owns. Attributes not listed here (page tags, channels
 * shared to others) belong to the organization's admins: writers fill them only when they are absent.
 */
export interface OrganizationFromConfig {
  orgId: string;
  domain: string;
  name: string;
  logo: string;
  color: string;
  theme: ThemeName;
  tubeId: string;
  masterLanguage: UiLanguage;
  organizationLanguages: UiLanguage[];
  hasActiveSubscription: boolean;
  whitelistedDomains: string[];
  userPoolId: string;
  userPoolClientId: string;
  autoLoginEnabled: boolean;
  isProviderOrganization: boolean;
  ssoUrl?: string;
  onboardingWizard: boolean;
}

/** The tube attributes the tenant config owns (background and thumbnail artwork belong to admins). */
export interface TubeFromConfig {
  orgId: string;
  tubeId: string;
  pathId: string;
  name: string;
  logo: string;
  icon: string;
  color: string;
  theme: ThemeName;
}

export interface OrgEmailDomainFromConfig {
  orgId: string;
  emailDomain: string;
}

export interface TenantItems {
  organization: OrganizationFromConfig;
  tube: TubeFromConfig;
  orgEmailDomains: OrgEmailDomainFromConfig[];
  /** The organization's entry in the network's directory (GET /listAllOrgs). */
  directoryEntry: { orgId: string; name: string; domain: string };
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
      orgId: tenant.id,
      domain: tenant.subdomain,
      name: tenant.name,
      logo: tenant.logo,
      color: tenant.color,
      theme: tenant.theme,
      tubeId,
      masterLanguage: tenant.masterLanguage,
      organizationLanguages: [...tenant.languages],
      hasActiveSubscription: tenant.hasActiveSubscription,
      whitelistedDomains: [...tenant.emailDomains],
      userPoolId: pool.userPoolId,
      userPoolClientId: pool.userPoolClientId,
      autoLoginEnabled: tenant.autoLoginEnabled,
      isProviderOrganization: tenant.providerOrganization,
      ...(tenant.ssoUrl ? { ssoUrl: tenant.ssoUrl } : {}),
      onboardingWizard: tenant.onboardingWizard ?? true,
    },
    tube: {
      orgId: tenant.id,
      tubeId,
      pathId: tenant.subdomain,
      name: tenant.name,
      logo: tenant.logo,
      icon: tenant.logo,
      color: tenant.color,
      theme: tenant.theme,
    },
    orgEmailDomains: tenant.emailDomains.map((emailDomain) => ({ orgId: tenant.id, emailDomain })),
    directoryEntry: { orgId: tenant.id, name: tenant.name, domain: tenant.subdomain },
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

/** One tenant to provision: its config and its user pool. */
export interface ProvisioningEntry {
  readonly tenant: ProvisionedTenant;
  readonly pool: TenantPoolIds;
}

export type ProvisioningRequest = readonly ProvisioningEntry[];

/** The custom resource property that carries the ProvisioningRequest (as a JSON string). */
export const TENANTS_PROPERTY = 'Tenants';
