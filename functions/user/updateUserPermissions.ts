import * as api from '#shared/api/endpoints/users.js';
import { USER_CHANGE_REFUSAL_MESSAGES, permissionsChangeRefusal } from '#shared/domain/users-admin.js';
import { httpHandler } from '../core/http/pipeline.js';
import { forbidden, notFound } from '../core/http/errors.js';
import { tenantData } from '../core/data/tenant-data.js';
import { userAdminData } from '../core/data/user-admin-data.js';
import { logChange } from '../core/domain/event-log.js';
import { toAdminUser } from '../core/domain/users-admin.js';

/**
 * POST /user/updateUserPermissions: an admin sets a user's permissions (updateOrganization is the admin
 * role, spec 2 §6) and the master-admin flag (only a master admin grants or removes it). The authorizer
 * reads them from the profile, so they hold from the user's next token (cached decisions: at most 300 s).
 */
export const handler = httpHandler(api.updateUserPermissions, async ({ tenant, body }) => {
  if (tenant.activeOrgId !== tenant.orgId) throw forbidden();
  const users = userAdminData(tenant.orgId);
  const [target, caller] = await Promise.all([
    users.user(body.userId),
    tenantData(tenant.orgId).user(tenant.userId),
  ]);
  // Another organization's user id reads nothing here: 404, as for an unknown one.
  if (!target || target.status === 'deleted') throw notFound('User does not exist.');
  const change = { permissions: [...new Set(body.permissions)], isMasterAdmin: body.isMasterAdmin };
  const refusal = permissionsChangeRefusal(
    { userId: tenant.userId, isMasterAdmin: caller?.isMasterAdmin ?? false },
    { userId: target.userId, isMasterAdmin: target.isMasterAdmin ?? false },
    change,
  );
  if (refusal) throw forbidden(USER_CHANGE_REFUSAL_MESSAGES[refusal]);

  await users.setAccess(target.userId, change);
  await logChange(tenant, { type: 'user', id: target.userId }, 'updateUserPermissions', {
    before: {
      permissions: [...(target.permissions ?? [])].sort(),
      isMasterAdmin: target.isMasterAdmin ?? false,
    },
    after: { permissions: [...change.permissions].sort(), isMasterAdmin: change.isMasterAdmin },
  });
  return toAdminUser({ ...target, ...change });
});
