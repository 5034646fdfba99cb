/**
 * A MediaConvert job as the emulator keeps it, what GetJob shows of it, how CreateJob's body becomes
 * one, and the EventBridge "MediaConvert Job State Change" events it sends.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { LOCAL_ACCOUNT_ID as ACCOUNT_ID, REGION } from '../../platform/config.js';
import { planFromSettings, type JobPlan, type OutputGroupDetail } from './ffmpeg-job.js';

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

export interface Job {
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

const QUEUE_ARN = `arn:aws:mediaconvert:${REGION}:${ACCOUNT_ID}:queues/Default`;

/** A job from CreateJob's body, or the BadRequestException message that refuses it. */
export function newJob(body: any): Job | { badRequest: string } {
  if (typeof body?.role !== 'string' || !body.role) return { badRequest: 'role is required' };
  let plan: JobPlan;
  try {
    plan = planFromSettings(body.settings);
  } catch (error) {
    return { badRequest: (error as Error).message };
  }
  const id = `${Date.now()}-${randomBytes(3).toString('hex')}`;
  return {
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
}

/** The job as CreateJob and GetJob answer it. */
export function publicJob(job: Job) {
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

export function jobStateEvent(
  job: Job,
  status: MediaConvertEvent['detail']['status'],
  extra: Partial<MediaConvertEvent['detail']> = {},
): MediaConvertEvent {
  const now = Date.now();
  return {
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
}
