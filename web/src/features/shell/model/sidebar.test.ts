import { describe, expect, it } from 'vitest';
import type { FeatureFlag } from '#shared/domain/feature-flags';
import {
  adminGroups,
  clampSidebarWidth,
  drawerAfterNavigation,
  MAIN_MIN_WIDTH,
  MOBILE_BREAKPOINT,
  navEntries,
  SIDEBAR_MAX_WIDTH,
  SIDEBAR_MIN_WIDTH,
  SIDEBAR_WIDTH,
  sidebarMode,
  type AdminContext,
} from './sidebar';

const flag = (featureId: string, configuration: FeatureFlag['configuration'] = 'tube'): FeatureFlag => ({
  featureId,
  configuration,
  activatedIn: [],
});

const everyPage = () => true;

function admin(overrides: Partial<AdminContext> = {}): string[] {
  return adminGroups({
    permissions: [],
    featureFlags: [],
    tubeId: 'tube-acme',
    isSwitched: false,
    isStaff: false,
    hasPage: everyPage,
    ...overrides,
  }).flatMap((g) => g.entries.map((e) => e.path));
}

describe('admin groups by permission (spec 2 §6)', () => {
  it('a member without permissions sees no admin group', () => {
    expect(admin()).toEqual([]);
    expect(admin({ permissions: [] })).toEqual([]);
  });

  it('"listUsers, listChannels, listTracks, listBranding and finance need updateOrganization"', () => {
    const paths = admin({ permissions: ['updateOrganization'] });
    expect(paths).toEqual(
      expect.arrayContaining([
        '/admin/users',
        '/admin/channels',
        '/admin/tracks',
        '/admin/branding',
        '/admin/security',
        '/finance/features-services',
      ]),
    );
    expect(paths).not.toContain('/admin/videos');
  });

  it('"Videos need readVideo", and "Content and reports show for admins"', () => {
    expect(admin({ permissions: ['updateOrganization', 'readVideo'] })).toContain('/admin/videos');
    // A member's readVideo (every member has it) shows no admin group.
    expect(admin({ permissions: ['readVideo'] })).toEqual([]);
  });

  it('"Azure AD configuration needs updateAzureAdCertificate"', () => {
    expect(admin({ permissions: ['updateAzureAdCertificate'] })).toEqual(['/admin/azure-ad']);
  });

  it('"Information classification needs updateInformationClassification plus the feature active"', () => {
    const permissions = ['updateInformationClassification'];
    expect(admin({ permissions })).toEqual([]);
    expect(admin({ permissions, featureFlags: [flag('infClassification')] })).toEqual([
      '/admin/information-classification',
    ]);
    expect(admin({ permissions, featureFlags: [flag('infClassification', 'deactivated')] })).toEqual([]);
  });

  it('"Tags need updateOrganization plus the tags feature active"', () => {
    expect(admin({ permissions: ['updateOrganization'] })).not.toContain('/admin/tags');
    expect(admin({ permissions: ['updateOrganization'], featureFlags: [flag('tags')] })).toContain(
      '/admin/tags',
    );
  });

  it('"the training group needs an operator-organization user plus admin"', () => {
    const training = [
      '/admin/application-roles',
      '/admin/application-ids',
      '/admin/processes',
      '/admin/training-plans',
      '/admin/training-users',
      '/admin/pools',
      '/admin/lanes',
    ];
    const groups = (overrides: Partial<AdminContext>) =>
      adminGroups({
        permissions: [],
        featureFlags: [],
        tubeId: 'tube-studio',
        isSwitched: false,
        isStaff: false,
        hasPage: everyPage,
        ...overrides,
      });
    const staffAdmin = groups({ permissions: ['updateOrganization'], isStaff: true });
    expect(staffAdmin.find((g) => g.id === 'training')?.entries.map((e) => e.path)).toEqual(training);
    // An admin of a customer organization, and staff who are not admins, see no training group.
    expect(admin({ permissions: ['updateOrganization'] })).not.toContain('/admin/processes');
    expect(admin({ isStaff: true, permissions: ['readVideo'] })).toEqual([]);
    expect(admin({ permissions: ['updateOrganization'], isStaff: true, isSwitched: true })).toEqual([]);
  });

  it('"Admin groups are hidden while working in another workspace"', () => {
    expect(admin({ permissions: ['updateOrganization', 'readVideo'], isSwitched: true })).toEqual([]);
  });

  it('lists only entries whose pages exist, and drops groups left empty', () => {
    const existing = new Set(['/admin/organization', '/admin/channels', '/admin/branding']);
    const groups = adminGroups({
      permissions: ['updateOrganization', 'readVideo'],
      featureFlags: [],
      tubeId: 'tube-acme',
      isSwitched: false,
      isStaff: false,
      hasPage: (p) => existing.has(p),
    });
    expect(groups.map((g) => g.id)).toEqual(['organization', 'content']);
    expect(groups.flatMap((g) => g.entries.map((e) => e.path))).toEqual([
      '/admin/organization',
      '/admin/branding',
      '/admin/channels',
    ]);
  });
});

