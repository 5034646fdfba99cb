import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/lazy-page';

/** The apex's "Login to organization" screen (the central login) at / . */
export const orgLoginRoutes: RouteObject[] = [
  { index: true, lazy: lazyPage(() => import('./routes/org-login-page'), 'OrgLoginPage') },
];
