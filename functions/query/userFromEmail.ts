import * as api from '#shared/api/endpoints/users.js';
import { httpHandler } from '../core/http/pipeline.js';
import { forbidden, notFound } from '../core/http/errors.js';
import { tenantData } from '../core/data/tenant-data.js';
import { toAdminUser } from '../core/domain/users-admin.js';

/**
 * GET /query/userFromEmail?email=&orgId= (spec 1 §7 "user lookup"): a user of the caller's own
 * organization. The orgId of the query must be the caller's (the tenant comes from the authorizer): any
 * other answers 404, as an unknown e-mail does.
 */
export const handler = httpHandler(api.userFromEmail, async ({ tenant, query }) => {
  if (tenant.activeOrgId !== tenant.orgId) throw forbidden();
  if (query.orgId !== tenant.orgId) throw notFound('User does not exist.');
  const user = await tenantData(tenant.orgId).userByEmail(query.email);
  if (!user) throw notFound('User does not exist.');
  return toAdminUser(user);
});
