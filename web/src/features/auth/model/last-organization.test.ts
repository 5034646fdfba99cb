import { describe, expect, it } from 'vitest';
import {
  apexCheckDestination,
  apexCheckHref,
  apexOrganizationCheck,
  lastOrganizationCookie,
  lastOrganizationCookieDomain,
  organizationCheck,
  readLastOrganization,
  rememberedOrganization,
} from './last-organization';

const base = {
  orgId: 'globex',
  pathname: '/home',
  search: '',
  cookieRecord: undefined,
  cookieCapable: true,
  checkedInTab: false,
};

describe('"A sub-domain different from the last-used organization, outside /login-lp and /lp, redirects to the central login"', () => {
  it('another organization on record → central login', () => {
    expect(organizationCheck({ ...base, cookieRecord: 'acme' })).toEqual({ kind: 'centralLogin' });
  });

  it('the same organization, or none yet → the page loads', () => {
    expect(organizationCheck({ ...base, cookieRecord: 'globex' })).toEqual({ kind: 'ok', record: false });
    expect(organizationCheck(base)).toEqual({ kind: 'ok', record: false });
  });

  it('/login-lp and /lp are exempt', () => {
    expect(organizationCheck({ ...base, cookieRecord: 'acme', pathname: '/login-lp' }).kind).toBe('ok');
    expect(organizationCheck({ ...base, cookieRecord: 'acme', pathname: '/lp' }).kind).toBe('ok');
  });

  it('public viewing pages (/embed, /sharing) are exempt: anonymous visitors, often in another site', () => {
    for (const pathname of ['/embed/abc', '/sharing/abc', '/sharing/embed/abc']) {
      expect(organizationCheck({ ...base, cookieRecord: 'acme', pathname })).toEqual({
        kind: 'ok',
        record: false,
      });
      expect(organizationCheck({ ...base, cookieCapable: false, pathname })).toEqual({
        kind: 'ok',
        record: false,
      });
    }
  });

  it('arriving from the central login for this organization makes it the last used', () => {
    expect(organizationCheck({ ...base, cookieRecord: 'acme', search: '?commingFrom=globex' })).toEqual({
      kind: 'ok',
      record: true,
    });
  });

  it('where parent-domain cookies are refused (localhost), the apex is asked once per tab', () => {
    expect(organizationCheck({ ...base, cookieCapable: false })).toEqual({ kind: 'askApex' });
    expect(organizationCheck({ ...base, cookieCapable: false, checkedInTab: true }).kind).toBe('ok');
    expect(apexOrganizationCheck('acme', 'globex')).toBe('centralLogin');
    expect(apexOrganizationCheck(undefined, 'globex')).toBe('back');
    expect(apexOrganizationCheck('globex', 'globex')).toBe('back');
  });
});

describe('the parent-domain cookie', () => {
  it('uses the app domain, never localhost', () => {
    expect(lastOrganizationCookieDomain('tubes.example.com')).toBe('tubes.example.com');
    expect(lastOrganizationCookieDomain('localhost:5173')).toBeUndefined();
    expect(lastOrganizationCookieDomain('tubes.localhost')).toBeUndefined();
  });

  it('round-trips', () => {
    const cookie = lastOrganizationCookie('acme', 'tubes.example.com', true);
    expect(cookie).toContain('Domain=tubes.example.com');
    expect(cookie).toContain('Secure');
    expect(readLastOrganization(cookie.split(';')[0] as string)).toBe('acme');
  });
});

describe('the apex /organization-check', () => {
  const apex = {
    protocol: 'http:',
    appDomain: 'localhost:5173',
    centralLoginUrl: 'http://localhost:5173',
  };
  const ask = (orgId: string, redirectTo: string) =>
    new URL(apexCheckHref('http://localhost:5173', orgId, redirectTo)).search;

  it('a tenant asks with its organization and its address', () => {
    const url = new URL(
      apexCheckHref('http://localhost:5173', 'acme', 'http://acme.localhost:5173/video/x?t=3'),
    );
    expect(url.pathname).toBe('/organization-check');
    expect(url.searchParams.get('organization')).toBe('acme');
    expect(url.searchParams.get('redirectTo')).toBe('http://acme.localhost:5173/video/x?t=3');
  });

  it('sends the visitor back, marked as checked, when the organization is the one on record or none is', () => {
    const search = ask('acme', 'http://acme.localhost:5173/video/x?t=3');
    for (const remembered of ['acme', undefined]) {
      const back = new URL(apexCheckDestination({ ...apex, search, remembered }));
      expect(back.host).toBe('acme.localhost:5173');
      expect(back.pathname).toBe('/video/x');
      expect(back.searchParams.get('t')).toBe('3');
      expect(back.searchParams.get('orgChecked')).toBe('acme');
    }
  });

  it('sends the visitor to the central login with the redirect target and the origin when another one is', () => {
    const search = ask('acme', 'http://acme.localhost:5173/home');
    const to = new URL(apexCheckDestination({ ...apex, search, remembered: 'globex' }));
    expect(to.origin).toBe('http://localhost:5173');
    expect([...to.searchParams.values()]).toEqual(
      expect.arrayContaining(['http://acme.localhost:5173/home', 'acme']),
    );
  });

  it('never redirects outside the platform, to another scheme or without an organization', () => {
    expect(
      apexCheckDestination({ ...apex, search: ask('acme', 'https://evil.example/'), remembered: undefined }),
    ).toBe('/');
    expect(
      apexCheckDestination({
        ...apex,
        search: ask('acme', 'https://acme.localhost:5173/'),
        remembered: undefined,
      }),
    ).toBe('/');
    expect(
      apexCheckDestination({
        ...apex,
        search: ask('', 'http://acme.localhost:5173/'),
        remembered: undefined,
      }),
    ).toBe('/');
    expect(
      apexCheckDestination({
        ...apex,
        search: '?organization=acme&redirectTo=nonsense',
        remembered: undefined,
      }),
    ).toBe('/');
  });

  it("reads the apex's record, ignoring what is not one", () => {
    expect(rememberedOrganization(JSON.stringify({ orgId: 'acme' }))).toBe('acme');
    expect(rememberedOrganization(null)).toBeUndefined();
    expect(rememberedOrganization('{')).toBeUndefined();
    expect(rememberedOrganization(JSON.stringify({ orgId: 7 }))).toBeUndefined();
  });
});
