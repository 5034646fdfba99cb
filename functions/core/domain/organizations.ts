/** Mapping stored organizations and tubes to the contract's public shapes. */
import type * as z from 'zod';
import type { organizationSchema, tubeSchema } from '#shared/api/schemas.js';
import type { FeatureFlag } from '#shared/domain/feature-flags.js';
import type { UiLanguage } from '#shared/domain/languages.js';
import { selfSignUpOpen } from '#shared/domain/sign-up.js';
import type { OrganizationItem, TubeItem } from '../data/items.js';

export function toPublicOrganization(
  org: OrganizationItem,
  featureFlags: FeatureFlag[],
  includeShareInfo: boolean,
): z.infer<typeof organizationSchema> {
  return {
    id: org.orgId,
    name: org.name,
    logo: org.logo,
    color: org.color,
    theme: org.theme,
    tubeId: org.tubeId,
    domain: org.domain,
    masterLanguage: org.masterLanguage as UiLanguage,
    organizationLanguages: org.organizationLanguages as UiLanguage[],
    hasActiveSubscription: org.hasActiveSubscription,
    featureFlags,
    pageTags: org.pageTags ?? [],
    whitelistedDomains: org.whitelistedDomains ?? [],
    selfSignUp: selfSignUpOpen({
      isProviderOrganization: org.isProviderOrganization ?? false,
      whitelistedDomains: org.whitelistedDomains ?? [],
    }),
    userPoolId: org.userPoolId,
    userPoolClientId: org.userPoolClientId,
    autoLoginEnabled: org.autoLoginEnabled ?? false,
    onboardingWizard: org.onboardingWizard ?? true,
    ...(org.blockMessage?.trim() ? { blockMessage: org.blockMessage.trim() } : {}),
    ...(org.ssoUrl ? { ssoUrl: org.ssoUrl, ...(org.ssoName ? { ssoName: org.ssoName } : {}) } : {}),
    ...(includeShareInfo ? { sharedChannelsToOthers: org.sharedChannelsToOthers ?? [] } : {}),
  };
}

export function toTube(tube: TubeItem): z.infer<typeof tubeSchema> {
  return {
    id: tube.tubeId,
    pathId: tube.pathId,
    name: tube.name,
    logo: tube.logo,
    icon: tube.icon ?? '',
    color: tube.color,
    theme: tube.theme,
    backgroundImage: tube.backgroundImage ?? '',
    thumbnailOverlay: tube.thumbnailOverlay ?? '',
    thumbnailLogo: tube.thumbnailLogo ?? '',
  };
}

/** The web address of an organization's tube from APP_URL_TEMPLATE (`https://{sub}.example.com`). */
export function tenantUrl(subdomain: string, template: string): { domain: string; url: string } {
  const url = template.replace('{sub}', subdomain);
  return { domain: new URL(url).host, url };
}

/** The settings /admin/organization edits, as stored (lists and the block message default to empty). */
export function organizationPageSettings(org: OrganizationItem) {
  return {
    name: org.name,
    masterLanguage: org.masterLanguage,
    organizationLanguages: org.organizationLanguages,
    whitelistedDomains: org.whitelistedDomains ?? [],
    pageTags: org.pageTags ?? [],
    blockMessage: org.blockMessage ?? '',
  };
}
