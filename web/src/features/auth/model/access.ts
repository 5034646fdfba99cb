/**
 * Route access groups and the guard's decision (spec 2 §2 "Access groups", §4 "Startup and
 * workspace"). Pure: the route guard component only applies the decision.
 */
import { hasAccess, type Caller } from '#shared/domain/roles';
import {
  GUEST_REDIRECT_LOCATION_DAYS,
  PREVIOUS_LOCATION_DAYS,
  safeInternalPath,
  samePath,
} from './previous-location';

/**
 * - loggedOut: "Logged-out only, with no navbar, toolbar or footer: /login, /auto-login, /login-lp,
 *   /register, /reset-password, /forgot-password, /lp, /loginembed."
 * - public: "Public with no layout chrome: /embed/{key}, /sharing/embed/{key}, /sharing/{key}."
 * - member: "Logged-in" routes; admin: "Admin-only"; staff: "staff = admin or staff" (spec 2 §6).
 */
export type AccessGroup = 'loggedOut' | 'public' | 'member' | 'admin' | 'staff';

export const LOGGED_OUT_PATHS = [
  '/login',
  '/auto-login',
  '/login-lp',
  '/register',
  '/reset-password',
  '/forgot-password',
  '/lp',
  '/loginembed',
] as const;

const PUBLIC_PREFIXES = ['/embed/', '/sharing/'] as const;

/** The login-family routes: the only ones that load in maintenance mode. */
export function isLoggedOutPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return (LOGGED_OUT_PATHS as readonly string[]).includes(path);
}

/** /embed/* and /sharing/*: anonymous viewing. */
export function isPublicViewingPath(pathname: string): boolean {
  return PUBLIC_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** "Public routes (a 401 on them does not trigger re-authentication)" (spec 1 §2). */
export function isReauthExempt(pathname: string): boolean {
  return isLoggedOutPath(pathname) || isPublicViewingPath(pathname);
}

export interface GuardInput {
  group: AccessGroup;
  caller: Caller;
  /** The current location: path, query and hash as in the address bar. */
  location: { pathname: string; search: string; hash: string };
  /** The previous location remembered in the cookie. */
  remembered: string | undefined;
  /** Local development (localhost): guests go to the tenant's own /login. */
  local: boolean;
  /** The page's origin, to accept a `redirectTo` full address pointing to this site. */
  origin: string;
}

export type GuardDecision =
  /** Show the page; `rememberDays` when the path is to be remembered as the previous location. */
  | { kind: 'render'; rememberDays?: number }
  /** Client-side navigation within the workspace. */
  | { kind: 'navigate'; to: string; rememberDays?: number; rememberPath?: string }
  /** Leave for the provider's central login (redirectTo = the current address). */
  | { kind: 'centralLogin'; rememberDays: number; rememberPath: string };

function pathOf(location: GuardInput['location']): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** Where a signed-in user goes instead: "the redirect query value, else the remembered location, else /". */
export function signedInTarget(input: Pick<GuardInput, 'location' | 'remembered' | 'origin'>): string {
  const query = new URLSearchParams(input.location.search);
  const candidates = [
    samePath(query.get('redirect'), input.origin),
    samePath(query.get('redirectTo'), input.origin),
    safeInternalPath(input.remembered),
  ];
  const current = input.location.pathname;
  // Never back to the page that turned the user away (or to another logged-out page): that would loop.
  const target = candidates.find((c) => {
    if (!c) return false;
    const path = new URL(c, 'http://x').pathname;
    return path !== current && !isLoggedOutPath(path);
  });
  return target ?? '/';
}

export function guardDecision(input: GuardInput): GuardDecision {
  const { group, caller, location } = input;
  if (group === 'public') return { kind: 'render' };
  const signedIn = caller.role !== 'guest';

  if (group === 'loggedOut') {
    return signedIn ? { kind: 'navigate', to: signedInTarget(input) } : { kind: 'render' };
  }

  const path = pathOf(location);
  if (!signedIn) {
    // "Guest on a protected route: on localhost to /login?redirect={path}; otherwise to the provider's
    // central login with redirectTo and the originating domain" — the path is remembered for 0.1 day.
    if (input.local) {
      return {
        kind: 'navigate',
        to: `/login?${new URLSearchParams({ redirect: path }).toString()}`,
        rememberDays: GUEST_REDIRECT_LOCATION_DAYS,
        rememberPath: path,
      };
    }
    return { kind: 'centralLogin', rememberDays: GUEST_REDIRECT_LOCATION_DAYS, rememberPath: path };
  }

  if (!hasAccess(caller, group)) return { kind: 'navigate', to: signedInTarget(input) };
  // "Any other path is remembered as the previous location (0.05 day)."
  return { kind: 'render', rememberDays: PREVIOUS_LOCATION_DAYS };
}
