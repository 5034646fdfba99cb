import * as api from '#shared/api/endpoints/support.js';
import { httpHandler } from '../core/http/pipeline.js';
import { forbidden, notFound } from '../core/http/errors.js';
import { organizationExists } from '../core/data/network-data.js';
import { tenantData } from '../core/data/tenant-data.js';
import { isOperatorStaff } from '../core/access/operator.js';

/**
 * GET /query/listOrgChannels?orgId (spec 1 §7 "channels by orgId"): for the support request on behalf
 * of another organization, which only staff of the provider organizations may file.
 */
export const handler = httpHandler(api.listOrgChannels, async ({ tenant, query }) => {
  if (!(await isOperatorStaff(tenant))) throw forbidden();
  if (!(await organizationExists(query.orgId))) throw notFound();
  return (await tenantData(query.orgId).channels())
    .filter((c) => c.status !== 'archived' && c.type === 'company')
    .map((c) => ({ id: c.channelId, name: c.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
});
