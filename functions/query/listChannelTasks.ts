import * as api from '#shared/api/endpoints/tasks.js';
import { taskListPage } from '#shared/domain/task-list.js';
import { httpHandler } from '../core/http/pipeline.js';
import { forbidden, notFound } from '../core/http/errors.js';
import { channelData } from '../core/data/channel-data.js';
import { taskData } from '../core/data/task-data.js';
import { taskCallerOf, toTaskEntries } from '../core/domain/tasks.js';

/**
 * GET /query/channels/{channelId}/tasks (/channel/{id}/tasks): a channel's tasks (pattern 59) for the
 * users holding a role on it (its managers act on them, its contributors take what is offered to them)
 * and the organization's admins; searched, sorted and paged. 404 for another organization's channel.
 */
export const handler = httpHandler(api.listChannelTasks, async ({ tenant, params, query }) => {
  const orgId = tenant.activeOrgId;
  const channel = await channelData(orgId).channel(params.channelId);
  if (!channel || channel.type === 'personal') throw notFound('The channel is not available');
  const caller = await taskCallerOf(tenant, orgId);
  if (!caller.isAdmin && !caller.channelRoles[params.channelId]) {
    throw forbidden('You do not have access to this resource');
  }
  const tasks = await taskData(orgId).tasksOfChannel(params.channelId, query);
  return taskListPage(toTaskEntries(tasks, caller), query);
});
