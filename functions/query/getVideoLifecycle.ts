import * as api from '#shared/api/endpoints/video-lifecycle.js';
import { httpHandler } from '../core/http/pipeline.js';
import { videoData } from '../core/data/video-data.js';
import { notFound } from '../core/http/errors.js';
import { assertMayAddVideos } from '../core/access/may-add-videos.js';
import { lifecycleOf, mayForceCheckIn, settleExpiredLock } from '../core/domain/video-editing.js';

/**
 * GET /query/videoLifecycle/{videoId}: what the editorial bar shows, for those who may change the video
 * (another tenant's video: 404; a member without a channel role: 403). A crashed job's expired lock is
 * settled here, so the bar shows the video timed out.
 */
export const handler = httpHandler(api.getVideoLifecycle, async ({ tenant, params }) => {
  const stored = await videoData(tenant.activeOrgId).video(params.videoId);
  if (!stored) throw notFound('Video not found');
  await assertMayAddVideos(tenant, stored.channelId, 'You do not have access for this operation');
  const video = await settleExpiredLock(stored);
  const state = lifecycleOf(video);
  return {
    videoId: video.videoId,
    humanId: video.humanId,
    name: video.name,
    status: state.status,
    lastVersion: state.lastVersion,
    publishedVersion: state.status === 'published' ? (state.publishedVersion ?? state.lastVersion) : null,
    checkout: state.checkout ? { ...state.checkout, mine: state.checkout.userId === tenant.userId } : null,
    lock: state.lock ?? null,
    mayForce: mayForceCheckIn(tenant),
  };
});
