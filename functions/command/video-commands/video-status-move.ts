/**
 * What archiving and restoring a video share (/admin/videos, the studio's editorial bar): the video is
 * found, in a channel the admin may add videos to, and not checked out by another editor; its status
 * then moves only while it is still one the transition allows (else 409), and the move is logged.
 */
import type { VideoStatus } from '#shared/domain/video-lifecycle.js';
import { VIDEO_ADMIN_TEXTS } from '#shared/domain/videos-admin.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { videoData } from '../../core/data/video-data.js';
import { videoAdminData } from '../../core/data/video-admin-data.js';
import { logChange, videoSubject } from '../../core/domain/event-log.js';
import { conflict, notFound } from '../../core/http/errors.js';
import { assertMayAddVideos } from '../../core/access/may-add-videos.js';
import { assertNotHeld } from '../../core/domain/video-editing.js';

export async function videoToMove(tenant: TenantContext, videoId: string, operation: 'archive' | 'restore') {
  const found = await videoData(tenant.activeOrgId).video(videoId);
  if (!found) throw notFound('Video not found');
  await assertMayAddVideos(tenant, found.channelId, 'You do not have access for this operation');
  return assertNotHeld(tenant, found, operation);
}

type MovedVideo = Awaited<ReturnType<typeof videoToMove>>;

export async function moveVideoStatus(
  tenant: TenantContext,
  video: MovedVideo,
  move: { from: readonly VideoStatus[]; to: VideoStatus; event: string },
) {
  if (!(await videoAdminData(tenant.activeOrgId).setStatus(video.videoId, move.to, move.from))) {
    throw conflict(VIDEO_ADMIN_TEXTS.changed);
  }
  await logChange(tenant, videoSubject(video), move.event, {
    before: { status: video.status ?? 'draft' },
    after: { status: move.to },
  });
  return { id: video.videoId, humanId: video.humanId };
}
