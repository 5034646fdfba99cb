import { key, updatedAt, videoPartition } from './keys.js';

/** States of an automatic transcription (Amazon Transcribe's IN_PROGRESS / COMPLETED / FAILED). */
export const TRANSCRIPTION_STATUSES = ['inProgress', 'completed', 'failed'] as const;

/**
 * The automatic transcription of one version × language of a video (spec 1 §7 upload option
 * autoTranscribe): the Transcribe job, the upload's copy options, and the outcome. Lives in the video's
 * partition (access pattern 140).
 */
export const transcriptionModel = {
  model: { entity: 'transcription', version: '1', service: 'tubes' },
  attributes: {
    orgId: { type: 'string', required: true },
    videoId: { type: 'string', required: true },
    version: { type: 'number', required: true },
    language: { type: 'string', required: true },
    jobName: { type: 'string', required: true },
    status: { type: TRANSCRIPTION_STATUSES, required: true },
    autoCopyToManuscript: { type: 'boolean', default: true },
    autoCopyManuscriptToDescription: { type: 'boolean', default: true },
    startedAt: { type: 'string', required: true },
    finishedAt: { type: 'string' },
    /** The recognised text (sentences), once completed. */
    transcript: { type: 'string' },
    /** Chapters written into the manuscript (0 when it already had text of its author's). */
    chaptersCopied: { type: 'number' },
    failureReason: { type: 'string' },
    updatedAt,
  },
  indexes: {
    byVideo: {
      pk: videoPartition,
      sk: key('SK', ['version', 'language'], 'TRANSCRIPTION#${version}#${language}'),
    },
  },
} as const;
