import * as api from '#shared/api/endpoints/network.js';
import { httpHandler } from '../core/http/pipeline.js';
import { forbidden } from '../core/http/errors.js';
import { allOrganizations } from '../core/data/network-data.js';

/**
 * Spec 1 §7 "list of all organizations (listAllOrgs)": the network's organizations for the provider
 * staff's tools. The access level `staff` also admits admins (spec 2 §6); the names of every customer
 * are for the provider's staff only.
 */
export const handler = httpHandler(api.listAllOrgs, async ({ tenant }) => {
  if (!tenant.isStaff) throw forbidden();
  return allOrganizations();
});
