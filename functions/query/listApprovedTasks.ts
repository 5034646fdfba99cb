import * as api from '#shared/api/endpoints/tasks.js';
import { httpHandler } from '../core/http/pipeline.js';
import { badRequest, forbidden } from '../core/http/errors.js';
import { approvedTaskLedgerData } from '../core/data/approved-task-ledger-data.js';
import { isOrganizationAdmin } from '../core/access/channel-rules.js';

const DEFAULT_LIMIT = 50;

/**
 * GET /query/approvedTasks (/approved-task-ledger): the approved-task ledger of the admin's own
 * organization (pattern 161), newest approval first, a page at a time.
 */
export const handler = httpHandler(api.listApprovedTasks, async ({ tenant, query }) => {
  // Admin groups are hidden while working in another workspace (spec 2 §6).
  if (!isOrganizationAdmin(tenant)) throw forbidden();
  const page = await approvedTaskLedgerData(tenant.orgId)
    .rows({ limit: query.limit ?? DEFAULT_LIMIT, cursor: query.cursor ?? null })
    .catch((error: unknown) => {
      // A cursor this list did not give out (edited, or another organization's) cannot continue it.
      if ((error as Error).message === 'Invalid cursor') throw badRequest('Invalid cursor');
      throw error;
    });
  return page;
});
