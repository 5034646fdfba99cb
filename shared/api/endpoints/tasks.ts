/**
 * Tasks (spec 1 §2 /tasks, §3/§4; spec 2 §2 /admin/tasks, /channel/{id}/tasks, §3/§4 statuses, actions and
 * subtypes, §5 "comment cannot be empty", §7 "POST /taskCommand | type, payload (task comment) | id",
 * §8 "Error reassigning task"): the lists, one task with its comments, and the task actions. Every action
 * goes through the transition table (shared/domain/task-workflow.ts): 409 with its message for a refused
 * pair, 403 for a caller without the relation it needs, 404 for an unknown task or another organization's.
 */
import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { TASK_STATUSES } from '../../domain/task-statuses.js';
import { TASK_CATEGORIES, TASK_SUBTYPES, TASK_TYPES } from '../../domain/task-subtypes.js';
import { TASK_ACTIONS } from '../../domain/task-workflow.js';
import { TASK_COMMENT_EMPTY, TASK_COMMENT_MAX } from '../../domain/task-model.js';
import { TASK_LIST_PAGE_SIZES, TASK_LIST_SORTS } from '../../domain/task-list.js';

const idSchema = z.string().trim().min(1).max(100);
const emailSchema = z.string().trim().toLowerCase().pipe(z.email('Invalid email').max(254));

/** Spec 2 §5 "comment cannot be empty". */
export const taskCommentSchema = z
  .string()
  .trim()
  .min(1, TASK_COMMENT_EMPTY)
  .max(TASK_COMMENT_MAX, `At most ${TASK_COMMENT_MAX} characters`);

export const taskRelationSchema = z.enum(['assignee', 'requester', 'manager', 'candidate']);

/** A task as the lists and the detail pane show it (never its workflow's token). */
export const taskSchema = z.object({
  taskId: z.string(),
  orgId: z.string(),
  subtype: z.enum(TASK_SUBTYPES),
  type: z.enum(TASK_TYPES),
  category: z.enum(TASK_CATEGORIES).nullable(),
  status: z.enum(TASK_STATUSES),
  taskTitle: z.string(),
  /** The request's own text. */
  comment: z.string(),
  ticketReferenceUrl: z.string(),
  /** The ticket the task refers to (read in the app at /support/tickets/{ticketId}); empty if none. */
  ticketId: z.string(),
  /** '' when the task belongs to no channel. */
  channelId: z.string(),
  videoId: z.string().nullable(),
  videoVersion: z.number().nullable(),
  dueDate: z.string().nullable(),
  assigneeId: z.string().nullable(),
  assigneeEmail: z.string(),
  requesterEmail: z.string(),
  requesterName: z.string(),
  /** Whether a state machine waits on the task (its token stays on the server). */
  inWorkflow: z.boolean(),
  commentCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Who the caller is to the task, and the actions the table offers them now. */
  relations: z.array(taskRelationSchema),
  actions: z.array(z.enum(TASK_ACTIONS)),
});
export type TaskEntry = z.infer<typeof taskSchema>;

export const taskCommentEntrySchema = z.object({
  commentId: z.string(),
  authorEmail: z.string(),
  authorName: z.string(),
  text: z.string(),
  /** The action it came with (a reject's reason), if any. */
  action: z.string().nullable(),
  createdAt: z.string(),
});
export type TaskCommentEntry = z.infer<typeof taskCommentEntrySchema>;

/** A comma-separated status list (the page's filter). */
const statusListSchema = z
  .string()
  .max(400)
  .transform((s) => s.split(',').filter(Boolean))
  .pipe(z.array(z.enum(TASK_STATUSES)).max(TASK_STATUSES.length));

const listFilters = {
  statuses: statusListSchema.optional(),
  type: z.enum(TASK_TYPES).optional(),
  channelId: idSchema.optional(),
  subtype: z.enum(TASK_SUBTYPES).optional(),
};

/** The caller's own tasks (assigned to them or requested by them) in the active organization: /tasks. */
export const listMyTasks = defineEndpoint({
  id: 'listMyTasks',
  method: 'GET',
  path: '/listMyTasks',
  group: 'query',
  access: 'member',
  summary:
    "The caller's tasks (assigned to them or requested by them), newest first, filtered by status, type " +
    'and channel, a page at a time (cursor).',
  query: z.object({
    ...listFilters,
    cursor: z.string().max(4000).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  }),
  response: z.object({ items: z.array(taskSchema), cursor: z.string().nullable() }),
});

/** One task with its comments, for anyone with a relation to it (404 for another organization's). */
export const getTask = defineEndpoint({
  id: 'getTask',
  method: 'GET',
  path: '/tasks/{taskId}',
  group: 'query',
  access: 'member',
  summary: 'One task with its comments, for its assignee, requester, managers and candidates.',
  params: z.object({ taskId: idSchema }),
  response: taskSchema.extend({ comments: z.array(taskCommentEntrySchema) }),
});

const pageQuery = {
  search: z.string().trim().max(200).optional(),
  sort: z.enum(TASK_LIST_SORTS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (TASK_LIST_PAGE_SIZES as readonly number[]).includes(n), 'Unknown page size')
    .optional(),
};

