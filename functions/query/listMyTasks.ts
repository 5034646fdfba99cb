import * as api from '#shared/api/endpoints/tasks.js';
import { httpHandler } from '../core/http/pipeline.js';
import { badRequest } from '../core/http/errors.js';
import { taskData } from '../core/data/task-data.js';
import { taskCallerOf, toTaskEntries, withoutOperatorWork } from '../core/domain/tasks.js';

const DEFAULT_LIMIT = 50;

/**
 * GET /query/listMyTasks (/tasks): the caller's tasks in the active organization, assigned to them or
 * requested by them (patterns 51 and 56 merged), newest first, filtered, a page at a time; organization
 * set-up tasks only when operator staff took them (a user who registered requested theirs).
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
  // A page may come out shorter (set-up tasks dropped); the cursor still says where the next one starts.
  const items = await withoutOperatorWork(tenant, page.items, { takenOnly: true });
  return { items: toTaskEntries(items, caller), cursor: page.cursor };
});
