import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/lazy-page';

const embedPage = (name: 'EmbedRoute' | 'SharingRoute' | 'SharingEmbedRoute') =>
  lazyPage(() => import('./routes/embed-page'), name);

/** Public viewing (spec 1 §2): the embed, the sharing page and the sharing page's embed. */
export const publicViewingRoutes: RouteObject[] = [
  { path: 'embed/:key', lazy: embedPage('EmbedRoute') },
  { path: 'sharing/embed/:key', lazy: embedPage('SharingEmbedRoute') },
  { path: 'sharing/:key', lazy: embedPage('SharingRoute') },
];
