/** The video page's calls (shared contract): the video, its playback URL, its transcoding status. */
import { api } from '../../../../../shared/api';
import { useApi } from '../../../lib/use-api';
import { TRANSCODING_POLL_MS } from '../model/player';

export function useVideo(humanId: string) {
  return useApi(api.getVideo, { params: { humanId } }, { revalidateOnFocus: false });
}

/** The master playlist URL (null input: nothing playable yet). */
export function usePlaybackUrl(input: { key: string; version?: number; language?: string } | null) {
  return useApi(
    api.getVideoUrl,
    input
      ? {
          query: {
            key: input.key,
            download: '0',
            ...(input.version ? { version: input.version } : {}),
            ...(input.language ? { language: input.language as 'en-us' } : {}),
          },
        }
      : null,
    { revalidateOnFocus: false, revalidateIfStale: false },
  );
}

/** Polled every 7 s while `videoId` is given (the page passes null once the video plays). */
export function useTranscodingStatus(videoId: string | null) {
  return useApi(api.transcodingStatus, videoId ? { params: { videoId } } : null, {
    refreshInterval: TRANSCODING_POLL_MS,
  });
}
