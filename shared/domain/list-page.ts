/**
 * One page of a list that is searched, sorted and paged in memory (pure): the administration lists
 * whose rows are read at once (tracks, a channel's users, tags, classifications, shares; the server's
 * usage list). Every word of the search must occur in the row's text, case-insensitively; a page past
 * the end is the last page (a search that shrank the list keeps something to see).
 */
export type SortOrder = 'asc' | 'desc';

export interface ListQuery<S extends string> {
  search?: string | undefined;
  sort?: S | undefined;
  order?: SortOrder | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** How a list searches and sorts its rows. */
export interface ListSpec<T, S extends string> {
  /** The text a search looks in. */
  text: (item: T) => string;
  /** Per sortable column, the ascending order (ties broken by the caller's own second key). */
  compare: Record<S, (a: T, b: T) => number>;
  defaultSort: S;
  defaultPageSize: number;
}

/** Names compare as people read them: case and accents aside, "Track 2" before "Track 10". */
export const listCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The words of a search, lower-cased (none for a blank search). */
export function searchWords(search: string | undefined): string[] {
  return (search ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean);
}

/** Whether every word occurs in the text (case-insensitively). */
export function matchesWords(text: string, words: readonly string[]): boolean {
  const haystack = text.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** The page of already sorted rows (page clamped to 1…last). */
export function pageOf<T>(sorted: readonly T[], page: number | undefined, pageSize: number): ListPage<T> {
  const lastPage = Math.max(1, Math.ceil(sorted.length / pageSize));
  const shown = Math.min(Math.max(1, page ?? 1), lastPage);
  return {
    items: sorted.slice((shown - 1) * pageSize, shown * pageSize),
    total: sorted.length,
    page: shown,
    pageSize,
  };
}

export function listPage<T, S extends string>(
  items: readonly T[],
  query: ListQuery<S>,
  spec: ListSpec<T, S>,
): ListPage<T> {
  const words = searchWords(query.search);
  const matching = words.length ? items.filter((item) => matchesWords(spec.text(item), words)) : items;
  const compare = spec.compare[query.sort ?? spec.defaultSort];
  const direction = query.order === 'desc' ? -1 : 1;
  const sorted = [...matching].sort((a, b) => direction * compare(a, b));
  return pageOf(sorted, query.page, query.pageSize ?? spec.defaultPageSize);
}
