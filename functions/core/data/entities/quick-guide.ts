import { key, updatedAt, videoPartition } from './keys.js';

/**
 * The quick guide of one version × language (issue 12; docs/decisions.md "Quick guide"): the stills
 * captured at its chapters' starts (media-bucket keys by start in ms; kept while a chapter starts there),
 * the capture job at work (at most one: `pending*`, taken conditionally, expiring so that a job that never
 * reported does not block the next one), the last capture's error, and the PDF last composed with the
 * fingerprint of its content (composed again only when the content changes).
 */
export const quickGuideModel = {
  model: { entity: 'quickGuide', version: '1', service: 'tubes' },
  attributes: {
    orgId: { type: 'string', required: true },
    videoId: { type: 'string', required: true },
    version: { type: 'number', required: true },
    language: { type: 'string', required: true },
    stills: {
      type: 'list',
      default: () => [],
      items: {
        type: 'map',
        properties: { ms: { type: 'number', required: true }, key: { type: 'string', required: true } },
      },
    },
    /** The capture job at work: its id (the stills folder), the starts it captures, when it expires. */
    pendingId: { type: 'string' },
    pendingMs: { type: 'list', items: { type: 'number' } },
    pendingJobId: { type: 'string' },
    pendingExpiresAt: { type: 'string' },
    error: { type: 'string' },
    pdfKey: { type: 'string' },
    pdfFingerprint: { type: 'string' },
    pdfPages: { type: 'number' },
    pdfComposedAt: { type: 'string' },
    updatedAt,
  },
  indexes: {
    byVideo: {
      pk: videoPartition,
      sk: key('SK', ['version', 'language'], 'QUICKGUIDE#${version}#${language}'),
    },
  },
} as const;
