/** Which channels a user sees and may act on (spec 1 §6, spec 2 §6). Pure: easy to test. */
import type * as z from 'zod';
import type { channelListEntrySchema } from '#shared/api/schemas.js';

export type ChannelEntry = z.infer<typeof channelListEntrySchema>;
export type ChannelRole = NonNullable<ChannelEntry['role']>;
export type ChannelAction = 'read' | 'addVideo' | 'addPlaylist' | 'manage';

/**
 * Spec 2 §6: "channel owner and content manager may add playlists; channel owner, content manager and
 * contributor may add videos." Organization admins may do everything in their organization.
 */
export function mayPerform(action: ChannelAction, role: ChannelRole | null, isOrgAdmin: boolean): boolean {
  if (action === 'read' || isOrgAdmin) return true;
  switch (action) {
    case 'addVideo':
      return (
        role === 'channelOwner' || role === 'contentManager' || role === 'contributor' || role === 'admin'
      );
    case 'addPlaylist':
      return role === 'channelOwner' || role === 'contentManager' || role === 'admin';
    case 'manage':
      return role === 'channelOwner' || role === 'admin';
  }
}

/**
 * Spec 2 §6 "Personal channels are visible only if isPersonalChannel and not shared; own ones are
 * listed first": a personal channel is its owner's unless its owner shares it, i.e. gives someone a
 * role on it (channel users). Nobody else sees it, lists it or plays its videos, organization admins
 * included (docs/decisions.md "Personal channels").
 */
export function mayReadChannel(
  channel: { type: string; ownerId?: string | undefined },
  userId: string,
  role: ChannelRole | null,
): boolean {
  return channel.type !== 'personal' || channel.ownerId === userId || role !== null;
}

/**
 * Order for menus: company channels by name; personal channels "only if isPersonalChannel is true and
 * not shared; the user's own are listed first"; external channels by name.
 */
export function orderChannels(channels: ChannelEntry[]): ChannelEntry[] {
  const byName = (a: ChannelEntry, b: ChannelEntry) => a.name.localeCompare(b.name);
  const company = channels.filter((c) => !c.isPersonalChannel && c.sourceOrgId === c.orgId).sort(byName);
  const personal = channels
    .filter((c) => c.isPersonalChannel && !c.shared)
    .sort((a, b) => Number(b.isOwn) - Number(a.isOwn) || byName(a, b));
  const external = channels.filter((c) => c.sourceOrgId !== c.orgId).sort(byName);
  return [...company, ...personal, ...external];
}

/** Spec 2 §5: "a private channel cannot be … subscribed to"; archived channels are gone for members. */
export function followRefusal(channel: { isPrivate?: boolean; status?: string }): string | null {
  if (channel.status === 'archived') return 'The channel is not available';
  if (channel.isPrivate) return 'A private channel cannot be subscribed to';
  return null;
}

/**
 * Spec 1 §2/§6: "Add channel" (a personal channel) is hidden when switched into another organization,
 * and the channel is made in the caller's own tube only. Checked in this order, so the switched case
 * needs no read.
 */
export function personalChannelRefusal(tenant: { orgId: string; activeOrgId: string }): string | null {
  return tenant.activeOrgId !== tenant.orgId
    ? 'Personal channels cannot be created while working in another workspace'
    : null;
}

export function tubeRefusal(tubeId: string, ownTubeId: string | undefined): string | null {
  return ownTubeId && tubeId === ownTubeId ? null : 'You do not have access to this resource';
}

/** Organization admins (updateOrganization) of the organization they work in now. */
export function isOrganizationAdmin(tenant: { role: string; orgId: string; activeOrgId: string }): boolean {
  return tenant.role === 'admin' && tenant.activeOrgId === tenant.orgId;
}

/**
 * Spec 2 §5 "deleting a channel … needs a confirmation checkbox"; a channel is deleted only when it
 * holds nothing (docs/decisions.md): its videos and tracks would otherwise lose their channel.
 */
export function deleteChannelRefusal(channel: {
  videosCount: number;
  tracksCount: number;
  sharedWithOrgs?: string[] | undefined;
}): string | null {
  if (channel.videosCount > 0 || channel.tracksCount > 0) {
    return 'Only an empty channel can be deleted: move or delete its videos and tracks first';
  }
  if ((channel.sharedWithOrgs ?? []).length > 0) {
    return 'A shared channel cannot be deleted: stop sharing it first';
  }
  return null;
}

/** Spec 2 §5 "a private channel cannot be shared": it becomes private only when it is not shared. */
export function makePrivateRefusal(channel: { sharedWithOrgs?: string[] | undefined }): string | null {
  return (channel.sharedWithOrgs ?? []).length > 0
    ? 'A shared channel cannot be made private: stop sharing it first'
    : null;
}

/**
 * Spec 2 §5 "a private channel cannot … have users added; internal users cannot be added to external
 * channels" (a channel shared in from another organization).
 */
export function addChannelUserRefusal(channel: {
  kind: 'own' | 'external';
  isPrivate?: boolean;
}): string | null {
  if (channel.kind === 'external') return 'Internal users cannot be added to external channels';
  if (channel.isPrivate) return 'A private channel cannot have users added';
  return null;
}

/** A personal channel's owner stays its channel owner (it is their channel). */
export function ownerRoleRefusal(
  channel: { type: string; ownerId?: string | undefined },
  userId: string,
): string | null {
  return channel.type === 'personal' && channel.ownerId === userId
    ? "The owner of a personal channel keeps the channel owner's role"
    : null;
}

/**
 * Spec 2 §5 "a private channel cannot be shared; reshare is restricted to whitelisted domains (an empty
 * list allows any)"; the channel's external sharing must be on ("External sharing is not enabled for this
 * channel", spec 2 §8).
 */
export function shareChannelRefusal(
  channel: {
    type: string;
    isPrivate?: boolean | undefined;
    status?: string | undefined;
    isChannelExternalShareEnabled?: boolean | undefined;
    externalShareAllowedDomains?: string[] | undefined;
  },
  domain: string,
): string | null {
  if (channel.type !== 'company') return 'Only company channels can be shared';
  if (channel.status === 'archived') return 'The channel is not available';
  if (channel.isPrivate) return 'A private channel cannot be shared';
  if (!channel.isChannelExternalShareEnabled) return 'External sharing is not enabled for this channel';
  const allowed = channel.externalShareAllowedDomains ?? [];
  if (allowed.length > 0 && !allowed.includes(domain)) return 'Reshare is not allowed with this domain';
  return null;
}
