import * as api from '#shared/api/endpoints/embed.js';
import { httpHandler } from '../core/http/pipeline.js';
import { notFound } from '../core/http/errors.js';
import { videoRefByEmbedKey } from '../core/data/embed-data.js';
import { embedFields } from '../core/domain/embed.js';
import { viewableVideo } from '../core/access/videos.js';

/**
 * GET /query/videoEmbed/{key}: the public pages' fields for a signed-in member, whether or not the
 * video is public. The video must be one they may watch (viewableVideo: of the caller's active
 * organization, or of a channel another organization shares with it) and the key must belong to the
 * video's organization; anything else is a 404, as for another tenant. Playlists: the member
 * endpoints, with the caller's token.
 */
export const handler = httpHandler(api.getMemberVideoEmbed, async ({ tenant, params, event }) => {
  const ref = await videoRefByEmbedKey(params.key);
  if (!ref) throw notFound('The video is not available');
  const video = await viewableVideo(tenant, ref.videoId);
  if (video.orgId !== ref.orgId) throw notFound('The video is not available');
  return embedFields(video.orgId, video, { playlist: 'member', embedKey: params.key, event });
});
