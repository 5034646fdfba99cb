/** The track queue the video page plays in (?track=): GET /trackQueue/{trackId}. */
import { api } from '#shared/api';
import { useApi } from '../../../lib/use-api';

export function useTrackQueue(trackId: string | null) {
  return useApi(api.getTrackQueue, trackId ? { params: { trackId } } : null, { revalidateOnFocus: false });
}
