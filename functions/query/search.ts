import * as api from '#shared/api/endpoints/search.js';
import { SEARCH_MAX_HITS, type SearchHit } from '#shared/api/endpoints/search.js';
import { httpHandler } from '../core/http/pipeline.js';
import { searchIndex, videosByBestMatch } from '../core/domain/search.js';
import { viewableVideo } from '../core/access/videos.js';
import { thumbnailOf } from '../core/media/media-urls.js';
import { sharedSourceChannel } from '../core/access/channels.js';
import { tenantData } from '../core/data/tenant-data.js';
import { videoData } from '../core/data/video-data.js';
import type { TenantContext } from '../core/http/tenant.js';
import { readerVideoName } from '../core/domain/translated-titles.js';

const MATCHES_PER_VIDEO = 5;

/**
 * GET /query/search?q=: the active organization's search index (tenant from the token only), then
 * only videos the caller may watch (the video page's rule: published, or the caller's own drafts as
 * admin or channel role), in the order of their best match. Videos of channels other organizations
 * share with the caller's are found in those organizations' indexes (docs/decisions.md "External
 * videos").
 */
export const handler = httpHandler(api.search, async ({ tenant, query }) => {
  const [own, shared] = await Promise.all([
    searchIndex(tenant.activeOrgId).search(query.q),
    sharedMatches(tenant, query.q),
  ]);
  const ranked = videosByBestMatch([...own, ...shared]).slice(0, SEARCH_MAX_HITS);
  const hits = await Promise.all(
    ranked.map(async ([videoId, found]): Promise<SearchHit | null> => {
      const video = await viewableVideo(tenant, videoId).catch(() => null);
      if (!video) return null;
      return {
        videoId,
        humanId: video.humanId,
        name: readerVideoName(video),
        abstract: video.abstract ?? '',
        channelId: video.channelId,
        ...(video.durationMs !== undefined ? { durationMs: video.durationMs } : {}),
        ...(await thumbnailOf(video.thumbnailKey)),
        matches: found.slice(0, MATCHES_PER_VIDEO).map(({ videoId: _id, ...m }) => m),
      };
    }),
  );
  return { query: query.q, hits: hits.filter((h): h is SearchHit => h !== null) };
});

/**
 * Matches in the indexes of the organizations that share channels with the caller's: only those of
 * published videos of channels the source still shares (checked on the source's channel items; the
 * hits are checked once more by viewableVideo).
 */
async function sharedMatches(tenant: TenantContext, q: string) {
  const externals = await tenantData(tenant.activeOrgId).externalChannels();
  const sources = [...new Set(externals.map((x) => x.sourceOrgId))].filter((o) => o !== tenant.activeOrgId);
  const perSource = await Promise.all(
    sources.map(async (sourceOrgId) => {
      const channels = await Promise.all(
        externals
          .filter((x) => x.sourceOrgId === sourceOrgId)
          .map((x) => sharedSourceChannel(tenant, sourceOrgId, x.channelId)),
      );
      const videos = await Promise.all(
        channels.flatMap((c) => (c ? [videoData(sourceOrgId).videosOfChannel(c.channelId)] : [])),
      );
      const ids = new Set(videos.flat().flatMap((v) => (v.status === 'published' ? [v.videoId] : [])));
      if (ids.size === 0) return [];
      return (await searchIndex(sourceOrgId).search(q)).filter((m) => ids.has(m.videoId));
    }),
  );
  return perSource.flat();
}
