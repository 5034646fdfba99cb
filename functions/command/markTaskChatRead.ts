import * as api from '#shared/api/endpoints/task-chat.js';
import { httpHandler } from '../core/http/pipeline.js';
import { chatUnreadData } from '../core/data/task-chat-data.js';
import { chatTask } from '../core/domain/task-chat.js';

/**
 * POST /command/taskChatRead: the caller saw the chat up to a message; answers what stays unread (0, or
 * the count of the newer messages that arrived meanwhile).
 */
export const handler = httpHandler(api.markTaskChatRead, async ({ tenant, body }) => {
  const { task } = await chatTask(tenant, body.taskId, body.orgId);
  const unread = chatUnreadData(tenant.orgId);
  if (await unread.markRead(tenant.userId, task.orgId, task.taskId, body.upToMessageId)) return { unread: 0 };
  const left = (await unread.unreadOf(tenant.userId)).find(
    (c) => c.taskOrgId === task.orgId && c.taskId === task.taskId,
  );
  return { unread: left?.unread ?? 0 };
});
