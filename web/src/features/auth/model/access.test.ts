import { describe, expect, it } from 'vitest';
import { guardDecision, isLoggedOutPath, isReauthExempt, type GuardInput } from './access';

const member = { role: 'member', isStaff: false } as const;
const admin = { role: 'admin', isStaff: false } as const;
const guest = { role: 'guest', isStaff: false } as const;
const staff = { role: 'member', isStaff: true } as const;

function input(overrides: Partial<GuardInput> & { path?: string }): GuardInput {
  const url = new URL(overrides.path ?? '/home', 'http://acme.localhost:5173');
  return {
    group: 'member',
    caller: member,
    location: { pathname: url.pathname, search: url.search, hash: url.hash },
    remembered: undefined,
    local: true,
    origin: 'http://acme.localhost:5173',
    ...overrides,
  };
}

describe('access groups (spec 2 §2)', () => {
  it('"Logged-out only … /login, /auto-login, /login-lp, /register, /reset-password, /forgot-password, /lp, /loginembed"', () => {
    for (const path of [
      '/login',
      '/auto-login',
      '/login-lp',
      '/register',
      '/reset-password',
      '/forgot-password',
      '/lp',
      '/loginembed',
    ])
      expect(isLoggedOutPath(path)).toBe(true);
    expect(isLoggedOutPath('/home')).toBe(false);
  });

  it('"Public routes (a 401 on them does not trigger re-authentication)" and public viewing', () => {
    expect(isReauthExempt('/login')).toBe(true);
    expect(isReauthExempt('/embed/abc')).toBe(true);
    expect(isReauthExempt('/sharing/embed/abc')).toBe(true);
    expect(isReauthExempt('/home')).toBe(false);
  });
});

describe('guard decisions (spec 2 §4)', () => {
  it('"Guest on a protected route: on localhost to /login?redirect={path}" remembering it for 0.1 day', () => {
    expect(guardDecision(input({ caller: guest, path: '/history?x=1' }))).toEqual({
      kind: 'navigate',
      to: '/login?redirect=%2Fhistory%3Fx%3D1',
      rememberDays: 0.1,
      rememberPath: '/history?x=1',
    });
  });

  it('"otherwise to the provider\'s central login"', () => {
    expect(guardDecision(input({ caller: guest, local: false }))).toEqual({
      kind: 'centralLogin',
      rememberDays: 0.1,
      rememberPath: '/home',
    });
  });

  it('"Any other path is remembered as the previous location (0.05 day)"', () => {
    expect(guardDecision(input({ caller: member }))).toEqual({ kind: 'render', rememberDays: 0.05 });
  });

  it('a signed-in user on a logged-out-only page goes to "the redirect query value, else the remembered location, else /"', () => {
    expect(guardDecision(input({ group: 'loggedOut', path: '/login?redirect=%2Fhistory' }))).toEqual({
      kind: 'navigate',
      to: '/history',
    });
    expect(guardDecision(input({ group: 'loggedOut', path: '/login', remembered: '/library' }))).toEqual({
      kind: 'navigate',
      to: '/library',
    });
    expect(guardDecision(input({ group: 'loggedOut', path: '/login' }))).toEqual({
      kind: 'navigate',
      to: '/',
    });
  });

  it('/loginembed returns to the full address in redirect when it is this site (spec 1 §4)', () => {
    const back = 'http://acme.localhost:5173/embed/abc?subTitleLang=da';
    const path = `/loginembed?redirect=${encodeURIComponent(back)}`;
    expect(guardDecision(input({ group: 'loggedOut', path }))).toEqual({
      kind: 'navigate',
      to: '/embed/abc?subTitleLang=da',
    });
    const elsewhere = `/loginembed?redirect=${encodeURIComponent('http://evil.example/embed/abc')}`;
    expect(guardDecision(input({ group: 'loggedOut', path: elsewhere }))).toEqual({
      kind: 'navigate',
      to: '/',
    });
  });

  it("the central login's redirectTo counts when it points to this site; other sites never do", () => {
    const path = `/login?redirectTo=${encodeURIComponent('http://acme.localhost:5173/tasks?a=1')}`;
    expect(guardDecision(input({ group: 'loggedOut', path }))).toEqual({
      kind: 'navigate',
      to: '/tasks?a=1',
    });
    const evil = `/login?redirect=${encodeURIComponent('//evil.example')}&redirectTo=${encodeURIComponent('https://evil.example/')}`;
    expect(guardDecision(input({ group: 'loggedOut', path: evil }))).toEqual({ kind: 'navigate', to: '/' });
  });

  it('a member lacking the role goes to the redirect value, the remembered location or /, never back to the same page', () => {
    expect(guardDecision(input({ group: 'admin', path: '/admin/tasks', remembered: '/history' }))).toEqual({
      kind: 'navigate',
      to: '/history',
    });
    expect(
      guardDecision(input({ group: 'admin', path: '/admin/tasks', remembered: '/admin/tasks' })),
    ).toEqual({
      kind: 'navigate',
      to: '/',
    });
  });

  it('admin-only admits admins; staff admits admins and provider staff ("staff = admin or staff")', () => {
    expect(guardDecision(input({ group: 'admin', caller: admin })).kind).toBe('render');
    expect(guardDecision(input({ group: 'staff', caller: staff })).kind).toBe('render');
    expect(guardDecision(input({ group: 'staff', caller: admin })).kind).toBe('render');
    expect(guardDecision(input({ group: 'staff', caller: member })).kind).toBe('navigate');
  });

  it('public viewing pages render for everyone and are not remembered', () => {
    expect(guardDecision(input({ group: 'public', caller: guest, path: '/embed/k' }))).toEqual({
      kind: 'render',
    });
  });
});
