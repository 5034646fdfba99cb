/** A transcoding job as the API reports it (spec 1 §7 GET /transcodingStatus: language, version, status…). */
import type { EntityItem } from 'electrodb';
import type { Entities } from '../data/entities/index.js';

type JobItem = EntityItem<Entities['transcodingJob']>;

export function toTranscodingStatus(job: JobItem) {
  return {
    language: job.language,
    version: job.version,
    status: job.status,
    jobId: job.jobId,
    pipelineId: job.pipelineId ?? 'Default',
    videoId: job.videoId,
    progress: job.progress ?? 0,
    ...(job.error ? { error: job.error } : {}),
    updatedAt: job.updatedAt,
  };
}
