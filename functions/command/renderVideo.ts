import * as api from '#shared/api/endpoints/render.js';
import { RENDER_TEXTS } from '#shared/api/endpoints/render.js';
import { buildRenderPlan, renderedSeconds, RenderPlanError } from '#shared/domain/render-plan.js';
import { LIFECYCLE_TEXTS, mayTransition } from '#shared/domain/video-lifecycle.js';
import { httpHandler } from '../core/http/pipeline.js';
import { conflict, notFound } from '../core/http/errors.js';
import { env } from '../core/http/env.js';
import { logger } from '../core/http/logger.js';
import { videoData } from '../core/data/video-data.js';
import { renderingData } from '../core/data/rendering-data.js';
import { newRenderId, renderData } from '../core/data/render-data.js';
import { videoLifecycleData } from '../core/data/video-lifecycle.js';
import { s3 } from '../core/media/s3.js';
import { renderRequestKey } from '../core/media/render-keys.js';
import { acquireLock, assertEditable, releaseLock } from '../core/domain/video-editing.js';
import { renderInputOf, rendersOf, toRenderJobEntry } from '../core/domain/render.js';
import { logChange, videoSubject } from '../core/domain/event-log.js';
import { originalOf } from '../core/domain/original.js';
import { voiceOverData } from '../core/data/voice-over-data.js';
import { overlongChapters, VOICE_OVER_TEXTS } from '#shared/domain/voice-over.js';

/**
 * POST /renderVideo (issue 12): burns a version × language's effects and trim into a new rendition.
 * Only an editor of the video (assertEditable: the channel's producing roles or an admin, the video
 * checked out by the caller, not published content, no lock, an editable status) may; the version needs
 * its transcoded original in that language. The render takes the video's processing lock, moves the
 * video to `rendering`, records the render (queued) and writes its request object: its arrival starts
 * the MediaConvert job (functions/media/startRender.ts). What was written is undone when a later step
 * fails, so no half-started render stays.
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
  // Every render starts again from the original, on its timeline.
  const original = await originalOf(orgId, video.videoId, body.version, body.language);
  if (!original) throw conflict(RENDER_TEXTS.noMedia);
  const totalSeconds = original.seconds;
  const stored = await renderingData(orgId).get(video.videoId, body.version, body.language);
  let plan;
  try {
    plan = buildRenderPlan(renderInputOf(stored, totalSeconds));
  } catch (error) {
    if (error instanceof RenderPlanError) throw conflict(error.message);
    throw error;
  }
  // Spec 2 voice-over: overlong speech is flagged before the render, never cut silently by it.
  if (body.language === video.masterLanguage) {
    const voiceOvers = await voiceOverData(orgId).ofVideo(video.videoId);
    for (const voiceOver of voiceOvers.filter((v) => v.version === body.version)) {
      const overlong = overlongChapters(voiceOver.chapters);
      if (overlong.length > 0)
        throw conflict(`${voiceOver.language}: ${VOICE_OVER_TEXTS.overlong(overlong)}`);
    }
  }
  const status = current.status ?? 'draft';
  // A new version of a published video (assertEditable refused the published content itself): members
  // keep watching the published version, so the video keeps its status and the render holds the lock only.
  const keepsStatus = status === 'published';
  if (!keepsStatus && !mayTransition(status, 'render')) {
    throw conflict(LIFECYCLE_TEXTS.refused('render', status));
  }

  const lock = await acquireLock(orgId, video.videoId, 'processing');
  const renderId = newRenderId();
  const kept = renderedSeconds(plan, totalSeconds);
  const job = {
    videoId: video.videoId,
    renderId,
    version: body.version,
    language: body.language,
    plan: JSON.stringify(plan),
    source: original.source,
    totalSeconds,
    trimSeconds: Math.round((totalSeconds - kept) * 1000) / 1000,
    lockSince: lock.since,
    requestedBy: tenant.userId,
    createdAt: lock.since,
  };
  const lifecycle = videoLifecycleData(orgId);
  let moved = false;
  try {
    if (!keepsStatus) {
      moved = await lifecycle.setStatus(video.videoId, status, 'rendering');
      if (!moved) throw conflict(LIFECYCLE_TEXTS.changed);
    }
    await renderData(orgId).create(job);
    const { client, sdk } = await s3();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: env.uploadsBucket(),
        Key: renderRequestKey({ orgId, videoId: video.videoId, renderId }),
        Body: JSON.stringify({ version: body.version, language: body.language }),
        ContentType: 'application/json',
      }),
    );
  } catch (error) {
    logger.warn('render could not be started', { videoId: video.videoId, renderId, error: String(error) });
    await renderData(orgId).advance(video.videoId, renderId, {
      status: 'error',
      error: RENDER_TEXTS.startFailed,
    });
    if (moved) await lifecycle.setStatus(video.videoId, 'rendering', status);
    await releaseLock(orgId, video.videoId, lock.since);
    throw error;
  }
  await logChange(tenant, videoSubject(video), 'renderVideo', {
    before: { status },
    after: {
      status: keepsStatus ? status : 'rendering',
      renderId,
      version: body.version,
      language: body.language,
    },
  });
  const created = await renderData(orgId).get(video.videoId, renderId);
  if (!created) throw new Error('the render just recorded is not there');
  return toRenderJobEntry(created);
});
