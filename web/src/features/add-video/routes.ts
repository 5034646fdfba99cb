import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/lazy-page';

/** /channel/{channelId}/playlist/{trackId}/create-video (spec 2 §2): "Add video" into that playlist. */
export const addVideoRoutes: RouteObject[] = [
  {
    path: 'channel/:channelId/playlist/:trackId/create-video',
    lazy: lazyPage(() => import('./routes/create-video-in-track-page'), 'CreateVideoInTrackPage'),
  },
];
