import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { PageContainerOutlet } from '../components/page-container';
import { SplashScreen } from '../components/splash-screen';
import type { Site } from '../lib/tenant';
import { adminRoutes } from '../features/admin/routes';
import { channelRoutes } from '../features/channels/routes';
import { libraryRoutes } from '../features/library/routes';
import { taskRoutes } from '../features/tasks/routes';
import { notificationRoutes } from '../features/notifications/routes';
import { RouteError } from './route-error';

/**
 * Two sites, one app: the apex is the provider's "Login to organization" screen (the central login),
 * every other host is a tenant's workspace. Route modules load lazily so the entry chunk stays small
 * (Amplify in particular loads only on tenant hosts, with the auth feature).
 */

/** The central login lives at / ; unknown paths keep their query (redirectTo, loggingOut…). */
function ToApexRoot() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/', search }} replace />;
}

const apexRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({
      Component: (await import('../features/org-login/routes/org-login-page')).OrgLoginPage,
    }),
  },
  {
    // Where parent-domain cookies are refused (*.localhost), tenants ask the apex for the last-used organization.
    path: 'organization-check',
    lazy: async () => ({
      Component: (await import('../features/auth/routes/organization-check-page')).OrganizationCheckPage,
    }),
  },
  { path: '*', element: <ToApexRoot /> },
];

const guard = (group: 'loggedOut' | 'public' | 'member') => async () => {
  const { RouteGuard } = await import('../features/auth/routes/route-guard');
  return { Component: () => <RouteGuard group={group} /> };
};

const page =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  async () => ({ Component: (await load())[name] });

const login = page(() => import('../features/auth/routes/login-page'), 'LoginPage');
const videoPage = page(() => import('../features/video/routes/video-page'), 'VideoPage');
const embedPage = (name: 'EmbedRoute' | 'SharingRoute' | 'SharingEmbedRoute') =>
  page(() => import('../features/embed/routes/embed-page'), name);

/** Spec 2 §2 "Access groups": logged-out only, public viewing, logged-in. */
const tenantRoutes: RouteObject[] = [
  {
    // Startup for every tenant page: organization from the sub-domain, tube, branding.
    lazy: async () => ({
      Component: (await import('../features/tenant/routes/tenant-startup')).TenantStartup,
    }),
    children: [
      {
        // Then the session and initData (splash meanwhile), maintenance mode and browser support.
        lazy: page(() => import('../features/auth/session/auth-root'), 'AuthRoot'),
        children: [
          {
            lazy: guard('loggedOut'),
            children: [
              { path: 'login', lazy: login },
              // Landing-page logins: the same sign-in, exempt from the last-used organization redirect.
              { path: 'login-lp', lazy: login },
              { path: 'lp', lazy: login },
              // Sign-in for embedded and shared viewing: back to the `redirect` address afterwards.
              { path: 'loginembed', lazy: login },
              {
                path: 'register',
                lazy: page(() => import('../features/auth/routes/register-page'), 'RegisterPage'),
              },
              {
                path: 'forgot-password',
                lazy: page(
                  () => import('../features/auth/routes/forgot-password-page'),
                  'ForgotPasswordPage',
                ),
              },
              {
                path: 'reset-password',
                lazy: page(() => import('../features/auth/routes/reset-password-page'), 'ResetPasswordPage'),
              },
              {
                path: 'auto-login',
                lazy: page(() => import('../features/auth/routes/auto-login-page'), 'AutoLoginPage'),
              },
            ],
          },
          {
            path: 'browser-not-supported',
            lazy: page(
              () => import('../features/status/routes/browser-not-supported-page'),
              'BrowserNotSupportedPage',
            ),
          },
          {
            // Public viewing (spec 1 §2): no layout chrome, anonymous visitors welcome; a 401 here never
            // re-authenticates (features/auth/model/access.ts). The session still loads, so a signed-in
            // visitor sees no login button.
            lazy: guard('public'),
            children: [
              { path: 'embed/:key', lazy: embedPage('EmbedRoute') },
              { path: 'sharing/embed/:key', lazy: embedPage('SharingEmbedRoute') },
              { path: 'sharing/:key', lazy: embedPage('SharingRoute') },
            ],
          },
          {
            lazy: guard('member'),
            children: [
              {
                lazy: page(() => import('./shell-layout'), 'ShellLayout'),
                children: [
                  // "/ redirects to /home" (spec 2 §2).
                  { index: true, element: <Navigate to="/home" replace /> },
                  {
                    // One padding for the member pages (issue 9 point 18), loading and error states included.
                    // The task, notification and admin pages still bring their own.
                    element: <PageContainerOutlet />,
                    children: [
                      {
                        path: 'home',
                        lazy: page(() => import('../features/home/routes/home-page'), 'HomePage'),
                      },
                      { path: 'video/:humanId', lazy: videoPage },
                      { path: 'video/:humanId/:version/:lang', lazy: videoPage },
                      {
                        path: 'history',
                        lazy: page(() => import('../features/history/routes/history-page'), 'HistoryPage'),
                      },
                      {
                        path: 'results',
                        lazy: page(() => import('../features/search/routes/results-page'), 'ResultsPage'),
                      },
                      ...channelRoutes,
                      ...libraryRoutes,
                    ],
                  },
                  ...taskRoutes,
                  ...notificationRoutes,
                  // "Admin routes open to any logged-in user (content shown depends on permissions)".
                  ...adminRoutes,
                  // Unknown routes "fall back to a default view": the home page.
                  { path: '*', element: <Navigate to="/home" replace /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter(site: Site) {
  return createBrowserRouter([
    {
      HydrateFallback: SplashScreen,
      ErrorBoundary: RouteError,
      children: site.kind === 'apex' ? apexRoutes : tenantRoutes,
    },
  ]);
}
