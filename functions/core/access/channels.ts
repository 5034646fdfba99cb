/**
 * Which channel a caller may read: a non-archived channel of the active organization, or a channel of
 * another organization shared into it (its shared view). Anything else is a 404, as for another tenant.
 */
import type { TenantContext } from '../http/tenant.js';
import { channelData } from '../data/channel-data.js';
import { tenantData } from '../data/tenant-data.js';
import { forbidden, notFound } from '../http/errors.js';
import { isOrganizationAdmin, mayPerform, mayReadChannel, type ChannelAction } from './channel-rules.js';

type ChannelRecord = NonNullable<Awaited<ReturnType<ReturnType<typeof channelData>['channel']>>>;
type RoleRecord = Awaited<ReturnType<ReturnType<typeof tenantData>['channelRolesOf']>>[number];

export type ReadableChannel =
  | { kind: 'own'; channel: ChannelRecord; role: RoleRecord['role'] | null; isOrgAdmin: boolean }
  | { kind: 'external'; channel: ChannelRecord };

export async function readableChannel(tenant: TenantContext, channelId: string): Promise<ReadableChannel> {
  const data = channelData(tenant.activeOrgId);
  const own = await data.channel(channelId);
  if (own) {
    if (own.status === 'archived') throw notFound('The channel is not available');
    const roles = await tenantData(tenant.activeOrgId).channelRolesOf(tenant.userId);
    const role = roles.find((r) => r.channelId === channelId)?.role ?? null;
    // Another member's personal channel is as absent as another tenant's.
    if (!mayReadChannel(own, tenant.userId, role)) throw notFound('The channel is not available');
    return {
      kind: 'own',
      channel: own,
      role,
      isOrgAdmin: tenant.role === 'admin' && tenant.activeOrgId === tenant.orgId,
    };
  }
  // Shared in: the caller's organization holds the share record and the source still shares it.
  const external = await data.externalChannel(channelId);
  if (external) {
    const source = await sharedSourceChannel(tenant, external.sourceOrgId, channelId);
    if (source) return { kind: 'external', channel: source };
  }
  throw notFound('The channel is not available');
}

/**
 * The source side of a share, read from the table every time (the B-side externalChannel record and
 * anything a client sends only say where to look): `sourceOrgId`'s channel, if it is an active,
 * non-private company channel whose `sharedWithOrgs` currently holds the caller's organization.
 */
export async function sharedSourceChannel(
  tenant: TenantContext,
  sourceOrgId: string,
  channelId: string,
): Promise<ChannelRecord | null> {
  if (!sourceOrgId || sourceOrgId === tenant.activeOrgId) return null;
  const source = await channelData(sourceOrgId).channel(channelId);
  if (
    !source ||
    source.orgId !== sourceOrgId ||
    source.type !== 'company' ||
    source.status === 'archived' ||
    source.isPrivate ||
    !(source.sharedWithOrgs ?? []).includes(tenant.activeOrgId)
  ) {
    return null;
  }
  return source;
}

export type ManageableChannel =
  | { kind: 'own'; channel: ChannelRecord; role: RoleRecord['role'] | null; isOrgAdmin: boolean }
  | { kind: 'external'; channelId: string };

/**
 * A channel the caller administers (spec 2 §6: channel owners and admins manage a channel; organization
 * admins every channel of their organization, archived ones too). Another tenant's or an invisible
 * channel is a 404; a visible one the caller may not manage a 403. A channel shared in from another
 * organization answers `external` for the rules that name it. `addPlaylist` widens it to the channel's
 * content managers (what they may look after: its playlists, its event log).
 */
export async function manageableChannel(
  tenant: TenantContext,
  channelId: string,
  action: Extract<ChannelAction, 'manage' | 'addPlaylist'> = 'manage',
): Promise<ManageableChannel> {
  const data = channelData(tenant.activeOrgId);
  const own = await data.channel(channelId);
  if (!own) {
    const external = await data.externalChannel(channelId);
    if (external && (await sharedSourceChannel(tenant, external.sourceOrgId, channelId))) {
      return { kind: 'external', channelId };
    }
    throw notFound('The channel is not available');
  }
  const isOrgAdmin = isOrganizationAdmin(tenant);
  const roles = await tenantData(tenant.activeOrgId).channelRolesOf(tenant.userId);
  const role = roles.find((r) => r.channelId === channelId)?.role ?? null;
  if (!mayReadChannel(own, tenant.userId, role)) throw notFound('The channel is not available');
  if (own.status === 'archived' && !isOrgAdmin) throw notFound('The channel is not available');
  if (!mayPerform(action, role, isOrgAdmin)) throw forbidden();
  return { kind: 'own', channel: own, role, isOrgAdmin };
}
