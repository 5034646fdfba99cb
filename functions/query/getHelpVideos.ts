import * as api from '#shared/api/endpoints/support.js';
import { httpHandler } from '../core/http/pipeline.js';
import { readableChannel } from '../core/access/channels.js';
import { visibleVideos } from '../core/domain/channel-content.js';
import { tenantData } from '../core/data/tenant-data.js';
import { helpVideoTree } from '../core/domain/help-videos.js';

/**
 * GET /query/getHelpVideos?page&lang[&channelId] (spec 1 §7 "featuredVideo, videos"): videos carrying
 * one of the page's tags, from the company channels of the active organization (or only channelId),
 * as the caller may see them. "Visibility of videos uses the readVideo permission": none without it.
 */
export const handler = httpHandler(api.getHelpVideos, async ({ tenant, query }) => {
  const data = tenantData(tenant.activeOrgId);
  const org = await data.organization();
  const tags = (org?.pageTags ?? []).filter((t) => t.page === query.page);
  if (tags.length === 0) return { featuredVideo: null, videos: [], tagged: false };
  if (!tenant.permissions.includes('readVideo')) return { featuredVideo: null, videos: [], tagged: true };
  const channelIds = query.channelId
    ? [query.channelId]
    : (await data.channels())
        .filter((c) => c.status !== 'archived' && c.type === 'company')
        .map((c) => c.channelId);
  const videos = (
    await Promise.all(channelIds.map(async (id) => visibleVideos(await readableChannel(tenant, id))))
  ).flat();
  return { ...helpVideoTree(tags, videos), tagged: true };
});
