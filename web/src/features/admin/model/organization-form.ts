/**
 * The /admin/organization form (spec 2 §2: name, master language, organization languages, whitelisted
 * domains, page tags, block message): its values, the field errors as dictionary keys (the rules of the
 * contract's organizationSettingsFormSchema, shared/domain/organization-settings.ts) and the command body.
 */
import type { OrganizationSettings, OrganizationSettingsForm } from '#shared/api';
import { isOfferedLanguage, type OfferedUiLanguage } from '#shared/domain/languages';
import {
  BLOCK_MESSAGE_MAX,
  ORGANIZATION_NAME_MAX,
  TAG_PART_MAX,
  WHITELISTED_DOMAINS_MAX,
  firstDuplicate,
  isDomain,
  isHelpPage,
  normalizeDomain,
  tagKey,
} from '#shared/domain/organization-settings';

export interface PageTagRow {
  page: string;
  tagGroup: string;
  tagValue: string;
}

export interface OrganizationFormValues {
  name: string;
  masterLanguage: string;
  organizationLanguages: string[];
  /** One domain a line, as typed. */
  domains: string;
  pageTags: PageTagRow[];
  blockMessage: string;
}

export function organizationFormOf(settings: OrganizationSettings): OrganizationFormValues {
  return {
    name: settings.name,
    masterLanguage: settings.masterLanguage,
    organizationLanguages: [...settings.organizationLanguages],
    domains: settings.whitelistedDomains.join('\n'),
    pageTags: settings.pageTags.map((t) => ({ ...t })),
    blockMessage: settings.blockMessage,
  };
}

const domainLines = (text: string) =>
  text
    .split(/[\n,;]+/)
    .map(normalizeDomain)
    .filter((d) => d !== '');

/** A field's error: a dictionary key and its values. */
export interface FieldError {
  key: string;
  values?: Record<string, string | number>;
}

export type OrganizationFormErrors = Partial<
  Record<
    'name' | 'masterLanguage' | 'organizationLanguages' | 'domains' | 'pageTags' | 'blockMessage',
    FieldError
  >
>;

const invalidText = (v: string) => /[<>]/.test(v);

export function organizationFormErrors(values: OrganizationFormValues): OrganizationFormErrors {
  const errors: OrganizationFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = { key: 'settings-admin-required' };
  else if (name.length > ORGANIZATION_NAME_MAX)
    errors.name = { key: 'settings-admin-too-long', values: { max: ORGANIZATION_NAME_MAX } };
  else if (invalidText(name)) errors.name = { key: 'settings-admin-no-angle-brackets' };

  if (values.organizationLanguages.length === 0)
    errors.organizationLanguages = { key: 'settings-admin-languages-none' };
  if (!values.organizationLanguages.includes(values.masterLanguage)) {
    errors.masterLanguage = { key: 'settings-admin-master-language' };
  }

  const domains = domainLines(values.domains);
  const bad = domains.find((d) => !isDomain(d));
  const twice = firstDuplicate(domains, (d) => d);
  if (bad) errors.domains = { key: 'settings-admin-domain-invalid', values: { domain: bad } };
  else if (twice) errors.domains = { key: 'settings-admin-domain-twice', values: { domain: twice } };
  else if (domains.length > WHITELISTED_DOMAINS_MAX)
    errors.domains = { key: 'settings-admin-domains-too-many', values: { max: WHITELISTED_DOMAINS_MAX } };

  const tags = values.pageTags.map((t) => ({
    page: t.page.trim().toLowerCase(),
    tagGroup: t.tagGroup.trim(),
    tagValue: t.tagValue.trim(),
  }));
  if (tags.some((t) => !t.page || !t.tagGroup || !t.tagValue)) {
    errors.pageTags = { key: 'settings-admin-page-tag-incomplete' };
  } else if (tags.some((t) => !isHelpPage(t.page))) {
    errors.pageTags = { key: 'settings-admin-page-tag-page' };
  } else if (tags.some((t) => t.tagGroup.length > TAG_PART_MAX || t.tagValue.length > TAG_PART_MAX)) {
    errors.pageTags = { key: 'settings-admin-too-long', values: { max: TAG_PART_MAX } };
  } else if (tags.some((t) => invalidText(t.tagGroup) || invalidText(t.tagValue))) {
    errors.pageTags = { key: 'settings-admin-no-angle-brackets' };
  } else if (firstDuplicate(tags, (t) => `${t.page}\u0000${tagKey(t)}`)) {
    errors.pageTags = { key: 'settings-admin-page-tag-twice' };
  }

  if (values.blockMessage.trim().length > BLOCK_MESSAGE_MAX) {
    errors.blockMessage = { key: 'settings-admin-too-long', values: { max: BLOCK_MESSAGE_MAX } };
  }
  return errors;
}

/** The updateOrganization payload of valid values. */
export function organizationFormBody(values: OrganizationFormValues): OrganizationSettingsForm {
  return {
    name: values.name.trim(),
    masterLanguage: values.masterLanguage as OfferedUiLanguage,
    organizationLanguages: values.organizationLanguages.filter(isOfferedLanguage),
    whitelistedDomains: domainLines(values.domains),
    pageTags: values.pageTags.map((t) => ({
      page: t.page.trim().toLowerCase(),
      tagGroup: t.tagGroup.trim(),
      tagValue: t.tagValue.trim(),
    })),
    blockMessage: values.blockMessage.trim(),
  };
}

/** Ticks or unticks a language; the master language stays among the chosen ones. */
export function toggleLanguage(
  values: OrganizationFormValues,
  code: string,
  on: boolean,
): OrganizationFormValues {
  const chosen = on
    ? [...new Set([...values.organizationLanguages, code])]
    : values.organizationLanguages.filter((c) => c !== code);
  return { ...values, organizationLanguages: chosen };
}