describe('fixed sidebar entries: "home, tasks, history, playlists"', () => {
  const paths = (featureFlags: FeatureFlag[], hasPage: (path: string) => boolean = everyPage) =>
    navEntries({ featureFlags, tubeId: 'tube-acme', hasPage }).map((e) => e.path);

  it('in the spec order, tasks only with the tasks flag', () => {
    expect(paths([flag('tasks')])).toEqual(['/home', '/tasks', '/history', '/library']);
    expect(paths([flag('tasks', 'deactivated')])).toEqual(['/home', '/history', '/library']);
    expect(paths([])).toEqual(['/home', '/history', '/library']);
  });

  it('the tasks flag may list the tube instead of "tube"', () => {
    expect(paths([{ featureId: 'tasks', configuration: ['tube-acme'], activatedIn: [] }])).toContain(
      '/tasks',
    );
  });

  it('only entries whose pages exist', () => {
    expect(paths([flag('tasks')], (p) => p === '/home')).toEqual(['/home']);
  });
});

describe('sidebar by route: "persistent on home-like pages, closed on admin and tasks pages", hidden on login/embed/sharing', () => {
  it.each([
    ['/home', 'persistent'],
    ['/subscriptions', 'persistent'],
    ['/results', 'persistent'],
    ['/channel/ch-1/home', 'persistent'],
    ['/admin/channels', 'closed'],
    ['/admin', 'closed'],
    ['/tasks', 'closed'],
    ['/finance/features-services', 'closed'],
    ['/login', 'hidden'],
    ['/loginembed', 'hidden'],
    ['/embed/abc', 'hidden'],
    ['/sharing/abc', 'hidden'],
    ['/sharing/embed/abc', 'hidden'],
    ['/administrator-guide', 'persistent'],
  ] as const)('%s → %s', (path, mode) => {
    expect(sidebarMode(path)).toBe(mode);
  });
});

describe('sizes: "Width 256 (main 280); resizable default 240, max 500. Mobile breakpoint 1024 px"', () => {
  it('has the spec values', () => {
    expect([SIDEBAR_WIDTH, MAIN_MIN_WIDTH, SIDEBAR_MIN_WIDTH, SIDEBAR_MAX_WIDTH, MOBILE_BREAKPOINT]).toEqual([
      256, 280, 240, 500, 1024,
    ]);
  });

  it('keeps a resized width between 240 and 500', () => {
    expect(clampSidebarWidth(100)).toBe(240);
    expect(clampSidebarWidth(300.4)).toBe(300);
    expect(clampSidebarWidth(900)).toBe(500);
  });
});

describe('the phone drawer across navigations', () => {
  const open = { open: true, locationKey: 'a' };

  it('stays as it is on the same history entry', () => {
    expect(drawerAfterNavigation(open, 'a', 'PUSH')).toBe(open);
  });

  it('closes when the user follows a link or goes back', () => {
    expect(drawerAfterNavigation(open, 'b', 'PUSH')).toEqual({ open: false, locationKey: 'b' });
    expect(drawerAfterNavigation(open, 'b', 'POP')).toEqual({ open: false, locationKey: 'b' });
  });

  it('stays open through a redirect ("/" → "/home" committing after the user opened it)', () => {
    expect(drawerAfterNavigation(open, 'b', 'REPLACE')).toEqual({ open: true, locationKey: 'b' });
    expect(drawerAfterNavigation({ open: false, locationKey: 'a' }, 'b', 'REPLACE')).toEqual({
      open: false,
      locationKey: 'b',
    });
  });
});
