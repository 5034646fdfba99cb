/**
 * Search over a tenant's videos (issue 4 "/results: search over titles, descriptions and
 * subtitle/manuscript text, each hit showing the moment it matched"): an inverted index in the table
 * (access patterns 41–42). Every video has postings token → location (its name, its description, each
 * subtitle chapter of each version × language); a query reads one partition per query token and keeps
 * the locations that hold every token. Tokens are normalized (lower case, accents folded, so "faerdig"
 * does not find "færdig" but "cafe" finds "café"), and a query matches whole words.
 */
import { searchPostings } from '../data/search-postings.js';
import type { StoredRendering } from '../data/rendering-data.js';

export const MIN_TOKEN_LENGTH = 2;
export const MAX_TOKEN_LENGTH = 40;
/** Query words beyond this are ignored (each one is a read). */
export const MAX_QUERY_TOKENS = 6;
const SNIPPET_RADIUS = 60;

/** Lower case, accents folded (é → e, å → a; æ and ø stay letters of their own). */
export function normalizeText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The searchable words of a text, in order, duplicates kept. */
export function tokenize(text: string): string[] {
  return (normalizeText(text).match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (t) => t.length >= MIN_TOKEN_LENGTH && t.length <= MAX_TOKEN_LENGTH,
  );
}

/** The distinct words of a query, at most MAX_QUERY_TOKENS. */
export function queryTokens(query: string): string[] {
  return [...new Set(tokenize(query))].slice(0, MAX_QUERY_TOKENS);
}

/**
 * The text around the first occurrence of `token` in `text` (whole words, "…" where cut). Positions
 * are found on the normalized text, whose length may differ, so the cut is made on word boundaries of
 * the original by counting words.
 */
export function snippetOf(text: string, token: string): string {
  const words = text.split(/\s+/).filter(Boolean);
  const index = words.findIndex((w) => tokenize(w).includes(token));
  if (index < 0) return words.join(' ').slice(0, SNIPPET_RADIUS * 2);
  let start = index;
  let end = index + 1;
  let length = (words[index] as string).length;
  while (length < SNIPPET_RADIUS * 2 && (start > 0 || end < words.length)) {
    if (start > 0) length += (words[--start] as string).length + 1;
    if (end < words.length && length < SNIPPET_RADIUS * 2) length += (words[end++] as string).length + 1;
  }
  return `${start > 0 ? '… ' : ''}${words.slice(start, end).join(' ')}${end < words.length ? ' …' : ''}`;
}

export type SearchField = 'name' | 'description' | 'subtitle';

export interface Posting {
  token: string;
  location: string;
  field: SearchField;
  version?: number;
  language?: string;
  startSeconds: number;
  snippet: string;
}

/** Everything searchable of a video, as postings (one per distinct token per location). */
export function postingsOf(
  video: { name: string; description?: string | undefined },
  renderings: readonly StoredRendering[],
): Posting[] {
  const postings: Posting[] = [];
  const add = (text: string, base: Omit<Posting, 'token' | 'snippet'>) => {
    for (const token of new Set(tokenize(text)))
      postings.push({ ...base, token, snippet: snippetOf(text, token) });
  };
  add(video.name, { location: 'name', field: 'name', startSeconds: 0 });
  if (video.description)
    add(video.description, { location: 'description', field: 'description', startSeconds: 0 });
  for (const r of renderings) {
    r.subtitles.chapters.forEach((chapter, i) => {
      const text = [chapter.title, chapter.manuscript].filter(Boolean).join(' ');
      add(text, {
        location: `subtitle#${r.version}#${r.language}#${i}`,
        field: 'subtitle',
        version: r.version,
        language: r.language,
        startSeconds: chapter.startSeconds,
      });
    });
  }
  return postings;
}

export interface SearchMatch {
  videoId: string;
  field: SearchField;
  version?: number;
  language?: string;
  startSeconds: number;
  snippet: string;
}

/** The search index of ONE organization. */
export function searchIndex(orgId: string) {
  if (!orgId) throw new Error('searchIndex needs an organization id');
  const postings = searchPostings(orgId);
  return {
    /** Replaces a video's postings with those of its current name, description and subtitles. */
    async indexVideo(
      video: { videoId: string; name: string; description?: string | undefined },
      renderings: readonly StoredRendering[],
    ): Promise<number> {
      await postings.removeVideo(video.videoId);
      const own = postingsOf(video, renderings);
      await postings.put(video.videoId, own);
      return own.length;
    },
    async removeVideo(videoId: string): Promise<void> {
      await postings.removeVideo(videoId);
    },
    /**
     * Locations holding every token of the query, best first per video: a video's name before its
     * description before its subtitles (by time). At most `limit` postings are read per token.
     */
    async search(query: string, limit = 500): Promise<SearchMatch[]> {
      const tokens = queryTokens(query);
      if (tokens.length === 0) return [];
      const lists = await Promise.all(tokens.map(async (token) => postings.byToken(token, limit)));
      const [first, ...rest] = lists.sort((a, b) => a.length - b.length) as [
        (typeof lists)[number],
        ...(typeof lists)[number][],
      ];
      const others = rest.map((list) => new Set(list.map((p) => `${p.videoId}#${p.location}`)));
      const order: Record<SearchField, number> = { name: 0, description: 1, subtitle: 2 };
      return first
        .filter((p) => others.every((set) => set.has(`${p.videoId}#${p.location}`)))
        .map((p) => ({
          videoId: p.videoId,
          field: p.field,
          ...(p.version !== undefined ? { version: p.version } : {}),
          ...(p.language ? { language: p.language } : {}),
          startSeconds: p.startSeconds ?? 0,
          snippet: p.snippet ?? '',
        }))
        .sort((a, b) => order[a.field] - order[b.field] || a.startSeconds - b.startSeconds);
    },
  };
}

/**
 * Matches grouped per video, best video first: one matched in its name before one matched in its
 * description, before subtitles; then the video with more matches.
 */
export function videosByBestMatch(matches: readonly SearchMatch[]): [string, SearchMatch[]][] {
  const byVideo = new Map<string, SearchMatch[]>();
  for (const match of matches) byVideo.set(match.videoId, [...(byVideo.get(match.videoId) ?? []), match]);
  const rank = (found: readonly SearchMatch[]) => {
    const fields = found.map((m) => m.field);
    return fields.includes('name') ? 0 : fields.includes('description') ? 1 : 2;
  };
  return [...byVideo].sort(([, a], [, b]) => rank(a) - rank(b) || b.length - a.length);
}
