/**
 * The emulator's queue: jobs run one at a time (an on-demand queue with one slot; higher Priority
 * first, FIFO within one) through ffmpeg-job.ts, and every state change of a job goes out as its
 * EventBridge event, in order (SUBMITTED, PROGRESSING, STATUS_UPDATEs, then COMPLETE or ERROR). A job
 * always ends: a crash, a timeout or a bad input ends it as ERROR.
 */
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { executeJob, JobFailure } from './ffmpeg-job.js';
import { jobStateEvent, type Job, type MediaConvertEvent } from './jobs.js';

export interface JobQueueOptions {
  s3: S3Client;
  /** Scratch space for inputs and outputs (one sub-directory per running job, removed after it). */
  workDir: string;
  /** Delivers a job-state event (the EventBridge rule's target). */
  deliver(event: MediaConvertEvent): Promise<void>;
  /** Longest a job may run before it ends as ERROR. */
  jobTimeoutMs: number;
  /** Least time between two STATUS_UPDATE events. */
  statusIntervalMs: number;
  log: (line: string) => void;
}

export function createJobQueue(options: JobQueueOptions) {
  const { log } = options;
  const waiting: Job[] = [];
  let running: Promise<void> | null = null;
  let current: AbortController | null = null;
  let stopping = false;

  async function emit(
    job: Job,
    status: MediaConvertEvent['detail']['status'],
    extra: Partial<MediaConvertEvent['detail']> = {},
  ): Promise<void> {
    const event = jobStateEvent(job, status, extra);
    // As with EventBridge → Lambda, a failing target does not affect the job.
    await options
      .deliver(event)
      .catch((error: unknown) =>
        log(`mediaconvert: event ${event.detail.status} of ${job.id} not delivered: ${String(error)}`),
      );
  }

  async function complete(job: Job, groups: NonNullable<Job['outputGroupDetails']>): Promise<void> {
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
  }

  async function fail(job: Job, reason: unknown): Promise<void> {
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
  }

  async function run(job: Job): Promise<void> {
    const controller = new AbortController();
    current = controller;
    const timer = setTimeout(
      () =>
        controller.abort(
          new JobFailure(`Job timed out after ${Math.round(options.jobTimeoutMs / 1000)} s`, 1517),
        ),
      options.jobTimeoutMs,
    );
    job.status = 'PROGRESSING';
    job.phasesMs.queued = Date.now() - job.submittedAtMs;
    job.timing.startTime = Math.floor(Date.now() / 1000);
    // The job starts at once; its events still arrive in order (SUBMITTED, PROGRESSING, updates, end).
    // Progress events are chained so they arrive in order and never block ffmpeg.
    let chain = (job.submitted ?? Promise.resolve()).then(() => emit(job, 'PROGRESSING'));
    let lastSent = 0;
    let lastPercent = -1;
    const progress = (percent: number, phase: string) => {
      job.jobPercentComplete = percent;
      job.currentPhase = phase;
      const now = Date.now();
      if (percent === lastPercent || now - lastSent < options.statusIntervalMs) return;
      lastSent = now;
      lastPercent = percent;
      const jobProgress = {
        phaseProgress: { [phase]: { status: 'PROGRESSING', percentComplete: percent } },
        jobPercentComplete: percent,
        currentPhase: phase,
        retryCount: 0,
      };
      chain = chain.then(() => emit(job, 'STATUS_UPDATE', { jobProgress }));
    };
    try {
      const groups = await executeJob(
        job.plan,
        options.s3,
        path.join(options.workDir, job.id),
        {
          progress,
          phase: (name, ms) => (job.phasesMs[name] = Math.round(ms)),
          warn: (message) => log(`mediaconvert: job ${job.id}: ${message}`),
        },
        controller.signal,
      );
      await chain;
      await complete(job, groups);
    } catch (error) {
      await chain;
      await fail(job, controller.signal.aborted ? (controller.signal.reason as unknown) : error);
    } finally {
      clearTimeout(timer);
      current = null;
    }
  }

  function pump(): void {
    if (running || stopping || waiting.length === 0) return;
    const top = waiting.reduce(
      (best, job, i) => (job.priority > (waiting[best] as Job).priority ? i : best),
      0,
    );
    const [next] = waiting.splice(top, 1) as [Job];
    running = run(next).finally(() => {
      running = null;
      pump();
    });
  }

  return {
    /** Queues a job that was just answered to CreateJob: its SUBMITTED event goes out first. */
    submit(job: Job): void {
      waiting.push(job);
      job.submitted = emit(job, 'SUBMITTED');
      pump();
    },
    async idle(): Promise<void> {
      while (running || waiting.length > 0) await (running ?? new Promise((r) => setTimeout(r, 50)));
    },
    async stop(): Promise<void> {
      stopping = true;
      waiting.length = 0;
      current?.abort(new JobFailure('The local platform stopped', 1999));
      await running;
    },
  };
}
