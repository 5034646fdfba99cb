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

/** The organization's tasks, a page at a time (GET /listOrganizationTasks: /admin/tasks). */
export function useOrganizationTasks(query: { statuses?: string; page?: number; pageSize?: number }) {
  return useApi(api.listOrganizationTasks, { query });
}

/** A task action or comment (POST /taskCommand). */
export async function sendTaskCommand(command: TaskCommand): Promise<void> {
  await request(api.taskCommand, { body: command });
}
