import * as api from '#shared/api/endpoints/channel-tags.js';
import { httpHandler } from '../core/http/pipeline.js';
import { taggableChannel } from '../core/access/channel-tags.js';
import { channelTagsData } from '../core/data/channel-tags-data.js';

/**
 * GET /query/channels/{id}/tags (/channel/tags/{channelId}): the channel's tags, the organization's tags
 * to pick from, and whether the channelTags feature is on for the channel; for its managers.
 */
export const handler = httpHandler(api.getChannelTags, async ({ tenant, params }) => {
  const { channel, enabled } = await taggableChannel(tenant, params.id);
  return {
    channelId: channel.channelId,
    enabled,
    selected: (channel.tags ?? []).map(({ tagGroup, tagValue }) => ({ tagGroup, tagValue })),
    available: await channelTagsData(tenant.activeOrgId).organizationTags(),
  };
});
