/** The users administration's calls (shared contract). */
import { api, type BodyOf } from '#shared/api';
import { request } from '../../../lib/api-client';
import { useSWRConfig } from 'swr';
import { apiKey, useApi } from '../../../lib/use-api';
import { usageListQuery, type UsageListState } from '../model/usage-list';
import { usersListQuery, type UsersListState } from '../model/users-list';

/** One page of the organization's users (null: not allowed, no call). The last page stays shown while the next loads. */
export function useUsersList(state: UsersListState | null) {
  return useApi(api.listUsers, state === null ? null : { query: usersListQuery(state) }, {
    keepPreviousData: true,
  });
}

export function updateUserStatus(userId: string, status: 'active' | 'disabled') {
  return request(api.updateUserStatus, { body: { userId, status } });
}

/** Refetches every page and filter of the users list (a change may move a user in or out of any). */
export function useRefreshUsersLists() {
  const { mutate } = useSWRConfig();
  const prefix = apiKey(api.listUsers, {}).split(':')[0] + ':';
  return () => mutate((key) => typeof key === 'string' && key.startsWith(prefix));
}

export function createUser(body: BodyOf<typeof api.createUser>) {
  return request(api.createUser, { body });
}

export function updateUserPermissions(body: BodyOf<typeof api.updateUserPermissions>) {
  return request(api.updateUserPermissions, { body });
}

export function importUsers(body: BodyOf<typeof api.importUsers>) {
  return request(api.importUsers, { body });
}

/** One page of the users' usage (null: not allowed, no call); the last page stays shown while the next loads. */
export function useUsersUsage(state: UsageListState | null) {
  return useApi(api.listUsersUsage, state === null ? null : { query: usageListQuery(state) }, {
    keepPreviousData: true,
  });
}

/** Every user's usage, page after page, in the list's search and order (the CSV export). */
export async function allUsersUsage(state: UsageListState) {
  const users = [];
  for (let page = 1; ; page++) {
    const answer = await request(api.listUsersUsage, {
      query: usageListQuery({ ...state, page, pageSize: 100 }),
    });
    users.push(...answer.users);
    if (page * answer.pageSize >= answer.total) return users;
  }
}

/** A user's training record (null: not allowed, no call). */
export function useUserTrainingRecord(userId: string | null) {
  return useApi(api.getUserTrainingRecord, userId ? { params: { userId } } : null);
}
