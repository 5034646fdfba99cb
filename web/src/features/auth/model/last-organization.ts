/**
 * "A sub-domain different from the last-used organization, outside /login-lp and /lp, redirects to the
 * central login with a redirect target and an origin parameter" (spec 1 §4). The last-used organization
 * must be readable from every sub-domain, and localStorage is per origin. See docs/decisions.md
 * "## Session": a cookie on the parent (app) domain where the browser accepts one; on `*.localhost`,
 * where Chromium refuses `Domain=localhost` and blocks third-party storage, the apex keeps the record
 * and a tenant asks it once per tab by a top-level round trip (/organization-check).
 */
import { centralLoginHref } from '../../../lib/central-login';
import { hostWithoutPort, resolveSite } from '../../../lib/tenant';

export const LAST_ORGANIZATION_COOKIE = 'tubesLastOrganization';
export { LAST_ORGANIZATION_STORAGE_KEY } from '../../../lib/storage';
/** Query marker on the way back from the apex check; removed from the address at once. */
export const ORGANIZATION_CHECKED_PARAM = 'orgChecked';
/** Per-tab note that the apex check has been done for this organization. */
export const ORGANIZATION_CHECKED_SESSION_KEY = 'tubes.organizationChecked';
export const ORGANIZATION_CHECK_PATH = '/organization-check';
/**
 * This host's organization id, kept from its last startup: a new tab can then ask the apex before the
 * app has loaded and looked the organization up (app/early-organization-check.ts).
 */
export const HOST_ORGANIZATION_STORAGE_KEY = 'tubes.hostOrganization';

const LAST_ORGANIZATION_DAYS = 365;

/** The cookie domain for the record: the app domain (tenants are its sub-domains); none for localhost. */
export function lastOrganizationCookieDomain(appDomain: string): string | undefined {
  const host = hostWithoutPort(appDomain);
  // A single-label or `localhost` domain is refused by browsers as a cookie domain.
  if (!host.includes('.') || host === 'localhost' || host.endsWith('.localhost')) return undefined;
  if (/^[\d.]+$/.test(host)) return undefined;
  return host;
}

export function lastOrganizationCookie(orgId: string, domain: string, secure: boolean): string {
  const maxAge = LAST_ORGANIZATION_DAYS * 24 * 60 * 60;
  return `${LAST_ORGANIZATION_COOKIE}=${encodeURIComponent(orgId)}; Domain=${domain}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function readLastOrganization(cookies: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LAST_ORGANIZATION_COOKIE) {
      try {
        return decodeURIComponent(rest.join('=')) || undefined;
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Paths where the mismatch redirect does not apply (landing-page logins). */
export const MISMATCH_EXEMPT_PATHS = ['/login-lp', '/lp'] as const;
/** Public viewing pages (spec 1 §2) are exempt too: see organizationCheck. */
const PUBLIC_VIEWING_PREFIXES = ['/embed/', '/sharing/'] as const;

export interface OrganizationCheckInput {
  orgId: string;
  pathname: string;
  search: string;
  /** The record from the parent-domain cookie, when cookies can carry it (undefined: none yet). */
  cookieRecord: string | undefined;
  /** Whether this host can use the parent-domain cookie. */
  cookieCapable: boolean;
  /** This tab already asked the apex about this organization. */
  checkedInTab: boolean;
}

export type OrganizationCheck =
  { kind: 'ok'; record: boolean } | { kind: 'centralLogin' } | { kind: 'askApex' };

export function organizationCheck(input: OrganizationCheckInput): OrganizationCheck {
  const path = input.pathname.replace(/\/+$/, '') || '/';
  if ((MISMATCH_EXEMPT_PATHS as readonly string[]).includes(path)) return { kind: 'ok', record: false };
  // Public viewing (/embed, /sharing) is for anonymous visitors, often inside another site's frame: the
  // organization comes from the video's key, and a visitor's last-used organization is no reason to leave.
  if (PUBLIC_VIEWING_PREFIXES.some((prefix) => path.startsWith(prefix))) return { kind: 'ok', record: false };
  const query = new URLSearchParams(input.search);
  // Coming from the central login, which sent the visitor to this organization: it is now the last used.
  if (query.get('commingFrom') === input.orgId || query.get(ORGANIZATION_CHECKED_PARAM) === input.orgId)
    return { kind: 'ok', record: true };
  if (input.cookieCapable) {
    if (input.cookieRecord && input.cookieRecord !== input.orgId) return { kind: 'centralLogin' };
    return { kind: 'ok', record: false };
  }
  return input.checkedInTab ? { kind: 'ok', record: false } : { kind: 'askApex' };
}

/** The apex's decision for /organization-check?organization=…: back to the tenant, or to the central login. */
export function apexOrganizationCheck(
  remembered: string | undefined,
  orgId: string,
): 'back' | 'centralLogin' {
  return remembered && remembered !== orgId ? 'centralLogin' : 'back';
}

/** The apex's record (the "Login to organization" screen's JSON `{orgId}`), if readable. */
export function rememberedOrganization(raw: string | null): string | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as { orgId?: unknown };
    return typeof value.orgId === 'string' ? value.orgId : undefined;
  } catch {
    return undefined;
  }
}

/** Where a tenant page asks the apex: /organization-check?organization=…&redirectTo=… */
export function apexCheckHref(apexOrigin: string, orgId: string, redirectTo: string): string {
  const url = new URL(ORGANIZATION_CHECK_PATH, apexOrigin);
  url.searchParams.set('organization', orgId);
  url.searchParams.set('redirectTo', redirectTo);
  return url.toString();
}

/**
 * Where the apex's /organization-check sends the visitor: back to the tenant (marked as checked) when
 * it is the organization on record or none is; to the central login with the redirect target and the
 * origin parameter when another one is (spec 1 §4); to the apex root for anything that is not a tenant
 * of this platform on the same scheme (the check must not become an open redirect).
 */
export function apexCheckDestination(input: {
  search: string;
  protocol: string;
  appDomain: string;
  centralLoginUrl: string;
  remembered: string | undefined;
}): string {
  const params = new URLSearchParams(input.search);
  const orgId = params.get('organization') ?? '';
  let target: URL | undefined;
  try {
    target = new URL(params.get('redirectTo') ?? '');
  } catch {
    target = undefined;
  }
  const tenant = target ? resolveSite(target.hostname, input.appDomain) : undefined;
  if (!target || tenant?.kind !== 'tenant' || target.protocol !== input.protocol || !orgId) return '/';
  if (apexOrganizationCheck(input.remembered, orgId) === 'back') {
    target.searchParams.set(ORGANIZATION_CHECKED_PARAM, orgId);
    return target.toString();
  }
  return centralLoginHref(input.centralLoginUrl, { redirectTo: target.toString(), commingFrom: orgId });
}

/** Whether this tab already asked the apex about `orgId` (no session storage: yes, or it would loop). */
export function checkedInThisTab(orgId: string): boolean {
  try {
    return window.sessionStorage.getItem(ORGANIZATION_CHECKED_SESSION_KEY) === orgId;
  } catch {
    return true;
  }
}
