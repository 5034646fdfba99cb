import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/lazy-page';

/**
 * The tracks administration's pages (spec 2 §2 playlist and track routes, /channel/{id}/tracks, the
 * create-video address of a playlist, /admin/tracks and /admin/playlists; a playlist's translations,
 * issue 14). /track/… and /playlist/… are one page each: the spec names both words for the same thing.
 * Loaded lazily.
 */
const editor = () => import('./routes/track-editor-pages');
const users = () => import('./routes/track-users-page');
const translations = () => import('./routes/track-translations-page');
const admin = () => import('./routes/admin-tracks-page');

export const tracksAdminRoutes: RouteObject[] = [
  { path: 'track/create', lazy: lazyPage(editor, 'CreateTrackRoute') },
  { path: 'playlist/create', lazy: lazyPage(editor, 'CreatePlaylistRoute') },
  { path: 'playlist/create/:trackId', lazy: lazyPage(editor, 'CreatePlaylistRoute') },
  { path: 'track/edit/:trackId', lazy: lazyPage(editor, 'EditTrackRoute') },
  { path: 'playlist/edit/:trackId', lazy: lazyPage(editor, 'EditPlaylistRoute') },
  {
    path: 'playlist/edit/:trackId/translations',
    lazy: lazyPage(translations, 'PlaylistTranslationsRoute'),
  },
  { path: 'track/users/:trackId', lazy: lazyPage(users, 'TrackUsersRoute') },
  { path: 'playlist/users/:trackId', lazy: lazyPage(users, 'PlaylistUsersRoute') },
  { path: 'admin/tracks', lazy: lazyPage(admin, 'AdminTracksRoute') },
  { path: 'admin/playlists', lazy: lazyPage(admin, 'AdminPlaylistsRoute') },
  {
    path: 'channel/:channelId/tracks',
    lazy: lazyPage(() => import('./routes/channel-tracks-page'), 'ChannelTracksPage'),
  },
];
