import * as api from '#shared/api/endpoints/organization.js';
import { httpHandler } from '../core/http/pipeline.js';
import { notFound } from '../core/http/errors.js';
import { env } from '../core/http/env.js';
import { organizationById } from '../core/data/public-lookups.js';
import { tenantUrl } from '../core/domain/organizations.js';

export const handler = httpHandler(api.getDomainFromOrganizationId, async ({ query }) => {
  const org = await organizationById(query.orgId);
  if (!org) throw notFound('Resource is not found');
  return tenantUrl(org.domain, env.appUrlTemplate());
});
