import type { ChannelCommand } from '#shared/api/index.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { taggableChannel } from '../../core/access/channel-tags.js';
import { channelTagsData } from '../../core/data/channel-tags-data.js';
import { logChange } from '../../core/domain/event-log.js';
import { badRequest, conflict } from '../../core/http/errors.js';

type Payload = Extract<ChannelCommand, { type: 'updateChannelTags' }>['payload'];

/** Spec 2 §6 names the channelTags feature; the message follows the other "not enabled" texts. */
export const CHANNEL_TAGS_NOT_ENABLED = 'Channel tags are not enabled for this channel';

const keyOf = (tag: { tagGroup: string; tagValue: string }) => `${tag.tagGroup}\u0000${tag.tagValue}`;

/** updateChannelTags {channelId, tags}: the channel's whole tag list, picked from the organization's tags. */
export async function updateChannelTags(tenant: TenantContext, payload: Payload) {
  const { channel, enabled } = await taggableChannel(tenant, payload.channelId);
  if (!enabled) throw conflict(CHANNEL_TAGS_NOT_ENABLED);
  const data = channelTagsData(tenant.activeOrgId);
  const known = new Set((await data.organizationTags()).map(keyOf));
  const issues = payload.tags
    .map((tag, index) => ({ tag, index }))
    .filter(({ tag }) => !known.has(keyOf(tag)))
    .map(({ index }) => ({ path: `payload.tags.${index}`, message: 'Not a tag of the organization' }));
  if (issues.length > 0) throw badRequest("A channel's tags are picked from the organization's tags", issues);
  await data.setTags(channel.channelId, payload.tags);
  await logChange(tenant, { type: 'channel', id: channel.channelId }, 'channelCommand.updateChannelTags', {
    before: { tags: channel.tags ?? [] },
    after: { tags: payload.tags },
  });
  return { id: channel.channelId, res: { id: channel.channelId } };
}
