/**
 * S3 ObjectCreated (uploads bucket, prefix uploads/) → MediaConvert CreateJob. The tenant comes from
 * the object KEY's org segment only (the upload URL handler builds keys from the verified tenant); keys
 * of any other shape, and videos that do not exist in that organization, are refused and logged.
 */
import { randomBytes } from 'node:crypto';
import type { S3Event } from 'aws-lambda';
import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE_MESSAGE } from '#shared/api/endpoints/media.js';
import { env } from '../core/http/env.js';
import { mediaConvert } from '../core/media/mediaconvert.js';
import { s3 } from '../core/media/s3.js';
import { videoData } from '../core/data/video-data.js';
import type { VideoStatus } from '../core/data/items.js';
import { logger, withLogKeys } from '../core/http/logger.js';
import { decodeEventKey, parseUploadKey } from '../core/media/keys.js';
import { buildCreateJobInput } from './job-settings.js';
import { parseSubtitleKey, subtitlePrefix } from './subtitles.js';
import { startTranscription, transcriptionOptionsOf } from './transcription.js';

/** Statuses a new upload moves to `transcoding`; a published video keeps playing its current version. */
const NOT_YET_PLAYABLE: readonly VideoStatus[] = ['draft', 'planned', 'timedOut', 'transcoding'];

export async function handler(event: S3Event): Promise<void> {
  const uploadsBucket = env.uploadsBucket();
  for (const record of event.Records ?? []) {
    if (!record.eventName?.startsWith('ObjectCreated')) continue;
    const bucket = record.s3.bucket.name;
    const key = decodeEventKey(record.s3.object.key);
    if (bucket !== uploadsBucket) {
      logger.warn('upload event for another bucket ignored', { bucket, key });
      continue;
    }
    const ref = parseUploadKey(key);
    // Subtitle sidecars join the job of the original uploaded after them.
    if (!ref && parseSubtitleKey(key)) continue;
    if (!ref) {
      logger.warn('upload key refused: not uploads/<orgId>/<videoId>/<version>/<language>/<file>', { key });
      continue;
    }
    const size = record.s3.object.size;
    await withLogKeys({ orgId: ref.orgId, videoId: ref.videoId }, () =>
      startTranscode(ref, key, uploadsBucket, typeof size === 'number' ? size : undefined),
    );
  }
}

async function startTranscode(
  ref: NonNullable<ReturnType<typeof parseUploadKey>>,
  key: string,
  uploadsBucket: string,
  size: number | undefined,
): Promise<void> {
  const data = videoData(ref.orgId);
  const video = await data.video(ref.videoId);
  if (!video) {
    logger.warn('upload for a video that does not exist in its organization refused', { key });
    return;
  }
  // A version nobody opened, or one closed again (discardUpload) while its file was on the way.
  if (ref.version > (video.lastVersion ?? 1)) {
    logger.warn('upload for a version that is not open refused', { key, lastVersion: video.lastVersion });
    return;
  }
  if (size !== undefined && size > MAX_UPLOAD_BYTES) {
    await refuseTooLarge(ref, key, uploadsBucket, size);
    return;
  }
  const { client: s3Client, sdk: s3Sdk } = await s3();
  const head = await s3Client.send(new s3Sdk.HeadObjectCommand({ Bucket: uploadsBucket, Key: key }));
  const sourceHeight = Number(head.Metadata?.['source-height'] ?? '');
  // A lower priority (x-amz-meta-transcode-priority, -50…0) lets a bulk upload (the demo seed) wait
  // behind interactive ones; nothing can raise it above the default.
  const priority = Math.max(-50, Math.min(0, Math.trunc(Number(head.Metadata?.['transcode-priority'] ?? 0))));
  const subtitles = await subtitlesOf(ref, uploadsBucket);
  const submittedAt = new Date().toISOString();
  const queueArn = env.mediaConvertQueueArn();
  const input = buildCreateJobInput({
    ...ref,
    uploadsBucket,
    sourceKey: key,
    mediaBucket: env.mediaBucket(),
    roleArn: env.mediaConvertRoleArn(),
    ...(queueArn ? { queue: queueArn } : {}),
    ...(Number.isInteger(sourceHeight) && sourceHeight > 0 ? { sourceHeight } : {}),
    ...(subtitles.length > 0 ? { subtitles } : {}),
  });
  if (Number.isFinite(priority) && priority < 0) input.Priority = priority;
  input.UserMetadata = { ...input.UserMetadata, submittedAt };

  // Before CreateJob: the job's first events may arrive before this function continues.
  const wasStatus = video.status ?? 'draft';
  const movedToTranscoding = await data.setVideoFields(
    video.videoId,
    { status: 'transcoding' },
    NOT_YET_PLAYABLE,
  );
  let jobId: string;
  let queue: string | undefined;
  try {
    const { client, sdk } = await mediaConvert();
    const { Job } = await client.send(new sdk.CreateJobCommand(input));
    if (!Job?.Id) throw new Error('CreateJob answered without a job id');
    jobId = Job.Id;
    queue = Job.Queue;
  } catch (error) {
    if (movedToTranscoding && wasStatus !== 'transcoding') {
      await data.setVideoFields(video.videoId, { status: wasStatus }, ['transcoding']);
    }
    throw error;
  }
  const rendition = { videoId: ref.videoId, version: ref.version, language: ref.language };
  await data.setRenditionJob(rendition, { jobId, submittedAt, source: key }, { status: 'transcoding' });
  await data.recordJob({
    ...rendition,
    jobId,
    status: 'submitted',
    pipelineId: queueName(queue),
    source: key,
    at: submittedAt,
  });
  if (ref.version > (video.lastVersion ?? 1))
    await data.setVideoFields(video.videoId, { lastVersion: ref.version });
  logger.info('transcode submitted', { jobId, key, subtitles: subtitles.map((s) => s.language) });
  // Spec 1 §7 autoTranscribe: the video's upload options (given when it was created, before any file)
  // start the transcription with the file's arrival, beside the transcode.
  const transcription = transcriptionOptionsOf(video.uploadOptions);
  if (transcription) await startTranscription(ref, { bucket: uploadsBucket, key }, transcription);
}

