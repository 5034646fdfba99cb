import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/lazy-page';

/** Spec 2 §2 "Browser-not-supported page", where the unsupported-browser notice leads. */
export const statusRoutes: RouteObject[] = [
  {
    path: 'browser-not-supported',
    lazy: lazyPage(() => import('./routes/browser-not-supported-page'), 'BrowserNotSupportedPage'),
  },
];
