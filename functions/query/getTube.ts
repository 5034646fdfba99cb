import { api } from '#shared/api/index.js';
import { httpHandler } from '../core/http/pipeline.js';
import { notFound } from '../core/http/errors.js';
import { tenantData } from '../core/data/tenant-data.js';
import { toTube } from '../core/domain/organizations.js';

export const handler = httpHandler(api.getTube, async ({ query }) => {
  const tube = await tenantData(query.orgId).tube();
  if (!tube) throw notFound('Resource is not found');
  return toTube(tube);
});
