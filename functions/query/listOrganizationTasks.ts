import * as api from '#shared/api/endpoints/tasks.js';
import { taskListPage } from '#shared/domain/task-list.js';
import { httpHandler } from '../core/http/pipeline.js';
import { forbidden } from '../core/http/errors.js';
import { taskData } from '../core/data/task-data.js';
import { isOrganizationAdmin } from '../core/access/channel-rules.js';
import { taskCallerOf, toTaskEntries, withoutOperatorWork } from '../core/domain/tasks.js';

/**
 * GET /query/listOrganizationTasks (/admin/tasks): every task of the admin's own organization (pattern
 * 52, filtered by status, type, channel and subtype in the query), searched, sorted and paged; the
 * operator's organization set-up tasks only for operator staff.
 */
export const handler = httpHandler(api.listOrganizationTasks, async ({ tenant, query }) => {
  // Admin groups are hidden while working in another workspace (spec 2 §6).
  if (!isOrganizationAdmin(tenant)) throw forbidden();
  const [caller, tasks] = await Promise.all([
    taskCallerOf(tenant, tenant.orgId),
    taskData(tenant.orgId).allTasksOfOrganization(query),
  ]);
  const page = taskListPage(toTaskEntries(await withoutOperatorWork(tenant, tasks), caller), query);
  return page;
});
