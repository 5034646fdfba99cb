/** The render panel's calls (shared contract): the video's renders and starting one. */
import { api } from '#shared/api';
import { request } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { useRealtime } from '../../../lib/use-realtime';
import { isRenderPushFor, RENDER_POLL_MS, renderInFlight } from '../render/model/render-state';

/**
 * GET /renderJobs/{videoId}: polled while a render is in flight, refetched at once on the video's
 * RENDER_STATUS push (the poll covers a dropped socket or a lost push).
 */
export function useRenderJobs(videoId: string) {
  const result = useApi(
    api.renderJobs,
    { params: { videoId } },
    { refreshInterval: (jobs) => (renderInFlight(jobs) ? RENDER_POLL_MS : 0), revalidateOnFocus: false },
  );
  const { mutate: refetch } = result;
  useRealtime(true, {
    onMessage: (message) => {
      if (isRenderPushFor(message, videoId)) void refetch();
    },
    onReconnected: () => void refetch(),
  });
  return result;
}

export function startRender(input: { videoId: string; version: number; language: string }) {
  return request(api.renderVideo, { body: { ...input, language: input.language as 'en-us' } });
}
