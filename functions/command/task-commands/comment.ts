import type { TaskCommand } from '#shared/api/endpoints/tasks.js';
import { taskData } from '../../core/data/task-data.js';
import { forbidden } from '../../core/http/errors.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { logChange } from '../../core/domain/event-log.js';
import { displayNameOf, taskInScope } from '../../core/domain/tasks.js';
import { notifyTaskPeople, peopleOf, taskNotifications } from '../../core/domain/task-notifications.js';

type Payload = Extract<TaskCommand, { type: 'comment' }>['payload'];

/**
 * A comment on a task (spec 2 §7 "payload (task comment)"; "comment cannot be empty"), by anyone the task
 * concerns; its assignee and requester are notified. Answers the comment's id.
 */
export async function comment(tenant: TenantContext, payload: Payload) {
  const { task, relations } = await taskInScope(tenant, payload.taskId, payload.orgId);
  if (relations.length === 0) throw forbidden('You may not comment on this task');
  const authorName = await displayNameOf(tenant);
  const { commentId } = await taskData(task.orgId).addComment(task.taskId, {
    authorId: tenant.userId,
    authorEmail: tenant.email,
    authorName,
    text: payload.text,
  });
  await logChange(
    { ...tenant, activeOrgId: task.orgId },
    { type: 'task', id: task.taskId },
    'taskCommand.comment',
    {
      before: {},
      after: { commentId },
    },
  );
  await notifyTaskPeople(
    task,
    peopleOf(task, tenant.userId),
    taskNotifications.comment(task, authorName || tenant.email),
  );
  return { id: commentId };
}
