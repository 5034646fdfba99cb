/**
 * Task chat (issue 13) as the handlers need it: the task a participant may chat in (403 for a user the
 * task does not concern as a participant, 404 for an unknown task or another organization's) and a stored
 * message as the contract's entry. What a new message sets off is task-chat-delivery.ts (the only part
 * that pushes).
 */
import type { TaskChatMessageEntry } from '#shared/api/endpoints/task-chat.js';
import { isChatParticipant, TASK_CHAT_FORBIDDEN } from '#shared/domain/task-chat.js';
import type { ChatMessage } from '../data/task-chat-data.js';
import { forbidden } from '../http/errors.js';
import type { TenantContext } from '../http/tenant.js';
import { taskInScope } from './tasks.js';

/** The task whose chat the caller uses (operator staff name another organization's operational task). */
export async function chatTask(tenant: TenantContext, taskId: string, orgId: string | undefined) {
  const found = await taskInScope(tenant, taskId, orgId);
  if (!isChatParticipant(found.relations)) throw forbidden(TASK_CHAT_FORBIDDEN);
  return found;
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
