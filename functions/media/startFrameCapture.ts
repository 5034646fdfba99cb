/**
 * S3 ObjectCreated (uploads bucket, prefix frames/, a request videoThumbnailCommand useFrame wrote) →
 * MediaConvert CreateJob of a thumbnail frame capture (frame-capture-settings.ts). The tenant comes from
 * the key's org segment only; the capture itself (version, language, time) is read from that
 * organization's video, and only while it is still the video's current capture. A capture that cannot
 * start is marked failed (the studio says so).
 */
import type { S3Event } from 'aws-lambda';
import { env } from '../core/http/env.js';
import { logger, withLogKeys } from '../core/http/logger.js';
import { mediaConvert } from '../core/media/mediaconvert.js';
import { decodeEventKey } from '../core/media/keys.js';
import { parseFrameRequestKey, type FrameCaptureRef } from '../core/media/frame-keys.js';
import { thumbnailData } from '../core/data/thumbnail-data.js';
import { videoData } from '../core/data/video-data.js';
import { buildFrameCaptureJobInput } from './frame-capture-settings.js';

export async function handler(event: S3Event): Promise<void> {
  const uploadsBucket = env.uploadsBucket();
  for (const record of event.Records ?? []) {
    if (!record.eventName?.startsWith('ObjectCreated')) continue;
    const key = decodeEventKey(record.s3.object.key);
    const ref = record.s3.bucket.name === uploadsBucket ? parseFrameRequestKey(key) : null;
    if (!ref) {
      logger.warn('frame capture request key refused', { key });
      continue;
    }
    await withLogKeys({ orgId: ref.orgId, videoId: ref.videoId, captureId: ref.captureId }, () =>
      startFrameCapture(ref),
    );
  }
}

async function startFrameCapture(ref: FrameCaptureRef): Promise<void> {
  const videos = videoData(ref.orgId);
  const video = await videos.video(ref.videoId);
  const capture = video?.thumbnailCapture;
  if (!video || !capture || video.thumbnailCaptureId !== ref.captureId) {
    logger.info('frame capture request of a capture that is not the current one ignored');
    return;
  }
  const data = thumbnailData(ref.orgId);
  // S3 delivers at least once: a capture already taken is not started again.
  if (!(await data.claimCapture(ref.videoId, ref.captureId))) return;
  try {
    const rendition = (await videos.renditions(ref.videoId)).find(
      (r) => r.version === capture.version && r.language === capture.language,
    );
    if (!rendition?.mp4Key) throw new Error('the rendition has no playable MP4');
    const queue = env.mediaConvertQueueArn();
    const input = buildFrameCaptureJobInput({
      ...ref,
      version: capture.version,
      language: capture.language,
      mediaBucket: env.mediaBucket(),
      sourceKey: rendition.mp4Key,
      seconds: capture.seconds,
      durationSeconds: (rendition.durationMs ?? 0) / 1000,
      roleArn: env.mediaConvertRoleArn(),
      ...(queue ? { queue } : {}),
    });
    const { client, sdk } = await mediaConvert();
    const { Job } = await client.send(new sdk.CreateJobCommand(input));
    logger.info('frame capture submitted', { jobId: Job?.Id, seconds: capture.seconds });
  } catch (error) {
    logger.error('frame capture could not be started', { error: (error as Error).message });
    await data.failCapture(ref.videoId, ref.captureId);
  }
}
