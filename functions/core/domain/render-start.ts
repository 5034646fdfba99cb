/**
 * Starting a render of a version × language (issue 12; voice-overs, issue 14), once the caller's right
 * to start it was checked (renderVideo: the editor's checks; voiceOverCommand renderVoiceOvers: the
 * voice-overs of a frozen version). Every render starts again from the original, on its timeline: the
 * plan (trim, burnt-in effects) comes from the stored rendering data. The render takes the video's
 * processing lock, moves the video to `rendering` (or keeps its status: a published video's members go
 * on watching, and a render of voice-overs changes no picture), records the render (queued) and writes its
 * request object, whose arrival starts the MediaConvert job (functions/media/startRender.ts). What was
 * written is undone when a later step fails, so no half-started render stays.
 */
import { RENDER_TEXTS } from '#shared/api/endpoints/render.js';
import { buildRenderPlan, renderedSeconds, RenderPlanError } from '#shared/domain/render-plan.js';
import { LIFECYCLE_TEXTS, mayTransition } from '#shared/domain/video-lifecycle.js';
import { overlongChapters, VOICE_OVER_TEXTS } from '#shared/domain/voice-over.js';
import { conflict } from '../http/errors.js';
import { env } from '../http/env.js';
import { logger } from '../http/logger.js';
import type { Video } from '../data/video-data.js';
import { renderingData } from '../data/rendering-data.js';
import { newRenderId, renderData, type RenderJob } from '../data/render-data.js';
import { videoLifecycleData } from '../data/video-lifecycle.js';
import { voiceOverData } from '../data/voice-over-data.js';
import { s3 } from '../media/s3.js';
import { renderRequestKey } from '../media/render-keys.js';
import { acquireLock, releaseLock } from './video-editing.js';
import { renderInputOf } from './render.js';
import { originalOf } from './original.js';

export interface RenderRequest {
  version: number;
  language: string;
  /** Who asked (a user id; the automatic voice-over chain's own name). */
  requestedBy: string;
  /** Keep the video's status whatever it is (a render of voice-overs only). */
  keepStatus?: boolean;
}

/** Starts the render; answers it (queued) and the status the video had and has. */
export async function startRenderOf(
  orgId: string,
  video: Video,
  request: RenderRequest,
): Promise<{ job: RenderJob; before: string; after: string }> {
  // Every render starts again from the original, on its timeline.
  const original = await originalOf(orgId, video.videoId, request.version, request.language);
  if (!original) throw conflict(RENDER_TEXTS.noMedia);
  const totalSeconds = original.seconds;
  const stored = await renderingData(orgId).get(video.videoId, request.version, request.language);
  let plan;
  try {
    plan = buildRenderPlan(renderInputOf(stored, totalSeconds));
  } catch (error) {
    if (error instanceof RenderPlanError) throw conflict(error.message);
    throw error;
  }
  // Spec 2 voice-over: overlong speech is flagged before the render, never cut silently by it.
  if (request.language === video.masterLanguage) {
    const voiceOvers = await voiceOverData(orgId).ofVideo(video.videoId);
    for (const voiceOver of voiceOvers.filter((v) => v.version === request.version)) {
      const overlong = overlongChapters(voiceOver.chapters);
      if (overlong.length > 0)
        throw conflict(`${voiceOver.language}: ${VOICE_OVER_TEXTS.overlong(overlong)}`);
    }
  }
  const status = video.status ?? 'draft';
  // A new version of a published video (assertEditable refused the published content itself): members
  // keep watching the published version, so the video keeps its status and the render holds the lock only.
  // Likewise a render of voice-overs, which changes no picture.
  const keepsStatus = request.keepStatus === true || status === 'published';
  if (!keepsStatus && !mayTransition(status, 'render')) {
    throw conflict(LIFECYCLE_TEXTS.refused('render', status));
  }

  const lock = await acquireLock(orgId, video.videoId, 'processing');
  const renderId = newRenderId();
  const kept = renderedSeconds(plan, totalSeconds);
  const job = {
    videoId: video.videoId,
    renderId,
    version: request.version,
    language: request.language,
    plan: JSON.stringify(plan),
    source: original.source,
    totalSeconds,
    trimSeconds: Math.round((totalSeconds - kept) * 1000) / 1000,
    lockSince: lock.since,
    requestedBy: request.requestedBy,
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
        Body: JSON.stringify({ version: request.version, language: request.language }),
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
  const created = await renderData(orgId).get(video.videoId, renderId);
  if (!created) throw new Error('the render just recorded is not there');
  return { job: created, before: status, after: keepsStatus ? status : 'rendering' };
}
