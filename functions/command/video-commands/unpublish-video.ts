import type { VideoCommand } from '#shared/api/index.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { videoData } from '../../core/data/video-data.js';
import { videoPublishing } from '../../core/data/video-publishing.js';
import { conflict, notFound } from '../../core/http/errors.js';
import { assertMayAddVideos } from '../../core/access/may-add-videos.js';
import { PUBLISH_TEXTS, unpublishRefusal } from '../../core/domain/publish-rules.js';
import { logChange, videoSubject } from '../../core/domain/event-log.js';

type Payload = Extract<VideoCommand, { type: 'unpublishVideo' }>['payload'];

/**
 * unpublishVideo {videoId} (docs/decisions.md): published → unpublished, so members no longer see it
 * (spec 2 §5 "A published video must be unpublished and made draft before editing"). Same callers as
 * publishVideo; conditional on the video still being published.
 */
export async function unpublishVideo(tenant: TenantContext, payload: Payload) {
  const data = videoData(tenant.activeOrgId);
  const video = await data.video(payload.videoId);
  if (!video) throw notFound('Video not found');
  await assertMayAddVideos(tenant, video.channelId, 'You do not have access for this operation');
  const refusal = unpublishRefusal(video);
  if (refusal) throw refusal;
  if (!(await videoPublishing(tenant.activeOrgId).unpublish(video.videoId))) {
    throw conflict(PUBLISH_TEXTS.notPublished);
  }
  await logChange(tenant, videoSubject(video), 'videoCommand.unpublishVideo', {
    before: { status: 'published' },
    after: { status: 'unpublished' },
  });
  return { id: video.videoId, humanId: video.humanId };
}
