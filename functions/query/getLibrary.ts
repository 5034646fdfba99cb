import * as api from '#shared/api/endpoints/lists.js';
import type { TrackCard, VideoCard } from '#shared/api/index.js';
import { httpHandler } from '../core/http/pipeline.js';
import { tenantData } from '../core/data/tenant-data.js';
import { HttpError } from '../core/http/errors.js';
import { trackQueues, videoCard } from '../core/domain/lists.js';
import { viewableVideo } from '../core/access/videos.js';

/**
 * GET /query/library: what the caller saved, newest first: followed tracks (with how many videos they
 * may watch in them) and followed videos, the favourites. Items no longer readable are left out.
 */
export const handler = httpHandler(api.getLibrary, async ({ tenant }) => {
  const follows = (await tenantData(tenant.activeOrgId).followsOf(tenant.userId)).sort((a, b) =>
    (b.createdAt ?? '').localeCompare(a.createdAt ?? ''),
  );
  const queues = trackQueues(tenant);
  const tracks = await Promise.all(
    follows
      .filter((f) => f.kind === 'track')
      .map(async (f): Promise<TrackCard | null> => {
        const queue = await queues.queueIfReadable(f.targetId);
        return queue
          ? {
              trackId: queue.trackId,
              name: queue.name,
              abstract: queue.abstract,
              channelId: queue.channelId,
              videosCount: queue.items.length,
            }
          : null;
      }),
  );
  const videos = await Promise.all(
    follows
      .filter((f) => f.kind === 'video')
      .map(async (f): Promise<VideoCard | null> => {
        try {
          return await videoCard(await viewableVideo(tenant, f.targetId));
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 404) return null;
          throw error;
        }
      }),
  );
  return {
    tracks: tracks.filter((t): t is TrackCard => t !== null),
    videos: videos.filter((v): v is VideoCard => v !== null),
  };
});
