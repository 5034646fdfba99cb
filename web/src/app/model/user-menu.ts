/**
 * Which user-menu entries a user sees (spec 1 §2 "User menu", §6). "Logged-in-as email (staff only);
 * generate auto-login URL and create auto login (only for some organizations); language switch; …
 * location (country) switch; network submenu (staff only: create link, operational tasks); … logout."
 */
import { isOfferedLanguage, OFFERED_UI_LANGUAGES, type UiLanguage } from '#shared/domain/languages';

/**
 * The network submenu's entries (spec 1 §2 staff menu links): "create link" opens the staff dialog that
 * links a user to another organization of the network (features/org-switch); operational tasks is a
 * page and shows once that page exists.
 */
export const NETWORK_LINKS = [
  { id: 'create-link', dialog: 'create-link', label: 'network-create-link' },
  { id: 'operational-tasks', path: '/admin/operationalTasks', label: 'network-operational-tasks' },
] as const;

export type NetworkLink = (typeof NETWORK_LINKS)[number];

export interface UserMenuContext {
  isStaff: boolean;
  role: 'guest' | 'member' | 'admin';
  isSwitched: boolean;
  /** The organization has auto-login links enabled. */
  autoLoginEnabled: boolean;
  /** The user was granted other organizations (initData.externalOrgsUserHasAccessTo). */
  hasExternalOrgs: boolean;
  /** The userProfile feature flag is on. */
  userProfile: boolean;
  hasPage: (path: string) => boolean;
}

export interface UserMenuVisibility {
  loggedInAs: boolean;
  autoLogin: boolean;
  language: boolean;
  location: boolean;
  switchOrganization: boolean;
  network: NetworkLink[];
  profile: boolean;
  logout: boolean;
}

export function userMenuVisibility(ctx: UserMenuContext): UserMenuVisibility {
  const signedIn = ctx.role !== 'guest';
  return {
    loggedInAs: signedIn && ctx.isStaff,
    // Creating a link is an admin command (createAutoLoginLink needs admin) of the organization itself.
    autoLogin: ctx.role === 'admin' && ctx.autoLoginEnabled && !ctx.isSwitched,
    language: true,
    location: signedIn,
    // "switch organization (only if the user has external organizations or is already switched)"
    switchOrganization: signedIn && (ctx.hasExternalOrgs || ctx.isSwitched),
    network:
      signedIn && ctx.isStaff ? NETWORK_LINKS.filter((l) => !('path' in l) || ctx.hasPage(l.path)) : [],
    // "my profile (only if the userProfile feature is on and not switched)"
    profile: signedIn && ctx.userProfile && !ctx.isSwitched,
    logout: signedIn,
  };
}

/**
 * The language switch: the organization's languages first (in its order), then — behind "see all" —
 * every language whose UI dictionary is complete (OFFERED_UI_LANGUAGES, proven by
 * shared/i18n/dictionaries.test.ts): a language that would leave the screens English is not offered.
 * Unknown codes, and organization languages without a complete dictionary, are left out.
 */
export function languageChoices(organizationLanguages: readonly string[]): {
  organization: UiLanguage[];
  all: UiLanguage[];
} {
  const organization = [...new Set(organizationLanguages)].filter((l): l is UiLanguage =>
    isOfferedLanguage(l),
  );
  return { organization, all: [...OFFERED_UI_LANGUAGES] };
}
