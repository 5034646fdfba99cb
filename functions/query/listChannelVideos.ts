import { api } from '../../shared/api/index.js';
import { httpHandler } from '../core/http.js';
import { readableChannel } from '../core/channel-access.js';
import { visibleVideos } from '../core/channel-content.js';

/** GET /query/channels/{id}/videos: the channel's videos the caller may watch, oldest first. */
export const handler = httpHandler(api.listChannelVideos, async ({ tenant, params }) => {
  const videos = await visibleVideos(await readableChannel(tenant, params.id));
  return videos.map((v) => ({
    id: v.videoId,
    humanId: v.humanId,
    name: v.name,
    abstract: v.abstract ?? '',
    status: v.status ?? 'draft',
    durationMs: v.durationMs ?? null,
    createdAt: v.createdAt ?? '',
  }));
});
