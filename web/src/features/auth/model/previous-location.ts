/**
 * The previous location (spec 1 §9, spec 2 §9): "Previous-location cookie: 0.1 day (set for guest
 * redirect) and 0.05 day (about 72 minutes) for the general remembered path." A host-only cookie: every
 * organization remembers its own paths.
 */
export const PREVIOUS_LOCATION_COOKIE = 'previousLocation';
/** The general remembered path. */
export const PREVIOUS_LOCATION_DAYS = 0.05;
/** Set when a guest is sent to login (or arrives through single sign-on). */
export const GUEST_REDIRECT_LOCATION_DAYS = 0.1;

const SECONDS_PER_DAY = 24 * 60 * 60;

/** The `document.cookie` assignment that remembers `path` for `days`. */
export function previousLocationCookie(path: string, days: number, secure = false): string {
  const maxAge = Math.round(days * SECONDS_PER_DAY);
  return `${PREVIOUS_LOCATION_COOKIE}=${encodeURIComponent(path)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function clearPreviousLocationCookie(): string {
  return `${PREVIOUS_LOCATION_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/** The remembered path from a `document.cookie` string, if it is a path within this site. */
export function readPreviousLocation(cookies: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== PREVIOUS_LOCATION_COOKIE) continue;
    try {
      return safeInternalPath(decodeURIComponent(rest.join('=')));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * A redirect target is used only when it is a path of this site ("/x", never "//evil.example" or
 * "https://…"), so query values and cookies cannot send a signed-in user elsewhere.
 */
export function safeInternalPath(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}

/** A `redirectTo` full address (from the central login) reduced to a path when it points to this origin. */
export function samePath(value: string | null | undefined, origin: string): string | undefined {
  if (!value) return undefined;
  if (value.startsWith('/')) return safeInternalPath(value);
  try {
    const url = new URL(value);
    if (url.origin !== origin) return undefined;
    return safeInternalPath(`${url.pathname}${url.search}${url.hash}`);
  } catch {
    return undefined;
  }
}

/** Browser glue: remember / read through document.cookie. */
export function rememberLocation(path: string, days: number = PREVIOUS_LOCATION_DAYS): void {
  document.cookie = previousLocationCookie(path, days, window.location.protocol === 'https:');
}

export function rememberedLocation(): string | undefined {
  return readPreviousLocation(document.cookie);
}

export function forgetLocation(): void {
  document.cookie = clearPreviousLocationCookie();
}
