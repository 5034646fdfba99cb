/** The personal lists' calls (shared contract). */
import { useCallback } from 'react';
import { api } from '#shared/api';
import { useChannelCommand } from '../../../lib/channel-data';
import { useApi } from '../../../lib/use-api';

export const useMandatory = () => useApi(api.getMandatory, {});
export const useLibrary = () => useApi(api.getLibrary, {});
/** Playlists other organizations share with the member's (the spec's "shared" category). */
export const useSharedPlaylists = () => useApi(api.listSharedPlaylists, {});
export const useMyVideos = () => useApi(api.listMyVideos, {});
export const useSharings = () => useApi(api.listSharings, {});

/** Unfollows a track or a video (removes it from the library or the favorites); the lists refetch. */
export function useUnfollow() {
  const run = useChannelCommand();
  return useCallback(
    async (target: { trackId: string } | { videoId: string }) => {
      await run({ type: 'unfollow', payload: target });
    },
    [run],
  );
}
