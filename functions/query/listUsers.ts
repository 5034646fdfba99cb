import * as api from '#shared/api/endpoints/users.js';
import { userListPage } from '#shared/domain/users-admin.js';
import { httpHandler } from '../core/http/pipeline.js';
import { forbidden } from '../core/http/errors.js';
import { userAdminData } from '../core/data/user-admin-data.js';
import { toAdminUser } from '../core/domain/users-admin.js';

/**
 * GET /query/listUsers (/admin/users, spec 2 §6 "listUsers … need updateOrganization"): the users of
 * the caller's own organization, searched, filtered, sorted and paged.
 */
export const handler = httpHandler(api.listUsers, async ({ tenant, query }) => {
  // Admin groups are hidden while working in another workspace: the admin manages their own users only.
  if (tenant.activeOrgId !== tenant.orgId) throw forbidden();
  const users = (await userAdminData(tenant.orgId).allUsers()).map(toAdminUser);
  return userListPage(users, query);
});
