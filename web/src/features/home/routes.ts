import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/lazy-page';

/** /home (spec 1 §2), inside the shell layout. */
export const homeRoutes: RouteObject[] = [
  { path: 'home', lazy: lazyPage(() => import('./routes/home-page'), 'HomePage') },
];
