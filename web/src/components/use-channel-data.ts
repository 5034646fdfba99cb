import { useCallback } from 'react';
import { api } from '#shared/api';
import { useApi } from '../lib/use-api';
import type { ChannelEntry } from './channel-groups';
import { useHasPage } from './use-has-page';

/** The channels the user can see in the active organization (read action: menus and home). */
export function useChannels(enabled: boolean) {
  return useApi(api.listChannels, enabled ? { query: { action: 'read' } } : null);
}

/** Followed channels, tracks and videos: the subscriptions. */
export function useFollowData(enabled: boolean) {
  return useApi(api.getUserFollowingData, enabled ? {} : null);
}

/**
 * Where a channel entry leads: its channel page once the app has one; until channel pages arrive, the
 * channel's entry on the home page (every home layout lists the user's channels with these anchors).
 */
export function useChannelHref(): (channel: Pick<ChannelEntry, 'id'>) => string {
  const hasPage = useHasPage();
  const channelPages = hasPage('/channel/any/home');
  return useCallback(
    (channel) =>
      channelPages ? `/channel/${encodeURIComponent(channel.id)}/home` : `/home#${channelAnchor(channel.id)}`,
    [channelPages],
  );
}

export function channelAnchor(channelId: string): string {
  return `channel-${channelId}`;
}
