import { useTranslation } from 'react-i18next';
import { USER_LIST_PAGE_SIZES } from '#shared/domain/users-admin';
import { PagingBar } from '../../../components/list-table';

type PagingEvent = { type: 'page'; page: number } | { type: 'pageSize'; pageSize: number };

/** The paging of the users lists (/admin/users and /admin/users/usage): same sizes, same words. */
export function UsersPagingBar({
  page,
  pages,
  pageSize,
  dispatch,
}: {
  page: number;
  pages: number;
  pageSize: number;
  dispatch: (event: PagingEvent) => void;
}) {
  const { t } = useTranslation();
  return (
    <PagingBar
      page={page}
      pages={pages}
      onPage={(next) => dispatch({ type: 'page', page: next })}
      pageSize={pageSize}
      pageSizes={USER_LIST_PAGE_SIZES}
      onPageSize={(size) => dispatch({ type: 'pageSize', pageSize: size })}
      labels={{
        previous: t('users-previous-page'),
        next: t('users-next-page'),
        pageOf: t('users-page-of', { page, pages }),
        pageSize: t('users-page-size'),
      }}
    />
  );
}
