/**
 * "A single-sign-on token can arrive in the URL hash; an expired SSO token is removed and the user goes
 * to the SSO address" (spec 1 §4; spec 2 §5 "Expired SSO token: token removed, redirect to the SSO
 * address"). The identity provider's redirect (Cognito's implicit grant) appends
 * `#id_token=…&access_token=…&expires_in=…&token_type=Bearer`. Pure: reading and judging the hash;
 * the session code adopts the tokens or redirects. Signatures are not checked here: the API's
 * authorizer verifies every token it receives, so a forged one never reaches data.
 */
import { jwtClaims } from './jwt';

export interface SsoTokens {
  idToken: string;
  accessToken: string;
  refreshToken?: string;
}

export type SsoHash =
  /** No SSO token in the hash: nothing to do. */
  | { kind: 'none' }
  /** Tokens of this organization's app client, not expired: adopt them as the session. */
  | { kind: 'valid'; tokens: SsoTokens; rest: string }
  /** Expired: remove it and go to the SSO address. */
  | { kind: 'expired'; rest: string }
  /** Malformed or issued for another app client: remove it and carry on as if it were not there. */
  | { kind: 'invalid'; rest: string };

const TOKEN_PARAMS = ['id_token', 'access_token', 'refresh_token', 'expires_in', 'token_type', 'state'];

/**
 * @param hash `location.hash` (with or without the leading #)
 * @param clientId this organization's app client: tokens of any other client are not this workspace's
 * @param nowSeconds the current time in seconds
 */
export function readSsoHash(hash: string, clientId: string, nowSeconds: number): SsoHash {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const idToken = params.get('id_token');
  const accessToken = params.get('access_token');
  if (!idToken && !accessToken) return { kind: 'none' };

  const restParams = new URLSearchParams(params);
  for (const name of TOKEN_PARAMS) restParams.delete(name);
  const rest = restParams.toString() ? `#${restParams.toString()}` : '';

  if (!idToken || !accessToken) return { kind: 'invalid', rest };
  const id = jwtClaims(idToken);
  const access = jwtClaims(accessToken);
  if (!id || !access) return { kind: 'invalid', rest };
  if (id.aud !== clientId || (access.client_id !== undefined && access.client_id !== clientId)) {
    return { kind: 'invalid', rest };
  }
  if (id.token_use !== undefined && id.token_use !== 'id') return { kind: 'invalid', rest };
  const expiries = [id.exp, access.exp];
  if (expiries.some((exp) => typeof exp !== 'number')) return { kind: 'invalid', rest };
  if (expiries.some((exp) => (exp as number) <= nowSeconds)) return { kind: 'expired', rest };

  const refreshToken = params.get('refresh_token');
  return {
    kind: 'valid',
    tokens: { idToken, accessToken, ...(refreshToken ? { refreshToken } : {}) },
    rest,
  };
}

/** Whether an address's hash still carries an SSO token (the router's copy of the first address). */
export function hasSsoToken(hash: string): boolean {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.has('id_token') || params.has('access_token');
}
