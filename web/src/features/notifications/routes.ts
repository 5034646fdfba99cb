import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/lazy-page';

/** The notifications page (spec 1 §2 logged-in routes: /notifications). */
export const notificationRoutes: RouteObject[] = [
  {
    path: 'notifications',
    lazy: lazyPage(() => import('./routes/notifications-page'), 'NotificationsPage'),
  },
];
