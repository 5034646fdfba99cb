import { describe, expect, it } from 'vitest';
import {
  apexOrganizationCheck,
  lastOrganizationCookie,
  lastOrganizationCookieDomain,
  organizationCheck,
  readLastOrganization,
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
