/**
 * The task lists of /admin/tasks and /channel/{id}/tasks (spec 2 §2): search, sorting and paging over a
 * list, once for the server (which pages) and the web (which offers the choices). Pure.
 */
import { TASK_STATUSES, type TaskStatus } from './task-statuses.js';

export const TASK_LIST_PAGE_SIZES = [10, 25, 50, 100] as const;
export const TASK_LIST_DEFAULT_PAGE_SIZE = 25;
export const TASK_LIST_SORTS = ['createdAt', 'updatedAt', 'dueDate', 'status', 'title', 'assignee'] as const;
export type TaskListSort = (typeof TASK_LIST_SORTS)[number];

/** What the search and sorting read of a task. */
export interface ListedTask {
  taskId: string;
  taskTitle: string;
  status: TaskStatus;
  assigneeEmail: string;
  requesterEmail: string;
  dueDate: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface TaskListQuery {
  search?: string | undefined;
  sort?: TaskListSort | undefined;
  order?: 'asc' | 'desc' | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** Case-insensitive words of the search, each found in the title, the assignee's or the requester's e-mail. */
export function matchesTaskSearch(task: ListedTask, search: string | undefined): boolean {
  const words = (search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = `${task.taskTitle}\n${task.assigneeEmail}\n${task.requesterEmail}`.toLowerCase();
  return words.every((w) => text.includes(w));
}

const statusRank = (s: TaskStatus) => TASK_STATUSES.indexOf(s);

function compare(a: ListedTask, b: ListedTask, sort: TaskListSort): number {
  switch (sort) {
    case 'title':
      return a.taskTitle.localeCompare(b.taskTitle, 'en', { sensitivity: 'base' });
    case 'status':
      return statusRank(a.status) - statusRank(b.status);
    case 'assignee':
      // Unassigned tasks last when ascending.
      return (a.assigneeEmail || '\uffff').localeCompare(b.assigneeEmail || '\uffff');
    case 'dueDate':
      // Tasks without a due date after those with one.
      return (a.dueDate ?? '\uffff').localeCompare(b.dueDate ?? '\uffff');
    case 'updatedAt':
      return a.updatedAt.localeCompare(b.updatedAt);
    case 'createdAt':
      return a.createdAt.localeCompare(b.createdAt);
  }
}

/**
 * One page of `tasks` after the search, sorted (newest first by default; ties by id so pages never
 * overlap), and how many match in all. A page past the last gives the last.
 */
export function taskListPage<T extends ListedTask>(
  tasks: readonly T[],
  query: TaskListQuery,
): { items: T[]; total: number; page: number; pageSize: number } {
  const sort = query.sort ?? 'createdAt';
  const direction = (query.order ?? (query.sort ? 'asc' : 'desc')) === 'desc' ? -1 : 1;
  const matching = tasks
    .filter((t) => matchesTaskSearch(t, query.search))
    .sort((a, b) => direction * (compare(a, b, sort) || a.taskId.localeCompare(b.taskId)));
  const pageSize = query.pageSize ?? TASK_LIST_DEFAULT_PAGE_SIZE;
  const lastPage = Math.max(1, Math.ceil(matching.length / pageSize));
  const page = Math.min(Math.max(1, query.page ?? 1), lastPage);
  return {
    items: matching.slice((page - 1) * pageSize, page * pageSize),
    total: matching.length,
    page,
    pageSize,
  };
}

/** Spec 2 §9 "Autocomplete: 5 suggestions": the assignee picker's suggestions (server and dialog). */
export const ASSIGNEE_SUGGESTIONS = 5;
