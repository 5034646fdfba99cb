import * as api from '#shared/api/endpoints/session.js';
import { httpHandler } from '../core/http/pipeline.js';
import { forbidden } from '../core/http/errors.js';
import { channelData } from '../core/data/channel-data.js';
import { tenantData } from '../core/data/tenant-data.js';
import {
  mayPerform,
  mayReadChannel,
  orderChannels,
  type ChannelEntry,
} from '../core/access/channel-rules.js';
import { channelImageUrl } from '../core/media/channel-images.js';

export const handler = httpHandler(api.listChannels, async ({ tenant, query }) => {
  const data = tenantData(tenant.activeOrgId);
  const org = await data.organization();
  if (!org) throw forbidden('You do not have access to this resource');
  // The tube is the caller's: a tubeId of another organization is refused, never served.
  if (query.tubeId && query.tubeId !== org.tubeId) throw forbidden('You do not have access to this resource');
  const [channels, roles, external] = await Promise.all([
    data.channels(),
    data.channelRolesOf(tenant.userId),
    data.externalChannels(),
  ]);
  const roleOf = new Map(roles.map((r) => [r.channelId, r.role]));
  const isOrgAdmin = tenant.role === 'admin' && tenant.activeOrgId === tenant.orgId;
  const withInfo = query.fetchAdditionalInfo === true;
  // Archived channels are gone for members; the admins' list shows them with their status.
  const withArchived = query.includeArchived === true && isOrgAdmin;

  const readable = channels
    .filter((c) => withArchived || c.status !== 'archived')
    .filter((c) => mayReadChannel(c, tenant.userId, roleOf.get(c.channelId) ?? null));
  const icons = await Promise.all(readable.map((c) => channelImageUrl(c.orgId, c.channelIcon)));
  const own: ChannelEntry[] = readable.map((c, i) => ({
    id: c.channelId,
    name: c.name,
    parent: c.parent ?? null,
    channelIcon: icons[i] ?? '',
    ...(withArchived ? { status: c.status ?? 'active', isPrivate: c.isPrivate ?? false } : {}),
    type: c.type,
    shared: (c.sharedWithOrgs ?? []).length > 0,
    isPersonalChannel: c.type === 'personal',
    orgId: tenant.activeOrgId,
    sourceOrgId: tenant.activeOrgId,
    isOwn: c.ownerId === tenant.userId,
    role: roleOf.get(c.channelId) ?? null,
  }));
  const shared: ChannelEntry[] = external.map((c) => ({
    id: c.channelId,
    name: c.name,
    parent: null,
    channelIcon: c.channelIcon ?? '',
    type: 'company',
    shared: true,
    isPersonalChannel: false,
    orgId: tenant.activeOrgId,
    sourceOrgId: c.sourceOrgId,
    isOwn: false,
    role: null,
  }));
  const visible = [...own, ...shared].filter((c) =>
    mayPerform(query.action, c.role, isOrgAdmin && c.sourceOrgId === c.orgId),
  );
  if (!withInfo) return orderChannels(visible);
  // What each own channel holds, counted only for the pages that show it (the admin lists).
  const withCounts = await Promise.all(
    visible.map(async (c) =>
      c.sourceOrgId === tenant.activeOrgId
        ? { ...c, ...(await channelData(tenant.activeOrgId).contentCounts(c.id)) }
        : c,
    ),
  );
  return orderChannels(withCounts);
});
