import { isUiLanguage, type UiLanguage } from '#shared/domain/languages';
import type { Organization } from './app-context';

type OrganizationLanguages = Pick<Organization, 'masterLanguage' | 'organizationLanguages'>;

/**
 * The languages a new video of the organization may be made in: its master language first, then its
 * other organization languages, each once (only those the app has names and texts for).
 */
export function newVideoLanguages(organization: OrganizationLanguages): UiLanguage[] {
  return [
    ...new Set([organization.masterLanguage, ...organization.organizationLanguages].filter(isUiLanguage)),
  ];
}

/** The language a new video starts in: the organization's master language, else English. */
export function newVideoDefaultLanguage(organization: OrganizationLanguages): UiLanguage {
  return isUiLanguage(organization.masterLanguage) ? organization.masterLanguage : 'en-us';
}
