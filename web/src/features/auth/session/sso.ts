/**
 * Takes an SSO token arriving in the URL hash, first thing at startup (spec 1 §4): a valid one becomes
 * the session (written where Amplify keeps its tokens), an expired one is removed and the user goes to
 * the organization's SSO address; a token of another app client is removed and ignored. Synchronous, so
 * the token is out of the address before anything (the organization check, a guard's redirect
 * parameter) could copy it elsewhere.
 */
import type { Organization } from '../../../lib/app-context';
import { storeTokens } from '../amplify';
import { readSsoHash } from '../model/sso-hash';
import { GUEST_REDIRECT_LOCATION_DAYS, rememberLocation } from '../model/previous-location';
import { SSO_SESSION_STORAGE_KEY } from '../model/reauth-target';
import { storage } from '../../../lib/storage';

export type SsoOutcome = 'none' | 'adopted' | 'removed' | 'redirected';

export function takeSsoHash(
  organization: Pick<Organization, 'id' | 'userPoolClientId' | 'ssoUrl'>,
): SsoOutcome {
  const { pathname, search, hash } = window.location;
  const result = readSsoHash(hash, organization.userPoolClientId, Math.floor(Date.now() / 1000));
  if (result.kind === 'none') return 'none';
  // The token leaves the address in every case: not in history, not in a bookmark, not in a Referer.
  window.history.replaceState(window.history.state, '', `${pathname}${search}${result.rest}`);
  if (result.kind === 'valid') {
    storeTokens(organization.userPoolClientId, result.tokens);
    // When this session ends, the way back in is the identity provider again (reauth-target.ts).
    storage.set(SSO_SESSION_STORAGE_KEY, organization.id);
    return 'adopted';
  }
  if (result.kind === 'expired' && organization.ssoUrl) {
    // Back to this page after the identity provider (previous-location cookie: 0.1 day for SSO).
    rememberLocation(`${pathname}${search}${result.rest}`, GUEST_REDIRECT_LOCATION_DAYS);
    window.location.assign(organization.ssoUrl);
    return 'redirected';
  }
  return 'removed';
}

export { hasSsoToken } from '../model/sso-hash';
