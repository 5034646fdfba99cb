import { describe, expect, it } from 'vitest';
import type { FeatureFlag } from './feature-flags.js';
import {
  blockedByOrganization,
  firstDuplicate,
  isDomain,
  isHelpPage,
  normalizeDomain,
  settingsRefusal,
  tagKey,
} from './organization-settings.js';

const on = (featureId: string): FeatureFlag => ({ featureId, configuration: 'tube', activatedIn: [] });
const off = (featureId: string): FeatureFlag => ({
  featureId,
  configuration: 'deactivated',
  activatedIn: [],
});
const admin = { permissions: ['updateOrganization', 'readVideo'] as const, switched: false };
const member = { permissions: ['readVideo'] as const, switched: false };
const classifier = { permissions: ['updateInformationClassification'] as const, switched: false };

describe('who may change organization settings (spec 2 §6)', () => {
  it('branding and organization need updateOrganization, in the own organization', () => {
    expect(settingsRefusal('branding', admin, [], 'tube-a')).toBeNull();
    expect(settingsRefusal('organization', admin, [], 'tube-a')).toBeNull();
    expect(settingsRefusal('branding', member, [], 'tube-a')).toBe(
      'You do not have access for this operation',
    );
    expect(settingsRefusal('organization', { ...admin, switched: true }, [], 'tube-a')).toBe(
      'You do not have access for this operation',
    );
  });

  it('tags need updateOrganization and the tags feature', () => {
    expect(settingsRefusal('tags', admin, [on('tags')], 'tube-a')).toBeNull();
    expect(settingsRefusal('tags', admin, [off('tags')], 'tube-a')).toBe(
      'Tags are not enabled for this organization',
    );
    expect(settingsRefusal('tags', admin, [], 'tube-a')).toBe('Tags are not enabled for this organization');
    expect(
      settingsRefusal(
        'tags',
        admin,
        [{ featureId: 'tags', configuration: ['tube-a'], activatedIn: [] }],
        'tube-a',
      ),
    ).toBeNull();
    expect(settingsRefusal('tags', member, [on('tags')], 'tube-a')).toBe(
      'You do not have access for this operation',
    );
  });

  it('classification needs updateInformationClassification and the infClassification feature', () => {
    expect(settingsRefusal('classification', classifier, [on('infClassification')], 't')).toBeNull();
    expect(settingsRefusal('classification', admin, [on('infClassification')], 't')).toBe(
      'You do not have access for this operation',
    );
    expect(settingsRefusal('classification', classifier, [off('infClassification')], 't')).toBe(
      'Information classification is not enabled for this organization',
    );
  });
});

describe('settings values', () => {
  it('normalizes and checks domains', () => {
    expect(normalizeDomain('  @Acme.COM ')).toBe('acme.com');
    expect(isDomain('acme.com')).toBe(true);
    expect(isDomain('mail.acme-corp.co.uk')).toBe(true);
    expect(isDomain('acme')).toBe(false);
    expect(isDomain('-acme.com')).toBe(false);
    expect(isDomain('acme..com')).toBe(false);
    expect(isDomain('https://acme.com')).toBe(false);
  });

  it('knows the help dialog pages', () => {
    expect(isHelpPage('home')).toBe(true);
    expect(isHelpPage('admin/users')).toBe(true);
    expect(isHelpPage('/home')).toBe(false);
    expect(isHelpPage('a/b/c')).toBe(false);
  });

  it('finds duplicates, tags whatever their case', () => {
    expect(tagKey({ tagGroup: ' Level ', tagValue: 'BEGINNER' })).toBe(
      tagKey({ tagGroup: 'level', tagValue: 'beginner' }),
    );
    expect(firstDuplicate(['a', 'b', 'a'], (x) => x)).toBe('a');
    expect(firstDuplicate(['a', 'b'], (x) => x)).toBeNull();
  });
});

describe('blockedByOrganization (the block message)', () => {
  const acme = { blockMessage: 'Only Acme employees may sign in here.', whitelistedDomains: ['acme.test'] };

  it('blocks a member whose e-mail is outside the whitelisted domains', () => {
    expect(blockedByOrganization(acme, 'contractor@gmail.example')).toBe(true);
  });

  it('admits a member of a whitelisted domain, whatever the case', () => {
    expect(blockedByOrganization(acme, 'Jonas@ACME.test')).toBe(false);
  });

  it('blocks nobody without a message or without domains', () => {
    expect(blockedByOrganization({ ...acme, blockMessage: '  ' }, 'contractor@gmail.example')).toBe(false);
    expect(blockedByOrganization({ ...acme, whitelistedDomains: [] }, 'contractor@gmail.example')).toBe(
      false,
    );
    expect(blockedByOrganization({}, 'contractor@gmail.example')).toBe(false);
  });

  it('does not take a sub-domain or a look-alike for a whitelisted domain', () => {
    expect(blockedByOrganization(acme, 'x@mail.acme.test')).toBe(true);
    expect(blockedByOrganization(acme, 'x@acme.test.evil.example')).toBe(true);
  });
});
