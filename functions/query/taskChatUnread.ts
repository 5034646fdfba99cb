import * as api from '#shared/api/endpoints/task-chat.js';
import { httpHandler } from '../core/http/pipeline.js';
import { chatUnreadData } from '../core/data/task-chat-data.js';

/** GET /query/taskChatUnread: the caller's unread chat messages, per task and in total (pattern 153). */
export const handler = httpHandler(api.taskChatUnread, async ({ tenant }) => {
  const counts = await chatUnreadData(tenant.orgId).unreadOf(tenant.userId);
  return {
    total: counts.reduce((sum, c) => sum + c.unread, 0),
    tasks: counts.map((c) => ({ taskId: c.taskId, orgId: c.taskOrgId, unread: c.unread })),
  };
});
