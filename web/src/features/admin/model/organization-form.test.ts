import { describe, expect, it } from 'vitest';
import {
  organizationFormBody,
  organizationFormErrors,
  organizationFormOf,
  toggleLanguage,
  type OrganizationFormValues,
} from './organization-form';

const values = (extra: Partial<OrganizationFormValues> = {}): OrganizationFormValues => ({
  ...organizationFormOf({
    name: 'Acme Corporation',
    masterLanguage: 'en-us',
    organizationLanguages: ['en-us', 'da'],
    whitelistedDomains: ['acme.test'],
    pageTags: [{ page: 'home', tagGroup: 'department', tagValue: 'Sales' }],
    blockMessage: '',
    tags: [],
    infClassifications: [],
    customImages: { logo: false, thumbnailLogo: false, thumbnailOverlay: false, backgroundImage: false },
  }),
  ...extra,
});

describe('organization form', () => {
  it('accepts the saved settings and builds the command body', () => {
    const v = values({ domains: 'acme.test\n @Acme-Corp.COM \n\n', blockMessage: ' Employees only ' });
    expect(organizationFormErrors(v)).toEqual({});
    expect(organizationFormBody(v)).toEqual({
      name: 'Acme Corporation',
      masterLanguage: 'en-us',
      organizationLanguages: ['en-us', 'da'],
      whitelistedDomains: ['acme.test', 'acme-corp.com'],
      pageTags: [{ page: 'home', tagGroup: 'department', tagValue: 'Sales' }],
      blockMessage: 'Employees only',
    });
  });

  it('names each wrong field', () => {
    expect(organizationFormErrors(values({ name: '  ' })).name).toEqual({ key: 'settings-admin-required' });
    expect(organizationFormErrors(values({ name: '<b>' })).name).toEqual({
      key: 'settings-admin-no-angle-brackets',
    });
    expect(organizationFormErrors(values({ masterLanguage: 'de' })).masterLanguage).toEqual({
      key: 'settings-admin-master-language',
    });
    expect(organizationFormErrors(values({ organizationLanguages: [] })).organizationLanguages).toEqual({
      key: 'settings-admin-languages-none',
    });
    expect(organizationFormErrors(values({ domains: 'acme.test\nnot a domain' })).domains).toEqual({
      key: 'settings-admin-domain-invalid',
      values: { domain: 'not a domain' },
    });
    expect(organizationFormErrors(values({ domains: 'a.com, A.com' })).domains).toEqual({
      key: 'settings-admin-domain-twice',
      values: { domain: 'a.com' },
    });
    expect(
      organizationFormErrors(values({ pageTags: [{ page: 'home', tagGroup: '', tagValue: 'x' }] })).pageTags,
    ).toEqual({ key: 'settings-admin-page-tag-incomplete' });
    expect(
      organizationFormErrors(values({ pageTags: [{ page: '/home', tagGroup: 'a', tagValue: 'x' }] }))
        .pageTags,
    ).toEqual({ key: 'settings-admin-page-tag-page' });
    const twice = [
      { page: 'home', tagGroup: 'a', tagValue: 'x' },
      { page: 'Home', tagGroup: 'A', tagValue: 'X' },
    ];
    expect(organizationFormErrors(values({ pageTags: twice })).pageTags).toEqual({
      key: 'settings-admin-page-tag-twice',
    });
    expect(organizationFormErrors(values({ blockMessage: 'x'.repeat(1001) })).blockMessage).toEqual({
      key: 'settings-admin-too-long',
      values: { max: 1000 },
    });
  });

  it('toggles languages without duplicates', () => {
    const v = values();
    expect(toggleLanguage(v, 'de', true).organizationLanguages).toEqual(['en-us', 'da', 'de']);
    expect(toggleLanguage(v, 'da', true).organizationLanguages).toEqual(['en-us', 'da']);
    expect(toggleLanguage(v, 'da', false).organizationLanguages).toEqual(['en-us']);
  });
});
