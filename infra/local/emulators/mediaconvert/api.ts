/**
 * Local MediaConvert (design.md §1): the REST-JSON API the SDK speaks, for what the project sends:
 *   POST /2017-08-29/jobs       CreateJob → 201 {job: {id, status: 'SUBMITTED', …}}
 *   GET  /2017-08-29/jobs/{id}  GetJob    → 200 {job}
 * Jobs run one at a time (a queue, like an on-demand queue with one slot; higher Priority first) through ffmpeg-job.ts, and
 * every state change is delivered as the EventBridge "MediaConvert Job State Change" event the cloud
 * sends, to the same handler. A job always ends: a crash, a timeout or a bad input ends it as ERROR.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { LOCAL_ACCOUNT_ID as ACCOUNT_ID, REGION } from '../../platform/config.js';
import {
  executeJob,
  JobFailure,
  planFromSettings,
  type JobPlan,
  type OutputGroupDetail,
} from './ffmpeg-job.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- job settings are untyped JSON */

export type JobStatus = 'SUBMITTED' | 'PROGRESSING' | 'COMPLETE' | 'ERROR';

export interface MediaConvertEvent {
  version: '0';
  id: string;
  'detail-type': 'MediaConvert Job State Change';
  source: 'aws.mediaconvert';
  account: string;
  time: string;
  region: string;
  resources: string[];
  detail: {
    timestamp: number;
    accountId: string;
    queue: string;
    jobId: string;
    status: JobStatus | 'STATUS_UPDATE';
    userMetadata: Record<string, string>;
    jobProgress?: {
      phaseProgress: Record<string, { status: string; percentComplete: number }>;
      jobPercentComplete: number;
      currentPhase: string;
      retryCount: number;
    };
    outputGroupDetails?: OutputGroupDetail[];
    errorCode?: number;
    errorMessage?: string;
  };
}

interface Job {
  id: string;
  arn: string;
  status: JobStatus;
  role: string;
  queue: string;
  settings: any;
  userMetadata: Record<string, string>;
  createdAt: number;
  /** CreateJob's Priority (-50…50, default 0): the queue runs higher priorities first, FIFO within one. */
  priority: number;
  jobPercentComplete?: number;
  currentPhase?: string;
  errorCode?: number;
  errorMessage?: string;
  outputGroupDetails?: OutputGroupDetail[];
  timing: { submitTime: number; startTime?: number; finishTime?: number };
  submittedAtMs: number;
  /** Local only: milliseconds per phase (queued, download, probe, transcode, package, upload). */
  phasesMs: Record<string, number>;
  plan: JobPlan;
  /** Delivery of the SUBMITTED event: every later event of the job goes after it. */
  submitted?: Promise<void>;
}

export interface MediaConvertLocalOptions {
  port: number;
  s3: S3Client;
  /** Scratch space for inputs and outputs (one sub-directory per running job, removed after it). */
  workDir: string;
  /** Delivers a job-state event (the EventBridge rule's target). */
  deliver(event: MediaConvertEvent): Promise<void>;
  /** Longest a job may run before it ends as ERROR (default 30 min). */
  jobTimeoutMs?: number;
  /** Least time between two STATUS_UPDATE events (default 1 s; MediaConvert's minimum is 10 s). */
  statusIntervalMs?: number;
  log?: (line: string) => void;
}

