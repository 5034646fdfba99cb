/** A transcoding job as the API reports it (spec 1 §7 GET /transcodingStatus: language, version, status…). */
import type { JobItem } from '../data/items.js';

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
