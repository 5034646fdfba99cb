import { TRANSLATION_STATUSES } from '#shared/domain/video-translation.js';
import { key, updatedAt, videoPartition } from './keys.js';

/**
 * A video's translation into one language (issue 14): what its state machine has reached, whether it
 * is published, and the translated name, description and abstract (the video item holds the master's;
 * the translated chapters, effects and links are the version × language's rendering data). Lives in the
 * video's partition (access patterns 170, 171).
 */
export const videoTranslationModel = {
  model: { entity: 'videoTranslation', version: '1', service: 'tubes' },
  attributes: {
    orgId: { type: 'string', required: true },
    videoId: { type: 'string', required: true },
    language: { type: 'string', required: true },
    /** The execution's name: a late step of an earlier request changes nothing. */
    translationId: { type: 'string', required: true },
    version: { type: 'number', required: true },
    sourceLanguage: { type: 'string', required: true },
    status: { type: TRANSLATION_STATUSES, required: true },
    published: { type: 'boolean', default: false },
    machine: { type: 'boolean', default: false },
    name: { type: 'string', default: '' },
    description: { type: 'string', default: '' },
    abstract: { type: 'string', default: '' },
    requestedById: { type: 'string', required: true },
    requestedByEmail: { type: 'string', required: true },
    requestedAt: { type: 'string', required: true },
    reason: { type: 'string' },
    /** The open task of the human step that waits, if one does. */
    taskId: { type: 'string' },
    updatedAt,
  },
  indexes: {
    byVideo: {
      pk: videoPartition,
      sk: key('SK', ['language'], 'TRANSLATION#${language}'),
    },
  },
} as const;
