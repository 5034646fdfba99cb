import { useCallback } from 'react';
import type { ChannelEntry } from './channel-groups';
import { useHasPage } from './use-has-page';

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
