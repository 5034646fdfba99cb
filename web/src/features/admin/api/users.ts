/** The users administration's calls (shared contract). */
import { api } from '#shared/api';
import { useApi } from '../../../lib/use-api';
import { usersListQuery, type UsersListState } from '../model/users-list';

/** One page of the organization's users (null: not allowed, no call). The last page stays shown while the next loads. */
export function useUsersList(state: UsersListState | null) {
  return useApi(api.listUsers, state === null ? null : { query: usersListQuery(state) }, {
    keepPreviousData: true,
  });
}
