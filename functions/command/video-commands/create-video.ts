import type { VideoCommand } from '#shared/api/index.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { videoData } from '../../core/data/video-data.js';
import { assertMayAddVideos } from '../../core/access/may-add-videos.js';

type Payload = Extract<VideoCommand, { type: 'createVideo' }>['payload'];

/** Creates a draft video (version 1 in `language`) that uploads can then be attached to. */
export async function createVideo(tenant: TenantContext, payload: Payload) {
  await assertMayAddVideos(tenant, payload.channelId);
  const { videoId, humanId } = await videoData(tenant.activeOrgId).createVideo({
    channelId: payload.channelId,
    name: payload.name,
    ...(payload.description ? { description: payload.description } : {}),
    masterLanguage: payload.language,
    authorId: tenant.userId,
    authorEmail: tenant.email,
  });
  return { id: videoId, humanId };
}
