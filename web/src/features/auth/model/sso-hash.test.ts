import { describe, expect, it } from 'vitest';
import { readSsoHash } from './sso-hash';

const CLIENT = 'client-acme';
const NOW = 1_800_000_000;

function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256', kid: 'k' })}.${part(claims)}.signature`;
}
const idToken = (claims: Record<string, unknown> = {}) =>
  jwt({ aud: CLIENT, token_use: 'id', exp: NOW + 3600, ...claims });
const accessToken = (claims: Record<string, unknown> = {}) =>
  jwt({ client_id: CLIENT, token_use: 'access', exp: NOW + 3600, username: 'u-1', ...claims });

describe('readSsoHash (spec 1 §4 "A single-sign-on token can arrive in the URL hash")', () => {
  it('finds nothing in an ordinary hash', () => {
    expect(readSsoHash('', CLIENT, NOW)).toEqual({ kind: 'none' });
    expect(readSsoHash('#section-2', CLIENT, NOW)).toEqual({ kind: 'none' });
  });

  it("adopts the implicit grant's tokens of this organization's client and keeps the rest of the hash", () => {
    const hash = `#id_token=${idToken()}&access_token=${accessToken()}&expires_in=3600&token_type=Bearer&tab=2`;
    const result = readSsoHash(hash, CLIENT, NOW);
    expect(result.kind).toBe('valid');
    if (result.kind !== 'valid') return;
    expect(result.tokens.idToken).toBe(idToken());
    expect(result.tokens.accessToken).toBe(accessToken());
    expect(result.tokens.refreshToken).toBeUndefined();
    expect(result.rest).toBe('#tab=2');
  });

  it('"an expired SSO token is removed and the user goes to the SSO address"', () => {
    const hash = `#id_token=${idToken({ exp: NOW - 1 })}&access_token=${accessToken({ exp: NOW - 1 })}`;
    expect(readSsoHash(hash, CLIENT, NOW)).toEqual({ kind: 'expired', rest: '' });
    // Expiry exactly now counts as expired.
    const atNow = `#id_token=${idToken({ exp: NOW })}&access_token=${accessToken()}`;
    expect(readSsoHash(atNow, CLIENT, NOW).kind).toBe('expired');
  });

  it("ignores tokens issued for another organization's app client", () => {
    const other = `#id_token=${idToken({ aud: 'client-globex' })}&access_token=${accessToken()}`;
    expect(readSsoHash(other, CLIENT, NOW).kind).toBe('invalid');
    const otherAccess = `#id_token=${idToken()}&access_token=${accessToken({ client_id: 'client-globex' })}`;
    expect(readSsoHash(otherAccess, CLIENT, NOW).kind).toBe('invalid');
  });

  it('treats malformed tokens, a missing half or a wrong token type as invalid', () => {
    expect(readSsoHash('#id_token=abc&access_token=def', CLIENT, NOW).kind).toBe('invalid');
    expect(readSsoHash(`#id_token=${idToken()}`, CLIENT, NOW).kind).toBe('invalid');
    expect(
      readSsoHash(`#id_token=${accessToken({ aud: CLIENT })}&access_token=${accessToken()}`, CLIENT, NOW)
        .kind,
    ).toBe('invalid');
    expect(
      readSsoHash(`#id_token=${idToken({ exp: 'soon' })}&access_token=${accessToken()}`, CLIENT, NOW).kind,
    ).toBe('invalid');
  });
});
