/**
 * The task workflow's transition table (spec 2 §4: "Task actions: take, complete, reject, reassign,
 * reset assignee, cancel, close." and "Allowed transitions between statuses are not shown."). The spec
 * leaves the transitions open; this table is the one place that decides them, for the server (409 on a
 * refused pair) and for the web app (which actions a user is offered). docs/decisions.md "Task
 * transitions" explains the choices.
 *
 * Two kinds of moves:
 * - user actions (`TASK_ACTIONS`): what a person does in /tasks, /admin/tasks or a channel's tasks;
 * - system events (`TASK_EVENTS`): what the workflows, schedules and services do to a task (a state
 *   machine sends it to review, the daily schedule marks it overdue, a render starts processing it).
 */
import { TASK_STATUSES, type TaskStatus } from './task-statuses.js';

export const TASK_ACTIONS = [
  'take',
  'complete',
  'reject',
  'reassign',
  'resetAssignee',
  'cancel',
  'close',
] as const;
export type TaskAction = (typeof TASK_ACTIONS)[number];

/** Statuses no action leaves: the task is over. */
export const FINAL_TASK_STATUSES = [
  'completed',
  'rejected',
  'canceled',
  'skipped',
] as const satisfies readonly TaskStatus[];

export function isFinalTaskStatus(status: TaskStatus): boolean {
  return (FINAL_TASK_STATUSES as readonly TaskStatus[]).includes(status);
}

/** Who the caller is to the task; a caller may be several at once (a manager who is the assignee). */
export type TaskRelation = 'assignee' | 'requester' | 'manager' | 'candidate';

/**
 * Per action: the statuses it applies to and where each leads. A status missing from an action's map is
 * refused for it (409). Statuses that keep their value mean "same status, another assignee".
 */
export const TASK_TRANSITIONS: Record<TaskAction, Partial<Record<TaskStatus, TaskStatus>>> = {
  // Taking work makes the caller the assignee. Overdue stays overdue: lateness stays visible.
  take: {
    requested: 'inProgress',
    planned: 'inProgress',
    notStarted: 'inProgress',
    overdue: 'overdue',
    reProcess: 'inProgress',
    adjustment: 'inProgress',
    issue: 'inProgress',
  },
  // Only taken work is completed (the assignee did it).
  complete: { inProgress: 'completed', overdue: 'completed' },
  // The assignee declines the work, or a reviewer refuses what is under review.
  reject: {
    requested: 'rejected',
    planned: 'rejected',
    notStarted: 'rejected',
    inProgress: 'rejected',
    overdue: 'rejected',
    review: 'rejected',
  },
  // Another person gets the work; work in progress starts again for them.
  reassign: {
    requested: 'requested',
    planned: 'planned',
    notStarted: 'notStarted',
    inProgress: 'notStarted',
    overdue: 'overdue',
    review: 'review',
    reProcess: 'reProcess',
    adjustment: 'adjustment',
    issue: 'issue',
    underSupervision: 'underSupervision',
    feedbackPending: 'feedbackPending',
  },
  // The work goes back to the pool: nobody holds it.
  resetAssignee: {
    notStarted: 'notStarted',
    inProgress: 'notStarted',
    overdue: 'overdue',
    review: 'review',
    reProcess: 'reProcess',
    adjustment: 'adjustment',
    issue: 'issue',
    underSupervision: 'underSupervision',
  },
  // The requester withdraws the request (or a manager stops it) while it is not over.
  cancel: {
    requested: 'canceled',
    planned: 'canceled',
    notStarted: 'canceled',
    inProgress: 'canceled',
    overdue: 'canceled',
    processing: 'canceled',
    review: 'canceled',
    reProcess: 'canceled',
    issue: 'canceled',
    underSupervision: 'canceled',
    feedbackPending: 'canceled',
    adjustment: 'canceled',
  },
  // Ends a task that needs nothing more: an answered one as completed, one never started as skipped.
  close: {
    resolved: 'completed',
    feedbackPending: 'completed',
    planned: 'skipped',
    notStarted: 'skipped',
    overdue: 'skipped',
  },
};

/** Who may do each action (any one relation suffices). */
export const TASK_ACTION_RELATIONS: Record<TaskAction, readonly TaskRelation[]> = {
  take: ['candidate', 'assignee', 'manager'],
  complete: ['assignee'],
  reject: ['assignee', 'manager'],
  reassign: ['manager', 'assignee'],
  resetAssignee: ['manager', 'assignee'],
  cancel: ['requester', 'manager'],
  close: ['requester', 'manager'],
};

