import type { TenantContext } from '../../core/http/tenant.js';
import { tenantData } from '../../core/data/tenant-data.js';
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
  await tenantData(orgId).setContentFollow(tenant.userId, kind, targetId, on);
  return { id: targetId, res: { id: targetId } };
}
