import * as api from '#shared/api/endpoints/users.js';
import type { AdminUser, UserUsage } from '#shared/api/index.js';
import { listPage } from '#shared/domain/list-page.js';
import { userListPage } from '#shared/domain/users-admin.js';
import { USAGE_LIST, usageSortNeedsEveryUser } from '#shared/domain/users-usage.js';
import { httpHandler } from '../core/http/pipeline.js';
import { forbidden } from '../core/http/errors.js';
import { userAdminData } from '../core/data/user-admin-data.js';
import { toAdminUser } from '../core/domain/users-admin.js';

/**
 * GET /query/listUsersUsage (/admin/users/usage): one page of the organization's users with what each
 * has watched, sorted by any column. By name or e-mail only the page's users' analytics are read (two
 * reads each); by a usage column every matching user's are (as the CSV export does), then sorted.
 */
export const handler = httpHandler(api.listUsersUsage, async ({ tenant, query }) => {
  if (tenant.activeOrgId !== tenant.orgId) throw forbidden();
  const data = userAdminData(tenant.orgId);
  const withUsage = async (user: AdminUser): Promise<UserUsage> => {
    const usage = await data.usageOf(user.userId);
    return {
      userId: user.userId,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      status: user.status,
      videosWatched: usage.videosWatched,
      minutesWatched: Math.round(usage.secondsWatched / 60),
      lastActivity: usage.lastActivity,
    };
  };
  const users = (await data.allUsers()).map(toAdminUser);
  const sort = query.sort ?? 'name';
  if (!usageSortNeedsEveryUser(sort)) {
    const page = userListPage(users, { ...query, sort: sort === 'email' ? 'email' : 'name' });
    return { ...page, users: await Promise.all(page.users.map(withUsage)) };
  }
  const matching = userListPage(users, { search: query.search, pageSize: Math.max(1, users.length) }).users;
  const rows = await Promise.all(matching.map(withUsage));
  const { items, ...page } = listPage(rows, { ...query, search: undefined }, USAGE_LIST);
  return { ...page, users: items };
});
