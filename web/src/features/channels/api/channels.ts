/** The channel pages' calls (shared contract): the channel read, its videos, tracks, channelCommand. */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api, type ChannelCommand } from '#shared/api';
import { request } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

export function useChannel(id: string) {
  return useApi(api.getChannel, id ? { params: { id }, query: { getFirstVideoId: 'true' } } : null);
}

export function useChannelVideos(id: string) {
  return useApi(api.listChannelVideos, id ? { params: { id } } : null);
}

/** A channel's tracks, or (no channelId) every channel's tracks of the organization. */
export function useTracks(channelId?: string) {
  return useApi(api.listTracks, {
    query: { ...(channelId ? { channelId } : {}), fetchAdditionalInfo: 'true' },
  });
}

/** Keys refetched after a channel command: the channel read, the follow data and the channel list. */
const REFETCHED = ['getChannel:', 'getUserFollowingData:', 'listChannels:'];

/**
 * Runs a channel command, then refetches the channel read and the sidebar's follow data (spec 2 §7
 * "after success the channel read is refetched").
 */
export function useChannelCommand() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (command: ChannelCommand) => {
      const result = await request(api.channelCommand, { body: command });
      await mutate((key) => typeof key === 'string' && REFETCHED.some((prefix) => key.startsWith(prefix)));
      return result;
    },
    [mutate],
  );
}
