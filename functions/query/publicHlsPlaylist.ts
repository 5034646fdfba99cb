import * as api from '#shared/api/endpoints/embed.js';
import { httpHandler } from '../core/http/pipeline.js';
import { publicEmbedVideo } from '../core/access/videos.js';
import { renditionPlaylist } from '../core/media/playlist.js';

/**
 * GET /query/embed-hls/{key}/{version}/{language}/{file}: the public counterpart of /query/hls for
 * anonymous viewers of a public embed. The organization and the video come from the embed key; only a
 * video whose publicEmbed is true answers (otherwise 403, unknown key 404). Variant playlists resolve
 * back to this endpoint (relative URIs), segments are presigned GETs, as for members.
 */
export const handler = httpHandler(api.publicHlsPlaylist, async ({ params }) => {
  const { orgId, video } = await publicEmbedVideo(params.key);
  return renditionPlaylist(orgId, video, params);
});
