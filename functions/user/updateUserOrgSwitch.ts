import * as api from '#shared/api/endpoints/network.js';
import { httpHandler } from '../core/http/pipeline.js';
import { forbidden } from '../core/http/errors.js';
import { logger } from '../core/http/logger.js';
import { tenantData } from '../core/data/tenant-data.js';
import { setActiveOrganization } from '../core/data/network-data.js';

/**
 * Spec 1 §4 "Organization switch" / §7 POST /updateUserOrgSwitch: "Posting a target organization …
 * Going back to the original organization posts an empty target." The target must be one of the
 * caller's granted organizations (externalOrgsUserHasAccessTo), checked against the stored user, never
 * against anything the client sends; the authorizer checks the grant again on every later call.
 */
export const handler = httpHandler(api.updateUserOrgSwitch, async ({ tenant, body }) => {
  const own = { orgId: tenant.orgId, userId: tenant.userId };
  const target = body.orgToSwitchTo;
  if (target === '' || target === tenant.orgId) {
    await setActiveOrganization(own, null);
    logger.info('returned to the own organization', { from: tenant.activeOrgId });
    return { orgId: tenant.orgId, originalOrgId: null };
  }
  const user = await tenantData(tenant.orgId).user(tenant.userId);
  const granted = (user?.externalOrgsUserHasAccessTo ?? []).includes(target);
  // Conditional on the grant, so a grant revoked between the read and the write is refused too.
  if (!granted || !(await setActiveOrganization(own, target))) {
    logger.warn('organization switch refused: not granted', { target });
    throw forbidden();
  }
  logger.info('switched organization', { from: tenant.activeOrgId, to: target });
  return { orgId: target, originalOrgId: tenant.orgId };
});
