/**
 * The central login (design.md §4): the apex "Login to organization" screen accepts these query
 * parameters. Kept in one place because tenant pages (links back, logout, guest redirects) build them
 * and the apex reads them.
 */
export const CENTRAL_LOGIN_PARAMS = {
  redirectTo: 'redirectTo',
  /** The organization the visitor comes from (spec 1 §7: id on login, domain on logout). */
  commingFrom: 'commingFrom',
  isDev: 'isDev',
  loggingOut: 'loggingOut',
  /** Set by "Find your organization" links: show the form instead of jumping to the remembered organization. */
  chooseOrganization: 'chooseOrganization',
} as const;

export type CentralLoginParams = Partial<Record<keyof typeof CENTRAL_LOGIN_PARAMS, string | boolean>>;

export function centralLoginHref(centralLoginUrl: string, params: CentralLoginParams = {}): string {
  const url = new URL(centralLoginUrl);
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === false) continue;
    url.searchParams.set(CENTRAL_LOGIN_PARAMS[key as keyof typeof CENTRAL_LOGIN_PARAMS], String(value));
  }
  return url.toString();
}

/**
 * "Dev hosts are recognised by name patterns (localhost, port 3000, dev, test, qa, cloudfront, dev
 * subdomain)" (spec 1 §7, spec 2 §9). A pattern matches a whole label or a hyphen-separated part of one
 * (`acme.dev.example.com`, `qa-tubes.example.com`), so names that merely contain the letters
 * (`devon.example.com`, `contest.example.com`) are not dev hosts.
 */
const DEV_NAME_PARTS = new Set(['localhost', 'dev', 'test', 'qa']);

export function isDevHost(location: Pick<URL, 'hostname' | 'port'>): boolean {
  const hostname = location.hostname.toLowerCase().replace(/\.$/, '');
  if (location.port === '3000') return true;
  if (hostname === '127.0.0.1' || hostname === '[::1]') return true;
  if (hostname.endsWith('.cloudfront.net')) return true;
  return hostname.split('.').some((label) => label.split('-').some((part) => DEV_NAME_PARTS.has(part)));
}

/** Local development (`localhost`, `*.localhost`): guests go to the tenant's own /login (spec 2 §4). */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]';
}

type CurrentPage = Pick<URL, 'href' | 'hostname' | 'port'>;

/** Back to the central login from this page: redirectTo, commingFrom and the dev flag on dev hosts. */
function fromHere(
  centralLoginUrl: string,
  current: CurrentPage,
  organizationDomain: string,
  loggingOut: boolean,
) {
  return centralLoginHref(centralLoginUrl, {
    redirectTo: current.href,
    commingFrom: organizationDomain,
    isDev: isDevHost(current),
    loggingOut,
  });
}

/**
 * Logout (spec 1 §7): "redirects to the central login with redirectTo (current address), commingFrom
 * (organization domain), isDev=true on dev hosts, and loggingOut=true."
 */
export function logoutHref(
  centralLoginUrl: string,
  current: CurrentPage,
  organizationDomain: string,
): string {
  return fromHere(centralLoginUrl, current, organizationDomain, true);
}

/**
 * A guest on a protected page outside local development goes to the central login "with redirectTo
 * and the originating domain (plus a dev flag on dev hosts)" (spec 2 §4).
 */
export function guestCentralLoginHref(
  centralLoginUrl: string,
  current: CurrentPage,
  organizationDomain: string,
): string {
  return fromHere(centralLoginUrl, current, organizationDomain, false);
}
