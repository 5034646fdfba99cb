// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const storeTokens = vi.hoisted(() => vi.fn());
vi.mock('../amplify', () => ({ storeTokens }));

const { takeSsoHash } = await import('./sso');

const CLIENT = 'client-acme';
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: Record<string, unknown>) => `${part({ alg: 'RS256' })}.${part(claims)}.sig`;
const hashWith = (exp: number) =>
  `#${new URLSearchParams({
    id_token: jwt({ aud: CLIENT, token_use: 'id', exp }),
    access_token: jwt({ client_id: CLIENT, token_use: 'access', exp, username: 'u-1' }),
  })}`;

describe('takeSsoHash', () => {
  let assign: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    assign = vi.fn();
    storeTokens.mockClear();
    document.cookie = 'previousLocation=; max-age=0; path=/';
  });
  afterEach(() => vi.unstubAllGlobals());

  const at = (hash: string) => {
    window.history.replaceState(null, '', `/home?a=1${hash}`);
    // The real jsdom address for history, a stand-in for navigation (jsdom does not navigate).
    vi.stubGlobal('location', { pathname: '/home', search: '?a=1', hash, protocol: 'http:', assign });
  };

  it('stores a valid token as the session and takes it out of the address', () => {
    at(hashWith(Math.floor(Date.now() / 1000) + 600));
    window.localStorage.removeItem('ssoSessionOrganization');
    expect(takeSsoHash({ id: 'acme', userPoolClientId: CLIENT })).toBe('adopted');
    // Marked as an SSO session of acme: when it ends, the way back is acme's SSO address.
    expect(window.localStorage.getItem('ssoSessionOrganization')).toBe('acme');
    expect(storeTokens).toHaveBeenCalledWith(
      CLIENT,
      expect.objectContaining({ idToken: expect.any(String) }),
    );
    expect(window.history.state).toBeNull();
    expect(new URL(document.URL).hash).toBe('');
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends an expired token to the SSO address, remembering where the user was', () => {
    at(hashWith(Math.floor(Date.now() / 1000) - 600));
    const ssoUrl =
      'https://acme-sso.auth.eu-west-1.amazoncognito.com/oauth2/authorize?identity_provider=acme';
    expect(takeSsoHash({ id: 'acme', userPoolClientId: CLIENT, ssoUrl })).toBe('redirected');
    expect(assign).toHaveBeenCalledWith(ssoUrl);
    expect(storeTokens).not.toHaveBeenCalled();
    expect(new URL(document.URL).hash).toBe('');
    expect(document.cookie).toContain(encodeURIComponent('/home?a=1'));
  });

  it('only removes an expired token when the organization has no SSO address', () => {
    at(hashWith(Math.floor(Date.now() / 1000) - 600));
    expect(takeSsoHash({ id: 'acme', userPoolClientId: CLIENT })).toBe('removed');
    expect(assign).not.toHaveBeenCalled();
    expect(new URL(document.URL).hash).toBe('');
  });

  it('leaves an address without a token alone', () => {
    at('#chapter-2');
    expect(takeSsoHash({ id: 'acme', userPoolClientId: CLIENT })).toBe('none');
    expect(new URL(document.URL).hash).toBe('#chapter-2');
  });
});
