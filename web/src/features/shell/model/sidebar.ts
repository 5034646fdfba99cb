/**
 * What the left sidebar lists (spec 1 §2 Shell, §6; spec 2 §2 Layout, §6, §9). Pure rules, so the
 * counts, grouping and permission gates are tested without rendering.
 */
import { isFeatureOn } from '#shared/domain/feature-flags';
import type { Permission } from '#shared/domain/roles';
import { ADMIN_PAGES } from '../../../lib/admin-pages';
import { shownMenuGroups, type MenuContext, type MenuEntry } from '../../../lib/menu-entries';

/** "Width 256 (main 280); resizable default 240, max 500. Mobile breakpoint 1024 px." */
export const SIDEBAR_WIDTH = 256;
export const MAIN_MIN_WIDTH = 280;
export const SIDEBAR_MIN_WIDTH = 240;
export const SIDEBAR_MAX_WIDTH = 500;
export const MOBILE_BREAKPOINT = 1024;

/* ---- admin groups ---- */

export type AdminEntry = MenuEntry;

export interface AdminGroup {
  id: 'organization' | 'content' | 'training' | 'finance';
  label: string;
  /** Permission the whole group needs, beyond its entries' own (spec 2 §6). */
  permission?: Permission;
  /** Only for operator-organization staff (spec 2 §6 "the training group needs an operator-organization user"). */
  operatorStaff?: true;
  entries: AdminEntry[];
}

/**
 * Spec 2 §6: "listUsers, listChannels, listTracks, listBranding and finance need updateOrganization.
 * Videos need readVideo. Azure AD configuration needs updateAzureAdCertificate. Information
 * classification needs updateInformationClassification plus the feature active. Tags need
 * updateOrganization plus the tags feature active."
 */
export const ADMIN_GROUPS: readonly AdminGroup[] = [
  {
    id: 'organization',
    label: 'admin-group-organization',
    entries: [
      { ...ADMIN_PAGES.organization, label: 'admin-organization' },
      { ...ADMIN_PAGES.branding, label: 'admin-branding' },
      { ...ADMIN_PAGES.security, label: 'settings-admin-menu-sso' },
      { ...ADMIN_PAGES.users, label: 'admin-users' },
      { ...ADMIN_PAGES.tasks, label: 'admin-tasks-title' },
      { ...ADMIN_PAGES.eventLog, label: 'admin-event-log' },
      { ...ADMIN_PAGES.azureAd, label: 'admin-azure-ad' },
      { ...ADMIN_PAGES.informationClassification, label: 'admin-information-classification' },
    ],
  },
  {
    id: 'content',
    label: 'admin-group-content',
    // "Content and reports show for admins" (spec 2 §6): a member's readVideo alone shows no group.
    permission: 'updateOrganization',
    entries: [
      { ...ADMIN_PAGES.channels, label: 'admin-channels' },
      { ...ADMIN_PAGES.tracks, label: 'admin-tracks' },
      { ...ADMIN_PAGES.videos, label: 'admin-videos' },
      { ...ADMIN_PAGES.tags, label: 'admin-tags' },
      { ...ADMIN_PAGES.reports, label: 'admin-reports' },
    ],
  },
  {
    // "Admin sections: the training group needs an operator-organization user plus admin" (spec 2 §6).
    id: 'training',
    label: 'admin-group-training',
    permission: 'updateOrganization',
    operatorStaff: true,
    entries: [
      { ...ADMIN_PAGES.applicationRoles, label: 'training-admin-application-roles' },
      { ...ADMIN_PAGES.applicationIds, label: 'training-admin-application-ids' },
      { ...ADMIN_PAGES.processes, label: 'training-admin-processes' },
      { ...ADMIN_PAGES.trainingPlans, label: 'training-admin-training-plans' },
      { ...ADMIN_PAGES.trainingUsers, label: 'training-admin-training-users' },
      { ...ADMIN_PAGES.pools, label: 'training-admin-pools' },
      { ...ADMIN_PAGES.lanes, label: 'training-admin-lanes' },
    ],
  },
  {
    id: 'finance',
    label: 'admin-group-finance',
    entries: [
      { ...ADMIN_PAGES.featuresServices, label: 'admin-features-services' },
      { ...ADMIN_PAGES.wallet, label: 'admin-wallet' },
    ],
  },
];

export interface AdminContext extends MenuContext {
  /** Operator-organization staff (initData.isStaff: the server makes only them staff). */
  isStaff: boolean;
}

export function adminGroups(ctx: AdminContext): AdminGroup[] {
  return shownMenuGroups(
    ADMIN_GROUPS.filter(
      (group) =>
        (!group.permission || ctx.permissions.includes(group.permission)) &&
        (!group.operatorStaff || ctx.isStaff),
    ),
    ctx,
  );
}

/* ---- fixed entries and route behaviour ---- */

export interface NavEntry {
  path: string;
  label: string;
  feature?: string;
}

/** "home, tasks, history, playlists"; tasks only with the tasks flag. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { path: '/home', label: 'nav-home' },
  { path: '/tasks', label: 'nav-tasks', feature: 'tasks' },
  { path: '/history', label: 'nav-history' },
  { path: '/library', label: 'nav-playlists' },
];

export function navEntries(ctx: Pick<AdminContext, 'featureFlags' | 'tubeId' | 'hasPage'>): NavEntry[] {
  return NAV_ENTRIES.filter(
    (e) =>
      (!e.feature || isFeatureOn(ctx.featureFlags, e.feature, { tubeId: ctx.tubeId })) && ctx.hasPage(e.path),
  );
}

export type SidebarMode = 'persistent' | 'closed' | 'hidden';

const HIDDEN_PREFIXES = [
  '/login',
  '/loginembed',
  '/login-lp',
  '/lp',
  '/embed',
  '/sharing',
  '/register',
  '/auto-login',
];
const CLOSED_PREFIXES = ['/admin', '/tasks', '/finance', '/orgs', '/approved-task-ledger'];

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** "Hidden on login, embed and sharing pages … persistent on home-like pages, closed on admin and tasks pages." */
export function sidebarMode(pathname: string): SidebarMode {
  if (HIDDEN_PREFIXES.some((p) => under(pathname, p))) return 'hidden';
  if (CLOSED_PREFIXES.some((p) => under(pathname, p))) return 'closed';
  return 'persistent';
}

export function clampSidebarWidth(width: number): number {
  return Math.min(SIDEBAR_MAX_WIDTH, Math.max(SIDEBAR_MIN_WIDTH, Math.round(width)));
}

/* ---- the phone drawer ---- */

export interface DrawerState {
  open: boolean;
  /** The location (history entry) the state was last decided on. */
  locationKey: string;
}

/**
 * The drawer belongs to the page it was opened on: following a link or going back closes it. A replace is
 * not the user going anywhere (the "/" → "/home" redirect that commits after sign-in, a page rewriting its
 * query), so the drawer stays as it is; closing it there shut the drawer under the user's finger.
 */
export function drawerAfterNavigation(
  state: DrawerState,
  locationKey: string,
  navigationType: 'PUSH' | 'POP' | 'REPLACE',
): DrawerState {
  if (state.locationKey === locationKey) return state;
  return { open: navigationType === 'REPLACE' ? state.open : false, locationKey };
}
