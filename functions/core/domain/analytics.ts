/**
 * The playback events, shared by PUT /videoCommand (one handler per type) and POST /user-analytics:
 * the video must be one the caller may watch (another tenant's id, or one they may not see → 404),
 * and everything is recorded for the caller only.
 */
import { TIME_WATCHED_INTERVAL_SECONDS } from '#shared/api/endpoints/analytics.js';
import { coveredBuckets } from '#shared/domain/watch-completion.js';
import { analyticsData, type PlaybackRef } from '../data/analytics-data.js';
import { viewableVideo } from '../access/videos.js';
import type { TenantContext } from '../http/tenant.js';
import { logger } from '../http/logger.js';
import { completeWatchedVideo } from './watch-tasks.js';

export type PlaybackEvent =
  | { type: 'videoPlaybackStarted'; videoId: string; version: number; lang: string }
  | {
      type: 'videoTimeWatched';
      videoId: string;
      version: number;
      lang: string;
      time: number;
      watched?: number | undefined;
      from?: number | undefined;
    }
  | { type: 'videoPlaybackEnded'; videoId: string; version: number; lang: string };

/**
 * Records one playback event for the caller and answers whether the caller has now watched the video
 * (completion rests on the parts actually played: shared/domain/watch-completion.ts).
 */
export async function recordPlayback(
  tenant: TenantContext,
  event: PlaybackEvent,
): Promise<{ id: string; completed: boolean }> {
  const video = await viewableVideo(tenant, event.videoId);
  const data = analyticsData(tenant.activeOrgId);
  // History in the viewer's organization; the video's counters where the video lives (external video).
  const ref: PlaybackRef = {
    videoId: video.videoId,
    version: event.version,
    language: event.lang,
    videoOrgId: video.orgId,
    channelId: video.channelId,
  };
  let outcome;
  switch (event.type) {
    case 'videoPlaybackStarted':
      outcome = await data.playbackStarted(tenant.userId, ref);
      break;
    case 'videoTimeWatched': {
      const watched = event.watched ?? TIME_WATCHED_INTERVAL_SECONDS;
      const durationSeconds = (video.durationMs ?? 0) / 1000;
      const buckets = coveredBuckets(durationSeconds, { from: event.from, time: event.time, watched });
      outcome = await data.timeWatched(tenant.userId, ref, { position: event.time, watched, buckets });
      break;
    }
    case 'videoPlaybackEnded':
      outcome = await data.playbackEnded(tenant.userId, ref);
      break;
  }
  if (outcome.completedNow) {
    // The completion rule closes the user's watch-video task (mandatory training, training plans).
    await completeWatchedVideo(tenant.activeOrgId, tenant.userId, video.videoId).catch((error: unknown) =>
      logger.warn('watch-video task not completed', {
        videoId: video.videoId,
        error: (error as Error).message,
      }),
    );
  }
  return { id: video.videoId, completed: outcome.completed };
}
