import type { VideoCommand } from '#shared/api/index.js';
import { TRANSITIONS } from '#shared/domain/video-lifecycle.js';
import { restoreRefusal } from '#shared/domain/videos-admin.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { conflict } from '../../core/http/errors.js';
import { moveVideoStatus, videoToMove } from './video-status-move.js';

type Payload = Extract<VideoCommand, { type: 'restoreVideo' }>['payload'];

/**
 * restoreVideo {videoId} (/admin/videos, the studio's editorial bar): an archived video becomes a draft
 * again (the transition table's restore; docs/decisions.md: it is published again only by publishVideo,
 * after its media is checked). Same callers and editorial-control rule as archiveVideo.
 */
export async function restoreVideo(tenant: TenantContext, payload: Payload) {
  const video = await videoToMove(tenant, payload.videoId, 'restore');
  const refusal = restoreRefusal({ status: video.status ?? 'draft' });
  if (refusal) throw conflict(refusal);
  return moveVideoStatus(tenant, video, {
    from: TRANSITIONS.restore.from,
    to: 'draft',
    event: 'videoCommand.restoreVideo',
  });
}
