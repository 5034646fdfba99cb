import * as api from '#shared/api/endpoints/users.js';
import { USER_CHANGE_REFUSAL_MESSAGES, statusChangeRefusal } from '#shared/domain/users-admin.js';
import { httpHandler } from '../core/http/pipeline.js';
import { forbidden, notFound } from '../core/http/errors.js';
import { tenantData } from '../core/data/tenant-data.js';
import { userAdminData } from '../core/data/user-admin-data.js';
import { setAccountEnabled } from '../core/domain/user-accounts.js';
import { logChange } from '../core/domain/event-log.js';
import { toAdminUser } from '../core/domain/users-admin.js';

/**
 * POST /user/updateUserStatus (spec 1 §7 "status payload (user service)"): an admin disables or enables
 * a user of their own organization in its user pool. Cognito is the source of truth; the profile
 * follows at once, and the user-access reconciler (functions/user/userAccessChanged.ts, told by
 * CloudTrail) closes a disabled user's sockets and flushes cached authorizer decisions.
 */
export const handler = httpHandler(api.updateUserStatus, async ({ tenant, body }) => {
  if (tenant.activeOrgId !== tenant.orgId) throw forbidden();
  const org = tenantData(tenant.orgId);
  const [target, caller, organization] = await Promise.all([
    userAdminData(tenant.orgId).user(body.userId),
    org.user(tenant.userId),
    org.organization(),
  ]);
  // Another organization's user id reads nothing here: 404, as for an unknown one.
  if (!target || target.status === 'deleted' || !organization) throw notFound('User does not exist.');
  const refusal = statusChangeRefusal(
    { userId: tenant.userId, isMasterAdmin: caller?.isMasterAdmin ?? false },
    { userId: target.userId, isMasterAdmin: target.isMasterAdmin ?? false },
  );
  if (refusal) throw forbidden(USER_CHANGE_REFUSAL_MESSAGES[refusal]);

  await setAccountEnabled(organization.userPoolId, target.userId, body.status === 'active');
  await org.setUserStatus(target.userId, body.status);
  await logChange(tenant, { type: 'user', id: target.userId }, 'updateUserStatus', {
    before: { status: target.status },
    after: { status: body.status },
  });
  return toAdminUser({ ...target, status: body.status });
});
