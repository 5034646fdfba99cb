import { useMemo, useReducer } from 'react';
import { listPage, type ListPage, type ListSpec } from '#shared/domain/list-page';
import {
  initialLocalList,
  localListReducer,
  pageCount,
  type LocalListAction,
  type LocalListState,
} from './list-paging';

export interface LocalList<T, S extends string> {
  state: LocalListState<S>;
  dispatch: (action: LocalListAction<S>) => void;
  /** The page shown: the rows matching the search, sorted, one page of them. */
  shown: ListPage<T>;
  pages: number;
  /** How many rows the list has before the search. */
  count: number;
}

/**
 * A list whose rows are all read at once (a bounded list: tags, a channel's users, shares), searched,
 * sorted and paged in the browser. `spec` must be stable (a module constant).
 */
export function useLocalList<T, S extends string>(
  items: readonly T[] | undefined,
  spec: ListSpec<NoInfer<T>, S>,
): LocalList<T, S> {
  const [state, dispatch] = useReducer(
    localListReducer<S>,
    initialLocalList(spec.defaultSort, spec.defaultPageSize),
  );
  const shown = useMemo(() => listPage(items ?? [], state, spec), [items, state, spec]);
  return { state, dispatch, shown, pages: pageCount(shown.total, shown.pageSize), count: items?.length ?? 0 };
}
