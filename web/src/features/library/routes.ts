import type { RouteObject } from 'react-router-dom';

/** The member's personal lists (spec 1 §2 and spec 2 §2 logged-in routes), inside the shell layout. */
export const libraryRoutes: RouteObject[] = [
  {
    path: 'mandatory',
    lazy: async () => ({ Component: (await import('./routes/mandatory-page')).MandatoryPage }),
  },
  {
    path: 'library',
    lazy: async () => ({ Component: (await import('./routes/library-page')).LibraryPage }),
  },
  {
    path: 'favorites',
    lazy: async () => ({ Component: (await import('./routes/favorites-page')).FavoritesPage }),
  },
  {
    path: 'sharings',
    lazy: async () => ({ Component: (await import('./routes/sharings-page')).SharingsPage }),
  },
  {
    path: 'my-videos',
    lazy: async () => ({ Component: (await import('./routes/my-videos-page')).MyVideosPage }),
  },
];
