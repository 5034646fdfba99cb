import { describe, expect, it } from 'vitest';
import { guestCentralLoginHref, isDevHost, isLocalHost, logoutHref } from './central-login';

const at = (href: string) => new URL(href);

describe('"Dev hosts are recognised by name patterns (localhost, port 3000, dev, test, qa, cloudfront, dev subdomain)"', () => {
  it.each([
    'http://localhost:5173/',
    'http://acme.localhost:5173/',
    'http://tubes.example.com:3000/',
    'https://acme.dev.tubes.example.com/',
    'https://dev.tubes.example.com/',
    'https://acme-test.tubes.example.com/',
    'https://qa.tubes.example.com/',
    'https://d1234abcd.cloudfront.net/',
  ])('%s is a dev host', (href) => {
    expect(isDevHost(at(href))).toBe(true);
  });

  it.each(['https://acme.tubes.example.com/', 'https://devon.example.com/', 'https://contest.example.com/'])(
    '%s is not',
    (href) => {
      expect(isDevHost(at(href))).toBe(false);
    },
  );
});

describe('logout (spec 1 §7)', () => {
  it('"redirects to the central login with redirectTo (current address), commingFrom (organization domain), isDev=true on dev hosts, and loggingOut=true"', () => {
    const url = new URL(
      logoutHref('http://localhost:5173', at('http://acme.localhost:5173/home?x=1'), 'acme'),
    );
    expect(url.origin).toBe('http://localhost:5173');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      redirectTo: 'http://acme.localhost:5173/home?x=1',
      commingFrom: 'acme',
      isDev: 'true',
      loggingOut: 'true',
    });
  });

  it('no dev flag in production', () => {
    const url = new URL(
      logoutHref('https://tubes.example.com', at('https://acme.tubes.example.com/home'), 'acme'),
    );
    expect(url.searchParams.has('isDev')).toBe(false);
    expect(url.searchParams.get('loggingOut')).toBe('true');
  });
});

describe('guest redirect outside local development (spec 2 §4)', () => {
  it('"the provider\'s central login with redirectTo and the originating domain (plus a dev flag on dev hosts)"', () => {
    const url = new URL(
      guestCentralLoginHref(
        'https://dev.tubes.example.com',
        at('https://acme.dev.tubes.example.com/history'),
        'acme',
      ),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      redirectTo: 'https://acme.dev.tubes.example.com/history',
      commingFrom: 'acme',
      isDev: 'true',
    });
  });

  it('local development is localhost and its sub-domains', () => {
    expect(isLocalHost('acme.localhost')).toBe(true);
    expect(isLocalHost('localhost')).toBe(true);
    expect(isLocalHost('acme.tubes.example.com')).toBe(false);
  });
});
