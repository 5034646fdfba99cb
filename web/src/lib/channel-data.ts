/**
 * The channel calls several features share (design.md §9: features do not import each other): the
 * channel list, the follow data and the channel command. The command refreshes every read it can change
 * in one place, so no caller leaves the sidebar's follow state or the library stale.
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api, type ChannelCommand } from '#shared/api';
import { request } from './api-client';
import { useApi } from './use-api';

/** The channels the user may act on in the active organization ('read': menus and home). */
export function useChannels(enabled: boolean, action: 'read' | 'addVideo' = 'read') {
  return useApi(api.listChannels, enabled ? { query: { action } } : null);
}

/** Followed channels, tracks and videos: the subscriptions. */
export function useFollowData(enabled: boolean) {
  return useApi(api.getUserFollowingData, enabled ? {} : null);
}

/**
 * Reads a channel command can change: the channel read, the follow data (sidebar, favourites), the
 * channel lists and the library (followed tracks and videos).
 */
const REFETCHED = [api.getChannel.id, api.getUserFollowingData.id, api.listChannels.id, api.getLibrary.id];

/**
 * Runs a channel command, then refetches what it may have changed (spec 2 §7 "after success the channel
 * read is refetched").
 */
export function useChannelCommand() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (command: ChannelCommand) => {
      const result = await request(api.channelCommand, { body: command });
      await mutate((key) => typeof key === 'string' && REFETCHED.some((id) => key.startsWith(`${id}:`)));
      return result;
    },
    [mutate],
  );
}
