import type { VideoCommand } from '#shared/api/index.js';
import { TRANSITIONS } from '#shared/domain/video-lifecycle.js';
import { VIDEO_ADMIN_TEXTS, restoreRefusal } from '#shared/domain/videos-admin.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { videoData } from '../../core/data/video-data.js';
import { videoAdminData } from '../../core/data/video-admin-data.js';
import { logChange } from '../../core/domain/event-log.js';
import { conflict, notFound } from '../../core/http/errors.js';
import { assertMayAddVideos } from '../../core/access/may-add-videos.js';
import { assertNotHeld } from '../../core/domain/video-editing.js';

type Payload = Extract<VideoCommand, { type: 'restoreVideo' }>['payload'];

/**
 * restoreVideo {videoId} (/admin/videos, the studio's editorial bar): an archived video becomes a draft
 * again (the transition table's restore; docs/decisions.md: it is published again only by publishVideo,
 * after its media is checked). Same callers and editorial-control rule as archiveVideo.
 */
export async function restoreVideo(tenant: TenantContext, payload: Payload) {
  const found = await videoData(tenant.activeOrgId).video(payload.videoId);
  if (!found) throw notFound('Video not found');
  await assertMayAddVideos(tenant, found.channelId, 'You do not have access for this operation');
  const video = await assertNotHeld(tenant, found, 'restore');
  const status = video.status ?? 'draft';
  const refusal = restoreRefusal({ status });
  if (refusal) throw conflict(refusal);
  if (
    !(await videoAdminData(tenant.activeOrgId).setStatus(video.videoId, 'draft', TRANSITIONS.restore.from))
  ) {
    throw conflict(VIDEO_ADMIN_TEXTS.changed);
  }
  await logChange(
    tenant,
    { type: 'video', id: video.videoId, channelId: video.channelId },
    'videoCommand.restoreVideo',
    {
      before: { status },
      after: { status: 'draft' },
    },
  );
  return { id: video.videoId, humanId: video.humanId };
}
