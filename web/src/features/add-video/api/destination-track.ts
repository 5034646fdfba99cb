/** The playlist a video is created into (/channel/{id}/playlist/{trackId}/create-video). */
import { api } from '#shared/api';
import { useApi } from '../../../lib/use-api';

export function useDestinationTrack(trackId: string) {
  return useApi(api.getTrack, trackId ? { params: { trackId } } : null);
}
