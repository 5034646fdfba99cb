/**
 * The local media pipeline, wired as the media stack wires the cloud one:
 *   s3rver ObjectCreated in the uploads bucket under uploads/ → functions/media/startTranscode.ts
 *     (the S3 event notification shape, keys URL-encoded as S3 sends them);
 *   the MediaConvert emulator's job-state events → functions/media/transcodeStatus.ts.
 * Handlers are loaded on first use (a cold start) through the gateway's module loader when given.
 */
import path from 'node:path';
import type S3rver from 's3rver';
import type { S3Client } from '@aws-sdk/client-s3';
import { REPO_ROOT, UPLOADS_BUCKET } from './config.js';
import { lambdaContext } from '../emulators/gateway/events.js';
import {
  startMediaConvert,
  type MediaConvertEvent,
  type MediaConvertLocal,
} from '../emulators/mediaconvert/api.js';

type Handler = (event: unknown, context: unknown) => Promise<unknown>;

export interface MediaPipelineOptions {
  port: number;
  s3Server: S3rver;
  s3Client: S3Client;
  workDir: string;
  importModule?: (absolutePath: string) => Promise<Record<string, unknown>>;
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

function lazyHandler(relativePath: string, importModule: MediaPipelineOptions['importModule']) {
  let loaded: Promise<Handler> | undefined;
  const load = async (): Promise<Handler> => {
    const absolute = path.join(REPO_ROOT, relativePath);
    const mod = importModule
      ? await importModule(absolute)
      : ((await import(absolute)) as Record<string, unknown>);
    if (typeof mod.handler !== 'function') throw new Error(`${relativePath} exports no handler`);
    return mod.handler as Handler;
  };
  const name = path.basename(relativePath, '.ts');
  const loadOnce = () => {
    loaded ??= load();
    loaded.catch(() => (loaded = undefined));
    return loaded;
  };
  const invoke = async (event: unknown) => (await loadOnce())(event, lambdaContext(`tubes-local-${name}`));
  /** Loads the module ahead of the first event (like provisioned concurrency): no cold start in a job's time. */
  const warm = () => void loadOnce().catch(() => undefined);
  return Object.assign(invoke, { warm });
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
  const startTranscode = lazyHandler('functions/media/startTranscode.ts', options.importModule);
  const transcodeStatus = lazyHandler('functions/media/transcodeStatus.ts', options.importModule);
  startTranscode.warm();
  transcodeStatus.warm();

  const mediaConvert = await startMediaConvert({
    port: options.port,
    s3: options.s3Client,
    workDir: options.workDir,
    log,
    deliver: async (event: MediaConvertEvent) => {
      await transcodeStatus(event);
    },
  });

  const pending = new Set<Promise<unknown>>();
  const onEvent = (event: { Records?: S3rverRecord[] }) => {
    // The cloud notification is filtered to ObjectCreated:* on uploads/ of the uploads bucket.
    const records = (event.Records ?? []).filter(
      (r) =>
        r.eventName.startsWith('ObjectCreated:') &&
        r.s3.bucket.name === UPLOADS_BUCKET &&
        r.s3.object.key.startsWith('uploads/'),
    );
    if (records.length === 0) return;
    const shaped = {
      Records: records.map((r) => ({
        ...r,
        s3: { ...r.s3, object: { ...r.s3.object, key: encodeKey(r.s3.object.key) } },
      })),
    };
    const invocation = startTranscode(shaped)
      .catch((error: unknown) =>
        log(`startTranscode failed (the cloud would retry, then dead-letter): ${String(error)}`),
      )
      .finally(() => pending.delete(invocation));
    pending.add(invocation);
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
