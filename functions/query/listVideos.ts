import * as api from '#shared/api/endpoints/videos-admin.js';
import { httpHandler } from '../core/http/pipeline.js';
import { forbidden } from '../core/http/errors.js';
import { adminVideoList } from '../core/domain/videos-admin.js';

/**
 * GET /query/listVideos (/admin/videos, spec 2 §6 "Videos need readVideo"): the videos of the caller's
 * own organization they manage, searched, filtered, sorted and paged.
 */
export const handler = httpHandler(api.listVideos, async ({ tenant, query }) => {
  if (!tenant.permissions.includes('readVideo')) throw forbidden();
  // Admin groups are hidden while working in another workspace: the caller manages their own videos only.
  if (tenant.activeOrgId !== tenant.orgId) throw forbidden();
  return adminVideoList(tenant, query);
});
