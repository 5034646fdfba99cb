import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AuthorizationCodes, CODE_LIFETIME_MS, OAuthError } from './authorization-codes.js';

const tokens = { idToken: 'id', accessToken: 'access', refreshToken: 'refresh', expiresIn: 3600 };
const grant = { clientId: 'client-a', redirectUri: 'http://acme.localhost:5173/', tokens };
const exchange = { clientId: 'client-a', redirectUri: 'http://acme.localhost:5173/', codeVerifier: null };

function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof OAuthError) return error.error;
    throw error;
  }
  throw new Error('no error');
}

describe('authorization codes (code → token exchange)', () => {
  it('exchanges a code once for the tokens it was issued with', () => {
    const codes = new AuthorizationCodes();
    const code = codes.issue(grant);
    expect(codes.redeem({ ...exchange, code })).toEqual(tokens);
    expect(errorOf(() => codes.redeem({ ...exchange, code }))).toBe('invalid_grant');
  });

  it('refuses another client, another redirect URI and an unknown code', () => {
    const codes = new AuthorizationCodes();
    expect(errorOf(() => codes.redeem({ ...exchange, code: codes.issue(grant), clientId: 'client-b' }))).toBe(
      'invalid_client',
    );
    expect(
      errorOf(() =>
        codes.redeem({ ...exchange, code: codes.issue(grant), redirectUri: 'http://evil.test/' }),
      ),
    ).toBe('invalid_grant');
    expect(errorOf(() => codes.redeem({ ...exchange, code: 'made-up' }))).toBe('invalid_grant');
    expect(errorOf(() => codes.redeem({ ...exchange, code: null }))).toBe('invalid_request');
  });

  it('refuses a code after its five minutes', () => {
    let now = 1_000_000;
    const codes = new AuthorizationCodes(() => now);
    const code = codes.issue(grant);
    now += CODE_LIFETIME_MS;
    expect(errorOf(() => codes.redeem({ ...exchange, code }))).toBe('invalid_grant');
  });

  it('with PKCE (S256) exchanges only with the right verifier', () => {
    const codes = new AuthorizationCodes();
    const verifier = 'a-verifier-of-enough-length-0123456789abcdefghijklmnop';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const withPkce = { ...grant, codeChallenge: challenge, codeChallengeMethod: 'S256' as const };
    expect(errorOf(() => codes.redeem({ ...exchange, code: codes.issue(withPkce) }))).toBe('invalid_grant');
    expect(
      errorOf(() => codes.redeem({ ...exchange, code: codes.issue(withPkce), codeVerifier: 'wrong' })),
    ).toBe('invalid_grant');
    expect(codes.redeem({ ...exchange, code: codes.issue(withPkce), codeVerifier: verifier })).toEqual(
      tokens,
    );
  });
});
