/**
 * Local Amazon Transcribe (design.md §1): the JSON 1.1 API the SDK speaks (`X-Amz-Target:
 * Transcribe.<Operation>`, SigV4-signed: unsigned or wrongly signed calls are refused as AWS refuses
 * them), for what the project sends:
 *   StartTranscriptionJob → the job IN_PROGRESS (one runs at a time: 2 cores)
 *   GetTranscriptionJob   → the job, with its transcript's URI once COMPLETED or its FailureReason
 * A job reads its media from S3 (s3://bucket/key), recognises it (./recognizer.ts: ffmpeg + pocketsphinx)
 * and writes Transcribe's transcript file to OutputBucketName/OutputKey; its end is delivered as the
 * EventBridge "Transcribe Job State Change" event the cloud sends, to the same handler. Jobs are kept in
 * the data directory: after a restart, unfinished ones run again (`resume`). Listens on 127.0.0.1 only.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { AwsApiError, constraintMessage, serveAwsJsonApi } from '../aws-json-api.js';
import type { SigV4Credentials } from '../sigv4.js';
import { LOCAL_MODELS, RecognitionFailure, mediaSeconds, recognize } from './recognizer.js';
import { transcriptFile } from './transcript.js';

/** Transcribe's batch language codes (its LanguageCode enum); a code outside it is a BadRequest. */
export const TRANSCRIBE_LANGUAGES = [
  'af-ZA',
  'ar-AE',
  'ar-SA',
  'ca-ES',
  'cs-CZ',
  'da-DK',
  'de-CH',
  'de-DE',
  'el-GR',
  'en-AB',
  'en-AU',
  'en-GB',
  'en-IE',
  'en-IN',
  'en-NZ',
  'en-US',
  'en-WL',
  'en-ZA',
  'es-ES',
  'es-US',
  'et-EE',
  'eu-ES',
  'fa-IR',
  'fi-FI',
  'fr-CA',
  'fr-FR',
  'gl-ES',
  'he-IL',
  'hi-IN',
  'hr-HR',
  'hu-HU',
  'id-ID',
  'is-IS',
  'it-IT',
  'ja-JP',
  'ko-KR',
  'lt-LT',
  'lv-LV',
  'ms-MY',
  'nl-NL',
  'no-NO',
  'pl-PL',
  'pt-BR',
  'pt-PT',
  'ro-RO',
  'ru-RU',
  'sk-SK',
  'sl-SI',
  'sr-RS',
  'sv-SE',
  'ta-IN',
  'te-IN',
  'th-TH',
  'tr-TR',
  'uk-UA',
  'vi-VN',
  'zh-CN',
  'zh-TW',
] as const;

/** Transcribe's limit on a media file's length. */
const MAX_MEDIA_SECONDS = 4 * 60 * 60;
/** The requests are small JSON documents; a larger body is refused before it is read. */
const MAX_REQUEST_BYTES = 256 * 1024;

export interface TranscribeEvent {
  version: '0';
  id: string;
  'detail-type': 'Transcribe Job State Change';
  source: 'aws.transcribe';
  account: string;
  time: string;
  region: string;
  resources: string[];
  detail: {
    TranscriptionJobName: string;
    TranscriptionJobStatus: 'COMPLETED' | 'FAILED';
    FailureReason?: string;
  };
}

interface Job {
  TranscriptionJobName: string;
  TranscriptionJobStatus: 'IN_PROGRESS' | 'COMPLETED' | 'FAILED';
  LanguageCode: string;
  Media: { MediaFileUri: string };
  MediaFormat?: string;
  OutputBucketName: string;
  OutputKey: string;
  CreationTime: number;
  StartTime: number;
  CompletionTime?: number;
  FailureReason?: string;
}

export interface TranscribeLocalOptions {
  port: number;
  s3: S3Client;
  credentials: SigV4Credentials;
  region: string;
  /** Scratch space (one sub-directory per running job, removed after it). */
  workDir: string;
  /** Where jobs are kept (transcribe.json in it); null keeps them in memory (ephemeral platforms). */
  stateDirectory: string | null;
  deliver(event: TranscribeEvent): Promise<void>;
  /** Longest a job may run before it FAILS (default 30 min). */
  jobTimeoutMs?: number;
  log?: (line: string) => void;
}

