import type { ChannelCommand } from '#shared/api/index.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { readableChannel } from '../../core/access/channels.js';
import { channelData } from '../../core/data/channel-data.js';
import { followRefusal } from '../../core/access/channel-rules.js';
import { forbidden } from '../../core/http/errors.js';
import { assignChannelMandatory } from '../../core/domain/channel-mandatory.js';
import { followContent } from './follow-content.js';

type Payload<T extends ChannelCommand['type']> = Extract<ChannelCommand, { type: T }>['payload'];

/** Follows a channel the caller can read (own or shared in); private channels refuse it. */
export async function follow(tenant: TenantContext, payload: Payload<'follow'>) {
  if (!('channelId' in payload)) return followContent(tenant, payload, true);
  const readable = await readableChannel(tenant, payload.channelId);
  const refusal = followRefusal(readable.channel);
  if (refusal) throw forbidden(refusal);
  await channelData(tenant.activeOrgId).follow(tenant.userId, payload.channelId);
  // A follower is a user of the channel: its mandatory training, if on, is theirs too.
  if (readable.kind === 'own') await assignChannelMandatory(tenant, readable.channel, [tenant.userId]);
  return { id: payload.channelId, res: { id: payload.channelId } };
}

/** Unfollowing needs only a readable channel; a channel not followed stays not followed. */
export async function unfollow(tenant: TenantContext, payload: Payload<'unfollow'>) {
  if (!('channelId' in payload)) return followContent(tenant, payload, false);
  await readableChannel(tenant, payload.channelId);
  await channelData(tenant.activeOrgId).unfollow(tenant.userId, payload.channelId);
  return { id: payload.channelId, res: { id: payload.channelId } };
}

/** Alerts come with following: enabling follows the channel (same rules), disabling keeps the follow. */
export async function setAlerts(tenant: TenantContext, payload: Payload<'setAlerts'>) {
  const readable = await readableChannel(tenant, payload.channelId);
  if (payload.enabled) {
    const refusal = followRefusal(readable.channel);
    if (refusal) throw forbidden(refusal);
  }
  await channelData(tenant.activeOrgId).setAlerts(tenant.userId, payload.channelId, payload.enabled);
  if (payload.enabled && readable.kind === 'own') {
    await assignChannelMandatory(tenant, readable.channel, [tenant.userId]);
  }
  return { id: payload.channelId, res: { id: payload.channelId } };
}
