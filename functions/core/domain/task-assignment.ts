/**
 * A task assigned to people (a reviewer, a translator, an operator's step, a reassignment): they are
 * notified and e-mailed, each in their own organization and its branding. Kept apart from the other
 * task notifications so that only the handlers that assign bundle the mail module (and get its grant).
 */
import type { Task } from '../data/task-data.js';
import { mailUsers } from './mail/send.js';
import { notifyTaskPeople, taskNotifications, type TaskPerson } from './task-notifications.js';

export async function notifyTaskAssignment(task: Task, people: readonly TaskPerson[]): Promise<void> {
  const byOrg = new Map<string, string[]>();
  for (const person of people) byOrg.set(person.orgId, [...(byOrg.get(person.orgId) ?? []), person.userId]);
  await Promise.all([
    notifyTaskPeople(task, people, taskNotifications.assigned(task)),
    // mailUsers never throws: a mail that fails is logged, the assignment stands.
    ...[...byOrg].map(([orgId, userIds]) =>
      mailUsers(orgId, userIds, {
        kind: 'taskAssigned',
        taskId: task.taskId,
        taskTitle: task.taskTitle,
        requester: task.requesterName || task.requesterEmail,
        ...(task.dueDate ? { dueDate: task.dueDate } : {}),
      }),
    ),
  ]);
}
