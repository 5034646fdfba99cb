import { useTranslation } from 'react-i18next';
import { USER_LIST_PAGE_SIZES } from '#shared/domain/users-admin';
import { PagingBar } from '../../../components/list-table';
import {
  ServerListResults,
  type ResultsEvent,
  type ServerListResultsProps,
  type ServerPage,
} from './server-list-results';

type PagingEvent = { type: 'page'; page: number } | { type: 'pageSize'; pageSize: number };

type UsersListResultsProps<T, S extends string> = Omit<
  ServerListResultsProps<ServerPage & { users: T[] }, T, S>,
  'items' | 'paging' | 'texts' | 'listState'
> & {
  listState: ServerListResultsProps<ServerPage, T, S>['listState'] & {
    state: { pageSize: number };
    dispatch: (event: ResultsEvent<S> | PagingEvent) => void;
  };
  /** The table's name for screen readers. */
  caption: string;
};

/**
 * The results of the users lists (/admin/users and /admin/users/usage): the same words for loading,
 * counting, emptiness and sorting, and the same paging (sizes and words); each list its own rows.
 */
export function UsersListResults<T, S extends string>({
  listState,
  caption,
  ...results
}: UsersListResultsProps<T, S>) {
  const { t } = useTranslation();
  const { state, dispatch } = listState;
  return (
    <ServerListResults
      {...results}
      listState={listState}
      items={(data) => data.users}
      paging={({ page, pages }) => (
        <PagingBar
          page={page}
          pages={pages}
          onPage={(next) => dispatch({ type: 'page', page: next })}
          pageSize={state.pageSize}
          pageSizes={USER_LIST_PAGE_SIZES}
          onPageSize={(size) => dispatch({ type: 'pageSize', pageSize: size })}
          labels={{
            previous: t('users-previous-page'),
            next: t('users-next-page'),
            pageOf: t('users-page-of', { page, pages }),
            pageSize: t('users-page-size'),
          }}
        />
      )}
      texts={{
        loadFailed: t('users-load-failed'),
        count: (count) => t('users-count', { count }),
        empty: t('users-empty'),
        caption,
        sortBy: (column) => t('users-sort-by', { column }),
      }}
    />
  );
}
