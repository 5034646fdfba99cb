/**
 * The local media pipeline, wired as the media stack wires the cloud one:
 *   s3rver ObjectCreated in the uploads bucket under uploads/ → functions/media/startTranscode.ts
 *     (the S3 event notification shape, keys URL-encoded as S3 sends them);
 *   s3rver ObjectCreated under renders/ (…json: a render request) → functions/media/startRender.ts;
 *   s3rver ObjectCreated under quick-guides/ (…json: a quick guide's stills) →
 *     functions/media/startQuickGuideStills.ts;
 *   s3rver ObjectCreated under frames/ (…json: a thumbnail frame request) → functions/media/startFrameCapture.ts;
 *   the MediaConvert emulator's job-state events → functions/media/transcodeStatus.ts.
 * The handlers run in the platform's Lambda runtime (their own timeout and memory), loaded ahead of
 * the first event (like provisioned concurrency): no cold start in a job's time.
 */
import type S3rver from 's3rver';
import type { S3Client } from '@aws-sdk/client-s3';
import { UPLOADS_BUCKET } from './config.js';
import type { LambdaRuntime } from '../emulators/lambda/runtime.js';
import {
  startMediaConvert,
  type MediaConvertEvent,
  type MediaConvertLocal,
} from '../emulators/mediaconvert/api.js';

const START_TRANSCODE = 'functions/media/startTranscode.ts';
const TRANSCODE_STATUS = 'functions/media/transcodeStatus.ts';
const START_RENDER = 'functions/media/startRender.ts';
const START_QUICK_GUIDE_STILLS = 'functions/media/startQuickGuideStills.ts';
const START_FRAME_CAPTURE = 'functions/media/startFrameCapture.ts';

export interface MediaPipelineOptions {
  port: number;
  s3Server: S3rver;
  s3Client: S3Client;
  workDir: string;
  runtime: LambdaRuntime;
  log?: (line: string) => void;
}

export interface MediaPipeline {
  mediaConvert: MediaConvertLocal;
  /** Resolves when every upload event has been handled and no transcode is queued or running. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

interface S3rverRecord {
  eventName: string;
  s3: { bucket: { name: string }; object: { key: string } };
}

/** S3 URL-encodes keys in notifications (spaces as '+'); s3rver passes them raw. */
function encodeKey(key: string): string {
  return key
    .split('/')
    .map((part) => encodeURIComponent(part).replace(/%20/g, '+'))
    .join('/');
}

export async function startMediaPipeline(options: MediaPipelineOptions): Promise<MediaPipeline> {
  const log = options.log ?? (() => undefined);
  const { runtime } = options;
  runtime.warm(START_TRANSCODE);
  runtime.warm(TRANSCODE_STATUS);
  runtime.warm(START_RENDER);
  runtime.warm(START_QUICK_GUIDE_STILLS);
  runtime.warm(START_FRAME_CAPTURE);

  const mediaConvert = await startMediaConvert({
    port: options.port,
    s3: options.s3Client,
    workDir: options.workDir,
    log,
    deliver: async (event: MediaConvertEvent) => {
      await runtime.invoke(TRANSCODE_STATUS, event);
    },
  });

  const pending = new Set<Promise<unknown>>();
  /** The cloud notifications: ObjectCreated:* of the uploads bucket, filtered by prefix (and suffix). */
  const invokeFor = (
    event: { Records?: S3rverRecord[] },
    entry: string,
    matches: (key: string) => boolean,
  ) => {
    const records = (event.Records ?? []).filter(
      (r) =>
        r.eventName.startsWith('ObjectCreated:') &&
        r.s3.bucket.name === UPLOADS_BUCKET &&
        matches(r.s3.object.key),
    );
    if (records.length === 0) return;
    const shaped = {
      Records: records.map((r) => ({
        ...r,
        s3: { ...r.s3, object: { ...r.s3.object, key: encodeKey(r.s3.object.key) } },
      })),
    };
    const invocation = runtime
      .invoke(entry, shaped)
      .catch((error: unknown) =>
        log(`${entry} failed (the cloud would retry, then dead-letter): ${String(error)}`),
      )
      .finally(() => pending.delete(invocation));
    pending.add(invocation);
  };
  const onEvent = (event: { Records?: S3rverRecord[] }) => {
    invokeFor(event, START_TRANSCODE, (key) => key.startsWith('uploads/'));
    invokeFor(event, START_RENDER, (key) => key.startsWith('renders/') && key.endsWith('.json'));
    invokeFor(
      event,
      START_QUICK_GUIDE_STILLS,
      (key) => key.startsWith('quick-guides/') && key.endsWith('.json'),
    );
    invokeFor(event, START_FRAME_CAPTURE, (key) => key.startsWith('frames/') && key.endsWith('.json'));
  };
  options.s3Server.on('event', onEvent);

  return {
    mediaConvert,
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
      await mediaConvert.idle();
    },
    async stop() {
      options.s3Server.off('event', onEvent);
      await Promise.all(pending);
      await mediaConvert.stop();
    },
  };
}
