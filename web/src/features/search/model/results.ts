/**
 * Search results (issue 4 "/results: … each hit showing the moment it matched and opening the player
 * there"): the moment as h:mm:ss (spec 1 §9) and the player link with ?t=.
 */
import type { SearchMatch } from '#shared/api';
import { formatDuration } from '#shared/domain/format';

/** The search box's parameter (web/src/features/shell/components/search-box.tsx). */
export const QUERY_PARAM = 'q';

/** /video/{humanId}, starting at the match's moment when it is not the beginning (the assistant's rule too). */
export { playerHref } from '#shared/domain/assisted-search';

export function momentLabel(match: Pick<SearchMatch, 'startSeconds'>): string {
  return formatDuration(match.startSeconds);
}

/** Splits a snippet into parts, marking the words of the query (case and accents folded). */
export function highlight(snippet: string, query: string): { text: string; hit: boolean }[] {
  const fold = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  const words = new Set((fold(query).match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length >= 2));
  return snippet
    .split(/([\p{L}\p{N}]+)/u)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, hit: words.has(fold(part)) }));
}
