import * as api from '#shared/api/endpoints/analytics.js';
import type { HistoryEntry } from '#shared/api/index.js';
import { httpHandler } from '../core/http/pipeline.js';
import { analyticsData } from '../core/data/analytics-data.js';
import { videoData } from '../core/data/video-data.js';
import { badRequest } from '../core/http/errors.js';
import { viewableVideo } from '../core/access/videos.js';
import { thumbnailOf } from '../core/media/media-urls.js';
import { HttpError } from '../core/http/errors.js';
import { readerVideoName } from '../core/domain/translated-titles.js';

/**
 * GET /query/history: the signed-in user's watch history, most recently watched first, with what the
 * list shows of each video. Entries of videos deleted since, or of another organization's videos no
 * longer shared with the caller's, are left out.
 */
export const handler = httpHandler(api.getHistory, async ({ tenant, query }) => {
  let page: Awaited<ReturnType<ReturnType<typeof analyticsData>['history']>>;
  try {
    page = await analyticsData(tenant.activeOrgId).history(tenant.userId, query);
  } catch (error) {
    // A cursor not produced by this query (edited, or from another user) cannot continue it.
    if (query.cursor) throw badRequest('Invalid cursor');
    throw error;
  }
  const videos = videoData(tenant.activeOrgId);
  const sharedVideo = (videoId: string) =>
    viewableVideo(tenant, videoId).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 404) return null;
      throw error;
    });
  const items = await Promise.all(
    page.items.map(async (entry): Promise<HistoryEntry | null> => {
      // Not in this organization: a video of a channel shared with it, while it still is.
      const video = (await videos.video(entry.videoId)) ?? (await sharedVideo(entry.videoId));
      if (!video) return null;
      return {
        videoId: video.videoId,
        humanId: video.humanId,
        name: readerVideoName(video),
        ...(await thumbnailOf(video.thumbnailKey)),
        ...(video.durationMs !== undefined ? { durationMs: video.durationMs } : {}),
        version: entry.version,
        lang: entry.language,
        position: entry.position ?? 0,
        secondsWatched: entry.secondsWatched ?? 0,
        completed: entry.completed ?? false,
        lastWatchedAt: entry.lastWatchedAt,
      };
    }),
  );
  return { items: items.filter((i): i is HistoryEntry => i !== null), cursor: page.cursor };
});
