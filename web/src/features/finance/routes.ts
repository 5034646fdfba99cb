import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/lazy-page';

/** The finance pages (issue 16) that exist so far, for the tenant router to place under the shell. */
export const financeRoutes: RouteObject[] = [
  {
    path: 'admin/service-consumption/wallet',
    lazy: lazyPage(() => import('./routes/wallet-page'), 'WalletPage'),
  },
];