/**
 * An original over MAX_UPLOAD_BYTES (the web modal's limit, which a direct PUT to the presigned URL
 * can bypass): no MediaConvert job. A job record in status `error` with the reason is what GET
 * /transcodingStatus (and so the video page) shows; the rendition carries the error unless it already
 * plays an earlier original; the video's status is left as it was; the object is deleted.
 */
async function refuseTooLarge(
  ref: NonNullable<ReturnType<typeof parseUploadKey>>,
  key: string,
  uploadsBucket: string,
  size: number,
): Promise<void> {
  const data = videoData(ref.orgId);
  const at = new Date().toISOString();
  // Not a MediaConvert id: the record of a job that was never started.
  const jobId = `refused-${Date.now()}-${randomBytes(4).toString('hex')}`;
  const rendition = { videoId: ref.videoId, version: ref.version, language: ref.language };
  const existing = (await data.renditions(ref.videoId)).find(
    (r) => r.version === ref.version && r.language === ref.language,
  );
  if (existing?.status !== 'completed') {
    await data.setRenditionJob(
      rendition,
      { jobId, submittedAt: at },
      { status: 'error', error: UPLOAD_TOO_LARGE_MESSAGE },
    );
  }
  await data.recordJob({
    ...rendition,
    jobId,
    status: 'error',
    error: UPLOAD_TOO_LARGE_MESSAGE,
    pipelineId: 'Default',
    at,
  });
  const { client, sdk } = await s3();
  await client.send(new sdk.DeleteObjectCommand({ Bucket: uploadsBucket, Key: key }));
  logger.warn('upload refused: larger than the upload limit; object deleted', {
    key,
    size,
    limit: MAX_UPLOAD_BYTES,
  });
}

/** The subtitle sidecars of a rendition, one per language (WebVTT preferred over SRT). */
async function subtitlesOf(
  ref: NonNullable<ReturnType<typeof parseUploadKey>>,
  uploadsBucket: string,
): Promise<{ language: string; key: string }[]> {
  const { client, sdk } = await s3();
  const listed = await client.send(
    new sdk.ListObjectsV2Command({ Bucket: uploadsBucket, Prefix: subtitlePrefix(ref), MaxKeys: 100 }),
  );
  const byLanguage = new Map<string, string>();
  for (const object of listed?.Contents ?? []) {
    const parsed = object.Key ? parseSubtitleKey(object.Key) : null;
    if (!parsed || !object.Key) continue;
    if (!byLanguage.has(parsed.language) || parsed.extension === 'vtt')
      byLanguage.set(parsed.language, object.Key);
  }
  return [...byLanguage].sort(([a], [b]) => a.localeCompare(b)).map(([language, key]) => ({ language, key }));
}

/** The queue's name (its ARN's last segment): the spec's pipelineId. */
export function queueName(queue: string | undefined): string {
  return queue ? (queue.split('/').pop() ?? queue) : 'Default';
}
