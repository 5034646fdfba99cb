/**
 * The central login (design.md §4): the apex "Login to organization" screen accepts these query
 * parameters. Kept in one place because tenant pages (links back, logout) build them and the apex
 * reads them.
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
