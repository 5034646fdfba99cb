import { describe, expect, it } from 'vitest';
import type { FeatureFlag } from '#shared/domain/feature-flags';
import { menuEntryShown, shownMenuGroups, type MenuContext } from './menu-entries';

const flag = (featureId: string, on = true): FeatureFlag => ({
  featureId,
  configuration: on ? 'tube' : 'deactivated',
  activatedIn: [],
});
const ctx = (extra: Partial<MenuContext> = {}): MenuContext => ({
  permissions: ['updateOrganization'],
  featureFlags: [flag('tags'), flag('infClassification', false)],
  tubeId: 'tube-acme',
  isSwitched: false,
  hasPage: (path) => path !== '/admin/missing',
  ...extra,
});

describe('menuEntryShown', () => {
  it('shows an entry without a permission or a feature whose page exists', () => {
    expect(menuEntryShown({ path: '/admin/users', label: 'users' }, ctx())).toBe(true);
  });

  it('hides an entry whose permission the user lacks', () => {
    expect(menuEntryShown({ path: '/admin/videos', label: 'videos', permission: 'readVideo' }, ctx())).toBe(
      false,
    );
  });

  it('hides an entry whose feature is off', () => {
    const entry = { path: '/admin/ic', label: 'ic', feature: 'infClassification' };
    expect(menuEntryShown(entry, ctx())).toBe(false);
    expect(menuEntryShown({ ...entry, feature: 'tags' }, ctx())).toBe(true);
  });

  it('hides an entry whose page the app does not have', () => {
    expect(menuEntryShown({ path: '/admin/missing', label: 'missing' }, ctx())).toBe(false);
  });
});

describe('shownMenuGroups', () => {
  const groups = [
    {
      id: 'a',
      entries: [
        { path: '/admin/users', label: 'users' },
        { path: '/admin/missing', label: 'x' },
      ],
    },
    { id: 'b', entries: [{ path: '/admin/missing', label: 'x' }] },
  ];

  it('keeps the shown entries and leaves out a group without any', () => {
    expect(shownMenuGroups(groups, ctx())).toEqual([
      { id: 'a', entries: [{ path: '/admin/users', label: 'users' }] },
    ]);
  });

  it('shows nothing while working in another workspace', () => {
    expect(shownMenuGroups(groups, ctx({ isSwitched: true }))).toEqual([]);
  });
});
