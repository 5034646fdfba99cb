import type { TenantContext } from '../../core/http/tenant.js';
import { getEntities } from '../../core/data/entities/index.js';
import { trackQueues } from '../../core/domain/lists.js';
import { viewableVideo } from '../../core/access/videos.js';

export type ContentTarget = { trackId: string } | { videoId: string };

/**
 * follow/unfollow of a track or a video (spec 1 §3 "Follow data: channels, tracks, videos"): what
 * /library lists; a followed video is a favourite (/favorites). The caller must be able to read the
 * track or watch the video (a 404 otherwise, as for another tenant's ids).
 */
export async function followContent(tenant: TenantContext, target: ContentTarget, on: boolean) {
  const orgId = tenant.activeOrgId;
  const [kind, targetId] =
    'trackId' in target
      ? (['track', (await trackQueues(tenant).queue(target.trackId)).trackId] as const)
      : (['video', (await viewableVideo(tenant, target.videoId)).videoId] as const);
  const follow = getEntities().follow;
  if (on) await follow.upsert({ orgId, userId: tenant.userId, kind, targetId }).go();
  else await follow.delete({ orgId, userId: tenant.userId, kind, targetId }).go();
  return { id: targetId, res: { id: targetId } };
}
