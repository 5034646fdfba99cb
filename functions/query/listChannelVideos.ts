import * as api from '#shared/api/endpoints/channels.js';
import { httpHandler } from '../core/http/pipeline.js';
import { readableChannel } from '../core/access/channels.js';
import { visibleVideos } from '../core/domain/channel-content.js';
import { thumbnailOf } from '../core/media/media-urls.js';
import { readerVideoName } from '../core/domain/translated-titles.js';

/** GET /query/channels/{id}/videos: the channel's videos the caller may watch, oldest first. */
export const handler = httpHandler(api.listChannelVideos, async ({ tenant, params }) => {
  const videos = await visibleVideos(await readableChannel(tenant, params.id));
  return Promise.all(
    videos.map(async (v) => ({
      id: v.videoId,
      humanId: v.humanId,
      name: readerVideoName(v),
      abstract: v.abstract ?? '',
      status: v.status ?? 'draft',
      durationMs: v.durationMs ?? null,
      // Cards show the thumbnail (issue 9 point 18); an external video's is in its source's media prefix.
      ...(await thumbnailOf(v.thumbnailKey)),
      createdAt: v.createdAt ?? '',
    })),
  );
});
