import * as api from '#shared/api/endpoints/organization.js';
import { httpHandler } from '../core/http/pipeline.js';
import { organizationByDomain, organizationById } from '../core/data/public-lookups.js';
import { tenantData } from '../core/data/tenant-data.js';
import { toPublicOrganization } from '../core/domain/organizations.js';

/** Spec 1 §7: "an empty object means no organization found". The path takes an id or a sub-domain. */
export const handler = httpHandler(api.getOrganization, async ({ params, query }) => {
  const key = params.orgId.toLowerCase();
  const org = (await organizationById(key)) ?? (await organizationByDomain(key));
  if (!org) return {};
  const flags = await tenantData(org.orgId).featureFlags();
  return toPublicOrganization(org, flags, query.fetchShareInfo === true);
});
