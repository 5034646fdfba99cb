import * as api from '#shared/api/endpoints/analytics.js';
import { httpHandler } from '../core/http/pipeline.js';
import { analyticsData } from '../core/data/analytics-data.js';

/** GET /query/user-analytics: the signed-in user's own counters. */
export const handler = httpHandler(api.getUserAnalytics, async ({ tenant }) => ({
  id: tenant.userId,
  ...(await analyticsData(tenant.activeOrgId).userSummary(tenant.userId)),
}));
