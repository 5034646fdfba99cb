import { Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormError } from '../../../components/form-bits';
import {
  EmptyList,
  ListTable,
  LoadingRows,
  PagingBar,
  SortableHeaders,
  type ListSort,
} from '../../../components/list-table';
import { pageCount } from '../../../lib/list-paging';

/** One page of a list as the server answers it. */
export interface ServerPage {
  total: number;
  page: number;
  pageSize: number;
}

type ResultsEvent<S extends string> =
  | { type: 'sortBy'; sort: S }
  | { type: 'clear' }
  | { type: 'page'; page: number }
  | { type: 'pageSize'; pageSize: number };

export interface ServerListResultsProps<D extends ServerPage, T, S extends string> {
  /** The list's query: the page once read, its error, whether it is loading. */
  query: { data?: D; error?: unknown; isLoading: boolean };
  loadingRows: number;
  items: (data: D) => readonly T[];
  /** A table row of an item (keyed by the caller). */
  row: (item: T) => ReactNode;
  pageSizes: readonly number[];
  columns: readonly { label: string; sort: S | null }[];
  /** The list's state (useServerList); clearing the filters also empties the search box as typed. */
  listState: {
    state: ListSort<S> & { pageSize: number };
    dispatch: (event: ResultsEvent<S>) => void;
    setSearchText: (text: string) => void;
  };
  /** The empty state's hint and "clear" button while any filter is set; null: none is. */
  filtered: { hint: string; clear: string } | null;
  texts: {
    loadFailed: string;
    count: (total: number) => string;
    empty: string;
    /** The table's name for screen readers. */
    caption: string;
    sortBy: (column: string) => string;
    previousPage: string;
    nextPage: string;
    pageOf: (page: number, pages: number) => string;
    pageSize: string;
  };
  testIds: { empty: string; table: string };
  /** Header cells before the sortable ones (a select-all box). */
  headerStart?: ReactNode;
  /** Header cells after the sortable ones (an actions column). */
  headerEnd?: ReactNode;
}

/**
 * The results of an administration list the server searches, sorts and pages (users, their usage,
 * videos), below the page's own search and filters: the load error, the loading rows, the announced
 * count, the empty state (with "clear filters" while any is set) or the table under its sortable
 * headers, and the paging bar (previous / next, and the page size). Each list keeps its own texts, so
 * every label comes from the caller.
 */
export function ServerListResults<D extends ServerPage, T, S extends string>({
  query,
  loadingRows,
  items,
  row,
  pageSizes,
  columns,
  listState: { state, dispatch, setSearchText },
  filtered,
  texts,
  testIds,
  headerStart,
  headerEnd,
}: ServerListResultsProps<D, T, S>) {
  const { data } = query;
  const shown = data ? items(data) : [];
  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  return (
    <>
      <FormError error={query.error ? texts.loadFailed : null} />
      {!data && query.isLoading && <LoadingRows count={loadingRows} />}
      {data && (
        <>
          <Text color="fg.muted" role="status" aria-live="polite">
            {texts.count(data.total)}
          </Text>
          {shown.length === 0 ? (
            <EmptyList
              testId={testIds.empty}
              title={texts.empty}
              filtered={
                filtered && {
                  ...filtered,
                  onClear: () => {
                    setSearchText('');
                    dispatch({ type: 'clear' });
                  },
                }
              }
            />
          ) : (
            <ListTable caption={texts.caption} testId={testIds.table}>
              <Table.Header>
                <Table.Row>
                  {headerStart}
                  <SortableHeaders
                    columns={columns}
                    current={state}
                    sortLabel={texts.sortBy}
                    onSort={(sort) => dispatch({ type: 'sortBy', sort })}
                  />
                  {headerEnd}
                </Table.Row>
              </Table.Header>
              <Table.Body>{shown.map(row)}</Table.Body>
            </ListTable>
          )}
          <PagingBar
            page={data.page}
            pages={pages}
            onPage={(page) => dispatch({ type: 'page', page })}
            pageSize={state.pageSize}
            pageSizes={pageSizes}
            onPageSize={(pageSize) => dispatch({ type: 'pageSize', pageSize })}
            labels={{
              previous: texts.previousPage,
              next: texts.nextPage,
              pageOf: texts.pageOf(data.page, pages),
              pageSize: texts.pageSize,
            }}
          />
        </>
      )}
    </>
  );
}
