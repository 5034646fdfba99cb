import * as api from '#shared/api/endpoints/organization.js';
import { httpHandler } from '../core/http/pipeline.js';
import { notFound } from '../core/http/errors.js';
import { organizationIdsForEmail } from '../core/data/public-lookups.js';

/** Spec 1 §8: "Organization lookup by email fails → This email does not belong to any organization". */
export const handler = httpHandler(api.getOrgId, async ({ query }) => {
  const [orgId] = await organizationIdsForEmail(query.email);
  if (!orgId) throw notFound('This email does not belong to any organization');
  return { orgId };
});
