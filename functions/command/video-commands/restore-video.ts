import type { VideoCommand } from '#shared/api/index.js';
import { VIDEO_ADMIN_TEXTS, restoreRefusal } from '#shared/domain/videos-admin.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { videoData } from '../../core/data/video-data.js';
import { videoAdminData } from '../../core/data/video-admin-data.js';
import { logChange } from '../../core/domain/event-log.js';
import { conflict, notFound } from '../../core/http/errors.js';
import { assertMayAddVideos } from '../../core/access/may-add-videos.js';

type Payload = Extract<VideoCommand, { type: 'restoreVideo' }>['payload'];

/**
 * restoreVideo {videoId} (/admin/videos): an archived video becomes a draft again (docs/decisions.md:
 * it is published again only by publishVideo, after its media is checked). Same callers as archiveVideo.
 */
export async function restoreVideo(tenant: TenantContext, payload: Payload) {
  const video = await videoData(tenant.activeOrgId).video(payload.videoId);
  if (!video) throw notFound('Video not found');
  await assertMayAddVideos(tenant, video.channelId, 'You do not have access for this operation');
  const status = video.status ?? 'draft';
  const refusal = restoreRefusal({ status });
  if (refusal) throw conflict(refusal);
  if (!(await videoAdminData(tenant.activeOrgId).setStatus(video.videoId, 'draft', ['archived']))) {
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
