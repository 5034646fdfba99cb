import * as api from '#shared/api/endpoints/render.js';
import { httpHandler } from '../core/http/pipeline.js';
import { notFound } from '../core/http/errors.js';
import { videoData } from '../core/data/video-data.js';
import { assertEditable } from '../core/domain/video-editing.js';
import { rendersOf, toRenderJobEntry } from '../core/domain/render.js';
import { startRenderOf } from '../core/domain/render-start.js';
import { logChange, videoSubject } from '../core/domain/event-log.js';

/**
 * POST /renderVideo (issue 12): burns a version × language's effects and trim into a new rendition.
 * Only an editor of the video (assertEditable: the channel's producing roles or an admin, the video
 * checked out by the caller, not published content, no lock, an editable status) may; the version needs
 * its transcoded original in that language. core/domain/render-start.ts starts it.
 */
export const handler = httpHandler(api.renderVideo, async ({ tenant, body }) => {
  const orgId = tenant.activeOrgId;
  const data = videoData(orgId);
  const video = await data.video(body.videoId);
  if (!video) throw notFound('Video not found');
  // A render that ran past its limit releases the video first (timedOut), as reading it would.
  await rendersOf(orgId, video.videoId);
  const current = (await data.video(video.videoId)) ?? video;
  await assertEditable(tenant, current, body.version);
  const { job, before, after } = await startRenderOf(orgId, current, {
    version: body.version,
    language: body.language,
    requestedBy: tenant.userId,
  });
  await logChange(tenant, videoSubject(video), 'renderVideo', {
    before: { status: before },
    after: { status: after, renderId: job.renderId, version: body.version, language: body.language },
  });
  return toRenderJobEntry(job);
});
