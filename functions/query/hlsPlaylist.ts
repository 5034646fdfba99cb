import { api } from '../../shared/api/index.js';
import { httpHandler } from '../core/http.js';
import { renditionPlaylist, viewableVideo } from '../core/playback.js';

/**
 * GET /query/hls/{videoId}/{version}/{language}/{file}: a completed rendition's HLS playlist from the
 * media bucket of the caller's organization, rewritten so variant playlists come through this
 * endpoint again (with the token) and segments are presigned GETs valid a few minutes past the
 * video's length. Another tenant, an unknown file or a rendition still transcoding: 404.
 */
export const handler = httpHandler(api.hlsPlaylist, async ({ tenant, params }) => {
  const video = await viewableVideo(tenant, params.videoId);
  return renditionPlaylist(tenant.activeOrgId, video, params);
});
