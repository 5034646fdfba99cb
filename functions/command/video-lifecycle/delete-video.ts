/**
 * deleteVideo {videoId, confirm: true} (spec 2 §4 "Processing … [has] an in-progress lock that blocks
 * … deleting"; §5 deleting needs a confirmation checkbox). Who may add videos to the channel deletes a
 * video that is not published (unpublish it first), not being processed or locked, and not checked out
 * by someone else. The video item goes first, by a write conditional on what was checked: from then on
 * no read finds the video, and its other items, search postings, follows, track entries and objects
 * are removed after it (an interruption leaves only unreachable leftovers, never a half video).
 */
import type { VideoLifecycleCommand } from '#shared/api/endpoints/video-lifecycle.js';
import { LIFECYCLE_TEXTS, deleteRefusal } from '#shared/domain/video-lifecycle.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { videoLifecycleData } from '../../core/data/video-lifecycle.js';
import { HttpError, conflict } from '../../core/http/errors.js';
import { logChange, videoSubject } from '../../core/domain/event-log.js';
import { lifecycleOf, settleExpiredLock } from '../../core/domain/video-editing.js';
import { deleteVideoObjects } from '../../core/media/video-objects.js';
import { logger } from '../../core/http/logger.js';
import { editableVideo } from './editorial-control.js';

type Payload = Extract<VideoLifecycleCommand, { type: 'deleteVideo' }>['payload'];

export async function deleteVideo(tenant: TenantContext, payload: Payload) {
  const video = await settleExpiredLock(await editableVideo(tenant, payload.videoId));
  const state = lifecycleOf(video);
  const now = new Date();
  const refusal = deleteRefusal(state, tenant.userId, now);
  if (refusal) throw new HttpError(refusal.status, refusal.message);
  const data = videoLifecycleData(tenant.activeOrgId);
  if (!(await data.deleteVideo(video.videoId, state.status, tenant.userId, now.toISOString()))) {
    throw conflict(LIFECYCLE_TEXTS.changed);
  }
  await logChange(tenant, videoSubject(video), 'videoLifecycleCommand.deleteVideo', {
    before: { name: video.name, humanId: video.humanId, status: state.status },
    after: { deleted: true },
  });
  const removed = await data.removeRest(video.videoId);
  const objects = await deleteVideoObjects(tenant.activeOrgId, video.videoId);
  logger.info('video deleted', { videoId: video.videoId, ...removed, objects });
  return { id: video.videoId };
}
