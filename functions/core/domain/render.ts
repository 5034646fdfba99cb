/**
 * Rendering (issue 12), shared by POST /renderVideo, GET /renderJobs, startRender and the job-state
 * handler: a stored render as the API reports it, the plan input read from the rendering data, and the
 * end of a render (the lock released, the video back to draft, or timedOut past the limit).
 */
import { RENDER_TEXTS, type RenderJobEntry } from '#shared/api/endpoints/render.js';
import { LOCK_TTL_MS, mayTransition, type VideoStatus } from '#shared/domain/video-lifecycle.js';
import type { ChapterEffectsInput, RenderInput } from '#shared/domain/render-plan.js';
import { renderData, TERMINAL_RENDER_STATUSES, type RenderJob } from '../data/render-data.js';
import { videoData } from '../data/video-data.js';
import { videoLifecycleData } from '../data/video-lifecycle.js';
import { logger } from '../http/logger.js';
import { releaseLock } from './video-editing.js';

/** A render that has not ended this long after it was asked for is timedOut (the processing lock's TTL). */
export const RENDER_LIMIT_MS = LOCK_TTL_MS.processing;

export function toRenderJobEntry(job: RenderJob): RenderJobEntry {
  return {
    renderId: job.renderId,
    videoId: job.videoId,
    version: job.version,
    language: job.language,
    status: job.status,
    ...(job.jobId ? { jobId: job.jobId } : {}),
    progress: job.progress ?? 0,
    createdAt: job.createdAt,
    ...(job.updatedAt ? { updatedAt: job.updatedAt } : {}),
    totalSeconds: job.totalSeconds,
    trimSeconds: job.trimSeconds,
    ...(job.processedSeconds !== undefined ? { processedSeconds: job.processedSeconds } : {}),
    ...(job.error ? { error: job.error } : {}),
  };
}

/** What the plan is built from: the chapters' effects and the trim of the stored rendering data. */
export function renderInputOf(
  stored: { subtitles: { chapters: readonly object[] }; trim?: unknown } | null,
  durationSeconds: number,
): RenderInput {
  const trim = (stored as { trim?: RenderInput['trim'] } | null)?.trim ?? null;
  return {
    durationSeconds,
    chapters: (stored?.subtitles.chapters ?? []) as readonly ChapterEffectsInput[],
    trim,
  };
}

/**
 * Ends a render's hold on its video: the processing lock it took is released and the video, still
 * `rendering`, moves by `renderSettled` (draft) — or, for a render past its limit, becomes timedOut.
 */
export async function settleRenderHold(
  orgId: string,
  job: Pick<RenderJob, 'videoId' | 'lockSince'>,
  outcome: 'settled' | 'timedOut',
): Promise<void> {
  if (job.lockSince) await releaseLock(orgId, job.videoId, job.lockSince);
  const video = await videoData(orgId).video(job.videoId);
  const status: VideoStatus = video?.status ?? 'draft';
  if (!video || status !== 'rendering') return;
  const to: VideoStatus = outcome === 'timedOut' ? 'timedOut' : 'draft';
  const action = outcome === 'timedOut' ? 'lockExpired' : 'renderSettled';
  if (mayTransition(status, action)) await videoLifecycleData(orgId).setStatus(job.videoId, status, to);
}

/**
 * The video's renders with any that ran past the limit settled as timedOut ("Video processing timed
 * out"): a crashed or lost job is found when read (no sweep; like the life cycle's expired locks).
 */
export async function rendersOf(orgId: string, videoId: string, now = Date.now()): Promise<RenderJob[]> {
  const data = renderData(orgId);
  const jobs = await data.ofVideo(videoId);
  const overdue = jobs.filter(
    (j) => !TERMINAL_RENDER_STATUSES.includes(j.status) && now - Date.parse(j.createdAt) > RENDER_LIMIT_MS,
  );
  if (overdue.length === 0) return jobs;
  for (const job of overdue) {
    if (await data.advance(videoId, job.renderId, { status: 'timedOut', error: RENDER_TEXTS.timedOut })) {
      logger.warn('render timed out', { videoId, renderId: job.renderId, jobId: job.jobId });
      await settleRenderHold(orgId, job, 'timedOut');
    }
  }
  return data.ofVideo(videoId);
}
