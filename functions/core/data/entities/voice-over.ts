import { VOICE_OVER_MODES } from '#shared/domain/voice-over.js';
import { key, updatedAt, videoPartition } from './keys.js';

/**
 * A video's voice-over in one language (issue 14): the voice and each chapter's speed and pause it was
 * made with, where each chapter's speech landed and whether it fits, and the track (16 kHz mono WAV in
 * the uploads bucket) the render lists as an alternate audio rendition. Lives in the video's partition
 * (access patterns 172, 173); one per language, replaced by the next generation.
 */
export const voiceOverModel = {
  model: { entity: 'voiceOver', version: '1', service: 'tubes' },
  attributes: {
    orgId: { type: 'string', required: true },
    videoId: { type: 'string', required: true },
    language: { type: 'string', required: true },
    /** The version whose chapters it speaks. */
    version: { type: 'number', required: true },
    voice: { type: 'string', required: true },
    /** VOICE_OVER_MODES: the voice alone, or over the original sound. */
    mode: { type: VOICE_OVER_MODES, default: 'replace' },
    chapters: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          speed: { type: 'number', required: true },
          pauseMs: { type: 'number', required: true },
          recorded: { type: 'boolean' },
          startMs: { type: 'number', required: true },
          availableMs: { type: 'number', required: true },
          speechMs: { type: 'number', required: true },
          overlongMs: { type: 'number', required: true },
        },
      },
    },
    /** Uploads-bucket key of the track. */
    trackKey: { type: 'string', required: true },
    durationMs: { type: 'number', required: true },
    generatedById: { type: 'string', required: true },
    generatedAt: { type: 'string', required: true },
    updatedAt,
  },
  indexes: {
    byVideo: {
      pk: videoPartition,
      sk: key('SK', ['language'], 'VOICEOVER#${language}'),
    },
  },
} as const;
