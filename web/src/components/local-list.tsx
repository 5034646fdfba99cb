/**
 * A list searched, sorted and paged in the browser (useLocalList), framed as every administration list
 * is (list-table.tsx): its search field, how many rows match, the empty state (nothing yet, or nothing
 * matching with "clear search"), the caller's table of the page's rows, and the paging bar once the
 * rows fill more than the smallest page. The generic texts are the 'list-controls' area's.
 */
import { Box, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCAL_LIST_PAGE_SIZES } from '../lib/list-paging';
import type { LocalList } from '../lib/use-local-list';
import { EmptyList, PagingBar, SearchField, SortableHeader } from './list-table';

export function LocalListFrame<T, S extends string>({
  list,
  testId,
  empty,
  searchLabel,
  children,
}: {
  list: LocalList<T, S>;
  /** `{testId}-search`, `{testId}-count` and `{testId}-empty` name the frame's parts for the tests. */
  testId: string;
  /** The empty state while the list has no rows at all: a text, or an empty-state block of the caller's. */
  empty: ReactNode;
  /** The search field's label ("Search" by default); null: the page searches with a field of its own. */
  searchLabel?: string | null;
  /** The table of the page's rows (shown while any row matches). */
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const { state, dispatch, shown, pages, count } = list;
  if (count === 0) {
    return typeof empty === 'string' ? (
      <Text color="fg.muted" py="2" data-testid={`${testId}-empty`}>
        {empty}
      </Text>
    ) : (
      <Box data-testid={`${testId}-empty`}>{empty}</Box>
    );
  }
  return (
    <Stack gap="3">
      {searchLabel !== null && (
        <SearchField
          label={searchLabel ?? t('list-search')}
          value={state.search}
          onChange={(value) => dispatch({ type: 'search', value })}
          testId={`${testId}-search`}
        />
      )}
      <Text color="fg.muted" textStyle="sm" role="status" aria-live="polite" data-testid={`${testId}-count`}>
        {t('list-count', { count: shown.total })}
      </Text>
      {shown.total === 0 ? (
        <EmptyList
          testId={`${testId}-empty`}
          title={t('list-no-match')}
          filtered={{
            hint: t('list-no-match-hint'),
            clear: t('list-clear-search'),
            onClear: () => dispatch({ type: 'clear' }),
          }}
        />
      ) : (
        children(shown.items)
      )}
      {shown.total > LOCAL_LIST_PAGE_SIZES[0] ? (
        <PagingBar
          page={shown.page}
          pages={pages}
          onPage={(page) => dispatch({ type: 'page', page })}
          pageSize={state.pageSize}
          pageSizes={LOCAL_LIST_PAGE_SIZES}
          onPageSize={(pageSize) => dispatch({ type: 'pageSize', pageSize })}
          labels={{
            previous: t('list-previous-page'),
            next: t('list-next-page'),
            pageOf: t('list-page-of', { page: shown.page, pages }),
            pageSize: t('list-page-size'),
          }}
        />
      ) : null}
    </Stack>
  );
}

/** A column header of a local list; with `sort`, it sorts the list by its column. */
export function LocalListHeader<S extends string>({
  list,
  label,
  sort,
}: {
  list: Pick<LocalList<unknown, S>, 'state' | 'dispatch'>;
  label: string;
  sort: S | null;
}) {
  const { t } = useTranslation();
  return (
    <SortableHeader
      label={label}
      sort={sort}
      current={list.state}
      sortLabel={t('list-sort-by', { column: label })}
      onSort={(next) => list.dispatch({ type: 'sortBy', sort: next })}
    />
  );
}
