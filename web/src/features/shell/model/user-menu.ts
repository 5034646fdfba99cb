/**
 * Which user-menu entries a user sees (spec 1 §2 "User menu", §6). "Logged-in-as email (staff only);
 * generate auto-login URL and create auto login (only for some organizations); language switch; …
 * location (country) switch; network submenu (staff only: create link, operational tasks); … logout."
 */
import type { UiLanguage } from '../../../../../shared/domain/languages';
import { UI_LANGUAGES } from '../../../../../shared/domain/languages';

/** Where the network submenu's entries lead (spec 1 §2 staff menu links). */
export const NETWORK_LINKS = [
  { id: 'create-link', path: '/orgs', label: 'network-create-link' },
  { id: 'operational-tasks', path: '/admin/operationalTasks', label: 'network-operational-tasks' },
] as const;

export interface UserMenuContext {
  isStaff: boolean;
  role: 'guest' | 'member' | 'admin';
  isSwitched: boolean;
  /** The organization has auto-login links enabled. */
  autoLoginEnabled: boolean;
  hasPage: (path: string) => boolean;
}

export interface UserMenuVisibility {
  loggedInAs: boolean;
  autoLogin: boolean;
  language: boolean;
  location: boolean;
  network: (typeof NETWORK_LINKS)[number][];
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
    network: signedIn && ctx.isStaff ? NETWORK_LINKS.filter((l) => ctx.hasPage(l.path)) : [],
    logout: signedIn,
  };
}

/**
 * The language switch: the organization's languages first (in its order), then — behind "see all" —
 * every UI language. Unknown codes in the organization's list are ignored.
 */
export function languageChoices(organizationLanguages: readonly string[]): {
  organization: UiLanguage[];
  all: UiLanguage[];
} {
  const known = new Set<string>(UI_LANGUAGES);
  const organization = [...new Set(organizationLanguages)].filter((l): l is UiLanguage => known.has(l));
  return { organization, all: [...UI_LANGUAGES] };
}
