import type { ChannelCommand } from '#shared/api/index.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { manageableChannel } from '../../core/access/channels.js';
import { addChannelUserRefusal, ownerRoleRefusal } from '../../core/access/channel-rules.js';
import { channelData } from '../../core/data/channel-data.js';
import { tenantData } from '../../core/data/tenant-data.js';
import { conflict, forbidden, notFound } from '../../core/http/errors.js';
import { logChange } from '../../core/domain/event-log.js';
import { assignChannelMandatory } from '../../core/domain/channel-mandatory.js';

type Payload<T extends ChannelCommand['type']> = Extract<ChannelCommand, { type: T }>['payload'];

/** The channel's users as the event log keeps them: one attribute per user, their role. */
const roleEntry = (email: string, role: string | undefined) => (role ? { [`role of ${email}`]: role } : {});

/** Gives a user of the organization (found by e-mail) a role in the channel (/channel/{id}/users). */
export async function addChannelUser(tenant: TenantContext, payload: Payload<'addChannelUser'>) {
  const target = await manageableChannel(tenant, payload.channelId);
  const refusal = addChannelUserRefusal(
    target.kind === 'external'
      ? { kind: 'external' }
      : { kind: 'own', isPrivate: target.channel.isPrivate ?? false },
  );
  if (refusal) throw conflict(refusal);
  const user = await tenantData(tenant.activeOrgId).userByEmail(payload.email);
  if (!user) throw notFound('No user of the organization has this e-mail');
  const data = channelData(tenant.activeOrgId);
  const existing = (await data.rolesOfChannel(payload.channelId)).find((r) => r.userId === user.userId);
  if (existing) throw conflict('The user already has a role in this channel');
  await data.setRole(payload.channelId, user.userId, payload.role);
  await logChange(tenant, { type: 'channel', id: payload.channelId }, 'channelCommand.addChannelUser', {
    before: {},
    after: roleEntry(user.email, payload.role),
  });
  // A user added later gets the channel's mandatory training (if on) like the users it already had.
  if (target.kind === 'own') await assignChannelMandatory(tenant, target.channel, [user.userId]);
  return { id: user.userId, res: { id: user.userId } };
}

/** The current role of a user in a channel the caller manages (404 for anyone without one). */
async function channelUser(tenant: TenantContext, channelId: string, userId: string) {
  const target = await manageableChannel(tenant, channelId);
  if (target.kind === 'external') throw forbidden();
  const data = channelData(tenant.activeOrgId);
  const current = (await data.rolesOfChannel(channelId)).find((r) => r.userId === userId);
  if (!current) throw notFound('The user has no role in this channel');
  const refusal = ownerRoleRefusal(target.channel, userId);
  if (refusal) throw conflict(refusal);
  const user = await tenantData(tenant.activeOrgId).user(userId);
  return { data, current, email: user?.email ?? userId };
}

export async function updateChannelUserRole(
  tenant: TenantContext,
  payload: Payload<'updateChannelUserRole'>,
) {
  const { data, current, email } = await channelUser(tenant, payload.channelId, payload.userId);
  if (current.role !== payload.role) await data.setRole(payload.channelId, payload.userId, payload.role);
  await logChange(
    tenant,
    { type: 'channel', id: payload.channelId },
    'channelCommand.updateChannelUserRole',
    {
      before: roleEntry(email, current.role),
      after: roleEntry(email, payload.role),
    },
  );
  return { id: payload.userId, res: { id: payload.userId } };
}

export async function removeChannelUser(tenant: TenantContext, payload: Payload<'removeChannelUser'>) {
  const { data, current, email } = await channelUser(tenant, payload.channelId, payload.userId);
  await data.removeRole(payload.channelId, payload.userId);
  await logChange(tenant, { type: 'channel', id: payload.channelId }, 'channelCommand.removeChannelUser', {
    before: roleEntry(email, current.role),
    after: {},
  });
  return { id: payload.userId, res: { id: payload.userId } };
}
