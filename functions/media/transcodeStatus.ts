/**
 * EventBridge "MediaConvert Job State Change" → the job record, the rendition and the video. Every
 * write is conditional (job status rank, rendition's latest job), so repeated, late or out-of-order
 * events are harmless: a PROGRESSING after COMPLETE changes nothing.
 * A state change that was applied is then pushed over the realtime WebSocket (issue 4) as
 * TRANSCODING_STATUS to the video's author and the channel's owners, content managers and
 * contributors; the push is best effort (the player's 7 s poll is the fallback) and never fails the event.
 */
import type { EventBridgeEvent } from 'aws-lambda';
import { UI_LANGUAGES } from '#shared/domain/languages.js';
import { videoData, type JobOutputs } from '../core/data/video-data.js';
import type { JobStatus } from '../core/data/items.js';
import { logger, withLogKeys } from '../core/http/logger.js';
import { renderingData } from '../core/data/rendering-data.js';
import { searchIndex } from '../core/domain/search.js';
import { repackageSubtitles } from '../core/media/subtitle-rendition.js';
import { isValidId } from '../core/media/keys.js';
import { queueName } from './startTranscode.js';
import { uploaderError } from './job-error.js';
import { recipientsOf } from './producers.js';
import { renderStatus } from './renderStatus.js';
import { quickGuideStatus } from './quickGuideStatus.js';
import { frameCaptureStatus } from './frameCaptureStatus.js';
import { pushToUsers } from '../core/domain/push.js';
import type { TranscodingStatusPayload } from '#shared/domain/realtime.js';

export interface OutputDetail {
  outputFilePaths?: string[];
  durationInMs?: number;
  videoDetails?: { widthInPx?: number; heightInPx?: number };
}

export interface OutputGroupDetail {
  type?: string;
  outputDetails?: OutputDetail[];
  playlistFilePaths?: string[];
}

export interface MediaConvertJobDetail {
  timestamp?: number;
  accountId?: string;
  queue?: string;
  jobId: string;
  status:
    | 'SUBMITTED'
    | 'PROGRESSING'
    | 'STATUS_UPDATE'
    | 'INPUT_INFORMATION'
    | 'COMPLETE'
    | 'ERROR'
    | 'CANCELED'
    | string;
  userMetadata?: Record<string, string>;
  jobProgress?: { jobPercentComplete?: number; currentPhase?: string; phaseProgress?: unknown };
  outputGroupDetails?: OutputGroupDetail[];
  errorCode?: number;
  errorMessage?: string;
}

export type MediaConvertJobEvent = EventBridgeEvent<'MediaConvert Job State Change', MediaConvertJobDetail>;

const LANGUAGES: readonly string[] = UI_LANGUAGES;
const ORG_ID = /^[a-z0-9][a-z0-9-]{1,62}$/;

function statusOf(detail: MediaConvertJobDetail): { status: JobStatus; error?: string } | null {
  switch (detail.status) {
    case 'SUBMITTED':
      return { status: 'submitted' };
    case 'PROGRESSING':
    case 'STATUS_UPDATE':
    case 'INPUT_INFORMATION':
      return { status: 'progressing' };
    case 'COMPLETE':
      return { status: 'completed' };
    case 'ERROR':
      // Uploaders see the cause, never where the files are (s3:// URIs, paths); the log keeps it all.
      return {
        status: 'error',
        error: uploaderError(
          detail.errorMessage,
          `Transcoding failed (code ${detail.errorCode ?? 'unknown'})`,
        ),
      };
    case 'CANCELED':
      return { status: 'error', error: 'Transcoding job was canceled' };
    default:
      return null;
  }
}