export const taskPageSchema = z.object({
  items: z.array(taskSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** Spec 2 §2 /admin/tasks: every task of the organization (its admins). */
export const listOrganizationTasks = defineEndpoint({
  id: 'listOrganizationTasks',
  method: 'GET',
  path: '/listOrganizationTasks',
  group: 'query',
  access: 'admin',
  summary: "Every task of the caller's organization: search, filters, sorting and paging (/admin/tasks).",
  query: z.object({ ...listFilters, ...pageQuery }),
  response: taskPageSchema,
});

/** Spec 2 §2 /channel/{channelId}/tasks: a channel's tasks, for those holding a role on it and admins. */
export const listChannelTasks = defineEndpoint({
  id: 'listChannelTasks',
  method: 'GET',
  path: '/channels/{channelId}/tasks',
  group: 'query',
  access: 'member',
  summary: "A channel's tasks for its role holders and the organization's admins: search, filters, paging.",
  params: z.object({ channelId: idSchema }),
  query: z.object({ ...listFilters, ...pageQuery }),
  response: taskPageSchema,
});

/** Spec 2 §9 "Autocomplete: 5 suggestions": users of the organization for the reassign dialog. */
export const listTaskAssignees = defineEndpoint({
  id: 'listTaskAssignees',
  method: 'GET',
  path: '/taskAssignees',
  group: 'query',
  access: 'member',
  summary: 'Up to five active users of the organization whose e-mail or name starts with the text.',
  query: z.object({ q: z.string().trim().min(1).max(254), all: z.enum(['true', 'false']).optional() }),
  response: z.array(z.object({ userId: z.string(), email: z.string(), name: z.string() })),
});

const taskRef = {
  taskId: idSchema,
  /**
   * Operator staff acting on another organization's support or assisted-search task (operational
   * tasks); anyone else acts in the organization they work in and may not name one.
   */
  orgId: idSchema.optional(),
};

export const taskCommandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('take'), payload: z.object(taskRef) }),
  z.object({
    type: z.literal('complete'),
    payload: z.object({ ...taskRef, comment: taskCommentSchema.optional() }),
  }),
  // A rejection always says why: "comment cannot be empty".
  z.object({ type: z.literal('reject'), payload: z.object({ ...taskRef, comment: taskCommentSchema }) }),
  z.object({ type: z.literal('reassign'), payload: z.object({ ...taskRef, assigneeEmail: emailSchema }) }),
  z.object({ type: z.literal('resetAssignee'), payload: z.object(taskRef) }),
  z.object({
    type: z.literal('cancel'),
    payload: z.object({ ...taskRef, comment: taskCommentSchema.optional() }),
  }),
  z.object({
    type: z.literal('close'),
    payload: z.object({ ...taskRef, comment: taskCommentSchema.optional() }),
  }),
  // Spec 2 §7 "payload (task comment)".
  z.object({ type: z.literal('comment'), payload: z.object({ ...taskRef, text: taskCommentSchema }) }),
]);
export type TaskCommand = z.infer<typeof taskCommandSchema>;
export type TaskCommandType = TaskCommand['type'];

export const taskCommand = defineEndpoint({
  id: 'taskCommand',
  method: 'POST',
  path: '/taskCommand',
  group: 'command',
  access: 'member',
  // Assignment, comment and status change notify the people concerned; a new assignee is e-mailed.
  pushes: true,
  mails: true,
  summary:
    'The task actions (take, complete, reject, reassign, resetAssignee, cancel, close) and comments; ' +
    'completing or rejecting a task a state machine waits on answers its step.',
  body: taskCommandSchema,
  response: z.object({ id: z.string() }),
});

/**
 * Spec 2 §3 "Ledger entry: task, approvedAt, takenAt, amount, units": a billable task's approval
 * (shared/domain/approved-task-ledger.ts); amount and units are null until the finance issue prices it.
 */
export const approvedTaskRowSchema = z.object({
  taskId: z.string(),
  subtype: z.enum(TASK_SUBTYPES),
  taskTitle: z.string(),
  /** '' when the task belongs to no channel. */
  channelId: z.string(),
  approvedAt: z.string(),
  /** When the task was taken; null for one never taken (assigned at creation). */
  takenAt: z.string().nullable(),
  approverId: z.string(),
  approverEmail: z.string(),
  amount: z.number().nullable(),
  units: z.number().nullable(),
});
export type ApprovedTaskRow = z.infer<typeof approvedTaskRowSchema>;

/** Spec 2 §2 /approved-task-ledger: the organization's approved billable tasks (the finance pages' source). */
export const listApprovedTasks = defineEndpoint({
  id: 'listApprovedTasks',
  method: 'GET',
  path: '/approvedTasks',
  group: 'query',
  access: 'admin',
  summary:
    "The approved-task ledger of the caller's organization: billable tasks as they were completed, newest " +
    'approval first, a page at a time (cursor).',
  query: z.object({
    cursor: z.string().max(4000).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  }),
  response: z.object({ items: z.array(approvedTaskRowSchema), cursor: z.string().nullable() }),
});
