import * as api from '#shared/api/endpoints/recommendations.js';
import { httpHandler } from '../core/http/pipeline.js';
import { manageableChannel } from '../core/access/channels.js';
import { recommendationData } from '../core/data/recommendation-data.js';
import { forbidden } from '../core/http/errors.js';

/**
 * GET /query/channels/{id}/recommendation (/channel/recommendation/{channelId}): the channel's featured
 * videos and nightly generation, for those who manage the channel (admins, its owner).
 */
export const handler = httpHandler(api.getChannelRecommendation, async ({ tenant, params }) => {
  const target = await manageableChannel(tenant, params.id);
  if (target.kind === 'external') throw forbidden();
  const settings = await recommendationData(tenant.activeOrgId).settings(target.channel.channelId);
  return {
    channelId: settings.channelId,
    featuredVideosForRecommendations: settings.featuredVideoIds,
    featuredVideoRecommendationGenerationOn: settings.generationOn,
    lastGeneratedAt: settings.lastGeneratedAt,
    lastRecommendedCount: settings.lastRecommendedCount,
  };
});
