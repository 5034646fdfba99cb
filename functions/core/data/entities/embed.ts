import { globalIndex, key, videoPartition, viewCounters } from './keys.js';

const SERVICE = 'tubes';

/**
 * A video's embed key (spec 1 §2 "Public viewing routes" /embed/{key}, /sharing/{key}): an unguessable
 * token, one per video, stored in the video's own partition (`{orgId}#VIDEO#{videoId}` / `EMBEDKEY`).
 * GSI1 `EMBEDKEY#{embedKey}` is the one public lookup by it (access pattern 32): the organization and
 * the video of a public page come from this item, never from the caller.
 */
export const videoEmbedKeyModel = {
  model: { entity: 'videoEmbedKey', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    videoId: { type: 'string', required: true },
    embedKey: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', default: () => new Date().toISOString(), readOnly: true },
  },
  indexes: {
    byVideo: {
      pk: videoPartition,
      sk: key('SK', [], 'EMBEDKEY'),
    },
    byEmbedKey: globalIndex('GSI1', {
      pk: [['embedKey'], 'EMBEDKEY#${embedKey}'],
      sk: [[], 'EMBED'],
    }),
  },
} as const;

/**
 * Anonymous viewing counters of a video (POST /anonymous-analytics), next to the members' videoStats in
 * the video's partition. Changed only by ADD (no defaults: a counter starts at its first increment).
 */
export const anonymousVideoStatsModel = {
  model: { entity: 'anonymousVideoStats', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    videoId: { type: 'string', required: true },
    ...viewCounters,
  },
  indexes: {
    byVideo: {
      pk: videoPartition,
      sk: key('SK', [], 'ANONSTATS'),
    },
  },
} as const;
