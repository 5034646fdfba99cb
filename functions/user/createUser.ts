import * as api from '#shared/api/endpoints/users.js';
import { USER_CHANGE_REFUSAL_MESSAGES } from '#shared/domain/users-admin.js';
import { httpHandler } from '../core/http/pipeline.js';
import { forbidden, notFound } from '../core/http/errors.js';
import { tenantData } from '../core/data/tenant-data.js';
import { createOrganizationUser } from '../core/domain/create-user.js';

/**
 * POST /user/createUser (spec 1 §7 "POST /createUser | email | user service"): an admin creates a user
 * in their organization's pool. Cognito e-mails a temporary password (locally: the Cognito log, or the
 * fixed code); the first sign-in asks for a new password (the sign-in page's existing flow). The profile
 * is created here with the names, permissions and master-admin flag: no post-confirmation trigger runs
 * for users an admin creates.
 */
export const handler = httpHandler(api.createUser, async ({ tenant, body }) => {
  if (tenant.activeOrgId !== tenant.orgId) throw forbidden();
  const org = tenantData(tenant.orgId);
  const [caller, organization] = await Promise.all([org.user(tenant.userId), org.organization()]);
  if (!organization) throw notFound();
  if (body.isMasterAdmin && !caller?.isMasterAdmin) {
    throw forbidden(USER_CHANGE_REFUSAL_MESSAGES.masterAdminOnly);
  }
  return createOrganizationUser(tenant, organization, body);
});
