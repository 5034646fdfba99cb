// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { LAST_ORGANIZATION_STORAGE_KEY as LAST_ORGANIZATION_KEY } from '../../../lib/storage';
import {
  forgetOrganization,
  organizationLoginUrl,
  rememberOrganization,
  rememberedOrganization,
  shouldJumpToRemembered,
} from './organization-target';

const acme = { orgId: 'acme', url: 'http://acme.localhost:5173', domain: 'acme.localhost:5173' };

describe('organizationLoginUrl', () => {
  it("is the organization's /login with commingFrom = organization id (spec 1 §7)", () => {
    expect(organizationLoginUrl(acme.url, 'acme')).toBe('http://acme.localhost:5173/login?commingFrom=acme');
    expect(organizationLoginUrl('https://acme.tubes.example.com/', 'acme')).toBe(
      'https://acme.tubes.example.com/login?commingFrom=acme',
    );
  });

  it('pre-fills the e-mail typed at the apex on the tenant login page (lower-cased, as sign-in wants it)', () => {
    const url = new URL(organizationLoginUrl(acme.url, 'acme', null, ' Member@Acme.test '));
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('email')).toBe('member@acme.test');
  });

  it('passes redirectTo on only when it stays inside that organization', () => {
    const inside = organizationLoginUrl(acme.url, 'acme', 'http://acme.localhost:5173/channel/1/home');
    expect(new URL(inside).searchParams.get('redirectTo')).toBe('http://acme.localhost:5173/channel/1/home');
    expect(new URL(organizationLoginUrl(acme.url, 'acme', '/history')).searchParams.get('redirectTo')).toBe(
      'http://acme.localhost:5173/history',
    );
    for (const outside of [
      'https://evil.example/phish',
      'http://globex.localhost:5173/home',
      '//evil.example',
    ]) {
      expect(new URL(organizationLoginUrl(acme.url, 'acme', outside)).searchParams.has('redirectTo')).toBe(
        false,
      );
    }
  });
});

describe('remembered organization', () => {
  beforeEach(() => window.localStorage.clear());

  it('is stored in local storage and can be forgotten', () => {
    expect(rememberedOrganization()).toBeUndefined();
    rememberOrganization(acme);
    expect(rememberedOrganization()).toEqual(acme);
    forgetOrganization();
    expect(rememberedOrganization()).toBeUndefined();
  });

  it('ignores unreadable or unsafe stored values', () => {
    window.localStorage.setItem(LAST_ORGANIZATION_KEY, '{not json');
    expect(rememberedOrganization()).toBeUndefined();
    window.localStorage.setItem(
      LAST_ORGANIZATION_KEY,
      JSON.stringify({ ...acme, url: 'javascript:alert(1)' }),
    );
    expect(rememberedOrganization()).toBeUndefined();
  });

  it('jumps straight there, except when logging out or choosing another organization', () => {
    expect(shouldJumpToRemembered(new URLSearchParams(''), acme)).toBe(true);
    expect(shouldJumpToRemembered(new URLSearchParams('redirectTo=x&isDev=true'), acme)).toBe(true);
    expect(shouldJumpToRemembered(new URLSearchParams('loggingOut=true'), acme)).toBe(false);
    expect(shouldJumpToRemembered(new URLSearchParams('chooseOrganization=true'), acme)).toBe(false);
    expect(shouldJumpToRemembered(new URLSearchParams(''), undefined)).toBe(false);
  });
});
