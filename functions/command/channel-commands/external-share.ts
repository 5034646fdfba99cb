import type { ChannelCommand } from '#shared/api/index.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { manageableChannel } from '../../core/access/channels.js';
import { shareChannelRefusal } from '../../core/access/channel-rules.js';
import { channelData } from '../../core/data/channel-data.js';
import { organizationByDomain } from '../../core/data/public-lookups.js';
import { badRequest, conflict, forbidden, notFound } from '../../core/http/errors.js';
import { logChange } from '../../core/domain/event-log.js';

type Payload<T extends ChannelCommand['type']> = Extract<ChannelCommand, { type: T }>['payload'];

/** An own company channel the caller manages (its owner, a channel admin, an organization admin). */
async function ownChannel(tenant: TenantContext, channelId: string) {
  const target = await manageableChannel(tenant, channelId);
  if (target.kind === 'external') throw forbidden();
  return target;
}

/** Spec 2 §7 onUpdateExternalShareShareSetting: external sharing on or off (existing shares stay). */
export async function onUpdateExternalShareShareSetting(
  tenant: TenantContext,
  payload: Payload<'onUpdateExternalShareShareSetting'>,
) {
  const { channel } = await ownChannel(tenant, payload.channelId);
  if (payload.isChannelExternalShareEnabled && channel.isPrivate) {
    throw conflict('A private channel cannot be shared');
  }
  const before = channel.isChannelExternalShareEnabled ?? false;
  await channelData(tenant.activeOrgId).updateChannel(payload.channelId, {
    isChannelExternalShareEnabled: payload.isChannelExternalShareEnabled,
  });
  await logChange(
    tenant,
    { type: 'channel', id: payload.channelId },
    'channelCommand.onUpdateExternalShareShareSetting',
    {
      before: { isChannelExternalShareEnabled: before },
      after: { isChannelExternalShareEnabled: payload.isChannelExternalShareEnabled },
    },
  );
  return { id: payload.channelId, res: { id: payload.channelId } };
}

/** Spec 2 §7 onUpdateExternalShareDomains: the domains a share may go to ([] = any). */
export async function onUpdateExternalShareDomains(
  tenant: TenantContext,
  payload: Payload<'onUpdateExternalShareDomains'>,
) {
  const { channel } = await ownChannel(tenant, payload.channelId);
  const domains = [...new Set(payload.externalShareAllowedDomains)];
  await channelData(tenant.activeOrgId).updateChannel(payload.channelId, {
    externalShareAllowedDomains: domains,
  });
  await logChange(
    tenant,
    { type: 'channel', id: payload.channelId },
    'channelCommand.onUpdateExternalShareDomains',
    {
      before: { externalShareAllowedDomains: channel.externalShareAllowedDomains ?? [] },
      after: { externalShareAllowedDomains: domains },
    },
  );
  return { id: payload.channelId, res: { id: payload.channelId } };
}

/**
 * Shares a company channel with another organization, named by its domain (organization admins): the
 * other organization lists it among its external channels and its members watch its published videos.
 */
export async function shareChannel(tenant: TenantContext, payload: Payload<'shareChannel'>) {
  const target = await ownChannel(tenant, payload.channelId);
  if (!target.isOrgAdmin) throw forbidden();
  const refusal = shareChannelRefusal(target.channel, payload.domain);
  if (refusal) throw conflict(refusal);
  const organization = await organizationByDomain(payload.domain);
  if (!organization) throw notFound('No organization has this domain');
  if (organization.orgId === tenant.activeOrgId) {
    throw badRequest('A channel cannot be shared with its own organization', [
      { path: 'body.payload.domain', message: 'A channel cannot be shared with its own organization' },
    ]);
  }
  const before = target.channel.sharedWithOrgs ?? [];
  if (!before.includes(organization.orgId)) {
    await channelData(tenant.activeOrgId).shareWith(payload.channelId, organization, target.channel);
    await logChange(tenant, { type: 'channel', id: payload.channelId }, 'channelCommand.shareChannel', {
      before: { sharedWith: before },
      after: { sharedWith: [...before, organization.orgId] },
    });
  }
  return { id: organization.orgId, res: { id: organization.orgId } };
}

/** Ends a share (organization admins): the other organization loses the channel at once. */
export async function unshareChannel(tenant: TenantContext, payload: Payload<'unshareChannel'>) {
  const target = await ownChannel(tenant, payload.channelId);
  if (!target.isOrgAdmin) throw forbidden();
  const before = target.channel.sharedWithOrgs ?? [];
  if (!before.includes(payload.orgId)) throw notFound('The channel is not shared with this organization');
  const remaining = before.filter((o) => o !== payload.orgId);
  await channelData(tenant.activeOrgId).unshareFrom(payload.channelId, payload.orgId, remaining);
  await logChange(tenant, { type: 'channel', id: payload.channelId }, 'channelCommand.unshareChannel', {
    before: { sharedWith: before },
    after: { sharedWith: remaining },
  });
  return { id: payload.orgId, res: { id: payload.orgId } };
}
