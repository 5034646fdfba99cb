/**
 * Channel grouping shared by the sidebar and the home pages (spec 1 §2 Shell, §6, §9): subscriptions,
 * company, external and personal channels with the counts shown before "show more".
 */
import type { z } from 'zod';
import type { channelListEntrySchema, followDataSchema } from '#shared/api';

export type ChannelEntry = z.infer<typeof channelListEntrySchema>;
export type FollowData = z.infer<typeof followDataSchema>;

/** "Subscriptions menu 7 channels; personal and company channels 5" (spec 1 §9). */
export const SIDEBAR_LIMITS = { subscriptions: 7, company: 5, external: 5, personal: 5 } as const;

export type ChannelGroupId = keyof typeof SIDEBAR_LIMITS;

export interface ChannelGroup {
  id: ChannelGroupId;
  /** All channels of the group, in display order. */
  channels: ChannelEntry[];
  /** How many show before "show more". */
  limit: number;
}

/** A channel that comes from another organization (shared into this one). */
export function isExternal(channel: ChannelEntry): boolean {
  return channel.sourceOrgId !== channel.orgId;
}

/** The badge a channel carries in menus: "external" from elsewhere, "shared" when this org shares it out. */
export function channelBadge(channel: ChannelEntry): 'external' | 'shared' | null {
  if (isExternal(channel)) return 'external';
  return channel.shared ? 'shared' : null;
}

/**
 * Groups in sidebar order. Subscriptions are the followed channels the user can see (in the order the
 * server lists channels); company = this organization's company channels; external = channels shared
 * in from other organizations; personal = "only if isPersonalChannel is true and not shared; the
 * user's own are listed first". Empty groups are left out.
 */
export function channelGroups(
  channels: readonly ChannelEntry[],
  follows: FollowData | undefined,
): ChannelGroup[] {
  const followed = new Set(follows?.channels ?? []);
  const subscriptions = channels.filter((c) => followed.has(c.id));
  const company = channels.filter((c) => c.type === 'company' && !isExternal(c));
  const external = channels.filter(isExternal);
  const personal = channels.filter((c) => c.isPersonalChannel && !c.shared && !isExternal(c));
  const ownFirst = [...personal.filter((c) => c.isOwn), ...personal.filter((c) => !c.isOwn)];
  const groups: ChannelGroup[] = [
    { id: 'subscriptions', channels: subscriptions, limit: SIDEBAR_LIMITS.subscriptions },
    { id: 'company', channels: company, limit: SIDEBAR_LIMITS.company },
    { id: 'external', channels: external, limit: SIDEBAR_LIMITS.external },
    { id: 'personal', channels: ownFirst, limit: SIDEBAR_LIMITS.personal },
  ];
  return groups.filter((g) => g.channels.length > 0);
}

/** The entries a group shows: the first `limit` until expanded. */
export function visibleChannels(
  group: ChannelGroup,
  expanded: boolean,
): { shown: ChannelEntry[]; hasMore: boolean } {
  const hasMore = group.channels.length > group.limit;
  return { shown: expanded || !hasMore ? group.channels : group.channels.slice(0, group.limit), hasMore };
}
