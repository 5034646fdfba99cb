/**
 * Task statuses, shared by the server and the web app (spec 1 §4 "Task statuses (shared vocabulary)",
 * spec 2 §4 "Task statuses"): "canceled, completed, inProgress, notStarted, overdue, planned, skipped,
 * requested, rejected, processing, review, reProcess, issue, underSupervision, resolved,
 * feedbackPending, adjustment, each with a display colour."
 */
export const TASK_STATUSES = [
  'canceled',
  'completed',
  'inProgress',
  'notStarted',
  'overdue',
  'planned',
  'skipped',
  'requested',
  'rejected',
  'processing',
  'review',
  'reProcess',
  'issue',
  'underSupervision',
  'resolved',
  'feedbackPending',
  'adjustment',
] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/**
 * The display colour of each status. The spec names no values; these are Chakra palette names chosen
 * so that open work is blue/orange, finished work green, stopped work grey and trouble red.
 */
export const TASK_STATUS_COLORS: Record<TaskStatus, string> = {
  canceled: 'gray',
  completed: 'green',
  inProgress: 'blue',
  notStarted: 'orange',
  overdue: 'red',
  planned: 'cyan',
  skipped: 'gray',
  requested: 'purple',
  rejected: 'red',
  processing: 'teal',
  review: 'yellow',
  reProcess: 'pink',
  issue: 'red',
  underSupervision: 'yellow',
  resolved: 'green',
  feedbackPending: 'orange',
  adjustment: 'pink',
};

/**
 * "Default filters: one shows all of notStarted, inProgress, completed, planned, overdue, canceled,
 * skipped, requested, issue, underSupervision, resolved, feedbackPending, adjustment; another shows only
 * notStarted, planned, inProgress, overdue."
 */
export const TASK_FILTERS = {
  all: [
    'notStarted',
    'inProgress',
    'completed',
    'planned',
    'overdue',
    'canceled',
    'skipped',
    'requested',
    'issue',
    'underSupervision',
    'resolved',
    'feedbackPending',
    'adjustment',
  ],
  todo: ['notStarted', 'planned', 'inProgress', 'overdue'],
} as const satisfies Record<string, readonly TaskStatus[]>;
export type TaskFilterId = keyof typeof TASK_FILTERS;

/** "Open group: inProgress, notStarted, overdue." */
export const OPEN_TASK_STATUSES = [
  'inProgress',
  'notStarted',
  'overdue',
] as const satisfies readonly TaskStatus[];

export function isOpenTask(status: TaskStatus): boolean {
  return (OPEN_TASK_STATUSES as readonly TaskStatus[]).includes(status);
}
