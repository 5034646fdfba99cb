import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { SplashScreen } from '../components/splash-screen';
import type { Site } from '../lib/tenant';
import { RouteError } from './route-error';

/**
 * Two sites, one app: the apex is the provider's "Login to organization" screen (the central login),
 * every other host is a tenant's workspace. Route modules load lazily so the entry chunk stays small.
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
  { path: '*', element: <ToApexRoot /> },
];

const tenantWelcome = async () => ({
  Component: (await import('../features/tenant/routes/tenant-welcome-page')).TenantWelcomePage,
});

const tenantRoutes: RouteObject[] = [
  {
    // Startup for every tenant page: organization from the sub-domain, tube, branding.
    lazy: async () => ({
      Component: (await import('../features/tenant/routes/tenant-startup')).TenantStartup,
    }),
    children: [
      { index: true, lazy: tenantWelcome },
      { path: 'login', lazy: tenantWelcome },
      { path: '*', element: <Navigate to="/login" replace /> },
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
