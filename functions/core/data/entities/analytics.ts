import { globalIndex, key, videoPartition, viewCounters } from './keys.js';

const SERVICE = 'tubes';

/*
 * Counters are only ever changed with DynamoDB ADD (upsert + .add()), never read-modify-write, so
 * concurrent events from any number of Lambdas lose no increment. No attribute here has a default: a
 * counter starts where ADD starts it, at its first increment.
 */

/**
 * One video in a user's watch history (the latest version × language played). GSI2 orders the user's
 * entries by the last time they were watched, for "my history, newest first".
 */
export const watchHistoryModel = {
  model: { entity: 'watchHistory', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    videoId: { type: 'string', required: true },
    version: { type: 'number', required: true },
    language: { type: 'string', required: true },
    /** Last reported position, seconds. */
    position: { type: 'number' },
    secondsWatched: { type: 'number' },
    /**
     * The parts of the video (0 … 99) the user has played (shared/domain/watch-completion.ts): a number
     * set, grown only with ADD, so repeated and concurrent reports never lose or double a part.
     */
    coverage: { type: 'set', items: 'number' },
    completed: { type: 'boolean' },
    completedAt: { type: 'string' },
    firstWatchedAt: { type: 'string' },
    lastWatchedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: {
      pk: key('PK', ['orgId', 'userId'], '${orgId}#USER#${userId}'),
      sk: key('SK', ['videoId'], 'WATCHED#${videoId}'),
    },
    byUserRecent: globalIndex('GSI2', {
      pk: [['orgId', 'userId'], '${orgId}#USER#${userId}#HISTORY'],
      sk: [['lastWatchedAt', 'videoId'], '${lastWatchedAt}#${videoId}'],
    }),
  },
} as const;

/**
 * Per-video view counters, in the video's partition, split into VIDEO_STATS_SHARDS items by viewer: a
 * popular video's counters are written by every viewer's playback transaction, and one item per shard
 * keeps those transactions from conflicting with each other (reads add the shards up).
 */
export const VIDEO_STATS_SHARDS = 8;
export const videoStatsModel = {
  model: { entity: 'videoStats', version: '2', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    videoId: { type: 'string', required: true },
    shard: { type: 'number', required: true },
    ...viewCounters,
  },
  indexes: {
    byVideo: {
      pk: videoPartition,
      sk: key('SK', ['shard'], 'STATS#${shard}'),
    },
  },
} as const;

/** A user's analytics summary (spec 2 §3 "User analytics"), in the user's partition. */
export const userAnalyticsModel = {
  model: { entity: 'userAnalytics', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    videosWatched: { type: 'number' },
    pagesVisited: { type: 'number' },
  },
  indexes: {
    byUser: {
      pk: key('PK', ['orgId', 'userId'], '${orgId}#USER#${userId}'),
      sk: key('SK', [], 'ANALYTICS'),
    },
  },
} as const;
