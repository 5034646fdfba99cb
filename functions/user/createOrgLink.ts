import * as api from '#shared/api/endpoints/network.js';
import { httpHandler } from '../core/http/pipeline.js';
import { badRequest, conflict, forbidden, notFound } from '../core/http/errors.js';
import { logger } from '../core/http/logger.js';
import { grantOrganization, organizationExists, usersByEmail } from '../core/data/network-data.js';

/**
 * The network submenu's "create link" (spec 1 §2, staff only): provider staff give a user access to
 * another organization, which then appears in the user's "Switch organization" list. Audited: the
 * grant is stored with who made it and when, and logged.
 */
export const handler = httpHandler(api.createOrgLink, async ({ tenant, body }) => {
  // `staff` admits admins too (spec 2 §6); linking users across customers is the provider's job only.
  if (!tenant.isStaff) throw forbidden();
  if (!(await organizationExists(body.orgId))) throw notFound('The organization does not exist');
  const [user, ...others] = await usersByEmail(body.email);
  if (!user) throw notFound('User does not exist.');
  if (others.length > 0) {
    // One e-mail in several organizations: a link must not pick one of them by chance.
    throw conflict('This email belongs to users of several organizations');
  }
  if (user.orgId === body.orgId) throw badRequest('The user is already a member of this organization');
  const result = await grantOrganization({
    user: { orgId: user.orgId, userId: user.userId },
    linkedOrgId: body.orgId,
    grantedBy: { userId: tenant.userId, email: tenant.email, orgId: tenant.orgId },
  });
  logger.info('organization link created', {
    userOrgId: user.orgId,
    linkedUserId: user.userId,
    linkedOrgId: body.orgId,
    grantedBy: tenant.email,
    created: result.created,
  });
  return {
    userId: user.userId,
    userOrgId: user.orgId,
    orgId: body.orgId,
    created: result.created,
    externalOrgsUserHasAccessTo: result.orgIds,
  };
});
