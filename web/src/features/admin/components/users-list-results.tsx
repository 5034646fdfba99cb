import { useTranslation } from 'react-i18next';
import { USER_LIST_PAGE_SIZES } from '#shared/domain/users-admin';
import { ServerListResults, type ServerListResultsProps, type ServerPage } from './server-list-results';

type UsersListResultsProps<T, S extends string> = Omit<
  ServerListResultsProps<ServerPage & { users: T[] }, T, S>,
  'items' | 'pageSizes' | 'texts'
> & {
  /** The table's name for screen readers. */
  caption: string;
};

/**
 * The results of the users lists (/admin/users and /admin/users/usage): the same words for loading,
 * counting, emptiness and sorting, and the same paging (sizes and words); each list its own rows.
 */
export function UsersListResults<T, S extends string>({ caption, ...results }: UsersListResultsProps<T, S>) {
  const { t } = useTranslation();
  return (
    <ServerListResults
      {...results}
      items={(data) => data.users}
      pageSizes={USER_LIST_PAGE_SIZES}
      texts={{
        loadFailed: t('users-load-failed'),
        count: (count) => t('users-count', { count }),
        empty: t('users-empty'),
        caption,
        sortBy: (column) => t('users-sort-by', { column }),
        previousPage: t('users-previous-page'),
        nextPage: t('users-next-page'),
        pageOf: (page, pages) => t('users-page-of', { page, pages }),
        pageSize: t('users-page-size'),
      }}
    />
  );
}
