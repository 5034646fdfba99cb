/** The editorial bar's calls (shared contract): the life-cycle read, its commands, publishing. */
import { api, type VideoLifecycleCommandType } from '#shared/api';
import { request } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

export function useVideoLifecycle(videoId: string) {
  return useApi(api.getVideoLifecycle, { params: { videoId } }, { revalidateOnFocus: true });
}

/** One of the bar's commands (deleteVideo is confirmed by its dialog's checkbox). */
export function runLifecycleCommand(
  type: Exclude<VideoLifecycleCommandType, 'deleteVideo' | 'planVideo'>,
  videoId: string,
) {
  return request(api.videoLifecycleCommand, { body: { type, payload: { videoId } } });
}

export function deleteVideo(videoId: string) {
  return request(api.videoLifecycleCommand, {
    body: { type: 'deleteVideo', payload: { videoId, confirm: true } },
  });
}

export function setPublished(videoId: string, publish: boolean) {
  return request(api.videoCommand, {
    body: { type: publish ? 'publishVideo' : 'unpublishVideo', payload: { videoId } },
  });
}
