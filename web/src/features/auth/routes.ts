import { createElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/lazy-page';
import type { AccessGroup } from './model/access';

/**
 * The apex's organization check: where parent-domain cookies are refused (*.localhost), tenants ask the
 * apex for the last-used organization.
 */
export const organizationCheckRoutes: RouteObject[] = [
  {
    path: 'organization-check',
    lazy: lazyPage(() => import('./routes/organization-check-page'), 'OrganizationCheckPage'),
  },
];

const login = lazyPage(() => import('./routes/login-page'), 'LoginPage');

/** The logged-out pages of a workspace (spec 2 §2 "logged-out only"). */
export const loggedOutRoutes: RouteObject[] = [
  { path: 'login', lazy: login },
  // Landing-page logins: the same sign-in, exempt from the last-used organization redirect.
  { path: 'login-lp', lazy: login },
  { path: 'lp', lazy: login },
  // Sign-in for embedded and shared viewing: back to the `redirect` address afterwards.
  { path: 'loginembed', lazy: login },
  { path: 'register', lazy: lazyPage(() => import('./routes/register-page'), 'RegisterPage') },
  {
    path: 'forgot-password',
    lazy: lazyPage(() => import('./routes/forgot-password-page'), 'ForgotPasswordPage'),
  },
  {
    path: 'reset-password',
    lazy: lazyPage(() => import('./routes/reset-password-page'), 'ResetPasswordPage'),
  },
  { path: 'auto-login', lazy: lazyPage(() => import('./routes/auto-login-page'), 'AutoLoginPage') },
  // The organization's SSO link: on to its identity provider, or "SSO link not found".
  { path: 'sso', lazy: lazyPage(() => import('./routes/sso-page'), 'SsoPage') },
];

/** A layout route that admits `children` by access group (spec 2 §2) and applies its redirects. */
export function guardedRoute(group: AccessGroup, children: RouteObject[]): RouteObject {
  return {
    lazy: async () => {
      const { RouteGuard } = await import('./routes/route-guard');
      return { Component: () => createElement(RouteGuard, { group }) };
    },
    children,
  };
}
