import * as api from '#shared/api/endpoints/task-chat.js';
import { chatMessageText, TASK_CHAT_REQUIRED } from '#shared/domain/task-chat.js';
import { httpHandler } from '../core/http/pipeline.js';
import { badRequest } from '../core/http/errors.js';
import { taskChatData } from '../core/data/task-chat-data.js';
import { chatTask, toChatEntry } from '../core/domain/task-chat.js';
import { deliverChatMessage } from '../core/domain/task-chat-delivery.js';
import { displayNameOf } from '../core/domain/tasks.js';

/**
 * POST /command/taskChatMessage: a participant's message in a task's chat ("chat message and task
 * required"); stored, then counted, pushed and notified to the other participants.
 */
export const handler = httpHandler(api.sendTaskChatMessage, async ({ tenant, body }) => {
  const text = chatMessageText(body.taskId, body.text);
  if (text === null || !body.taskId) throw badRequest(TASK_CHAT_REQUIRED);
  const { task } = await chatTask(tenant, body.taskId.trim(), body.orgId);
  const name = await displayNameOf(tenant);
  const message = await taskChatData(task.orgId).addMessage(
    task.taskId,
    { userId: tenant.userId, orgId: tenant.orgId, email: tenant.email, name },
    text,
  );
  await deliverChatMessage(task, message, name || tenant.email);
  return toChatEntry(message, tenant.userId);
});
