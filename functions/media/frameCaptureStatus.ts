/**
 * A thumbnail frame capture's MediaConvert job-state events (called by transcodeStatus for jobs tagged
 * with a capture id): on COMPLETE the captured frame becomes the video's thumbnail — if the capture is
 * still the video's current one (a newer request or an uploaded image supersedes it) — and the change is
 * logged as made by whoever asked for it; on ERROR the capture is marked failed. Repeated and late events
 * change nothing (every write is conditional on the capture id).
 */
import { thumbnailData } from '../core/data/thumbnail-data.js';
import { videoData } from '../core/data/video-data.js';
import { logChange, videoSubject } from '../core/domain/event-log.js';
import { FROM_THE_VIDEO, frameChoice } from '#shared/domain/video-thumbnail.js';
import { logger } from '../core/http/logger.js';
import { outputsOf, type MediaConvertJobEvent } from './transcodeStatus.js';

export async function frameCaptureStatus(
  event: MediaConvertJobEvent,
  known: { orgId: string; videoId: string; captureId: string },
): Promise<void> {
  const { detail } = event;
  const { orgId, videoId, captureId } = known;
  const data = thumbnailData(orgId);
  if (detail.status === 'ERROR' || detail.status === 'CANCELED') {
    logger.warn('frame capture failed', { errorCode: detail.errorCode, errorMessage: detail.errorMessage });
    await data.failCapture(videoId, captureId);
    return;
  }
  if (detail.status !== 'COMPLETE') return;
  const video = await videoData(orgId).video(videoId);
  const capture = video?.thumbnailCapture;
  if (!video || !capture || video.thumbnailCaptureId !== captureId) return;
  const { thumbnailKey } = outputsOf(detail.outputGroupDetails);
  if (!thumbnailKey) {
    logger.error('frame capture completed without a frame', { jobId: detail.jobId });
    await data.failCapture(videoId, captureId);
    return;
  }
  const choice = frameChoice(capture.seconds, capture.version);
  if (!(await data.settleCapture(videoId, captureId, thumbnailKey, choice))) return;
  logger.info('frame capture became the thumbnail', { jobId: detail.jobId, thumbnailKey });
  await logChange(
    { activeOrgId: orgId, userId: capture.actorId, email: capture.actorEmail },
    videoSubject(video),
    'videoThumbnailCommand.useFrame',
    {
      before: { thumbnail: video.thumbnailChoice ?? FROM_THE_VIDEO },
      after: { thumbnail: choice, thumbnailKey },
    },
  );
}
