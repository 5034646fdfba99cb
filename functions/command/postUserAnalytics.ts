import * as api from '#shared/api/endpoints/analytics.js';
import { httpHandler } from '../core/http/pipeline.js';
import { recordPlayback } from '../core/domain/analytics.js';
import { analyticsData } from '../core/data/analytics-data.js';

/** POST /command/user-analytics: one event of the signed-in user (a page visit or a playback event). */
export const handler = httpHandler(api.postUserAnalytics, async ({ tenant, body }) => {
  if (body.type === 'pageVisited') {
    await analyticsData(tenant.activeOrgId).pageVisited(tenant.userId);
    return { id: tenant.userId };
  }
  return recordPlayback(tenant, body);
});
