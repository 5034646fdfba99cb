import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/lazy-page';

/** /results?q= (spec 1 §2), inside the shell layout. */
export const searchRoutes: RouteObject[] = [
  { path: 'results', lazy: lazyPage(() => import('./routes/results-page'), 'ResultsPage') },
];