export interface MediaConvertLocal {
  endpoint: string;
  /** Resolves when no job is queued or running (tests, benchmark). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

const QUEUE_ARN = `arn:aws:mediaconvert:${REGION}:${ACCOUNT_ID}:queues/Default`;

function send(res: ServerResponse, status: number, body: unknown, errorType?: string) {
  res.writeHead(status, {
    'Content-Type': 'application/json',
    ...(errorType ? { 'x-amzn-ErrorType': errorType } : {}),
  });
  res.end(JSON.stringify(body));
}

function publicJob(job: Job) {
  return {
    id: job.id,
    arn: job.arn,
    status: job.status,
    role: job.role,
    queue: job.queue,
    priority: job.priority,
    settings: job.settings,
    userMetadata: job.userMetadata,
    createdAt: job.createdAt,
    ...(job.jobPercentComplete !== undefined ? { jobPercentComplete: job.jobPercentComplete } : {}),
    ...(job.currentPhase ? { currentPhase: job.currentPhase } : {}),
    ...(job.errorCode !== undefined ? { errorCode: job.errorCode, errorMessage: job.errorMessage } : {}),
    ...(job.outputGroupDetails ? { outputGroupDetails: job.outputGroupDetails } : {}),
    timing: job.timing,
    phasesMs: job.phasesMs,
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startMediaConvert(options: MediaConvertLocalOptions): Promise<MediaConvertLocal> {
  const log = options.log ?? (() => undefined);
  const timeoutMs = options.jobTimeoutMs ?? 30 * 60_000;
  const statusInterval = options.statusIntervalMs ?? 1000;
  const jobs = new Map<string, Job>();
  const queue: Job[] = [];
  let running: Promise<void> | null = null;
  let current: AbortController | null = null;
  let stopping = false;

  const emit = async (
    job: Job,
    status: MediaConvertEvent['detail']['status'],
    extra: Partial<MediaConvertEvent['detail']> = {},
  ) => {
    const now = Date.now();
    const event: MediaConvertEvent = {
      version: '0',
      id: randomUUID(),
      'detail-type': 'MediaConvert Job State Change',
      source: 'aws.mediaconvert',
      account: ACCOUNT_ID,
      time: new Date(now).toISOString(),
      region: REGION,
      resources: [job.arn],
      detail: {
        timestamp: now,
        accountId: ACCOUNT_ID,
        queue: job.queue,
        jobId: job.id,
        status,
        userMetadata: job.userMetadata,
        ...extra,
      },
    };
    // As with EventBridge → Lambda, a failing target does not affect the job.
    await options
      .deliver(event)
      .catch((error: unknown) =>
        log(`mediaconvert: event ${status} of ${job.id} not delivered: ${String(error)}`),
      );
  };

  const runJob = async (job: Job) => {
    const controller = new AbortController();
    current = controller;
    const timer = setTimeout(
      () => controller.abort(new JobFailure(`Job timed out after ${Math.round(timeoutMs / 1000)} s`, 1517)),
      timeoutMs,
    );
    job.status = 'PROGRESSING';
    job.phasesMs.queued = Date.now() - job.submittedAtMs;
    job.timing.startTime = Math.floor(Date.now() / 1000);
    // The job starts at once; its events still arrive in order (SUBMITTED, PROGRESSING, updates, end).
    // Progress events are chained so they arrive in order and never block ffmpeg.
    let chain = (job.submitted ?? Promise.resolve()).then(() => emit(job, 'PROGRESSING'));
    let lastSent = 0;
    let lastPercent = -1;
    try {
      const groups = await executeJob(
        job.plan,
        options.s3,
        path.join(options.workDir, job.id),
        {
          progress(percent, phase) {
            job.jobPercentComplete = percent;
            job.currentPhase = phase;
            const now = Date.now();
            if (percent === lastPercent || now - lastSent < statusInterval) return;
            lastSent = now;
            lastPercent = percent;
            chain = chain.then(() =>
              emit(job, 'STATUS_UPDATE', {
                jobProgress: {
                  phaseProgress: { [phase]: { status: 'PROGRESSING', percentComplete: percent } },
                  jobPercentComplete: percent,
                  currentPhase: phase,
                  retryCount: 0,
                },
              }),
            );
          },
          phase(name, ms) {
            job.phasesMs[name] = Math.round(ms);
          },
          warn(message) {
            log(`mediaconvert: job ${job.id}: ${message}`);
          },
        },
        controller.signal,
      );
      await chain;
      job.status = 'COMPLETE';
      job.jobPercentComplete = 100;
      job.outputGroupDetails = groups;
      job.timing.finishTime = Math.floor(Date.now() / 1000);
      await emit(job, 'COMPLETE', { outputGroupDetails: groups });
      log(
        `mediaconvert: job ${job.id} complete (${Object.entries(job.phasesMs)
          .map(([phase, ms]) => `${phase} ${(ms / 1000).toFixed(1)} s`)
          .join(', ')})`,
      );
    } catch (error) {
      await chain;
      const reason = controller.signal.aborted ? (controller.signal.reason as unknown) : error;
      const failure =
        reason instanceof JobFailure
          ? reason
          : new JobFailure(`Job failed: ${(reason as Error)?.message ?? String(reason)}`, 1999);
      job.status = 'ERROR';
      job.errorCode = failure.code;
      job.errorMessage = failure.message;
      job.timing.finishTime = Math.floor(Date.now() / 1000);
      await emit(job, 'ERROR', { errorCode: failure.code, errorMessage: failure.message });
      // The event carries MediaConvert's message; the log keeps the local detail (paths, ffmpeg's stderr).
      log(
        `mediaconvert: job ${job.id} error: ${failure.message}${failure.detail ? `\n${failure.detail}` : ''}`,
      );
    } finally {
      clearTimeout(timer);
      current = null;
    }
  };

  const pump = () => {
    if (running || stopping) return;
    if (queue.length === 0) return;
    const top = queue.reduce((best, job, i) => (job.priority > (queue[best] as Job).priority ? i : best), 0);
    const [next] = queue.splice(top, 1) as [Job];
    running = runJob(next).finally(() => {
      running = null;
      pump();
    });
  };

  const createJob = async (req: IncomingMessage, res: ServerResponse) => {
    let body: any;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      return send(res, 400, { message: 'request body is not JSON' }, 'BadRequestException');
    }
    if (typeof body?.role !== 'string' || !body.role)
      return send(res, 400, { message: 'role is required' }, 'BadRequestException');
    let plan: JobPlan;
    try {
      plan = planFromSettings(body.settings);
    } catch (error) {
      return send(res, 400, { message: (error as Error).message }, 'BadRequestException');
    }
    const id = `${Date.now()}-${randomBytes(3).toString('hex')}`;
    const job: Job = {
      id,
      arn: `arn:aws:mediaconvert:${REGION}:${ACCOUNT_ID}:jobs/${id}`,
      status: 'SUBMITTED',
      role: body.role,
      queue: typeof body.queue === 'string' && body.queue ? body.queue : QUEUE_ARN,
      settings: body.settings,
      userMetadata: body.userMetadata ?? {},
      createdAt: Math.floor(Date.now() / 1000),
      priority: Number.isInteger(body.priority) ? Math.max(-50, Math.min(50, body.priority as number)) : 0,
      timing: { submitTime: Math.floor(Date.now() / 1000) },
      submittedAtMs: Date.now(),
      phasesMs: {},
      plan,
    };
    jobs.set(id, job);
    send(res, 201, { job: publicJob(job) });
    // After the answer, as in the cloud: the caller records the job while its events may already flow.
    queue.push(job);
    job.submitted = emit(job, 'SUBMITTED');
    pump();
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const jobMatch = /^\/2017-08-29\/jobs\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'POST' && url.pathname === '/2017-08-29/jobs') {
      createJob(req, res).catch((error: unknown) =>
        send(res, 500, { message: String(error) }, 'InternalServerErrorException'),
      );
    } else if (req.method === 'GET' && jobMatch) {
      const job = jobs.get(decodeURIComponent(jobMatch[1] as string));
      if (job) send(res, 200, { job: publicJob(job) });
      else send(res, 404, { message: 'The specified job does not exist' }, 'NotFoundException');
    } else {
      send(
        res,
        400,
        { message: `${req.method} ${url.pathname} is not supported by the local MediaConvert` },
        'BadRequestException',
      );
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });

  return {
    endpoint: `http://localhost:${options.port}`,
    async idle() {
      while (running || queue.length > 0) await (running ?? new Promise((r) => setTimeout(r, 50)));
    },
    async stop() {
      stopping = true;
      queue.length = 0;
      current?.abort(new JobFailure('The local platform stopped', 1999));
      await running;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
