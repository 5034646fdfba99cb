/**
 * The closing steps of the workflows (a review, a production order, a translation): the tasks of the
 * human steps still open are canceled, each only from the status read (so a step run again cancels
 * nothing twice, and a task someone completed meanwhile stays completed).
 */
import { taskActionResult } from '#shared/domain/task-workflow.js';
import { taskData } from '../data/task-data.js';

/** Cancels the open ones of `taskIds`; answers how many this call canceled. */
export async function cancelOpenTasks(orgId: string, taskIds: readonly string[]): Promise<number> {
  const tasks = taskData(orgId);
  let canceled = 0;
  for (const task of await tasks.tasks([...taskIds])) {
    const move = taskActionResult('cancel', task.status);
    if (!move.ok) continue;
    const changed = await tasks.change(
      task.taskId,
      { status: task.status, assigneeId: task.assigneeId, createdAt: task.createdAt },
      { status: move.status, by: 'system', clearToken: true },
    );
    if (changed) canceled += 1;
  }
  return canceled;
}
