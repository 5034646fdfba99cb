import type { VideoCommand } from '#shared/api/index.js';
import { MOVABLE_STATUSES, VIDEO_ADMIN_TEXTS, moveRefusal } from '#shared/domain/videos-admin.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { videoData } from '../../core/data/video-data.js';
import { videoAdminData } from '../../core/data/video-admin-data.js';
import { logChange } from '../../core/domain/event-log.js';
import { conflict, notFound } from '../../core/http/errors.js';
import { assertMayAddVideos } from '../../core/access/may-add-videos.js';
import { assertNotHeld } from '../../core/domain/video-editing.js';

type Payload = Extract<VideoCommand, { type: 'moveVideo' }>['payload'];

/**
 * moveVideo {videoId, channelId} (/admin/videos; spec 2 §4 "Changing a video's location … requires
 * draft status"): to another channel of the same organization that the caller may add videos to, from
 * one they may add videos to; a draft or unpublished video only (docs/decisions.md "Administration
 * (issue 11)"), else 409; an in-progress lock or another editor's check-out blocks it as it blocks
 * archiving. The write is conditional on the channel and status that were checked.
 */
export async function moveVideo(tenant: TenantContext, payload: Payload) {
  const found = await videoData(tenant.activeOrgId).video(payload.videoId);
  if (!found) throw notFound('Video not found');
  await assertMayAddVideos(tenant, found.channelId, 'You do not have access for this operation');
  // Another organization's or an archived channel is "not found"; a channel without the role is 403.
  await assertMayAddVideos(tenant, payload.channelId);
  const video = await assertNotHeld(tenant, found, 'move');
  const status = video.status ?? 'draft';
  const refusal = moveRefusal({ status, channelId: video.channelId }, payload.channelId);
  if (refusal) throw conflict(refusal);
  const moved = await videoAdminData(tenant.activeOrgId).moveVideo(
    video.videoId,
    video.channelId,
    payload.channelId,
    MOVABLE_STATUSES,
  );
  if (!moved) throw conflict(VIDEO_ADMIN_TEXTS.changed);
  // In the log of the channel the video is in now (the change names where it came from).
  await logChange(
    tenant,
    { type: 'video', id: video.videoId, channelId: payload.channelId },
    'videoCommand.moveVideo',
    {
      before: { channelId: video.channelId },
      after: { channelId: payload.channelId },
    },
  );
  return { id: video.videoId, humanId: video.humanId };
}
