/** /channel/recommendation/{channelId}: the channel's recommendation settings (shared contract). */
import { api } from '#shared/api';
import { useApi } from '../../../lib/use-api';

export function useChannelRecommendation(channelId: string) {
  return useApi(api.getChannelRecommendation, channelId ? { params: { id: channelId } } : null);
}
