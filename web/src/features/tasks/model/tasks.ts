/**
 * The /tasks page's rules (spec 2 §4 "Task statuses"): each status has a display colour; the default
 * filters are "all of the first set" and "only notStarted, planned, inProgress, overdue".
 */
import { TASK_FILTERS, type TaskFilterId, type TaskStatus } from '../../../../../shared/domain/task-statuses';

export { TASK_STATUS_COLORS } from '../../../../../shared/domain/task-statuses';

/** The page opens with the first default filter (everything but rejected and the production states). */
export const DEFAULT_TASK_FILTER: TaskFilterId = 'all';

export function filterTasks<T extends { status: TaskStatus }>(
  tasks: readonly T[],
  filter: TaskFilterId,
): T[] {
  const shown = new Set<TaskStatus>(TASK_FILTERS[filter]);
  return tasks.filter((task) => shown.has(task.status));
}

/** A ticket reference opens in a new tab only when it is a web address; local ones are app paths. */
export function ticketLink(url: string): { href: string; external: boolean } | null {
  if (!url) return null;
  if (url.startsWith('/')) return { href: url, external: false };
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? { href: url, external: true } : null;
  } catch {
    return null;
  }
}
