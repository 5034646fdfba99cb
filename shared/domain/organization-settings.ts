/**
 * Organization settings rules (spec 2 §2 /admin/organization, /admin/tags,
 * /admin/information-classification; §3 Organization: organizationLanguages, whitelistedDomains,
 * pageTags, infClassifications; §6 who may change them), for the handlers and the admin pages alike.
 */
import type { Permission } from './roles.js';
import { isFeatureOn, type FeatureFlag } from './feature-flags.js';
import { emailInDomains, normalizedDomains } from './sign-up.js';

export const ORGANIZATION_NAME_MAX = 100;
/** Spec 2 §6 "organization-specific block message (plain text)". */
export const BLOCK_MESSAGE_MAX = 1000;
export const WHITELISTED_DOMAINS_MAX = 50;
export const PAGE_TAGS_MAX = 200;
export const TAG_PART_MAX = 50;
export const ORGANIZATION_TAGS_MAX = 500;
/** Tags one video carries. */
export const VIDEO_TAGS_MAX = 50;
export const CLASSIFICATION_NAME_MAX = 60;
export const CLASSIFICATION_DESCRIPTION_MAX = 500;
export const CLASSIFICATIONS_MAX = 50;

/** An e-mail/web domain: labels of letters, digits and hyphens, with a dot and a top-level label. */
const DOMAIN = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

/** As typed into a list: trimmed, lower case, without a leading "@" (from "@acme.com"). */
export function normalizeDomain(value: string): string {
  return value.trim().toLowerCase().replace(/^@/, '');
}

export function isDomain(value: string): boolean {
  return DOMAIN.test(value);
}

/** A page the help dialog knows (web/src/features/help/model/help-page.ts): `home`, `channel`, `admin/users`. */
const PAGE = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-zA-Z0-9-]*)?$/;
export function isHelpPage(value: string): boolean {
  return PAGE.test(value);
}

/** Same tag whatever the case and surrounding spaces (as the help dialog matches video tags). */
export function tagKey(tag: { tagGroup: string; tagValue: string }): string {
  return `${tag.tagGroup.trim().toLowerCase()}\u0000${tag.tagValue.trim().toLowerCase()}`;
}

/** The first value seen twice by `key`, or null. */
export function firstDuplicate<T>(items: readonly T[], key: (item: T) => string): T | null {
  const seen = new Set<string>();
  for (const item of items) {
    const k = key(item);
    if (seen.has(k)) return item;
    seen.add(k);
  }
  return null;
}

/** What each organization command needs (spec 2 §6). */
export type OrganizationSettingsArea = 'branding' | 'organization' | 'tags' | 'classification';

/**
 * Why the caller may not change an area, or null. Tags: "updateOrganization plus the tags feature
 * active"; classification: "updateInformationClassification plus the feature active".
 */
export function settingsRefusal(
  area: OrganizationSettingsArea,
  caller: { permissions: readonly Permission[]; switched: boolean },
  flags: readonly FeatureFlag[],
  tubeId: string,
): string | null {
  const noAccess = 'You do not have access for this operation';
  // Admin areas are hidden while working in another workspace (spec 2 §6).
  if (caller.switched) return noAccess;
  if (area === 'classification') {
    if (!caller.permissions.includes('updateInformationClassification')) return noAccess;
    if (!isFeatureOn(flags, 'infClassification', { tubeId })) {
      return 'Information classification is not enabled for this organization';
    }
    return null;
  }
  if (!caller.permissions.includes('updateOrganization')) return noAccess;
  if (area === 'tags' && !isFeatureOn(flags, 'tags', { tubeId })) {
    return 'Tags are not enabled for this organization';
  }
  return null;
}

/**
 * Spec 1 §6 / spec 2 §6: "An organization-specific block message (plain text) is shown to users of one
 * named customer whose e-mail is outside the [operator's] domains." Read as: an organization that sets
 * a block message and whitelisted domains admits only members whose e-mail is in those domains; anyone
 * else of its members sees the message instead of the tube, and the API refuses them. Provider staff
 * are never blocked (the authorizer decides staff; this rule only looks at the e-mail).
 */
export function blockedByOrganization(
  organization: { blockMessage?: string | undefined; whitelistedDomains?: readonly string[] | undefined },
  email: string,
): boolean {
  const domains = normalizedDomains(organization.whitelistedDomains ?? []);
  if ((organization.blockMessage?.trim() ?? '') === '' || domains.length === 0) return false;
  return !emailInDomains(email, domains);
}
