/** The channel pages' calls (shared contract): the channel read, its videos, tracks, channelCommand. */
import { api } from '#shared/api';
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

/** The channel command refreshes the channel read, the follow data and the lists (one place: lib). */
export { useChannelCommand } from '../../../lib/channel-data';
