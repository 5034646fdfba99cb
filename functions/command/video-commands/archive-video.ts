import type { VideoCommand } from '#shared/api/index.js';
import { ARCHIVABLE_STATUSES, VIDEO_ADMIN_TEXTS, archiveRefusal } from '#shared/domain/videos-admin.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { videoData } from '../../core/data/video-data.js';
import { videoAdminData } from '../../core/data/video-admin-data.js';
import { logChange } from '../../core/domain/event-log.js';
import { conflict, notFound } from '../../core/http/errors.js';
import { assertMayAddVideos } from '../../core/access/may-add-videos.js';
import { assertNotHeld } from '../../core/domain/video-editing.js';

type Payload = Extract<VideoCommand, { type: 'archiveVideo' }>['payload'];

/**
 * archiveVideo {videoId} (/admin/videos, the studio's editorial bar): the video leaves every member's
 * list (channel pages, tracks, search keep archived videos out) but stays restorable. The life cycle's
 * transition table decides from which status (a published video must be unpublished first); an
 * in-progress lock or a video being processed (its status, or a rendition of its latest version
 * transcoding) blocks it (spec 2 §4), and so does another editor's check-out: 409. Conditional on the
 * status that was checked.
 */
export async function archiveVideo(tenant: TenantContext, payload: Payload) {
  const data = videoData(tenant.activeOrgId);
  const found = await data.video(payload.videoId);
  if (!found) throw notFound('Video not found');
  await assertMayAddVideos(tenant, found.channelId, 'You do not have access for this operation');
  const video = await assertNotHeld(tenant, found, 'archive');
  const version = video.lastVersion ?? 1;
  const mediaProcessing = (await data.renditions(video.videoId)).some(
    (r) => r.version === version && r.status === 'transcoding',
  );
  const status = video.status ?? 'draft';
  const refusal = archiveRefusal({ status }, mediaProcessing);
  if (refusal) throw conflict(refusal);
  if (!(await videoAdminData(tenant.activeOrgId).setStatus(video.videoId, 'archived', ARCHIVABLE_STATUSES))) {
    throw conflict(VIDEO_ADMIN_TEXTS.changed);
  }
  await logChange(
    tenant,
    { type: 'video', id: video.videoId, channelId: video.channelId },
    'videoCommand.archiveVideo',
    {
      before: { status },
      after: { status: 'archived' },
    },
  );
  return { id: video.videoId, humanId: video.humanId };
}
