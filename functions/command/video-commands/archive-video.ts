import type { VideoCommand } from '#shared/api/index.js';
import { ARCHIVABLE_STATUSES, archiveRefusal } from '#shared/domain/videos-admin.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { videoData } from '../../core/data/video-data.js';
import { conflict } from '../../core/http/errors.js';
import { moveVideoStatus, videoToMove } from './video-status-move.js';

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
  const video = await videoToMove(tenant, payload.videoId, 'archive');
  const version = video.lastVersion ?? 1;
  const mediaProcessing = (await videoData(tenant.activeOrgId).renditions(video.videoId)).some(
    (r) => r.version === version && r.status === 'transcoding',
  );
  const refusal = archiveRefusal({ status: video.status ?? 'draft' }, mediaProcessing);
  if (refusal) throw conflict(refusal);
  return moveVideoStatus(tenant, video, {
    from: ARCHIVABLE_STATUSES,
    to: 'archived',
    event: 'videoCommand.archiveVideo',
  });
}
