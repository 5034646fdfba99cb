import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/lazy-page';

/** /history (spec 1 §2 logged-in routes), inside the shell layout. */
export const historyRoutes: RouteObject[] = [
  { path: 'history', lazy: lazyPage(() => import('./routes/history-page'), 'HistoryPage') },
];
