/**
 * The sorting and paging every administration list keeps (pure): a column header sorts by its column
 * (again: the other way), a page moves within the list, a new page size starts over at page 1.
 */
export interface ListPaging<S extends string> {
  sort: S;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export type ListPagingAction<S extends string> =
  /** A column header: the same column again reverses the order, another one sorts ascending. */
  { type: 'sortBy'; sort: S } | { type: 'page'; page: number } | { type: 'pageSize'; pageSize: number };

export function listPagingReducer<T extends ListPaging<string>>(
  state: T,
  action: ListPagingAction<T['sort']>,
): T {
  switch (action.type) {
    case 'sortBy':
      return state.sort === action.sort
        ? { ...state, order: state.order === 'asc' ? 'desc' : 'asc', page: 1 }
        : { ...state, sort: action.sort, order: 'asc', page: 1 };
    case 'page':
      return { ...state, page: Math.max(1, action.page) };
    case 'pageSize':
      return { ...state, pageSize: action.pageSize, page: 1 };
  }
}

/** How many pages `total` items fill (at least one: an empty list still shows page 1 of 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page sizes of the lists searched, sorted and paged in the browser (useLocalList). */
export const LOCAL_LIST_PAGE_SIZES = [10, 25, 50, 100] as const;
export const LOCAL_LIST_DEFAULT_PAGE_SIZE = 25;

/** A list searched, sorted and paged in the browser: its search and its paging. */
export interface LocalListState<S extends string> extends ListPaging<S> {
  search: string;
}

export type LocalListAction<S extends string> =
  { type: 'search'; value: string } | { type: 'clear' } | ListPagingAction<S>;

export function initialLocalList<S extends string>(sort: S, pageSize: number): LocalListState<S> {
  return { search: '', sort, order: 'asc', page: 1, pageSize };
}

/** A new search starts over at page 1; clearing it keeps the sorting and the page size. */
export function localListReducer<S extends string>(
  state: LocalListState<S>,
  action: LocalListAction<S>,
): LocalListState<S> {
  switch (action.type) {
    case 'search':
      return { ...state, search: action.value, page: 1 };
    case 'clear':
      return { ...state, search: '', page: 1 };
    default:
      return listPagingReducer(state, action);
  }
}
