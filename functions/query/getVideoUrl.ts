import * as api from '#shared/api/endpoints/playback.js';
import { DOWNLOAD_URL_TTL_SECONDS } from '#shared/api/endpoints/playback.js';
import { buildPath, fullPath } from '#shared/api/endpoint.js';
import { httpHandler } from '../core/http/pipeline.js';
import { notFound } from '../core/http/errors.js';
import { videoData } from '../core/data/video-data.js';
import { viewableVideo } from '../core/access/videos.js';
import { apiBaseUrl } from '../core/http/request.js';
import { playableRendition } from '../core/media/playlist.js';
import { mediaUrl } from '../core/media/media-urls.js';

/**
 * Spec 1 §7 GET /getVideoUrl: download=1 → a presigned GET (5 min) of the MP4 rendition; download=0 →
 * the URL of the HLS master playlist on this API (GET /query/hls/…), which answers only with the
 * caller's token and hands out segments as presigned GETs. Another tenant's key is a 404.
 */
export const handler = httpHandler(api.getVideoUrl, async ({ tenant, query, event }) => {
  const video = await viewableVideo(tenant, query.key);
  // video.orgId: the caller's organization, or the one sharing the channel (external video).
  const renditions = await videoData(video.orgId).renditions(video.videoId);
  const rendition = playableRendition(video, renditions, {
    version: query.version,
    language: query.language,
  });
  if (!rendition?.hlsMasterKey) throw notFound('The video has no playable rendition yet');
  if (query.download === '1') {
    if (!rendition.mp4Key) throw notFound('The video has no download rendition');
    const safeName =
      video.name
        .replace(/[^A-Za-z0-9 ._-]+/g, '')
        .trim()
        .slice(0, 100) || video.humanId;
    return {
      signedUrl: await mediaUrl(rendition.mp4Key, DOWNLOAD_URL_TTL_SECONDS, {
        downloadName: `${safeName}.mp4`,
      }),
    };
  }
  const file = rendition.hlsMasterKey.slice(rendition.hlsMasterKey.lastIndexOf('/') + 1);
  const playlistPath = buildPath(fullPath(api.hlsPlaylist), {
    videoId: video.videoId,
    version: String(rendition.version),
    language: rendition.language,
    file,
  });
  return { signedUrl: `${apiBaseUrl(event)}${playlistPath}` };
});
