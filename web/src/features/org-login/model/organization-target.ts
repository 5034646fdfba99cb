import { CENTRAL_LOGIN_PARAMS } from '../../../lib/central-login';
import { LAST_ORGANIZATION_STORAGE_KEY, storage } from '../../../lib/storage';

/** The organization a visitor signed in to last (spec 1 §2: "remembers the last organization in local storage"). */
export interface RememberedOrganization {
  orgId: string;
  /** The organization's web address, e.g. http://acme.localhost:5173 */
  url: string;
  /** Its host, shown on the "continue to" button. */
  domain: string;
}

export function rememberOrganization(organization: RememberedOrganization): void {
  storage.set(LAST_ORGANIZATION_STORAGE_KEY, JSON.stringify(organization));
}

export function forgetOrganization(): void {
  storage.remove(LAST_ORGANIZATION_STORAGE_KEY);
}

export function rememberedOrganization(): RememberedOrganization | undefined {
  const raw = storage.get(LAST_ORGANIZATION_STORAGE_KEY);
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<RememberedOrganization>;
    if (typeof value.orgId !== 'string' || typeof value.url !== 'string' || typeof value.domain !== 'string')
      return undefined;
    if (!/^https?:$/.test(new URL(value.url).protocol)) return undefined;
    return { orgId: value.orgId, url: value.url, domain: value.domain };
  } catch {
    return undefined; // written by an older version or tampered with: ask again
  }
}

/**
 * The organization's own login address (spec 1 §7: "Login-with-organization uses commingFrom set to the
 * organization id"). A redirectTo is passed on only when it points into that same organization, so the
 * central login cannot be used to send people elsewhere. The e-mail the visitor typed at the apex fills
 * the tenant's login form (`email`, which /login reads), so it is not typed twice.
 */
export function organizationLoginUrl(
  organizationUrl: string,
  orgId: string,
  redirectTo?: string | null,
  email?: string,
): string {
  const target = new URL('/login', organizationUrl);
  target.searchParams.set(CENTRAL_LOGIN_PARAMS.commingFrom, orgId);
  if (email) target.searchParams.set('email', email.trim().toLowerCase());
  if (redirectTo) {
    try {
      const redirect = new URL(redirectTo, organizationUrl);
      if (redirect.origin === target.origin)
        target.searchParams.set(CENTRAL_LOGIN_PARAMS.redirectTo, redirect.toString());
    } catch {
      // not a URL: dropped
    }
  }
  return target.toString();
}

/**
 * Jump straight to the remembered organization, except when the visitor is logging out (they may
 * want another organization) or came through a "find your organization" link.
 */
export function shouldJumpToRemembered(
  search: URLSearchParams,
  remembered: RememberedOrganization | undefined,
): boolean {
  if (!remembered) return false;
  return (
    search.get(CENTRAL_LOGIN_PARAMS.loggingOut) !== 'true' &&
    search.get(CENTRAL_LOGIN_PARAMS.chooseOrganization) !== 'true'
  );
}
