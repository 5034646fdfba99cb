import * as api from '#shared/api/endpoints/render.js';
import { httpHandler } from '../core/http/pipeline.js';
import { notFound } from '../core/http/errors.js';
import { videoData } from '../core/data/video-data.js';
import { assertMayAddVideos } from '../core/access/may-add-videos.js';
import { rendersOf, toRenderJobEntry } from '../core/domain/render.js';

/**
 * GET /renderJobs/{videoId} (issue 12): the video's renders, newest first, for its editors (the
 * channel's producing roles and admins; others 403, another tenant's id 404). A render past its limit
 * is settled as timedOut when read.
 */
export const handler = httpHandler(api.renderJobs, async ({ tenant, params }) => {
  const video = await videoData(tenant.activeOrgId).video(params.videoId);
  if (!video) throw notFound('Video not found');
  await assertMayAddVideos(tenant, video.channelId, 'You do not have access for this operation');
  return (await rendersOf(tenant.activeOrgId, video.videoId)).map(toRenderJobEntry);
});
