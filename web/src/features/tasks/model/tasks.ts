/**
 * The /tasks page's rules (spec 2 §4 "Task statuses"): each status has a display colour; the default
 * filters are "all of the first set" and "only notStarted, planned, inProgress, overdue". And where a
 * task's ticket link leads (issue 9).
 */
import { TASK_FILTERS, type TaskFilterId, type TaskStatus } from '#shared/domain/task-statuses';
import { isAbsoluteHttpsUrl } from '#shared/domain/ticket-links';

export { TASK_STATUS_COLORS } from '#shared/domain/task-statuses';

/** The page opens with the first default filter (everything but rejected and the production states). */
export const DEFAULT_TASK_FILTER: TaskFilterId = 'all';

export function filterTasks<T extends { status: TaskStatus }>(
  tasks: readonly T[],
  filter: TaskFilterId,
): T[] {
  const shown = new Set<TaskStatus>(TASK_FILTERS[filter]);
  return tasks.filter((task) => shown.has(task.status));
}

/** The app's page of a ticket (its requester and operator staff read it there). */
export function ticketPagePath(ticketId: string): string {
  return `/support/tickets/${encodeURIComponent(ticketId)}`;
}

/**
 * A ticket-system address as an external link (issue 9 point 6): only an absolute https address
 * (`//host`, `javascript:`, `http:`, relative paths are no link), and only ever opened in a new tab
 * without opener or referrer, never routed in the app.
 */
export function externalTicketHref(url: string): string | null {
  return isAbsoluteHttpsUrl(url) ? url : null;
}

export type TicketLink = { kind: 'page'; to: string } | { kind: 'external'; href: string };

/**
 * Where a task's "Open ticket" leads: the app's ticket page when the task knows its ticket (the server
 * set the id from a ticket it read), else the ticket system's address as an external link, else nowhere.
 */
export function ticketLink(task: { ticketId: string; ticketReferenceUrl: string }): TicketLink | null {
  if (task.ticketId) return { kind: 'page', to: ticketPagePath(task.ticketId) };
  const href = externalTicketHref(task.ticketReferenceUrl);
  return href ? { kind: 'external', href } : null;
}

/** Attributes of every external ticket link: a new tab that cannot reach back into the app. */
export const EXTERNAL_LINK_PROPS = { target: '_blank', rel: 'noopener noreferrer' } as const;
