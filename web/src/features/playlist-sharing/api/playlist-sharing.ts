/** Playlist sharing's calls (shared contract); a share command refreshes the share list and the logs. */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '#shared/api';
import { request } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

export function usePlaylistShares(trackId: string) {
  return useApi(api.listPlaylistShares, trackId ? { params: { trackId } } : null);
}

const REFETCHED = [api.listPlaylistShares.id, api.getEventLog.id, api.listSharedPlaylists.id];

/** sharePlaylist / unsharePlaylist, then the reads they change. */
export function usePlaylistShareCommand() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (
      command:
        | { type: 'sharePlaylist'; payload: { trackId: string; domain: string } }
        | { type: 'unsharePlaylist'; payload: { trackId: string; orgId: string } },
    ) => {
      const result = await request(api.channelCommand, { body: command });
      await mutate((key) => typeof key === 'string' && REFETCHED.some((id) => key.startsWith(`${id}:`)));
      return result;
    },
    [mutate],
  );
}
