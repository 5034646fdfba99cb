import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/lazy-page';

/**
 * Admin pages that exist so far, for the tenant router to place under the shell (the sidebar shows an
 * admin entry only when its page is routed). Each page loads lazily with the admin chunk.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin/organization',
    lazy: lazyPage(() => import('./routes/admin-organization-page'), 'AdminOrganizationPage'),
  },
  {
    path: 'admin/channels',
    lazy: lazyPage(() => import('./routes/admin-channels-page'), 'AdminChannelsPage'),
  },
  {
    path: 'admin/users',
    lazy: lazyPage(() => import('./routes/admin-users-page'), 'AdminUsersPage'),
  },
  {
    path: 'admin/users/usage',
    lazy: lazyPage(() => import('./routes/admin-users-usage-page'), 'AdminUsersUsagePage'),
  },
  {
    path: 'admin/users/:userId/training',
    lazy: lazyPage(() => import('./routes/admin-user-training-page'), 'AdminUserTrainingPage'),
  },
  {
    path: 'admin/videos',
    lazy: lazyPage(() => import('./routes/admin-videos-page'), 'AdminVideosPage'),
  },
  {
    path: 'admin/security',
    lazy: lazyPage(() => import('./routes/admin-security-page'), 'AdminSecurityPage'),
  },
  {
    path: 'admin/azure-ad',
    lazy: lazyPage(() => import('./routes/admin-azure-ad-page'), 'AdminAzureAdPage'),
  },
  {
    path: 'admin/branding',
    lazy: lazyPage(() => import('./routes/admin-branding-page'), 'AdminBrandingPage'),
  },
  {
    path: 'admin/tags',
    lazy: lazyPage(() => import('./routes/admin-tags-page'), 'AdminTagsPage'),
  },
  {
    path: 'admin/information-classification',
    lazy: lazyPage(
      () => import('./routes/admin-information-classification-page'),
      'AdminInformationClassificationPage',
    ),
  },
];