export interface TranscribeLocal {
  endpoint: string;
  /** Runs again the jobs a previous run left unfinished (once their event's target can take them). */
  resume(): void;
  /** Resolves when no job is queued or running (tests). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

const badRequest = (message: string) => new AwsApiError(400, 'BadRequestException', message);

// Transcribe answers its input validation as a BadRequestException.
const validationError = (field: string, value: unknown, constraint: string): AwsApiError =>
  badRequest(constraintMessage(field, value, constraint));

function parseS3Uri(uri: string): { bucket: string; key: string } | null {
  const s3 = /^s3:\/\/([^/]+)\/(.+)$/.exec(uri);
  if (s3) return { bucket: s3[1] as string, key: s3[2] as string };
  const https = /^https:\/\/s3[.-][a-z0-9-]+\.amazonaws\.com\/([^/]+)\/(.+)$/.exec(uri);
  return https ? { bucket: https[1] as string, key: decodeURIComponent(https[2] as string) } : null;
}

/** StartTranscriptionJob's input, checked as the service checks it. */
function newJob(input: Record<string, unknown>, now: number): Job {
  const name = input.TranscriptionJobName;
  if (typeof name !== 'string' || !/^[0-9a-zA-Z._-]{1,200}$/.test(name)) {
    throw validationError(
      'transcriptionJobName',
      name,
      'Member must satisfy regular expression pattern: ^[0-9a-zA-Z._-]+',
    );
  }
  const language = input.LanguageCode;
  if (typeof language !== 'string' || !(TRANSCRIBE_LANGUAGES as readonly string[]).includes(language)) {
    throw validationError(
      'languageCode',
      language,
      `Member must satisfy enum value set: [${TRANSCRIBE_LANGUAGES.join(', ')}]`,
    );
  }
  const media = input.Media as { MediaFileUri?: unknown } | undefined;
  const uri = media?.MediaFileUri;
  if (typeof uri !== 'string' || uri.length > 2000 || !parseS3Uri(uri)) {
    throw badRequest('The URI that you specified for Media is not valid: use s3://bucket/key.');
  }
  const bucket = input.OutputBucketName;
  if (typeof bucket !== 'string' || !/^[a-z0-9][.\-a-z0-9]{1,61}[a-z0-9]$/.test(bucket)) {
    // The service-managed bucket of the cloud (no OutputBucketName) has no local counterpart.
    throw validationError(
      'outputBucketName',
      bucket,
      'Member must satisfy regular expression pattern: ^[a-z0-9][\\.\\-a-z0-9]{1,61}[a-z0-9]$',
    );
  }
  const key = input.OutputKey ?? `${name}.json`;
  if (typeof key !== 'string' || !/^[a-zA-Z0-9-_.!*'()/]{1,1024}$/.test(key)) {
    throw validationError(
      'outputKey',
      key,
      "Member must satisfy regular expression pattern: ^[a-zA-Z0-9-_.!*'()/]{1,1024}$",
    );
  }
  return {
    TranscriptionJobName: name,
    TranscriptionJobStatus: 'IN_PROGRESS',
    LanguageCode: language,
    Media: { MediaFileUri: uri },
    ...(typeof input.MediaFormat === 'string' ? { MediaFormat: input.MediaFormat } : {}),
    OutputBucketName: bucket,
    OutputKey: key.endsWith('/') ? `${key}${name}.json` : key,
    CreationTime: now,
    StartTime: now,
  };
}

/** The job as GetTranscriptionJob answers it (epoch seconds, as JSON 1.1 carries timestamps). */
function publicJob(job: Job, region: string) {
  const { OutputBucketName, OutputKey, ...rest } = job;
  return {
    ...rest,
    ...(job.TranscriptionJobStatus === 'COMPLETED'
      ? {
          Transcript: {
            TranscriptFileUri: `https://s3.${region}.amazonaws.com/${OutputBucketName}/${OutputKey}`,
          },
        }
      : {}),
  };
}

export async function startTranscribe(options: TranscribeLocalOptions): Promise<TranscribeLocal> {
  const log = options.log ?? (() => undefined);
  const jobTimeoutMs = options.jobTimeoutMs ?? 30 * 60_000;
  const stateFile = options.stateDirectory ? path.join(options.stateDirectory, 'transcribe.json') : null;
  const jobs = new Map<string, Job>();
  if (stateFile && existsSync(stateFile)) {
    for (const job of JSON.parse(readFileSync(stateFile, 'utf8')) as Job[])
      jobs.set(job.TranscriptionJobName, job);
  }
  const save = () => {
    if (!stateFile) return;
    mkdirSync(path.dirname(stateFile), { recursive: true });
    writeFileSync(stateFile, JSON.stringify([...jobs.values()], null, 2));
  };
  const stopping = new AbortController();
  let chain: Promise<void> = Promise.resolve();

  async function runJob(job: Job): Promise<void> {
    const dir = path.join(options.workDir, randomUUID());
    mkdirSync(dir, { recursive: true });
    const timeout = AbortSignal.timeout(jobTimeoutMs);
    const signal = AbortSignal.any([timeout, stopping.signal]);
    try {
      const source = parseS3Uri(job.Media.MediaFileUri) as { bucket: string; key: string };
      const mediaFile = path.join(dir, 'media');
      const object = await options.s3
        .send(new GetObjectCommand({ Bucket: source.bucket, Key: source.key }), { abortSignal: signal })
        .catch(() => {
          throw new RecognitionFailure(
            "The URI that you provided doesn't point to an S3 object. Make sure that the object exists and try your request again.",
          );
        });
      await pipeline(object.Body as Readable, createWriteStream(mediaFile), { signal });
      const duration = await mediaSeconds(mediaFile, signal);
      if (!Number.isFinite(duration)) {
        throw new RecognitionFailure('The media format provided does not match the detected media format.');
      }
      if (duration > MAX_MEDIA_SECONDS) {
        throw new RecognitionFailure(
          'Your audio file must be shorter than 4 hours. Try again with a shorter file.',
        );
      }
      if (!LOCAL_MODELS[job.LanguageCode]) {
        throw new RecognitionFailure(
          `The local Transcribe has no speech model for ${job.LanguageCode}: only ${Object.keys(LOCAL_MODELS).join(', ')} ` +
            `(${Object.values(LOCAL_MODELS).join(', ')}). Amazon Transcribe in the cloud transcribes it.`,
        );
      }
      const utterances = await recognize(mediaFile, path.join(dir, 'speech.wav'), signal);
      await options.s3.send(
        new PutObjectCommand({
          Bucket: job.OutputBucketName,
          Key: job.OutputKey,
          Body: JSON.stringify(transcriptFile(job.TranscriptionJobName, utterances)),
          ContentType: 'application/json',
        }),
      );
      job.TranscriptionJobStatus = 'COMPLETED';
    } catch (error) {
      if (stopping.signal.aborted) return; // runs again at the next start
      job.TranscriptionJobStatus = 'FAILED';
      job.FailureReason = timeout.aborted
        ? 'The transcription job did not finish in time.'
        : error instanceof RecognitionFailure
          ? error.message
          : `Internal failure: ${String(error)}`;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    job.CompletionTime = Date.now() / 1000;
    save();
    log(
      `transcribe: ${job.TranscriptionJobName} ${job.TranscriptionJobStatus}${job.FailureReason ? ` (${job.FailureReason})` : ''}`,
    );
    // As with EventBridge → Lambda, a failing target does not change the job.
    await options
      .deliver({
        version: '0',
        id: randomUUID(),
        'detail-type': 'Transcribe Job State Change',
        source: 'aws.transcribe',
        account: '000000000000',
        time: new Date().toISOString(),
        region: options.region,
        resources: [],
        detail: {
          TranscriptionJobName: job.TranscriptionJobName,
          TranscriptionJobStatus: job.TranscriptionJobStatus as 'COMPLETED' | 'FAILED',
          ...(job.FailureReason ? { FailureReason: job.FailureReason } : {}),
        },
      })
      .catch((error: unknown) => log(`transcribe: the job-state event's target failed: ${String(error)}`));
  }

  const submit = (job: Job) => {
    chain = chain.then(() => runJob(job)).catch((error: unknown) => log(`transcribe: ${String(error)}`));
  };

  const OPERATIONS: Record<string, (input: Record<string, unknown>) => unknown> = {
    StartTranscriptionJob(input) {
      const job = newJob(input, Date.now() / 1000);
      if (jobs.has(job.TranscriptionJobName)) {
        throw new AwsApiError(
          400,
          'ConflictException',
          'The requested job name already exists. Use a different job name.',
        );
      }
      jobs.set(job.TranscriptionJobName, job);
      save();
      submit(job);
      return { TranscriptionJob: publicJob(job, options.region) };
    },
    GetTranscriptionJob(input) {
      const job = jobs.get(String(input.TranscriptionJobName));
      if (!job) {
        throw new AwsApiError(
          400,
          'NotFoundException',
          "The requested job couldn't be found. Check the job name and try your request again.",
        );
      }
      return { TranscriptionJob: publicJob(job, options.region) };
    },
  };

  const { server, port } = await serveAwsJsonApi({
    name: 'the local Transcribe',
    port: options.port,
    signing: { credentials: options.credentials, region: options.region, service: 'transcribe' },
    targetPrefix: 'Transcribe.',
    jsonVersion: '1.1',
    maxRequestBytes: MAX_REQUEST_BYTES,
    messageKey: 'Message',
    operations: OPERATIONS,
  });

  return {
    endpoint: `http://localhost:${port}`,
    resume() {
      for (const job of jobs.values()) if (job.TranscriptionJobStatus === 'IN_PROGRESS') submit(job);
    },
    async idle() {
      let seen: Promise<void>;
      do {
        seen = chain;
        await seen;
      } while (seen !== chain);
    },
    async stop() {
      stopping.abort();
      await chain;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
