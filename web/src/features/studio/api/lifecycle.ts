/** The editorial bar's calls (shared contract): the life-cycle read, its commands, publishing. */
import { api, type VideoLifecycleCommandType } from '#shared/api';
import { PROCESSING_STATUSES } from '#shared/domain/video-lifecycle';
import { request } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

/** Spec 2 §4 "Transcoding status is polled every 7 s": also how long a job's lock is watched. */
export const LIFECYCLE_POLL_MS = 7_000;

/**
 * The video's life-cycle state (the editorial bar, the sections' read-only notice), read again every
 * 7 s while a job works on it, so that editing opens when the job ends.
 */
export function useVideoLifecycle(videoId: string) {
  return useApi(
    api.getVideoLifecycle,
    { params: { videoId } },
    {
      revalidateOnFocus: true,
      refreshInterval: (latest) =>
        latest && (latest.lock || PROCESSING_STATUSES.includes(latest.status)) ? LIFECYCLE_POLL_MS : 0,
    },
  );
}

/** One of the bar's commands (deleteVideo is confirmed by its dialog's checkbox). */
export function runLifecycleCommand(
  type: Exclude<VideoLifecycleCommandType, 'deleteVideo' | 'planVideo' | 'askForReview'>,
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

/** Archive (confirmed by its dialog's checkbox) or restore: /admin/videos' single-video commands. */
export function setArchived(videoId: string, archive: boolean) {
  return request(api.videoCommand, {
    body: { type: archive ? 'archiveVideo' : 'restoreVideo', payload: { videoId } },
  });
}
