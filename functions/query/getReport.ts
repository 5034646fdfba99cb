import * as api from '#shared/api/endpoints/reports.js';
import { httpHandler } from '../core/http/pipeline.js';
import { buildReport } from '../core/domain/reports.js';

/**
 * GET /query/reports (spec 2 §9): the organization's or a channel's report over the last 30 days or 24
 * hours, own viewers or (shared=true) other organizations' viewers of what this one shares.
 */
export const handler = httpHandler(api.getReport, async ({ tenant, query }) =>
  buildReport(tenant, query, new Date()),
);
