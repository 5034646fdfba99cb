import type { ChannelCommand } from '#shared/api/index.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { manageableChannel } from '../../core/access/channels.js';
import { deleteChannelRefusal } from '../../core/access/channel-rules.js';
import { channelData } from '../../core/data/channel-data.js';
import { conflict, forbidden } from '../../core/http/errors.js';
import { logChange } from '../../core/domain/event-log.js';

type Payload<T extends ChannelCommand['type']> = Extract<ChannelCommand, { type: T }>['payload'];

/** The channel of the caller's organization an organization admin archives, restores or deletes. */
async function adminChannel(tenant: TenantContext, channelId: string) {
  const target = await manageableChannel(tenant, channelId);
  if (target.kind === 'external' || !target.isOrgAdmin) throw forbidden();
  return target.channel;
}

async function setStatus(tenant: TenantContext, channelId: string, status: 'active' | 'archived') {
  const channel = await adminChannel(tenant, channelId);
  const before = channel.status ?? 'active';
  if (before !== status) await channelData(tenant.activeOrgId).updateChannel(channelId, { status });
  await logChange(
    tenant,
    { type: 'channel', id: channelId },
    status === 'archived' ? 'channelCommand.archiveChannel' : 'channelCommand.restoreChannel',
    { before: { status: before }, after: { status } },
  );
  return { id: channelId, res: { id: channelId } };
}

/** Archived channels leave members' lists and pages; admins still find them on /admin/channels. */
export function archiveChannel(tenant: TenantContext, payload: Payload<'archiveChannel'>) {
  return setStatus(tenant, payload.channelId, 'archived');
}

export function restoreChannel(tenant: TenantContext, payload: Payload<'restoreChannel'>) {
  return setStatus(tenant, payload.channelId, 'active');
}

/** Deletes an empty channel with its follows and roles (the confirmation checkbox is in the payload). */
export async function deleteChannel(tenant: TenantContext, payload: Payload<'deleteChannel'>) {
  const channel = await adminChannel(tenant, payload.channelId);
  const data = channelData(tenant.activeOrgId);
  const [videosCount, tracks] = await Promise.all([
    data.videosCount(payload.channelId),
    data.tracksOfChannel(payload.channelId),
  ]);
  const refusal = deleteChannelRefusal({ ...channel, videosCount, tracksCount: tracks.length });
  if (refusal) throw conflict(refusal);
  await data.deleteChannel(payload.channelId);
  await logChange(tenant, { type: 'channel', id: payload.channelId }, 'channelCommand.deleteChannel', {
    before: { name: channel.name, type: channel.type, status: channel.status ?? 'active' },
    after: {},
  });
  return { id: payload.channelId, res: { id: payload.channelId } };
}
