/**
 * The search index's postings of ONE organization (access patterns 41–42): token → location of a
 * video. What a posting holds and how queries match: core/domain/search.ts.
 */
import { getEntities } from './entities/index.js';

export interface StoredPosting {
  token: string;
  location: string;
  field: 'name' | 'description' | 'subtitle';
  version?: number | undefined;
  language?: string | undefined;
  startSeconds: number;
  snippet: string;
}

export function searchPostings(orgId: string) {
  if (!orgId) throw new Error('searchPostings needs an organization id');
  const e = getEntities();
  return {
    /** Writes a video's postings, 25 per batch; a batch not fully written is an error. */
    async put(videoId: string, postings: readonly StoredPosting[]): Promise<void> {
      const items = postings.map((p) => ({ orgId, videoId, ...p }));
      for (let i = 0; i < items.length; i += 25) {
        const { unprocessed } = await e.searchPosting.put(items.slice(i, i + 25)).go();
        if (unprocessed.length > 0)
          throw new Error(`search index: ${unprocessed.length} postings not written`);
      }
    },
    async removeVideo(videoId: string): Promise<void> {
      const { data } = await e.searchPosting.query.byVideo({ orgId, videoId }).go({ pages: 'all' });
      for (let i = 0; i < data.length; i += 25) {
        await e.searchPosting
          .delete(
            data.slice(i, i + 25).map((p) => ({ orgId, token: p.token, videoId, location: p.location })),
          )
          .go();
      }
    },
    /** At most `limit` postings of one token. */
    async byToken(token: string, limit: number) {
      return (await e.searchPosting.query.byToken({ orgId, token }).go({ limit })).data;
    },
  };
}
