import * as api from '#shared/api/endpoints/playlist-sharing.js';
import { httpHandler } from '../core/http/pipeline.js';
import { sharedInPlaylists } from '../core/access/shared-playlists.js';
import { organizationById } from '../core/data/public-lookups.js';
import { trackQueues } from '../core/domain/lists.js';

/**
 * GET /query/sharedPlaylists: the playlists other organizations share with the caller's, read at their
 * source now (a renamed or re-ordered playlist shows as it is; an ended share is gone).
 */
export const handler = httpHandler(api.listSharedPlaylists, async ({ tenant }) => {
  const playlists = await sharedInPlaylists(tenant);
  const queues = trackQueues(tenant);
  const names = new Map<string, Promise<string>>();
  const nameOf = (orgId: string) => {
    let name = names.get(orgId);
    if (!name) names.set(orgId, (name = organizationById(orgId).then((o) => o?.name ?? orgId)));
    return name;
  };
  return {
    playlists: await Promise.all(
      playlists.map(async (p) => {
        const queue = await queues.sharedQueue(p);
        return {
          trackId: p.track.trackId,
          name: p.track.name,
          abstract: p.track.abstract,
          sourceOrgId: p.sourceOrgId,
          sourceOrgName: await nameOf(p.sourceOrgId),
          videosCount: queue.items.length,
          firstVideoHumanId: queue.items[0]?.humanId ?? null,
        };
      }),
    ),
  };
});
