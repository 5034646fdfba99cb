/**
 * Applies an SSO token arriving in the URL hash before the session loads (spec 1 §4): a valid one
 * becomes the session (the same token store Amplify uses), an expired one is removed and the user goes
 * to the organization's SSO address; a token of another app client is removed and ignored.
 */
import type { Organization } from '../../../lib/app-context';
import { adoptTokens } from '../amplify';
import { readSsoHash } from '../model/sso-hash';
import { GUEST_REDIRECT_LOCATION_DAYS, rememberLocation } from '../model/previous-location';

export type SsoOutcome = 'none' | 'adopted' | 'removed' | 'redirected';

type SsoOrganization = Pick<Organization, 'userPoolClientId' | 'ssoUrl'>;

// Serialized: a second startup (React's development double effect) waits until the first has stored
// the tokens, then finds the hash already clean and loads the session they make.
let previous: Promise<SsoOutcome> = Promise.resolve('none');

export function applySsoHash(organization: SsoOrganization): Promise<SsoOutcome> {
  previous = previous.catch(() => 'none' as const).then(() => apply(organization));
  return previous;
}

async function apply(organization: SsoOrganization): Promise<SsoOutcome> {
  const { pathname, search, hash } = window.location;
  const result = readSsoHash(hash, organization.userPoolClientId, Math.floor(Date.now() / 1000));
  if (result.kind === 'none') return 'none';
  // The token leaves the address in every case: not in history, not in a bookmark, not in a Referer.
  window.history.replaceState(window.history.state, '', `${pathname}${search}${result.rest}`);
  if (result.kind === 'valid') {
    await adoptTokens(organization.userPoolClientId, result.tokens);
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
