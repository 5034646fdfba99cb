import type { TaskEntry } from '#shared/api/index.js';
import type { taskData } from '../../data/task-data.js';

type TaskItem = NonNullable<Awaited<ReturnType<ReturnType<typeof taskData>['task']>>>;

/** A stored task as the contract's task entry. */
export function toTaskEntry(t: TaskItem): TaskEntry {
  return {
    taskId: t.taskId,
    orgId: t.orgId,
    kind: t.kind,
    status: t.status,
    taskTitle: t.taskTitle,
    comment: t.comment ?? '',
    ticketReferenceUrl: t.ticketReferenceUrl ?? '',
    ticketId: t.ticketId ?? '',
    channelId: t.channelId ?? '',
    assigneeEmail: t.assigneeEmail ?? '',
    createdByEmail: t.createdByEmail,
    createdByName: t.createdByName ?? '',
    createdAt: t.createdAt,
  };
}
