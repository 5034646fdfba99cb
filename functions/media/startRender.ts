/**
 * S3 ObjectCreated (uploads bucket, prefix renders/, a render request POST /renderVideo wrote) →
 * MediaConvert CreateJob of the render (render-settings.ts). The tenant comes from the key's org segment
 * only; the render itself (plan, original, version, language) is read from that organization's table.
 * The overlays are written as the WebVTT sidecar the job burns in; a render of the master lists the
 * version's voice-overs as alternate audio renditions. A render that cannot start ends as
 * "Error while processing" (spec 2 §8) and releases its video.
 */
import type { S3Event } from 'aws-lambda';
import { RENDER_TEXTS } from '#shared/api/endpoints/render.js';
import { overlaysToWebVtt, type RenderPlan } from '#shared/domain/render-plan.js';
import { env } from '../core/http/env.js';
import { logger, withLogKeys } from '../core/http/logger.js';
import { mediaConvert } from '../core/media/mediaconvert.js';
import { s3 } from '../core/media/s3.js';
import { decodeEventKey } from '../core/media/keys.js';
import { parseRenderRequestKey, renderOverlayKey, type RenderRef } from '../core/media/render-keys.js';
import { renderData } from '../core/data/render-data.js';
import { settleRenderHold } from '../core/domain/render.js';
import { buildRenderJobInput } from './render-settings.js';
import type { VoiceOverTrack } from './audio-renditions.js';
import { videoData } from '../core/data/video-data.js';
import { voiceOversToRender } from '../core/domain/voice-overs-to-render.js';

export async function handler(event: S3Event): Promise<void> {
  const uploadsBucket = env.uploadsBucket();
  for (const record of event.Records ?? []) {
    if (!record.eventName?.startsWith('ObjectCreated')) continue;
    const key = decodeEventKey(record.s3.object.key);
    const ref = record.s3.bucket.name === uploadsBucket ? parseRenderRequestKey(key) : null;
    if (!ref) {
      // The overlay sidecars (.vtt) arrive under the same prefix and start nothing.
      if (!key.endsWith('.vtt')) logger.warn('render request key refused', { key });
      continue;
    }
    await withLogKeys({ orgId: ref.orgId, videoId: ref.videoId, renderId: ref.renderId }, () =>
      startRender(ref, uploadsBucket),
    );
  }
}

async function startRender(ref: RenderRef, uploadsBucket: string): Promise<void> {
  const data = renderData(ref.orgId);
  const job = await data.get(ref.videoId, ref.renderId);
  if (!job) {
    logger.warn('render request for a render that does not exist in its organization refused');
    return;
  }
  // S3 delivers at least once: a render already started (or ended) is not started again.
  if (job.status !== 'queued') return;
  try {
    const plan = JSON.parse(job.plan) as RenderPlan;
    const vtt = overlaysToWebVtt(plan.overlays);
    const overlayFile = vtt ? { bucket: uploadsBucket, key: renderOverlayKey(ref) } : undefined;
    const { client: s3Client, sdk: s3Sdk } = await s3();
    if (vtt && overlayFile) {
      await s3Client.send(
        new s3Sdk.PutObjectCommand({
          Bucket: overlayFile.bucket,
          Key: overlayFile.key,
          Body: vtt,
          ContentType: 'text/vtt',
        }),
      );
    }
    const voiceOvers = await voiceOverTracks(
      ref.orgId,
      ref.videoId,
      job.version,
      job.language,
      uploadsBucket,
    );
    const queueArn = env.mediaConvertQueueArn();
    const input = buildRenderJobInput({
      orgId: ref.orgId,
      videoId: ref.videoId,
      version: job.version,
      language: job.language,
      uploadsBucket,
      sourceKey: job.source,
      mediaBucket: env.mediaBucket(),
      roleArn: env.mediaConvertRoleArn(),
      ...(queueArn ? { queue: queueArn } : {}),
      renderId: ref.renderId,
      plan,
      ...(overlayFile ? { overlayFile } : {}),
      voiceOvers,
    });
    input.UserMetadata = { ...input.UserMetadata, submittedAt: new Date().toISOString() };
    const { client, sdk } = await mediaConvert();
    const { Job } = await client.send(new sdk.CreateJobCommand(input));
    if (!Job?.Id) throw new Error('CreateJob answered without a job id');
    await data.advance(ref.videoId, ref.renderId, { status: 'submitted', jobId: Job.Id });
    logger.info('render submitted', {
      jobId: Job.Id,
      overlays: plan.overlays.length,
      trim: plan.trim,
      voiceOvers: voiceOvers.map((v) => v.language),
    });
  } catch (error) {
    logger.error('render could not be started', { error: (error as Error).message });
    if (await data.advance(ref.videoId, ref.renderId, { status: 'error', error: RENDER_TEXTS.startFailed })) {
      // No push from here (this function has no realtime grant): the render panel polls while a render runs.
      await settleRenderHold(ref.orgId, job, 'settled');
    }
  }
}

/** The voice-overs a render of the master lists as audio renditions (core/domain/voice-overs-to-render.ts). */
async function voiceOverTracks(
  orgId: string,
  videoId: string,
  version: number,
  language: string,
  bucket: string,
): Promise<VoiceOverTrack[]> {
  const video = await videoData(orgId).video(videoId);
  if (!video || video.masterLanguage !== language) return [];
  return (await voiceOversToRender(orgId, video, version)).map((v) => ({
    language: v.language,
    bucket,
    key: v.trackKey,
  }));
}
