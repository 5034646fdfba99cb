import { key, updatedAt } from './keys.js';

const SERVICE = 'tubes';

/**
 * A channel's recommendation settings (spec 2 §3 Channel featuredVideosForRecommendations,
 * featuredVideoRecommendationGenerationOn): kept in one partition per organization, so the nightly
 * generation reads every channel's settings of an organization in one query.
 */
export const channelRecommendationModel = {
  model: { entity: 'channelRecommendation', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    channelId: { type: 'string', required: true },
    featuredVideoIds: { type: 'list', items: { type: 'string' }, default: () => [] },
    generationOn: { type: 'boolean', default: false },
    /** The last generation that ran for the channel (the schedule's or an admin's "Generate now"). */
    lastGeneratedAt: { type: 'string' },
    lastRecommendedCount: { type: 'number' },
    updatedAt,
  },
  indexes: {
    byOrg: {
      pk: key('PK', ['orgId'], '${orgId}#RECOMMENDATIONS'),
      sk: key('SK', ['channelId'], 'CHANNEL#${channelId}'),
    },
  },
} as const;

/**
 * That a user was recommended a video (once: the conditional create is what makes a generation that
 * runs twice, or a retried one, recommend nothing twice).
 */
export const recommendationSentModel = {
  model: { entity: 'recommendationSent', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    videoId: { type: 'string', required: true },
    channelId: { type: 'string', required: true },
    sentAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: {
      pk: key('PK', ['orgId', 'userId'], '${orgId}#USER#${userId}'),
      sk: key('SK', ['videoId'], 'RECOMMENDED#${videoId}'),
    },
  },
} as const;
