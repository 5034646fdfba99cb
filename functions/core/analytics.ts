/**
 * The playback events, shared by PUT /videoCommand (one handler per type) and POST /user-analytics:
 * the video must be one the caller may watch (another tenant's id, or one they may not see → 404),
 * and everything is recorded for the caller only.
 */
import { TIME_WATCHED_INTERVAL_SECONDS } from '../../shared/api/index.js';
import { analyticsData, type PlaybackRef } from './data/analytics-data.js';
import { viewableVideo } from './playback.js';
import type { TenantContext } from './tenant.js';

export type PlaybackEvent =
  | { type: 'videoPlaybackStarted'; videoId: string; version: number; lang: string }
  | {
      type: 'videoTimeWatched';
      videoId: string;
      version: number;
      lang: string;
      time: number;
      watched?: number | undefined;
    }
  | { type: 'videoPlaybackEnded'; videoId: string; version: number; lang: string };

export async function recordPlayback(tenant: TenantContext, event: PlaybackEvent): Promise<{ id: string }> {
  const video = await viewableVideo(tenant, event.videoId);
  const data = analyticsData(tenant.activeOrgId);
  // History in the viewer's organization; the video's counters where the video lives (external video).
  const ref: PlaybackRef = {
    videoId: video.videoId,
    version: event.version,
    language: event.lang,
    videoOrgId: video.orgId,
  };
  switch (event.type) {
    case 'videoPlaybackStarted':
      await data.playbackStarted(tenant.userId, ref);
      break;
    case 'videoTimeWatched':
      await data.timeWatched(tenant.userId, ref, event.time, event.watched ?? TIME_WATCHED_INTERVAL_SECONDS);
      break;
    case 'videoPlaybackEnded':
      await data.playbackEnded(tenant.userId, ref);
      break;
  }
  return { id: video.videoId };
}
