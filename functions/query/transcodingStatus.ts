import * as api from '#shared/api/endpoints/media.js';
import { httpHandler } from '../core/http/pipeline.js';
import { videoData } from '../core/data/video-data.js';
import { toTranscodingStatus } from '../core/domain/transcoding.js';
import { viewableVideo } from '../core/access/videos.js';

/**
 * Spec 1 §7 GET /transcodingStatus/{videoId}: the video's jobs per version × language, oldest first
 * (the player takes the latest entry of its language and version). Readable by whoever may open the
 * video's page (viewableVideo: also a video of a channel shared into the organization, read at its
 * source); anything else, another tenant's id included, is a 404.
 */
export const handler = httpHandler(api.transcodingStatus, async ({ tenant, params }) => {
  const video = await viewableVideo(tenant, params.videoId);
  const jobs = await videoData(video.orgId).jobs(video.videoId);
  return jobs.map(toTranscodingStatus);
});
