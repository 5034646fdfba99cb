/** The studio's calls (shared contract): the edited version of a video. */
import { api } from '#shared/api';
import { useApi } from '../../../lib/use-api';

export function useStudioVideo(videoId: string, version: number | null) {
  return useApi(api.getStudioVideo, version === null ? null : { params: { videoId, version } }, {
    revalidateOnFocus: false,
  });
}
