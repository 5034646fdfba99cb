/**
 * Task chat (issue 13) as the handlers need it: the task a participant may chat in (403 for a user the
 * task does not concern as a participant, 404 for an unknown task or another organization's) and a stored
 * message as the contract's entry. What a new message sets off is task-chat-delivery.ts (the only part
 * that pushes).
 */
import type { TaskChatMessageEntry } from '#shared/api/endpoints/task-chat.js';
import { isFeatureOn } from '#shared/domain/feature-flags.js';
import { isChatParticipant, TASK_CHAT_FORBIDDEN, TASK_CHAT_NOT_ENABLED } from '#shared/domain/task-chat.js';
import { tenantData } from '../data/tenant-data.js';
import type { ChatMessage } from '../data/task-chat-data.js';
import type { Task } from '../data/task-data.js';
import { forbidden } from '../http/errors.js';
import type { TenantContext } from '../http/tenant.js';
import { taskInScope } from './tasks.js';

/** The task whose chat the caller uses (operator staff name another organization's operational task). */
export async function chatTask(tenant: TenantContext, taskId: string, orgId: string | undefined) {
  const found = await taskInScope(tenant, taskId, orgId);
  if (!isChatParticipant(found.relations)) throw forbidden(TASK_CHAT_FORBIDDEN);
  if (!(await taskChatEnabled(found.task))) throw forbidden(TASK_CHAT_NOT_ENABLED);
  return found;
}

/** The chat lives with the task: the task's organization decides (tube-wide or for the task's channel). */
export async function taskChatEnabled(task: Pick<Task, 'orgId' | 'channelId'>): Promise<boolean> {
  const data = tenantData(task.orgId);
  const [flags, organization] = await Promise.all([data.featureFlags(), data.organization()]);
  return isFeatureOn(flags, 'tasks-chat', { tubeId: organization?.tubeId, channelId: task.channelId });
}

export function toChatEntry(message: ChatMessage, readerId: string): TaskChatMessageEntry {
  return {
    messageId: message.messageId,
    taskId: message.taskId,
    authorEmail: message.authorEmail,
    authorName: message.authorName,
    mine: message.authorId === readerId,
    text: message.text,
    createdAt: message.createdAt,
  };
}
