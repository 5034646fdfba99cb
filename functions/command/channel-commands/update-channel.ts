import type { ChannelCommand } from '#shared/api/index.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { manageableChannel } from '../../core/access/channels.js';
import { makePrivateRefusal } from '../../core/access/channel-rules.js';
import { channelData } from '../../core/data/channel-data.js';
import { conflict, forbidden } from '../../core/http/errors.js';
import { logChange } from '../../core/domain/event-log.js';
import { checkChannelFields, loggedFields } from './channel-fields.js';

type Payload = Extract<ChannelCommand, { type: 'updateChannel' }>['payload'];

/** Edits a channel (/channel/edit/{channelId}): its channel owner or an admin. Only sent fields change. */
export async function updateChannel(tenant: TenantContext, payload: Payload) {
  const { channelId, ...changes } = payload;
  const target = await manageableChannel(tenant, channelId);
  if (target.kind === 'external') throw forbidden();
  const channel = target.channel;
  if (changes.isPrivate === true && !channel.isPrivate) {
    const refusal = makePrivateRefusal(channel);
    if (refusal) throw conflict(refusal);
  }
  await checkChannelFields(tenant, changes);
  const data = channelData(tenant.activeOrgId);
  await data.updateChannel(channelId, changes);
  if (changes.name !== undefined && changes.name !== channel.name) {
    await data.renameShares(channelId, channel.sharedWithOrgs ?? [], changes.name);
  }
  const before = Object.fromEntries(
    Object.keys(loggedFields(changes)).map((name) => [name, channel[name as keyof typeof channel]]),
  );
  await logChange(tenant, { type: 'channel', id: channelId }, 'channelCommand.updateChannel', {
    before,
    after: loggedFields(changes),
  });
  return { id: channelId, res: { id: channelId } };
}
