/** The channel settings pages (recommendations, tags): their reads (shared contract). */
import { api } from '#shared/api';
import { useApi } from '../../../lib/use-api';

export function useChannelRecommendation(channelId: string) {
  return useApi(api.getChannelRecommendation, channelId ? { params: { id: channelId } } : null);
}

/** /channel/tags/{channelId}: the channel's tags and the organization's tags to pick from. */
export function useChannelTags(channelId: string) {
  return useApi(api.getChannelTags, channelId ? { params: { id: channelId } } : null);
}
