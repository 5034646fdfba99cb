/**
 * What a new task chat message (issue 13) sets off for the task's other participants: their unread count,
 * a live push (TASK_CHAT_MESSAGE) and a notification. Each is logged on failure, never the sender's: the
 * message is stored and the others find it in the pane.
 */
import { TASK_CHAT_MESSAGE, type TaskChatMessagePayload } from '#shared/domain/realtime.js';
import type { Task } from '../data/task-data.js';
import { chatUnreadData, type ChatMessage } from '../data/task-chat-data.js';
import { logger } from '../http/logger.js';
import { pushToUsers } from './push.js';
import { notifyTaskPeople, peopleOf, taskNotifications, type TaskPerson } from './task-notifications.js';

/** The other participants' unread counts, the live push and the notification of a new message. */
export async function deliverChatMessage(task: Task, message: ChatMessage, authorLabel: string) {
  const others = peopleOf(task, message.authorId);
  const payload: TaskChatMessagePayload = {
    orgId: task.orgId,
    taskId: task.taskId,
    message: {
      messageId: message.messageId,
      taskId: message.taskId,
      authorEmail: message.authorEmail,
      authorName: message.authorName,
      text: message.text,
      createdAt: message.createdAt,
    },
  };
  const warn = (what: string) => (error: unknown) =>
    logger.warn(`task chat ${what} failed`, { taskId: task.taskId, error: (error as Error).message });
  // Counted before the push: a pane that refetches the counts on the push finds this one.
  await Promise.all(
    others.map((p) =>
      chatUnreadData(p.orgId)
        .countMessage(p.userId, task.orgId, task.taskId, message.messageId)
        .catch(warn('unread count')),
    ),
  );
  await Promise.all([
    ...byOrganization(others).map(([orgId, userIds]) =>
      pushToUsers(orgId, userIds, { type: TASK_CHAT_MESSAGE, payload }).catch(warn('push')),
    ),
    notifyTaskPeople(task, others, taskNotifications.chatMessage(task, authorLabel)),
  ]);
}

function byOrganization(people: readonly TaskPerson[]): [string, string[]][] {
  const grouped = new Map<string, string[]>();
  for (const p of people) grouped.set(p.orgId, [...(grouped.get(p.orgId) ?? []), p.userId]);
  return [...grouped];
}
