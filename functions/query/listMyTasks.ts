import * as api from '#shared/api/endpoints/support.js';
import { httpHandler } from '../core/http/pipeline.js';
import { taskData } from '../core/data/task-data.js';
import { toTaskEntry } from '../core/domain/tickets/tasks.js';

/** GET /query/listMyTasks: the caller's own tasks in the active organization, newest first. */
export const handler = httpHandler(api.listMyTasks, async ({ tenant }) => {
  const tasks = await taskData(tenant.activeOrgId).tasksOfOwner(tenant.userId);
  return tasks.map(toTaskEntry);
});
