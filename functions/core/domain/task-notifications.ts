/**
 * The notifications of the people a task concerns (its assignee and requester, each in their own
 * organization), for the task commands: a failure is logged, never the command's.
 */
import type { TaskStatus } from '#shared/domain/task-statuses.js';
import enSupport from '#shared/i18n/en-us/support.json' with { type: 'json' };
import daSupport from '#shared/i18n/da/support.json' with { type: 'json' };
import deSupport from '#shared/i18n/de/support.json' with { type: 'json' };
import type { Task } from '../data/task-data.js';
import { logger } from '../http/logger.js';
import { notificationTitles, notifyUsers, type NewNotification } from './notifications.js';

type Dict = Record<string, string>;
const statusName = (status: TaskStatus) => ({
  en: (enSupport as Dict)[`task-status-${status}`] ?? status,
  da: (daSupport as Dict)[`task-status-${status}`] ?? (enSupport as Dict)[`task-status-${status}`] ?? status,
  de: (deSupport as Dict)[`task-status-${status}`] ?? (enSupport as Dict)[`task-status-${status}`] ?? status,
});

/** A person a task concerns: their user id in their own organization. */
export interface TaskPerson {
  userId: string;
  orgId: string;
}

/** The task's assignee and requester, but not `actorId` (who made the change knows it). */
export function peopleOf(task: Task, actorId: string): TaskPerson[] {
  const people: TaskPerson[] = [];
  if (task.assigneeId) people.push({ userId: task.assigneeId, orgId: task.orgId });
  people.push({ userId: task.requesterId, orgId: task.requesterOrgId });
  return people.filter(
    (p, i) => p.userId !== actorId && people.findIndex((q) => q.userId === p.userId) === i,
  );
}

const notificationType = (task: Task): NewNotification['type'] =>
  task.type === 'governance' ? 'governance' : 'operational';

/**
 * Notifies `people` (each in their own organization) about the task; a failure is logged, never the
 * command's: the change stands and they find it in /tasks.
 */
export async function notifyTaskPeople(
  task: Task,
  people: readonly TaskPerson[],
  notification: Pick<NewNotification, 'reason' | 'titles'>,
): Promise<void> {
  const byOrg = new Map<string, TaskPerson[]>();
  for (const person of people) byOrg.set(person.orgId, [...(byOrg.get(person.orgId) ?? []), person]);
  await Promise.all(
    [...byOrg].map(([orgId, members]) =>
      notifyUsers(
        orgId,
        members.map((m) => m.userId),
        {
          type: notificationType(task),
          ...notification,
          taskId: task.taskId,
          ...(task.channelId && orgId === task.orgId ? { channelId: task.channelId } : {}),
        },
      ).catch((error: unknown) =>
        logger.warn('task notification failed', {
          taskId: task.taskId,
          reason: notification.reason,
          error: (error as Error).message,
        }),
      ),
    ),
  );
}

export const taskNotifications = {
  statusChanged: (task: Task, status: TaskStatus) => ({
    reason: 'taskStatusChanged',
    titles: notificationTitles.taskStatusChanged(task.taskTitle, statusName(status)),
  }),
  assigned: (task: Task) => ({
    reason: 'taskAssigned',
    titles: notificationTitles.taskAssigned(task.taskTitle),
  }),
  comment: (task: Task, author: string) => ({
    reason: 'taskComment',
    titles: notificationTitles.taskComment(task.taskTitle, author),
  }),
  chatMessage: (task: Task, author: string) => ({
    reason: 'taskChatMessage',
    titles: notificationTitles.taskChatMessage(task.taskTitle, author),
  }),
};
