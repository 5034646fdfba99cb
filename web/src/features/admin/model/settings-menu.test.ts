import { describe, expect, it } from 'vitest';
import type { FeatureFlag } from '#shared/domain/feature-flags';
import { settingsMenu, type SettingsMenuContext } from './settings-menu';

const flag = (featureId: string, on = true): FeatureFlag => ({
  featureId,
  configuration: on ? 'tube' : 'deactivated',
  activatedIn: [],
});
const pages = new Set([
  '/admin/organization',
  '/admin/channels',
  '/admin/security',
  '/admin/azure-ad',
  '/admin/branding',
  '/admin/tags',
  '/admin/information-classification',
  '/admin/users',
]);
const ctx = (extra: Partial<SettingsMenuContext> = {}): SettingsMenuContext => ({
  permissions: ['readVideo', 'updateOrganization'],
  featureFlags: [flag('tags'), flag('infClassification')],
  tubeId: 'tube-acme',
  isSwitched: false,
  hasPage: (path) => pages.has(path),
  ...extra,
});
const paths = (c: SettingsMenuContext) => settingsMenu(c).map((g) => [g.id, g.entries.map((e) => e.path)]);

describe('admin-settings side menu', () => {
  it('lists Account and Configurations entries whose pages exist', () => {
    expect(paths(ctx())).toEqual([
      ['account', ['/admin/organization']],
      [
        'configurations',
        ['/admin/channels', '/admin/security', '/admin/branding', '/admin/tags', '/admin/users'],
      ],
    ]);
  });

  it('shows information classification with its permission and feature only', () => {
    const classifier = ctx({ permissions: ['updateOrganization', 'updateInformationClassification'] });
    expect(paths(classifier)[1]![1]).toContain('/admin/information-classification');
    const off = ctx({
      permissions: ['updateOrganization', 'updateInformationClassification'],
      featureFlags: [flag('tags'), flag('infClassification', false)],
    });
    expect(paths(off)[1]![1]).not.toContain('/admin/information-classification');
  });

  it('shows Azure AD beside single sign-on to the holder of updateAzureAdCertificate only', () => {
    const holder = ctx({ permissions: ['updateOrganization', 'updateAzureAdCertificate'] });
    expect(paths(holder)[1]?.[1]?.slice(0, 3)).toEqual([
      '/admin/channels',
      '/admin/security',
      '/admin/azure-ad',
    ]);
    // A holder without updateOrganization still reaches the one page they may use.
    expect(paths(ctx({ permissions: ['updateAzureAdCertificate'] }))).toEqual([
      ['configurations', ['/admin/azure-ad']],
    ]);
  });

  it('hides tags without the tags feature, and everything for members and while switched', () => {
    expect(paths(ctx({ featureFlags: [] }))[1]![1]).toEqual([
      '/admin/channels',
      '/admin/security',
      '/admin/branding',
      '/admin/users',
    ]);
    expect(settingsMenu(ctx({ permissions: ['readVideo'] }))).toEqual([]);
    expect(settingsMenu(ctx({ isSwitched: true }))).toEqual([]);
  });
});
