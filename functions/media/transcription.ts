/**
 * Automatic transcription of an upload (spec 1 §7 upload options): the Amazon Transcribe job of a
 * version × language, named so that its job-state event leads back to it (the organization comes from
 * the name this function built, as the transcode's comes from the upload key), and its transcript file
 * under transcripts/ of the uploads bucket (no upload event fires there).
 */
import { randomBytes } from 'node:crypto';
import { transcribeLanguageCode } from '#shared/domain/transcription.js';
import { transcriptionData } from '../core/data/transcription-data.js';
import { transcribe } from '../core/media/transcribe.js';
import { isValidId, TRANSCRIPTS_PREFIX } from '../core/media/keys.js';
import { logger } from '../core/http/logger.js';

export interface TranscriptionTarget {
  orgId: string;
  videoId: string;
  version: number;
  language: string;
}

export interface TranscriptionOptions {
  autoCopyToManuscript: boolean;
  autoCopyManuscriptToDescription: boolean;
}

/** The video's upload options (createVideo, spec 1 §7) → what its transcription does; null: none asked for. */
export function transcriptionOptionsOf(
  uploadOptions:
    | { autoTranscribe: boolean; autoCopyToManuscript: boolean; autoCopyManuscriptToDescription: boolean }
    | undefined,
): TranscriptionOptions | null {
  if (!uploadOptions?.autoTranscribe) return null;
  return {
    autoCopyToManuscript: uploadOptions.autoCopyToManuscript,
    autoCopyManuscriptToDescription: uploadOptions.autoCopyManuscriptToDescription,
  };
}

const SEPARATOR = '.';

export function transcriptionJobName(target: TranscriptionTarget): string {
  return [
    'tubes',
    target.orgId,
    target.videoId,
    target.version,
    target.language,
    randomBytes(4).toString('hex'),
  ].join(SEPARATOR);
}

export function parseTranscriptionJobName(name: string): (TranscriptionTarget & { jobName: string }) | null {
  const parts = name.split(SEPARATOR);
  if (parts.length !== 6 || parts[0] !== 'tubes') return null;
  const [, orgId, videoId, version, language] = parts as [string, string, string, string, string];
  if (
    !isValidId(orgId) ||
    !isValidId(videoId) ||
    !/^[1-9]\d{0,3}$/.test(version) ||
    !/^[a-z-]{2,12}$/.test(language)
  ) {
    return null;
  }
  return { orgId, videoId, version: Number(version), language, jobName: name };
}

export function transcriptKey(target: TranscriptionTarget, jobName: string): string {
  return `${TRANSCRIPTS_PREFIX}${target.orgId}/${target.videoId}/${target.version}/${target.language}/${jobName}.json`;
}

/**
 * Starts the job (or records why none can run: a language Transcribe does not hear). Never throws: a
 * transcription that cannot start must not stop the transcode it came with.
 */
export async function startTranscription(
  target: TranscriptionTarget,
  source: { bucket: string; key: string },
  options: TranscriptionOptions,
): Promise<void> {
  const data = transcriptionData(target.orgId);
  const ref = { videoId: target.videoId, version: target.version, language: target.language };
  const jobName = transcriptionJobName(target);
  const startedAt = new Date().toISOString();
  const languageCode = transcribeLanguageCode(target.language);
  if (!languageCode) {
    await data.start({
      ...ref,
      jobName,
      status: 'failed',
      ...options,
      startedAt,
      finishedAt: startedAt,
      failureReason: `Automatic transcription is not available for the language ${target.language}`,
    });
    return;
  }
  try {
    await data.start({ ...ref, jobName, status: 'inProgress', ...options, startedAt });
    const { client, sdk } = await transcribe();
    await client.send(
      new sdk.StartTranscriptionJobCommand({
        TranscriptionJobName: jobName,
        LanguageCode: languageCode as never,
        Media: { MediaFileUri: `s3://${source.bucket}/${source.key}` },
        OutputBucketName: source.bucket,
        OutputKey: transcriptKey(target, jobName),
      }),
    );
    logger.info('transcription started', { jobName, languageCode });
  } catch (error) {
    logger.error('transcription could not start', { jobName, error: String(error) });
    await data.finish(ref, jobName, {
      status: 'failed',
      failureReason: 'The transcription could not be started',
    });
  }
}
