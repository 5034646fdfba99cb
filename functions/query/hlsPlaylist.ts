import path from 'node:path';
import { GetObjectCommand, NoSuchKey } from '@aws-sdk/client-s3';
import { api } from '../../shared/api/index.js';
import { httpHandler } from '../core/http.js';
import { notFound } from '../core/errors.js';
import { requiredEnv, s3 } from '../core/aws-clients.js';
import { videoData } from '../core/data/video-data.js';
import { mediaPrefix } from '../core/media-keys.js';
import { presignMediaGet, rewritePlaylist, segmentTtlSeconds, viewableVideo } from '../core/playback.js';

/**
 * GET /query/hls/{videoId}/{version}/{language}/{file}: a completed rendition's HLS playlist from the
 * media bucket of the caller's organization, rewritten so variant playlists come through this
 * endpoint again (with the token) and segments are presigned GETs valid a few minutes past the
 * video's length. Another tenant, an unknown file or a rendition still transcoding: 404.
 */
export const handler = httpHandler(api.hlsPlaylist, async ({ tenant, params }) => {
  const video = await viewableVideo(tenant, params.videoId);
  const renditions = await videoData(tenant.activeOrgId).renditions(video.videoId);
  const rendition = renditions.find(
    (r) => r.version === params.version && r.language === params.language && r.status === 'completed',
  );
  if (!rendition?.hlsMasterKey) throw notFound('Rendition not found');
  const key = `${path.posix.dirname(rendition.hlsMasterKey)}/${params.file}`;
  // The rendition's key comes from the pipeline; still, never serve outside this tenant's rendition.
  const ref = {
    orgId: tenant.activeOrgId,
    videoId: video.videoId,
    version: rendition.version,
    language: rendition.language,
  };
  if (!key.startsWith(mediaPrefix(ref))) throw notFound('Rendition not found');
  let text: string;
  try {
    const object = await s3().send(new GetObjectCommand({ Bucket: requiredEnv('MEDIA_BUCKET'), Key: key }));
    text = (await object.Body?.transformToString('utf-8')) ?? '';
  } catch (error) {
    if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') {
      throw notFound('Playlist not found');
    }
    throw error;
  }
  const ttl = segmentTtlSeconds(rendition.durationMs ?? video.durationMs);
  return rewritePlaylist(text, key, (segmentKey) => presignMediaGet(segmentKey, ttl));
});
