import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/lazy-page';

/** The member's personal lists (spec 1 §2 and spec 2 §2 logged-in routes), inside the shell layout. */
export const libraryRoutes: RouteObject[] = [
  {
    path: 'mandatory',
    lazy: lazyPage(() => import('./routes/mandatory-page'), 'MandatoryPage'),
  },
  {
    path: 'library',
    lazy: lazyPage(() => import('./routes/library-page'), 'LibraryPage'),
  },
  {
    path: 'favorites',
    lazy: lazyPage(() => import('./routes/favorites-page'), 'FavoritesPage'),
  },
  {
    path: 'sharings',
    lazy: lazyPage(() => import('./routes/sharings-page'), 'SharingsPage'),
  },
  {
    path: 'my-videos',
    lazy: lazyPage(() => import('./routes/my-videos-page'), 'MyVideosPage'),
  },
];
