import { api } from '../../shared/api/index.js';
import { httpHandler } from '../core/http.js';
import { notFound } from '../core/errors.js';
import { videoData } from '../core/data/video-data.js';
import { toTranscodingStatus } from '../core/domain/transcoding.js';

/**
 * Spec 1 §7 GET /transcodingStatus/{videoId}: the video's jobs per version × language, oldest first
 * (the player takes the latest entry of its language and version). Another tenant's id is a 404.
 */
export const handler = httpHandler(api.transcodingStatus, async ({ tenant, params }) => {
  const data = videoData(tenant.activeOrgId);
  const video = await data.video(params.videoId);
  if (!video) throw notFound('Video not found');
  const jobs = await data.jobs(video.videoId);
  return jobs.map(toTranscodingStatus);
});
