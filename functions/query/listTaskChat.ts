import * as api from '#shared/api/endpoints/task-chat.js';
import { httpHandler } from '../core/http/pipeline.js';
import { badRequest } from '../core/http/errors.js';
import { taskChatData } from '../core/data/task-chat-data.js';
import { chatTask, toChatEntry } from '../core/domain/task-chat.js';

const DEFAULT_LIMIT = 30;

/** GET /query/tasks/{taskId}/chat: a page of the chat (newest before the cursor, oldest first). */
export const handler = httpHandler(api.listTaskChat, async ({ tenant, params, query }) => {
  const { task } = await chatTask(tenant, params.taskId, query.orgId);
  const page = await taskChatData(task.orgId)
    .messages(task.taskId, { limit: query.limit ?? DEFAULT_LIMIT, cursor: query.cursor ?? null })
    .catch((error: unknown) => {
      if ((error as Error).message === 'Invalid cursor') throw badRequest('Invalid cursor');
      throw error;
    });
  return { items: page.items.map((m) => toChatEntry(m, tenant.userId)), cursor: page.cursor };
});
