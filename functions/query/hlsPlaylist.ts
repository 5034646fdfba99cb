import * as api from '#shared/api/endpoints/playback.js';
import { httpHandler } from '../core/http/pipeline.js';
import { viewableVideo } from '../core/access/videos.js';
import { renditionPlaylist } from '../core/media/playlist.js';

/**
 * GET /query/hls/{videoId}/{version}/{language}/{file}: a completed rendition's HLS playlist from the
 * media bucket of the video's organization (the caller's, or the one sharing its channel), rewritten so variant playlists come through this
 * endpoint again (with the token) and segments are presigned GETs valid a few minutes past the
 * video's length. Another tenant, an unknown file or a rendition still transcoding: 404.
 */
export const handler = httpHandler(api.hlsPlaylist, async ({ tenant, params }) => {
  const video = await viewableVideo(tenant, params.videoId);
  // An external video's playlist and segments stay under its own organization's media prefix.
  return renditionPlaylist(video.orgId, video, params);
});
