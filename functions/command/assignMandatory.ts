import * as api from '#shared/api/endpoints/lists.js';
import { httpHandler } from '../core/http/pipeline.js';
import { assignMandatory } from '../core/domain/mandatory.js';
import { forbidden } from '../core/http/errors.js';

/**
 * POST /command/mandatoryAssignments (admins of the organization, not while switched into another
 * workspace): the track becomes mandatory for the named users; answers their ids.
 */
export const handler = httpHandler(api.assignMandatory, async ({ tenant, body }) => {
  if (tenant.activeOrgId !== tenant.orgId) throw forbidden();
  const { trackId, userIds } = await assignMandatory(tenant, body);
  return { id: trackId, userIds };
});
