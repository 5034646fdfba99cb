/** /admin/users/usage's query as the admin sets it (search, sort, page) and the request it makes. */
import { USER_LIST_DEFAULT_PAGE_SIZE } from '#shared/domain/users-admin';
import type { UsageListSort } from '#shared/domain/users-usage';
import { initialLocalList, type LocalListState } from '../../../lib/list-paging';

export type UsageListState = LocalListState<UsageListSort>;

export const initialUsageList: UsageListState = initialLocalList<UsageListSort>(
  'name',
  USER_LIST_DEFAULT_PAGE_SIZE,
);

/** The GET /listUsersUsage query: the search only when set. */
export function usageListQuery(state: UsageListState) {
  const search = state.search.trim();
  return {
    ...(search ? { search } : {}),
    sort: state.sort,
    order: state.order,
    page: String(state.page),
    pageSize: String(state.pageSize),
  };
}
