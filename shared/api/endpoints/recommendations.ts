/**
 * Channel recommendations (spec 2 §2 /channel/recommendation/{channelId}, §3 Channel
 * featuredVideosForRecommendations and featuredVideoRecommendationGenerationOn, §7 the channelCommand type
 * onUpdateFeaturedVideosForRecommendation, §8 "Recommendation is not enabled", §9 "Recommendations are
 * generated at 2:00 AM GMT"): the payloads of the two channelCommand types and the settings read.
 * Admins, or the channel's owner (who manages it).
 */
import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';

/** How many videos a channel may feature: a short list members actually watch. */
export const FEATURED_VIDEOS_MAX = 10;

const channelIdSchema = z.string().trim().min(1).max(100);

/** The channel's featured videos (published videos of the channel, in order) and the nightly switch. */
export const updateFeaturedVideosPayload = z.object({
  channelId: channelIdSchema,
  featuredVideosForRecommendations: z
    .array(z.string().trim().min(1).max(80))
    .max(FEATURED_VIDEOS_MAX, `At most ${FEATURED_VIDEOS_MAX} featured videos`)
    .refine((ids) => new Set(ids).size === ids.length, 'A video is featured only once'),
  featuredVideoRecommendationGenerationOn: z.boolean(),
});

/** Runs the channel's generation now (what the schedule does at 02:00 GMT). */
export const generateRecommendationsPayload = z.object({ channelId: channelIdSchema });

export const channelRecommendationSchema = z.object({
  channelId: z.string(),
  featuredVideosForRecommendations: z.array(z.string()),
  featuredVideoRecommendationGenerationOn: z.boolean(),
  /** The last generation (nightly or "Generate now") and how many recommendations it sent. */
  lastGeneratedAt: z.string().nullable(),
  lastRecommendedCount: z.number().int().nullable(),
});
export type ChannelRecommendation = z.infer<typeof channelRecommendationSchema>;

export const getChannelRecommendation = defineEndpoint({
  id: 'getChannelRecommendation',
  method: 'GET',
  path: '/channels/{id}/recommendation',
  group: 'query',
  access: 'member',
  summary: "A channel's featured videos for recommendation and its nightly generation (channel managers).",
  params: z.object({ id: channelIdSchema }),
  response: channelRecommendationSchema,
});
