import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/lazy-page';

/**
 * Sharing a playlist with another organization (spec 2 §2): the channel's address and the playlist's
 * address of the same page.
 */
const page = () => import('./routes/playlist-share-page');

export const playlistSharingRoutes: RouteObject[] = [
  { path: 'channel/:channelId/playlist/:trackId/share', lazy: lazyPage(page, 'PlaylistSharePage') },
  { path: 'playlist/edit/:trackId/share', lazy: lazyPage(page, 'PlaylistSharePage') },
];
