import { createElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { loadHls } from '../../components/player/use-hls-player';
import type { VideoPageSlots } from './routes/video-page';

/**
 * /video/{humanId} and /video/{humanId}/{version}/{lang} (spec 1 §2), inside the shell layout. The app
 * passes what other features add to the page; it loads alongside the page's own module. hls.js (the
 * largest chunk) starts loading with them, not once the playlist address has arrived.
 */
export function videoRoutes(loadSlots: () => Promise<VideoPageSlots>): RouteObject[] {
  const lazy = async () => {
    // Not awaited: the page renders while it loads; the player's own loadHls() then finds it loaded.
    void loadHls().catch(() => undefined);
    const [{ VideoPage }, slots] = await Promise.all([import('./routes/video-page'), loadSlots()]);
    return { Component: () => createElement(VideoPage, slots) };
  };
  return [
    { path: 'video/:humanId', lazy },
    { path: 'video/:humanId/:version/:lang', lazy },
  ];
}
