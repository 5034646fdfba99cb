import * as api from '#shared/api/endpoints/users.js';
import { userListPage } from '#shared/domain/users-admin.js';
import { httpHandler } from '../core/http/pipeline.js';
import { forbidden } from '../core/http/errors.js';
import { userAdminData } from '../core/data/user-admin-data.js';
import { toAdminUser } from '../core/domain/users-admin.js';

/**
 * GET /query/listUsersUsage (/admin/users/usage): one page of the organization's users, by name, with
 * what each has watched. Only the page's users' analytics are read (two reads each).
 */
export const handler = httpHandler(api.listUsersUsage, async ({ tenant, query }) => {
  if (tenant.activeOrgId !== tenant.orgId) throw forbidden();
  const data = userAdminData(tenant.orgId);
  const page = userListPage((await data.allUsers()).map(toAdminUser), { ...query, sort: 'name' });
  const users = await Promise.all(
    page.users.map(async (user) => {
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
    }),
  );
  return { ...page, users };
});
