import { key, viewCounters } from './keys.js';

const SERVICE = 'tubes';

/** The organization's audience × period × bucket a rollup or an activity marker belongs to. */
const bucketAttributes = {
  orgId: { type: 'string', required: true },
  audience: { type: ['own', 'shared'] as const, required: true },
  period: { type: ['day', 'hour'] as const, required: true },
  bucket: { type: 'string', required: true },
} as const;

/** One partition per organization, audience and bucket: `{orgId}#{kind}#{audience}#{period}#{bucket}`. */
const bucketKey = (kind: 'REPORT' | 'ACTIVE') =>
  key(
    'PK',
    ['orgId', 'audience', 'period', 'bucket'],
    `\${orgId}#${kind}#\${audience}#\${period}#\${bucket}`,
  );

/*
 * Report rollups (spec 2 §9: the last 30 days and the last 24 hours). Playback events add to them in
 * their own transaction (functions/core/data/analytics-data.ts), so a report reads a few small
 * partitions per day or hour and never the raw events. Bucket keys and scopes: shared/domain/reports.ts.
 */

/**
 * Counters of one scope (the organization, a channel, a video) in one day or hour bucket, for one
 * audience: `own` (this organization's viewers) or `shared` (other organizations' viewers of this
 * organization's shared videos). Sharded by viewer like videoStats, so one organization's viewers do not
 * serialize on one item; reads add the shards up. Counters change only by ADD. TTL: see REPORT_TTL.
 */
export const reportRollupModel = {
  model: { entity: 'reportRollup', version: '1', service: SERVICE },
  attributes: {
    ...bucketAttributes,
    /** `org`, `channel:{channelId}` or `video:{videoId}`. */
    scope: { type: 'string', required: true },
    shard: { type: 'number', required: true },
    /** The channel of a channel or video scope (channel reports pick their videos by it). */
    channelId: { type: 'string' },
    /** The organization owning the video or channel (another one for an external video in `own`). */
    sourceOrgId: { type: 'string' },
    ...viewCounters,
    expiresAt: { type: 'number' },
  },
  indexes: {
    byBucket: {
      pk: bucketKey('REPORT'),
      sk: key('SK', ['scope', 'shard'], '${scope}#${shard}'),
    },
  },
} as const;

/**
 * "This viewer was active in this scope in this bucket": a plain put of the same key, so repeated events
 * change nothing and a bucket's active users are its markers (distinct over a range: their union).
 */
export const reportActivityModel = {
  model: { entity: 'reportActivity', version: '1', service: SERVICE },
  attributes: {
    ...bucketAttributes,
    scope: { type: 'string', required: true },
    /** `{viewerOrgId}:{userId}`: viewers of several organizations meet in the shared audience. */
    viewer: { type: 'string', required: true },
    expiresAt: { type: 'number' },
  },
  indexes: {
    byBucket: {
      pk: bucketKey('ACTIVE'),
      sk: key('SK', ['scope', 'viewer'], '${scope}#${viewer}'),
    },
  },
} as const;