/** `s3://bucket/key` → key. */
function keyOf(uri: string): string {
  return uri.replace(/^s3:\/\/[^/]+\//, '');
}

/** Master playlist, MP4, thumbnail, rendition names and duration from COMPLETE's outputGroupDetails. */
export function outputsOf(groups: OutputGroupDetail[] | undefined): JobOutputs {
  const outputs: JobOutputs = {};
  const renditions: string[] = [];
  for (const group of groups ?? []) {
    const master = group.playlistFilePaths?.find((p) => p.endsWith('.m3u8'));
    if (group.type === 'HLS_GROUP' && master) outputs.hlsMasterKey = keyOf(master);
    for (const output of group.outputDetails ?? []) {
      const file = output.outputFilePaths?.[0] ?? '';
      if (group.type === 'HLS_GROUP' && output.videoDetails?.heightInPx) {
        renditions.push(`${output.videoDetails.heightInPx}p`);
      } else if (file.endsWith('.mp4')) {
        outputs.mp4Key = keyOf(file);
      } else if (/\.(jpe?g|png)$/.test(file)) {
        outputs.thumbnailKey = keyOf(file);
      }
      if (output.durationInMs && output.durationInMs > (outputs.durationMs ?? 0))
        outputs.durationMs = output.durationInMs;
    }
  }
  if (renditions.length > 0) outputs.renditions = renditions;
  return outputs;
}

interface PushTarget {
  authorId: string;
  channelId: string;
}

/** Best effort: a failed push is logged and the status handler carries on. */
async function pushStatus(
  orgId: string,
  video: PushTarget | null,
  payload: TranscodingStatusPayload,
): Promise<void> {
  try {
    const target = video ?? (await videoData(orgId).video(payload.videoId));
    if (!target) return;
    const users = await recipientsOf(orgId, target);
    const result = await pushToUsers(orgId, users, { type: 'TRANSCODING_STATUS', payload });
    logger.debug('transcoding status pushed', { users: users.length, ...result });
  } catch (error) {
    logger.warn('transcoding status push failed', { error: (error as Error).message });
  }
}

export async function handler(event: MediaConvertJobEvent): Promise<void> {
  if (event.source !== 'aws.mediaconvert' || !event.detail?.jobId) return;
  const detail = event.detail;
  const meta = detail.userMetadata ?? {};
  const version = Number(meta.version);
  // Jobs not started by startTranscode (no or foreign metadata) are not ours to record.
  if (
    !meta.orgId ||
    !ORG_ID.test(meta.orgId) ||
    !meta.videoId ||
    !isValidId(meta.videoId) ||
    !Number.isInteger(version) ||
    version < 1 ||
    !meta.language ||
    !LANGUAGES.includes(meta.language)
  ) {
    logger.warn('MediaConvert event without the project metadata ignored', { jobId: detail.jobId });
    return;
  }
  // A quick guide's stills job (startQuickGuideStills tags it) settles the guide's capture.
  if (meta.quickGuideStills) {
    const ref = { orgId: meta.orgId, videoId: meta.videoId, version, language: meta.language };
    await withLogKeys({ orgId: ref.orgId, videoId: ref.videoId, jobId: detail.jobId }, () =>
      quickGuideStatus(event, { ...ref, captureId: meta.quickGuideStills as string }),
    );
    return;
  }
  // A render's job (startRender tags it with its render id) settles the render, not a transcode.
  if (meta.renderId) {
    await renderStatus(event, { orgId: meta.orgId, videoId: meta.videoId, renderId: meta.renderId });
    return;
  }
  // A thumbnail frame capture (startFrameCapture tags it with its capture id) settles the capture only.
  if (meta.captureId) {
    await withLogKeys({ orgId: meta.orgId, videoId: meta.videoId, jobId: detail.jobId }, () =>
      frameCaptureStatus(event, { orgId: meta.orgId!, videoId: meta.videoId!, captureId: meta.captureId! }),
    );
    return;
  }
  const mapped = statusOf(detail);
  if (!mapped) return;
  // The checked metadata (its ids and language are set).
  const known = {
    orgId: meta.orgId,
    videoId: meta.videoId,
    language: meta.language,
    submittedAt: meta.submittedAt,
  };
  await withLogKeys({ orgId: known.orgId, videoId: known.videoId, jobId: detail.jobId }, async () => {
    if (detail.status === 'ERROR') {
      logger.warn('transcoding job failed', {
        errorCode: detail.errorCode,
        errorMessage: detail.errorMessage,
      });
    }

    const orgId = known.orgId;
    const data = videoData(orgId);
    const rendition = { videoId: known.videoId, version, language: known.language };
    const outputs = mapped.status === 'completed' ? outputsOf(detail.outputGroupDetails) : {};
    const eventTime = detail.timestamp ?? Date.parse(event.time);
    const at = new Date(Number.isFinite(eventTime) ? eventTime : Date.now()).toISOString();
    const job = {
      ...rendition,
      jobId: detail.jobId,
      status: mapped.status,
      pipelineId: queueName(detail.queue),
      ...(detail.jobProgress?.jobPercentComplete !== undefined
        ? { progress: detail.jobProgress.jobPercentComplete }
        : {}),
      ...(mapped.error ? { error: mapped.error } : {}),
      ...outputs,
      at,
    };
    const terminal = mapped.status === 'completed' || mapped.status === 'error';
    // A repeated outcome changes nothing (EventBridge delivers at least once).
    if (terminal && (await data.jobById(detail.jobId))?.status === mapped.status) return;
    const percent = mapped.status === 'completed' ? 100 : detail.jobProgress?.jobPercentComplete;
    const payload: TranscodingStatusPayload = {
      ...rendition,
      status: mapped.status,
      ...(percent !== undefined ? { progress: Math.max(0, Math.min(100, percent)) } : {}),
    };
    /** A finished job settles its rendition and the video; null when a newer job owns the rendition. */
    const settle = async (status: 'completed' | 'error') => {
      const submittedAt = known.submittedAt ?? at;
      const owned = await data.setRenditionJob(
        rendition,
        { jobId: detail.jobId, submittedAt },
        { status, ...(mapped.error ? { error: mapped.error } : {}), ...outputs },
      );
      if (!owned) return null; // a newer job owns the rendition: its outcome decides.

      const video = await data.video(rendition.videoId);
      if (!video) return null;
      const isMain = version === (video.lastVersion ?? 1) && known.language === video.masterLanguage;
      // A thumbnail chosen in the studio stays (thumbnailChoice); else the transcode's frame is it.
      const thumbnailKey = video.thumbnailChoice ? undefined : outputs.thumbnailKey;
      if (isMain && (outputs.durationMs !== undefined || thumbnailKey)) {
        await data.setVideoFields(video.videoId, {
          ...(outputs.durationMs !== undefined ? { durationMs: outputs.durationMs } : {}),
          ...(thumbnailKey ? { thumbnailKey } : {}),
        });
      }
      // Completed or failed, the video leaves `transcoding` (a failure shows on its rendition and job).
      await data.setVideoFields(video.videoId, { status: 'draft' }, ['transcoding']);
      if (status === 'completed') {
        // A playable video becomes findable: its name, description and subtitles (re)enter the index.
        const renderings = await renderingData(orgId).ofVideo(video.videoId);
        await searchIndex(orgId).indexVideo(video, renderings);
        // Manuscripts without a subtitle sidecar (written in the editor or by the transcription before
        // the transcode ended) become subtitle renditions too; a sidecar's track stays.
        await repackageSubtitles(orgId, video.videoId, version, { onlyMissing: true }).catch(
          (error: unknown) =>
            logger.error('subtitles not re-packaged after the transcode', { error: String(error) }),
        );
      }
      logger.info('transcode finished', { status, error: mapped.error });
      return video;
    };

    if (mapped.status !== 'completed' && mapped.status !== 'error') {
      if (await data.recordJob(job)) await pushStatus(orgId, null, payload);
      return;
    }
    // The rendition and the video first, the job's outcome last: whoever sees the job finished (GET
    // /transcodingStatus, the push, a refetch on it) sees the video settled.
    const video = await settle(mapped.status);
    if (!(await data.recordJob(job))) return;
    await pushStatus(orgId, video, payload);
  });
}
