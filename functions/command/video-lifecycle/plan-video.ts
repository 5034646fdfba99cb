import type { VideoLifecycleCommand } from '#shared/api/endpoints/video-lifecycle.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { assertMayAddVideos } from '../../core/access/may-add-videos.js';
import { videoData } from '../../core/data/video-data.js';
import { logChange } from '../../core/domain/event-log.js';
import { newVideoFields } from '../../core/domain/new-video.js';

type Payload = Extract<VideoLifecycleCommand, { type: 'planVideo' }>['payload'];

/**
 * planVideo: a video in status planned (its media comes later; its page says so), made by those who may
 * add videos to the channel. One write: the video is created planned.
 */
export async function planVideo(tenant: TenantContext, payload: Payload) {
  await assertMayAddVideos(tenant, payload.channelId);
  const { videoId, humanId } = await videoData(tenant.activeOrgId).createVideo({
    ...newVideoFields(tenant, payload),
    status: 'planned',
  });
  await logChange(
    tenant,
    { type: 'video', id: videoId, channelId: payload.channelId },
    'videoLifecycleCommand.planVideo',
    {
      before: {},
      after: { status: 'planned', name: payload.name },
    },
  );
  return { id: videoId, humanId };
}
