import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/lazy-page';

/**
 * The training admin sections (issue 15; spec 2 §2 admin routes application-roles, application-ids,
 * processes, training-plans, training-users, pools, lanes). Loaded lazily; the pages show their content to admins of
 * the operator organization only (spec 2 §6).
 */
export const trainingAdminRoutes: RouteObject[] = [
  {
    path: 'admin/application-roles',
    lazy: lazyPage(() => import('./routes/application-roles-page'), 'ApplicationRolesPage'),
  },
  {
    path: 'admin/application-ids',
    lazy: lazyPage(() => import('./routes/application-ids-page'), 'ApplicationIdsPage'),
  },
  { path: 'admin/processes', lazy: lazyPage(() => import('./routes/processes-page'), 'ProcessesPage') },
  {
    path: 'admin/training-plans',
    lazy: lazyPage(() => import('./routes/training-plans-page'), 'TrainingPlansPage'),
  },
  {
    path: 'admin/training-users',
    lazy: lazyPage(() => import('./routes/training-users-page'), 'TrainingUsersPage'),
  },
  { path: 'admin/pools', lazy: lazyPage(() => import('./routes/pools-page'), 'PoolsPage') },
  { path: 'admin/lanes', lazy: lazyPage(() => import('./routes/lanes-page'), 'LanesPage') },
];