export const TASK_EVENTS = [
  'activate',
  'markOverdue',
  'startProcessing',
  'finishProcessing',
  'sendToReview',
  'approve',
  'requestRework',
  'requestAdjustment',
  'requestFeedback',
  'reportIssue',
  'supervise',
  'resolve',
  'complete',
] as const;
export type TaskEvent = (typeof TASK_EVENTS)[number];

const OPEN_WORK = [
  'requested',
  'planned',
  'notStarted',
  'inProgress',
  'overdue',
  'reProcess',
  'adjustment',
] as const;
const to = (statuses: readonly TaskStatus[], target: TaskStatus) =>
  Object.fromEntries(statuses.map((s) => [s, target])) as Partial<Record<TaskStatus, TaskStatus>>;

/** What the system does to a task (workflows, schedules, services). */
export const TASK_EVENT_TRANSITIONS: Record<TaskEvent, Partial<Record<TaskStatus, TaskStatus>>> = {
  // A planned task's start date came.
  activate: { planned: 'notStarted' },
  // The daily schedule: open work past its due date.
  markOverdue: { planned: 'overdue', notStarted: 'overdue', inProgress: 'overdue' },
  // A machine step (render, translation, generation) works on it.
  startProcessing: to(OPEN_WORK, 'processing'),
  // The machine step ended: the work is back with its assignee.
  finishProcessing: { processing: 'inProgress' },
  sendToReview: {
    inProgress: 'review',
    overdue: 'review',
    processing: 'review',
    reProcess: 'review',
    adjustment: 'review',
  },
  approve: { review: 'completed' },
  requestRework: { review: 'reProcess' },
  requestAdjustment: { completed: 'adjustment', review: 'adjustment' },
  requestFeedback: { inProgress: 'feedbackPending', overdue: 'feedbackPending', review: 'feedbackPending' },
  reportIssue: to([...OPEN_WORK, 'processing', 'review', 'feedbackPending'], 'issue'),
  supervise: { issue: 'underSupervision' },
  resolve: {
    issue: 'resolved',
    underSupervision: 'resolved',
    inProgress: 'resolved',
    feedbackPending: 'resolved',
  },
  // A task the system itself completes (a watched video, an answered search).
  complete: { ...to(OPEN_WORK, 'completed'), processing: 'completed', feedbackPending: 'completed' },
};

export type TaskMove = { ok: true; status: TaskStatus } | { ok: false; message: string };

const ACTION_NAMES: Record<TaskAction, string> = {
  take: 'taken',
  complete: 'completed',
  reject: 'rejected',
  reassign: 'reassigned',
  resetAssignee: 'given back',
  cancel: 'canceled',
  close: 'closed',
};

/** Where `action` leads from `status`, or the 409 message that refuses it. */
export function taskActionResult(action: TaskAction, status: TaskStatus): TaskMove {
  const next = TASK_TRANSITIONS[action][status];
  return next
    ? { ok: true, status: next }
    : { ok: false, message: `A task that is ${status} cannot be ${ACTION_NAMES[action]}` };
}

/** Where a system event leads from `status`, or why it does not apply. */
export function taskEventResult(event: TaskEvent, status: TaskStatus): TaskMove {
  const next = TASK_EVENT_TRANSITIONS[event][status];
  return next
    ? { ok: true, status: next }
    : { ok: false, message: `A task that is ${status} cannot take ${event}` };
}

/** Whether someone with these relations to the task may do `action` (the status decides separately). */
export function mayDoTaskAction(action: TaskAction, relations: readonly TaskRelation[]): boolean {
  return TASK_ACTION_RELATIONS[action].some((r) => relations.includes(r));
}

/** The actions a user with these relations is offered on a task in `status` (the /tasks buttons). */
export function offeredTaskActions(status: TaskStatus, relations: readonly TaskRelation[]): TaskAction[] {
  return TASK_ACTIONS.filter(
    (a) => TASK_TRANSITIONS[a][status] !== undefined && mayDoTaskAction(a, relations),
  );
}

/** Every status is known to the table (a compile-time list kept honest by the unit test). */
export const TASK_TABLE_STATUSES: readonly TaskStatus[] = TASK_STATUSES;
