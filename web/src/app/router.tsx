import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { PageContainerOutlet } from '../components/page-container';
import { SplashScreen } from '../components/splash-screen';
import { lazyPage } from '../lib/lazy-page';
import type { Site } from '../lib/tenant';
import { adminRoutes } from '../features/admin/routes';
import { guardedRoute, loggedOutRoutes, organizationCheckRoutes } from '../features/auth/routes';
import { channelRoutes } from '../features/channels/routes';
import { channelAdminPagesOfAdmin, channelAdminRoutes } from '../features/channel-admin/routes';
import { reportRoutes } from '../features/reports/routes';
import { publicViewingRoutes } from '../features/embed/routes';
import { historyRoutes } from '../features/history/routes';
import { homeRoutes } from '../features/home/routes';
import { libraryRoutes } from '../features/library/routes';
import { notificationRoutes } from '../features/notifications/routes';
import { orgLoginRoutes } from '../features/org-login/routes';
import { searchRoutes } from '../features/search/routes';
import { statusRoutes } from '../features/status/routes';
import { taskRoutes } from '../features/tasks/routes';
import { tracksAdminRoutes } from '../features/tracks-admin/routes';
import { trainingAdminRoutes } from '../features/training-admin/routes';
import { financeRoutes } from '../features/finance/routes';
import { playlistSharingRoutes } from '../features/playlist-sharing/routes';
import { addVideoRoutes } from '../features/add-video/routes';
import { studioRoutes } from '../features/studio/routes';
import { videoRoutes } from '../features/video/routes';
import { RouteError } from './route-error';
import {
  sessionRootModule,
  shellLayoutModule,
  tenantStartupModule,
  videoPageSlotsModule,
} from './route-modules';

/**
 * Two sites, one app: the apex is the provider's "Login to organization" screen (the central login),
 * every other host is a tenant's workspace. Each feature exports its routes; this router places them in
 * the layouts (startup, session, access groups, shell). Route modules load lazily so the entry chunk
 * stays small (Amplify in particular loads only on tenant hosts, with the auth feature).
 */

/** The central login lives at / ; unknown paths keep their query (redirectTo, loggingOut…). */
function ToApexRoot() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/', search }} replace />;
}

const apexRoutes: RouteObject[] = [
  ...orgLoginRoutes,
  ...organizationCheckRoutes,
  { path: '*', element: <ToApexRoot /> },
];

/** What the add-video feature adds to the video page (loaded alongside the page). */
const videoPageSlots = async () => ({
  NewVersionButton: (await videoPageSlotsModule()).NewVersionButton,
});

/** Spec 2 §2 "Access groups": logged-out only, public viewing, logged-in. */
const tenantRoutes: RouteObject[] = [
  {
    // Startup for every tenant page: organization from the sub-domain, tube, branding.
    lazy: lazyPage(tenantStartupModule, 'TenantStartup'),
    children: [
      {
        // Then the session and initData (splash meanwhile), maintenance mode and browser support.
        lazy: lazyPage(sessionRootModule, 'SessionRoot'),
        children: [
          guardedRoute('loggedOut', loggedOutRoutes),
          ...statusRoutes,
          // Public viewing (spec 1 §2): no layout chrome, anonymous visitors welcome; a 401 here never
          // re-authenticates (features/auth/model/access.ts). The session still loads, so a signed-in
          // visitor sees no login button.
          guardedRoute('public', publicViewingRoutes),
          guardedRoute('member', [
            {
              lazy: lazyPage(shellLayoutModule, 'ShellLayout'),
              children: [
                // "/ redirects to /home" (spec 2 §2).
                { index: true, element: <Navigate to="/home" replace /> },
                {
                  // One padding for the member pages (issue 9 point 18), loading and error states included.
                  // The task, notification and admin pages still bring their own.
                  element: <PageContainerOutlet />,
                  children: [
                    ...homeRoutes,
                    ...videoRoutes(videoPageSlots),
                    ...historyRoutes,
                    ...searchRoutes,
                    ...channelRoutes,
                    ...channelAdminRoutes,
                    ...tracksAdminRoutes,
                    ...playlistSharingRoutes,
                    ...addVideoRoutes,
                    ...libraryRoutes,
                    ...studioRoutes,
                  ],
                },
                ...taskRoutes,
                ...notificationRoutes,
                // "Admin routes open to any logged-in user (content shown depends on permissions)".
                ...adminRoutes,
                ...trainingAdminRoutes,
                ...financeRoutes,
                ...channelAdminPagesOfAdmin,
                ...reportRoutes,
                // Unknown routes "fall back to a default view": the home page.
                { path: '*', element: <Navigate to="/home" replace /> },
              ],
            },
          ]),
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
