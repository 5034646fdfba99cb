/**
 * Where a signed-in user goes when the session ends mid-use (the refresh token expired or was revoked):
 * back through the way they came in. A session that came from the organization's identity provider
 * (an SSO token in the address) goes back to the organization's SSO address, which signs them in again
 * without a password form they may not have; a public viewing page to the embed login; otherwise the
 * local login (localhost) or the provider's central login.
 */
export type ReauthTarget =
  { kind: 'embedLogin' } | { kind: 'sso'; href: string } | { kind: 'login' } | { kind: 'centralLogin' };

export function reauthenticationTarget(input: {
  /** The page is a public viewing page (embeds, public playlists). */
  publicViewing: boolean;
  /** The session was taken from an SSO token of this organization. */
  viaSso: boolean;
  /** The organization's SSO address, when it has SSO. */
  ssoUrl?: string | undefined;
  /** The app runs on localhost (no central login there). */
  local: boolean;
}): ReauthTarget {
  if (input.publicViewing) return { kind: 'embedLogin' };
  if (input.viaSso && input.ssoUrl) return { kind: 'sso', href: input.ssoUrl };
  return input.local ? { kind: 'login' } : { kind: 'centralLogin' };
}

/**
 * The mark that this browser's session came from SSO: the organization it belongs to (a session of
 * another organization on the same browser does not count). Written when an SSO token is adopted,
 * removed by every other way of signing in.
 */
export const SSO_SESSION_STORAGE_KEY = 'ssoSessionOrganization';
