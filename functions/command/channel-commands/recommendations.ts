import type { ChannelCommand } from '#shared/api/index.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { manageableChannel } from '../../core/access/channels.js';
import { recommendationData } from '../../core/data/recommendation-data.js';
import { videoData } from '../../core/data/video-data.js';
import { generateChannelRecommendations } from '../../core/domain/recommendations.js';
import { logChange } from '../../core/domain/event-log.js';
import { badRequest, conflict, forbidden } from '../../core/http/errors.js';

type Payload<T extends ChannelCommand['type']> = Extract<ChannelCommand, { type: T }>['payload'];

/** Spec 2 §8: generating for a channel whose nightly recommendation is switched off. */
export const RECOMMENDATION_NOT_ENABLED = 'Recommendation is not enabled';

/** A channel of the caller's organization that they manage (admins, the channel owner). */
async function managedChannel(tenant: TenantContext, channelId: string) {
  const target = await manageableChannel(tenant, channelId);
  if (target.kind === 'external') throw forbidden();
  return target.channel;
}

/**
 * onUpdateFeaturedVideosForRecommendation (spec 2 §7): the channel's featured videos, in order, and whether
 * they are recommended every night. Only published videos of this channel can be featured.
 */
export async function onUpdateFeaturedVideosForRecommendation(
  tenant: TenantContext,
  payload: Payload<'onUpdateFeaturedVideosForRecommendation'>,
) {
  const channel = await managedChannel(tenant, payload.channelId);
  const ids = payload.featuredVideosForRecommendations;
  const videos = await Promise.all(ids.map((id) => videoData(tenant.activeOrgId).video(id)));
  const issues = ids
    .map((id, index) => ({ id, index, video: videos[index] }))
    .filter(({ video }) => !video || video.channelId !== channel.channelId || video.status !== 'published')
    .map(({ index }) => ({
      path: `payload.featuredVideosForRecommendations.${index}`,
      message: 'Only published videos of this channel can be featured',
    }));
  if (issues.length > 0) throw badRequest('Only published videos of this channel can be featured', issues);

  const data = recommendationData(tenant.activeOrgId);
  const before = await data.settings(channel.channelId);
  const after = {
    featuredVideoIds: ids,
    generationOn: payload.featuredVideoRecommendationGenerationOn,
  };
  await data.setSettings(channel.channelId, after);
  await logChange(
    tenant,
    { type: 'channel', id: channel.channelId },
    'channelCommand.onUpdateFeaturedVideosForRecommendation',
    {
      before: { featuredVideoIds: before.featuredVideoIds, generationOn: before.generationOn },
      after,
    },
  );
  return { id: channel.channelId, res: { id: channel.channelId } };
}

/** generateRecommendations: what the 02:00 GMT schedule does for this channel, now. */
export async function generateRecommendations(
  tenant: TenantContext,
  payload: Payload<'generateRecommendations'>,
) {
  const channel = await managedChannel(tenant, payload.channelId);
  const settings = await recommendationData(tenant.activeOrgId).settings(channel.channelId);
  if (!settings.generationOn) throw conflict(RECOMMENDATION_NOT_ENABLED);
  const outcome = await generateChannelRecommendations(tenant.activeOrgId, settings);
  // A run, not a setting: the entry says when it ran and what it sent.
  await logChange(
    tenant,
    { type: 'channel', id: channel.channelId },
    'channelCommand.generateRecommendations',
    {
      before: {},
      after: {
        generatedAt: new Date().toISOString(),
        videos: outcome.videos,
        followers: outcome.followers,
        recommended: outcome.recommended,
      },
    },
  );
  return { id: channel.channelId, res: { id: channel.channelId, recommended: outcome.recommended } };
}
