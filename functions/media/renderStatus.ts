/**
 * A render's MediaConvert job-state events (called by transcodeStatus for jobs tagged with a render id):
 * progress on the render; on COMPLETE the rendition of that version × language points at the render's
 * outputs (it plays the rendered video from then on), the render records the seconds it plays, the
 * video's processing lock is released and it moves back to draft; on ERROR the render ends as
 * "Processing ended with an error" (spec 2 §8) and the rendition keeps what it played. Each change is
 * pushed as RENDER_STATUS to the video's producers (best effort). Late or repeated events change nothing
 * (renderData.advance is conditional), and a render that timed out meanwhile stays timedOut.
 */
import { RENDER_TEXTS } from '#shared/api/endpoints/render.js';
import type { RenderStatusPayload } from '#shared/domain/realtime.js';
import { videoData } from '../core/data/video-data.js';
import { renderData, TERMINAL_RENDER_STATUSES, type RenderJob } from '../core/data/render-data.js';
import { repackageSubtitles } from '../core/media/subtitle-rendition.js';
import { logger } from '../core/http/logger.js';
import { pushToUsers } from '../core/domain/push.js';
import { settleRenderHold } from '../core/domain/render.js';
import { recipientsOf } from './producers.js';
import { outputsOf, type MediaConvertJobEvent } from './transcodeStatus.js';

type Known = { orgId: string; videoId: string; renderId: string };

/** Best effort: a failed push is logged and the handler carries on. */
export async function pushRenderStatus(
  orgId: string,
  job: Pick<RenderJob, 'videoId' | 'renderId' | 'version' | 'language'>,
  state: Pick<RenderStatusPayload, 'status' | 'progress' | 'error'>,
): Promise<void> {
  try {
    const video = await videoData(orgId).video(job.videoId);
    if (!video) return;
    const payload: RenderStatusPayload = {
      videoId: job.videoId,
      renderId: job.renderId,
      version: job.version,
      language: job.language,
      ...state,
    };
    await pushToUsers(orgId, await recipientsOf(orgId, video), { type: 'RENDER_STATUS', payload });
  } catch (error) {
    logger.warn('render status push failed', { error: (error as Error).message });
  }
}

export async function renderStatus(event: MediaConvertJobEvent, known: Known): Promise<void> {
  const detail = event.detail;
  const { orgId, videoId, renderId } = known;
  const data = renderData(orgId);
  const job = await data.get(videoId, renderId);
  if (!job || (job.jobId && job.jobId !== detail.jobId)) {
    logger.warn('render event for an unknown render or another job ignored', {
      renderId,
      jobId: detail.jobId,
    });
    return;
  }
  if (TERMINAL_RENDER_STATUSES.includes(job.status)) return;
  const percent = Math.max(0, Math.min(100, detail.jobProgress?.jobPercentComplete ?? 0));
  switch (detail.status) {
    case 'SUBMITTED':
    case 'PROGRESSING':
    case 'STATUS_UPDATE':
    case 'INPUT_INFORMATION': {
      const status = detail.status === 'SUBMITTED' ? 'submitted' : 'progressing';
      if (await data.advance(videoId, renderId, { status, progress: percent, jobId: detail.jobId }))
        await pushRenderStatus(orgId, job, { status, progress: percent });
      return;
    }
    case 'COMPLETE': {
      const outputs = outputsOf(detail.outputGroupDetails);
      const rendition = { videoId, version: job.version, language: job.language };
      const submittedAt = detail.userMetadata?.submittedAt ?? new Date().toISOString();
      const vData = videoData(orgId);
      // The rendition first: whoever sees the render completed finds it playing the rendered video.
      await vData.setRenditionJob(
        rendition,
        { jobId: detail.jobId, submittedAt },
        { status: 'completed', ...outputs },
      );
      const video = await vData.video(videoId);
      const isMain =
        video && job.version === (video.lastVersion ?? 1) && job.language === video.masterLanguage;
      // A thumbnail chosen in the studio stays (thumbnailChoice); else the render's frame is it.
      const thumbnailKey = video?.thumbnailChoice ? undefined : outputs.thumbnailKey;
      if (isMain && (outputs.durationMs !== undefined || thumbnailKey)) {
        await vData.setVideoFields(videoId, {
          ...(outputs.durationMs !== undefined ? { durationMs: outputs.durationMs } : {}),
          ...(thumbnailKey ? { thumbnailKey } : {}),
        });
      }
      const processedSeconds = Math.round(outputs.durationMs ?? 0) / 1000;
      if (
        !(await data.advance(videoId, renderId, {
          status: 'completed',
          jobId: detail.jobId,
          processedSeconds,
        }))
      )
        return;
      await settleRenderHold(orgId, job, 'settled');
      // The rendered video has no caption outputs: its subtitles come from the manuscripts.
      await repackageSubtitles(orgId, videoId, job.version).catch((error: unknown) =>
        logger.error('subtitles not re-packaged after a render', { error: String(error) }),
      );
      logger.info('render completed', { jobId: detail.jobId, processedSeconds });
      await pushRenderStatus(orgId, job, { status: 'completed', progress: 100 });
      return;
    }
    case 'ERROR':
    case 'CANCELED': {
      logger.warn('render job failed', { errorCode: detail.errorCode, errorMessage: detail.errorMessage });
      if (
        !(await data.advance(videoId, renderId, {
          status: 'error',
          jobId: detail.jobId,
          error: RENDER_TEXTS.failed,
        }))
      )
        return;
      await settleRenderHold(orgId, job, 'settled');
      await pushRenderStatus(orgId, job, { status: 'error', progress: percent, error: RENDER_TEXTS.failed });
      return;
    }
    default:
      return;
  }
}
