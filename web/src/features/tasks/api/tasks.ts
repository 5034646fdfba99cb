import { api } from '#shared/api';
import type { TaskCommand } from '#shared/api/endpoints/tasks';
import { request } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

/** The caller's own tasks (GET /listMyTasks). */
export function useMyTasks() {
  return useApi(api.listMyTasks, {});
}

/** Every organization's tasks and the ticket system's tickets (provider staff). */
export function useOperationalTasks() {
  return useApi(api.listOperationalTasks, {});
}

/** One ticket with its messages (GET /tickets/{ticketId}). */
export function useTicket(ticketId: string) {
  return useApi(api.getTicket, ticketId ? { params: { ticketId } } : null);
}

/** A public reply to the ticket (user command replyToTicket). */
export async function replyToTicket(ticketId: string, body: string): Promise<void> {
  await request(api.userCommand, { body: { type: 'replyToTicket', payload: { ticketId, body } } });
}

/** Asks the assistant to find videos for `taskTitle` (user command createAssistedSearchTask). */
export function createAssistedSearchTask(taskTitle: string) {
  return request(api.userCommand, { body: { type: 'createAssistedSearchTask', payload: { taskTitle } } });
}

/** One task with its comments (GET /tasks/{taskId}). */
export function useTask(taskId: string) {
  return useApi(api.getTask, taskId ? { params: { taskId } } : null);
}

/** Search, status filter and paging of the organization's and a channel's task lists. */
export interface TaskPageQuery {
  statuses?: string;
  search?: string;
  page?: number;
  pageSize?: number;
}

/** Whose tasks a paged list shows: the organization's (/admin/tasks) or one channel's. */
export type TaskListSource = { kind: 'organization' } | { kind: 'channel'; channelId: string };

/**
 * One page of the source's tasks: GET /listOrganizationTasks, or GET /channels/{channelId}/tasks
 * (/channel/{id}/tasks). Both calls are hooks; only the source's one asks the server. The shown page
 * stays while the next one loads (a search or filter change does not blank the rows, nor close a row's
 * open dialog).
 */
export function useTaskPage(source: TaskListSource, query: TaskPageQuery) {
  const keep = { keepPreviousData: true };
  const organization = useApi(
    api.listOrganizationTasks,
    source.kind === 'organization' ? { query } : null,
    keep,
  );
  const channel = useApi(
    api.listChannelTasks,
    source.kind === 'channel' && source.channelId ? { params: { channelId: source.channelId }, query } : null,
    keep,
  );
  return source.kind === 'channel' ? channel : organization;
}

/** Up to five active users of the organization whose e-mail or name starts with `q` (reassign). */
export function useTaskAssignees(q: string | null) {
  return useApi(api.listTaskAssignees, q ? { query: { q } } : null, { keepPreviousData: true });
}

/** A task action or comment (POST /taskCommand). */
export async function sendTaskCommand(command: TaskCommand): Promise<void> {
  await request(api.taskCommand, { body: command });
}
