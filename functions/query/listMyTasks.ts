import * as api from '#shared/api/endpoints/tasks.js';
import { httpHandler } from '../core/http/pipeline.js';
import { badRequest } from '../core/http/errors.js';
import { taskData } from '../core/data/task-data.js';
import { taskCallerOf, toTaskEntries } from '../core/domain/tasks.js';

const DEFAULT_LIMIT = 50;

/**
 * GET /query/listMyTasks (/tasks): the caller's tasks in the active organization, assigned to them or
 * requested by them (patterns 51 and 56 merged), newest first, filtered, a page at a time.
 */
export const handler = httpHandler(api.listMyTasks, async ({ tenant, query }) => {
  const orgId = tenant.activeOrgId;
  const [caller, page] = await Promise.all([
    taskCallerOf(tenant, orgId),
    taskData(orgId)
      .tasksOfUser(tenant.userId, {
        limit: query.limit ?? DEFAULT_LIMIT,
        cursor: query.cursor ?? null,
        filter: query,
      })
      .catch((error: unknown) => {
        if ((error as Error).message === 'Invalid cursor') throw badRequest('Invalid cursor');
        throw error;
      }),
  ]);
  return { items: toTaskEntries(page.items, caller), cursor: page.cursor };
});
