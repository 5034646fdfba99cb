/** The personal lists' calls (shared contract). */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '#shared/api';
import { request } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

export const useMandatory = () => useApi(api.getMandatory, {});
export const useLibrary = () => useApi(api.getLibrary, {});
export const useMyVideos = () => useApi(api.listMyVideos, {});
export const useSharings = () => useApi(api.listSharings, {});

/** Unfollows a track or a video (removes it from the library or the favorites), then refetches. */
export function useUnfollow() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (target: { trackId: string } | { videoId: string }) => {
      await request(api.channelCommand, { body: { type: 'unfollow', payload: target } });
      const refetched = [api.getLibrary.id, api.getUserFollowingData.id];
      await mutate((key) => typeof key === 'string' && refetched.some((id) => key.startsWith(`${id}:`)));
    },
    [mutate],
  );
}
