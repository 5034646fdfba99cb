import * as api from '#shared/api/endpoints/tasks.js';
import { httpHandler } from '../core/http/pipeline.js';
import { taskData } from '../core/data/task-data.js';
import { readableTask, toTaskEntry } from '../core/domain/tasks.js';

/**
 * GET /query/tasks/{taskId}: one task with its comments (oldest first) for anyone it concerns; 404 for
 * an unknown task or another organization's, 403 for a user of the organization it does not concern.
 */
export const handler = httpHandler(api.getTask, async ({ tenant, params }) => {
  const { task, relations } = await readableTask(tenant, params.taskId);
  const comments = await taskData(task.orgId).comments(task.taskId);
  return {
    ...toTaskEntry(task, relations),
    comments: comments.map((c) => ({
      commentId: c.commentId,
      authorEmail: c.authorEmail,
      authorName: c.authorName ?? '',
      text: c.text,
      action: c.action ?? null,
      createdAt: c.createdAt,
    })),
  };
});
