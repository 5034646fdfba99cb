import type { RouteObject } from 'react-router-dom';

/** The notifications page (spec 1 §2 logged-in routes: /notifications). */
export const notificationRoutes: RouteObject[] = [
  {
    path: 'notifications',
    lazy: async () => ({
      Component: (await import('./routes/notifications-page')).NotificationsPage,
    }),
  },
];
