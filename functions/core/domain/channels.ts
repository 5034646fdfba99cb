/** Which channels a user sees and may act on (spec 1 §6, spec 2 §6). Pure: easy to test. */
import type { z } from 'zod';
import type { channelListEntrySchema } from '../../../shared/api/schemas.js';

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
