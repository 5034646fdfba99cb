/**
 * Channel recommendations of ONE organization (access patterns 110–112): each channel's featured videos
 * and whether they are recommended every night, and which user was already recommended which video.
 */
import { getEntities } from './entities/index.js';
import type { channelRecommendationModel } from './entities/recommendation.js';
import type { ItemOf } from './table/model.js';
import { isConditionalFailure } from './errors.js';

export interface RecommendationSettings {
  channelId: string;
  featuredVideoIds: string[];
  generationOn: boolean;
  lastGeneratedAt: string | null;
  lastRecommendedCount: number | null;
}

type Stored = ItemOf<typeof channelRecommendationModel>;

function settingsOf(item: Stored): RecommendationSettings {
  return {
    channelId: item.channelId,
    featuredVideoIds: item.featuredVideoIds ?? [],
    generationOn: item.generationOn ?? false,
    lastGeneratedAt: item.lastGeneratedAt ?? null,
    lastRecommendedCount: item.lastRecommendedCount ?? null,
  };
}

export function recommendationData(orgId: string) {
  if (!orgId) throw new Error('recommendationData needs an organization id');
  const e = getEntities();
  return {
    orgId,
    /** A channel's settings (pattern 110); a channel never configured has none featured, generation off. */
    async settings(channelId: string): Promise<RecommendationSettings> {
      const { data } = await e.channelRecommendation.get({ orgId, channelId }).go();
      return data
        ? settingsOf(data)
        : {
            channelId,
            featuredVideoIds: [],
            generationOn: false,
            lastGeneratedAt: null,
            lastRecommendedCount: null,
          };
    },
    /** Every configured channel of the organization (pattern 111: one partition). */
    async allSettings(): Promise<RecommendationSettings[]> {
      const { data } = await e.channelRecommendation.query.byOrg({ orgId }).go({ pages: 'all' });
      return data.map(settingsOf);
    },
    async setSettings(channelId: string, changes: { featuredVideoIds: string[]; generationOn: boolean }) {
      await e.channelRecommendation.upsert({ orgId, channelId, ...changes }).go();
    },
    async recordGeneration(channelId: string, at: string, recommended: number) {
      await e.channelRecommendation
        .upsert({ orgId, channelId, lastGeneratedAt: at, lastRecommendedCount: recommended })
        .go();
    },
    /**
     * Records that the user is recommended the video (pattern 112), unless they already were: true when
     * this call recorded it, so exactly one generation sends the recommendation.
     */
    async markRecommended(userId: string, videoId: string, channelId: string, at: string): Promise<boolean> {
      try {
        await e.recommendationSent.create({ orgId, userId, videoId, channelId, sentAt: at }).go();
        return true;
      } catch (error) {
        if (isConditionalFailure(error)) return false;
        throw error;
      }
    },
  };
}
