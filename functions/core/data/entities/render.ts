import { RENDER_JOB_STATUSES, type RenderJobStatusName } from '#shared/api/endpoints/render.js';
import { key, updatedAt, videoPartition } from './keys.js';

/** A render job's states: queued (asked for), the MediaConvert job's, and timedOut (past the limit). */
export type RenderJobStatus = RenderJobStatusName;

/**
 * A render of one version × language (issue 12 "Rendering"; spec 2 §3 "Rendering job: render id, date,
 * total, trim and processed seconds, unit price, total price": the prices are the finance issue's).
 * `renderId` sorts by creation time, so the video's latest render is the first of a descending query.
 * Updates are conditional on `statusRank` (queued 0, submitted 1, progressing 2, terminal 3).
 */
export const renderJobModel = {
  model: { entity: 'renderJob', version: '1', service: 'tubes' },
  attributes: {
    orgId: { type: 'string', required: true },
    videoId: { type: 'string', required: true },
    renderId: { type: 'string', required: true },
    version: { type: 'number', required: true },
    language: { type: 'string', required: true },
    status: { type: RENDER_JOB_STATUSES, required: true },
    statusRank: { type: 'number', required: true },
    progress: { type: 'number', default: 0 },
    /** The MediaConvert job, once created. */
    jobId: { type: 'string' },
    /** The render plan (shared/domain/render-plan.ts) as JSON: what the job burns in and trims. */
    plan: { type: 'string', required: true },
    /** Uploads-bucket key of the original the render reads. */
    source: { type: 'string', required: true },
    /** Seconds of the original, seconds the trim cut away, seconds the rendered video plays. */
    totalSeconds: { type: 'number', required: true },
    trimSeconds: { type: 'number', required: true },
    processedSeconds: { type: 'number' },
    /** The video's processing lock this render holds (released when it ends). */
    lockSince: { type: 'string' },
    requestedBy: { type: 'string', required: true },
    error: { type: 'string' },
    createdAt: { type: 'string', required: true },
    updatedAt,
  },
  indexes: {
    byVideo: {
      pk: videoPartition,
      sk: key('SK', ['renderId'], 'RENDER#${renderId}'),
    },
  },
} as const;
