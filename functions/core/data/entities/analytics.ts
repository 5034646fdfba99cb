import { key } from './keys.js';

const SERVICE = 'tubes';

/*
 * Counters are only ever changed with DynamoDB ADD (upsert + .add()), never read-modify-write, so
 * concurrent events from any number of Lambdas lose no increment. No attribute here has a default:
 * ElectroDB writes defaults on every upsert, which would reset stored values.
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
    completed: { type: 'boolean' },
    firstWatchedAt: { type: 'string' },
    lastWatchedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: {
      pk: key('PK', ['orgId', 'userId'], '${orgId}#USER#${userId}'),
      sk: key('SK', ['videoId'], 'WATCHED#${videoId}'),
    },
    byUserRecent: {
      index: 'GSI2',
      pk: key('GSI2PK', ['orgId', 'userId'], '${orgId}#USER#${userId}#HISTORY'),
      sk: key('GSI2SK', ['lastWatchedAt', 'videoId'], '${lastWatchedAt}#${videoId}'),
    },
  },
} as const;

/** Per-video view counters, in the video's partition. */
export const videoStatsModel = {
  model: { entity: 'videoStats', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    videoId: { type: 'string', required: true },
    views: { type: 'number' },
    secondsWatched: { type: 'number' },
    completions: { type: 'number' },
  },
  indexes: {
    byVideo: {
      pk: key('PK', ['orgId', 'videoId'], '${orgId}#VIDEO#${videoId}'),
      sk: key('SK', [], 'STATS'),
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
