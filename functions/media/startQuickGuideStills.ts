/**
 * S3 ObjectCreated (uploads bucket, prefix quick-guides/: a request for a quick guide's missing stills,
 * written by the editor's save or a read of the guide) → MediaConvert CreateJob of the stills
 * (quick-guide-settings.ts). The tenant, video, version and language come from the key only; what to
 * capture is read from that organization's table: the guide's pages without a still. One capture at a
 * time per guide (taken conditionally); a job that cannot be created ends the capture with its error.
 */
import type { S3Event } from 'aws-lambda';
import { QUICK_GUIDE_TEXTS } from '#shared/api/endpoints/quick-guide.js';
import { env } from '../core/http/env.js';
import { logger, withLogKeys } from '../core/http/logger.js';
import { mediaConvert } from '../core/media/mediaconvert.js';
import { decodeEventKey, type RenditionRef } from '../core/media/keys.js';
import { parseQuickGuideRequestKey } from '../core/media/quick-guide-keys.js';
import { timeOrderedId } from '../core/data/ids.js';
import { quickGuideData } from '../core/data/quick-guide-data.js';
import { originalOf } from '../core/domain/original.js';
import { CAPTURE_HOLD_MS, guideState } from '../core/domain/quick-guide.js';
import { buildStillsJobInput } from './quick-guide-settings.js';

export async function handler(event: S3Event): Promise<void> {
  const uploadsBucket = env.uploadsBucket();
  for (const record of event.Records ?? []) {
    if (!record.eventName?.startsWith('ObjectCreated')) continue;
    const key = decodeEventKey(record.s3.object.key);
    const ref = record.s3.bucket.name === uploadsBucket ? parseQuickGuideRequestKey(key) : null;
    if (!ref) {
      logger.warn('quick guide request key refused', { key });
      continue;
    }
    await withLogKeys({ orgId: ref.orgId, videoId: ref.videoId }, () => startCapture(ref, uploadsBucket));
  }
}

async function startCapture(ref: RenditionRef, uploadsBucket: string): Promise<void> {
  const { orgId, ...guide } = ref;
  const state = await guideState(orgId, guide);
  // Delivered at least once, and asked for by several readers: nothing to do is the usual answer.
  if (state.missing.length === 0 || state.capturing) return;
  const original = await originalOf(orgId, ref.videoId, ref.version, ref.language);
  if (!original) {
    logger.info('quick guide stills wait for the transcoded video');
    return;
  }
  const data = quickGuideData(orgId);
  const captureId = timeOrderedId();
  const expiresAt = new Date(Date.now() + CAPTURE_HOLD_MS).toISOString();
  if (!(await data.startCapture(guide, { id: captureId, ms: state.missing, expiresAt }))) return;
  try {
    const queueArn = env.mediaConvertQueueArn();
    const input = buildStillsJobInput({
      ...ref,
      uploadsBucket,
      sourceKey: original.source,
      mediaBucket: env.mediaBucket(),
      roleArn: env.mediaConvertRoleArn(),
      ...(queueArn ? { queue: queueArn } : {}),
      captureId,
      startsMs: state.missing,
      durationSeconds: original.seconds,
    });
    input.UserMetadata = { ...input.UserMetadata, submittedAt: new Date().toISOString() };
    const { client, sdk } = await mediaConvert();
    const { Job } = await client.send(new sdk.CreateJobCommand(input));
    if (!Job?.Id) throw new Error('CreateJob answered without a job id');
    await data.setCaptureJob(guide, captureId, Job.Id);
    logger.info('quick guide stills submitted', { jobId: Job.Id, stills: state.missing.length });
  } catch (error) {
    logger.error('quick guide stills could not be started', { error: (error as Error).message });
    await data.finishCapture(guide, captureId, { error: QUICK_GUIDE_TEXTS.failed });
  }
}
