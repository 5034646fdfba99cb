import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/lazy-page';

/** The studio (issue 12, spec 2 §2 video routes): a video's sections and editing tabs. */
export const studioRoutes: RouteObject[] = [
  { path: 'create/video', lazy: lazyPage(() => import('./routes/create-video-page'), 'CreateVideoPage') },
  {
    path: 'edit/video/:section/:videoId/:version',
    lazy: lazyPage(() => import('./routes/studio-page'), 'StudioPage'),
  },
  {
    // Issue 14 (spec 2 §2 translation routes): the translator's page of a translation step's task.
    path: 'translate-video/:taskId',
    lazy: lazyPage(() => import('./translate/translate-video-page'), 'TranslateVideoPage'),
  },
];
