import { globalIndex, key } from './keys.js';

const SERVICE = 'tubes';

/**
 * An open WebSocket connection of a user (design.md §7). Written by `$connect`, deleted by `$disconnect`
 * or by a push that meets 410 Gone; `expiresAt` (TTL) removes what neither saw (API Gateway closes every
 * connection after at most 2 hours).
 */
export const connectionModel = {
  model: { entity: 'connection', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    /** API Gateway's connectionId. */
    connectionId: { type: 'string', required: true },
    connectedAt: { type: 'string', default: () => new Date().toISOString(), readOnly: true },
    /** Epoch seconds; DynamoDB's TTL removes the item after it. */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    /** Connections of a user; a connection by id (the authorizer context names org and user). */
    byUser: {
      pk: key('PK', ['orgId', 'userId'], '${orgId}#USER#${userId}'),
      sk: key('SK', ['connectionId'], 'CONN#${connectionId}'),
    },
    /** Every open connection of an organization, grouped by user: one query for a wide push. */
    byOrg: globalIndex('GSI2', {
      pk: [['orgId'], '${orgId}#CONNECTIONS'],
      sk: [['userId', 'connectionId'], '${userId}#${connectionId}'],
    }),
  },
} as const;

/** Spec 1 §3 "Notification": type (watch-video, operational, governance). */
export const NOTIFICATION_TYPES = ['watch-video', 'operational', 'governance'] as const;

/**
 * A notification of one user (spec 1 §3). `notificationId` starts with its creation time in a sortable
 * form, so the user's partition lists newest first and an id alone addresses the item. Titles are HTML,
 * one per UI language the notification was written in (GET /notifications?lang picks one).
 */
export const notificationModel = {
  model: { entity: 'notification', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    notificationId: { type: 'string', required: true },
    type: { type: NOTIFICATION_TYPES, required: true },
    /** HTML title per language the product writes (shared/i18n): en-us always, da and de. */
    titles: {
      type: 'map',
      required: true,
      properties: {
        'en-us': { type: 'string', required: true },
        da: { type: 'string' },
        de: { type: 'string' },
      },
    },
    /** What produced it (e.g. newVideoInChannel, mandatoryVideo, taskAssigned). */
    reason: { type: 'string', required: true },
    videoId: { type: 'string' },
    humanId: { type: 'string' },
    channelId: { type: 'string' },
    taskId: { type: 'string' },
    trackId: { type: 'string' },
    videoAbstract: { type: 'string' },
    isRecommendation: { type: 'boolean', default: false },
    isSeen: { type: 'boolean', default: false },
    isOpened: { type: 'boolean', default: false },
    createdAt: { type: 'string', required: true, readOnly: true },
    /** Epoch seconds; old notifications expire. */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byUser: {
      pk: key('PK', ['orgId', 'userId'], '${orgId}#USER#${userId}'),
      sk: key('SK', ['notificationId'], 'NOTIFICATION#${notificationId}'),
    },
  },
} as const;
