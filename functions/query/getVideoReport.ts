import * as api from '#shared/api/endpoints/reports.js';
import { httpHandler } from '../core/http/pipeline.js';
import { buildVideoReport } from '../core/domain/reports.js';

/**
 * GET /query/studio/videos/{videoId}/report (the studio's reports and shared reports, spec 2 §2): one
 * video's figures over the last 30 days or 24 hours, per language, own viewers or (shared=true) other
 * organizations' viewers; for those who may change the video.
 */
export const handler = httpHandler(api.getVideoReport, async ({ tenant, params, query }) =>
  buildVideoReport(tenant, params.videoId, query, new Date()),
);
