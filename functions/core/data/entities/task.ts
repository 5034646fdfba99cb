import { TASK_STATUSES } from '#shared/domain/task-statuses.js';
import { TASK_SUBTYPES, TASK_TYPES } from '#shared/domain/task-subtypes.js';
import { globalIndex, key, updatedAt } from './keys.js';

const SERVICE = 'tubes';

/**
 * A task (spec 1 §3/§4, spec 2 §3/§4; issue 13): support and assisted-search tasks, the reviewers' tasks
 * of a video review, and every later subtype of spec 2's catalogue (shared/domain/task-subtypes.ts). It
 * lives in its organization's partition. The requester is `createdBy*` (who filed or asked for it, in
 * their own organization `createdByOrgId`, which differs for a task provider staff filed on behalf of an
 * organization); the assignee `assigneeId`/`assigneeEmail` (absent while nobody holds it; then the task is
 * offered to its `candidates`). A task a state machine waits on keeps the step's `taskToken` (server-only:
 * never returned to clients) and the machine's name in `workflow`.
 *
 * Written before issue 13 (`kind`, `category` holding the task type, `ownerId` = whose /tasks listed it):
 * such items still read (task-data.ts `toTask`), and the local seed re-keys them (infra/local/seed/rekey.ts).
 */
export const taskModel = {
  model: { entity: 'task', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    taskId: { type: 'string', required: true },
    /** Spec 2 §4's catalogue, kebab-case. */
    subtype: { type: TASK_SUBTYPES },
    /** Before issue 13: the subtype of the first two kinds (support-ticket, assisted-search). */
    kind: { type: 'string' },
    /** Spec 1 §3 task type: watch-video, operation, governance. */
    type: { type: TASK_TYPES },
    /** Spec 1 §3 task category: mandatory, recommended, shared (before issue 13 it held the type). */
    category: { type: 'string' },
    status: { type: TASK_STATUSES, required: true },
    taskTitle: { type: 'string', required: true },
    /** The request's own text (a support request's message, a review request's note). */
    comment: { type: 'string', default: '' },
    ticketReferenceUrl: { type: 'string', default: '' },
    /** The ticket system's id of the ticket, set by the server from a ticket it read (issue 9). */
    ticketId: { type: 'string', default: '' },
    /** Absent when the task belongs to no channel (the channel index is sparse). */
    channelId: { type: 'string' },
    videoId: { type: 'string' },
    videoVersion: { type: 'number' },
    /** ISO date-time the work is due. */
    dueDate: { type: 'string' },
    assigneeId: { type: 'string' },
    assigneeEmail: { type: 'string', default: '' },
    /** Whom the task is offered to while unassigned (shared/domain/task-model.ts TaskCandidate). */
    candidates: { type: 'list', items: { type: 'string' }, default: () => [] },
    /** Before issue 13: the user whose /tasks listed it. */
    ownerId: { type: 'string' },
    createdBy: { type: 'string', required: true },
    createdByEmail: { type: 'string', required: true },
    createdByName: { type: 'string', default: '' },
    createdByOrgId: { type: 'string', required: true },
    /** The state machine (infra/workflows registry name) waiting on this task, and the step's token. */
    workflow: { type: 'string' },
    taskToken: { type: 'string' },
    /** What the workflow calls this task's run (e.g. the video review's id). */
    workflowRef: { type: 'string' },
    /** A production order's step: the kind of video ordered (shared/domain/production-order.ts). */
    orderedVideoType: { type: 'string' },
    /** When the task was last taken (the take action; the approved-task ledger's takenAt). */
    takenAt: { type: 'string' },
    /** When the status last changed, and by whom (a user id, or `system`). */
    statusChangedAt: { type: 'string' },
    statusChangedBy: { type: 'string' },
    commentCount: { type: 'number' },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt,
  },
  indexes: {
    byId: { pk: key('PK', ['orgId', 'taskId'], '${orgId}#TASK#${taskId}'), sk: key('SK', [], 'TASK') },
    /** Before issue 13 this index held `ownerId`; the seed's re-key moved such items here or out. */
    byAssignee: globalIndex('GSI2', {
      pk: [['orgId', 'assigneeId'], '${orgId}#USER#${assigneeId}#TASKS'],
      sk: [['createdAt', 'taskId'], '${createdAt}#${taskId}'],
    }),
    byRequester: globalIndex('GSI3', {
      pk: [['orgId', 'createdBy'], '${orgId}#USER#${createdBy}#REQUESTED'],
      sk: [['createdAt', 'taskId'], '${createdAt}#${taskId}'],
    }),
    byOrg: globalIndex('GSI1', {
      pk: [['orgId'], '${orgId}#TASKS'],
      sk: [['createdAt', 'taskId'], '${createdAt}#${taskId}'],
    }),
    byChannel: globalIndex('GSI4', {
      pk: [['orgId', 'channelId'], '${orgId}#CHANNEL#${channelId}#TASKS'],
      sk: [['createdAt', 'taskId'], '${createdAt}#${taskId}'],
    }),
  },
} as const;

/**
 * An approved-task ledger row (spec 2 §3 "Ledger entry: task, approvedAt, takenAt, amount, units"; issue
 * 13): written in the transaction that completes a billable task (shared/domain/approved-task-ledger.ts),
 * keyed by the task (one row per task, whatever retries), in the task's partition; the organization's
 * rows newest approval first on GSI1. `amount` and `units` stay absent until the finance issue prices
 * the row.
 */
export const approvedTaskModel = {
  model: { entity: 'approvedTask', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    taskId: { type: 'string', required: true },
    subtype: { type: TASK_SUBTYPES, required: true },
    taskTitle: { type: 'string', default: '' },
    /** '' when the task belongs to no channel. */
    channelId: { type: 'string', default: '' },
    approvedAt: { type: 'string', required: true },
    /** Absent when the task was never taken (it was completed by whoever it was assigned to at creation). */
    takenAt: { type: 'string' },
    approverId: { type: 'string', required: true },
    approverEmail: { type: 'string', required: true },
    amount: { type: 'number' },
    units: { type: 'number' },
    updatedAt,
  },
  indexes: {
    byTask: { pk: key('PK', ['orgId', 'taskId'], '${orgId}#TASK#${taskId}'), sk: key('SK', [], 'LEDGER') },
    byOrg: globalIndex('GSI1', {
      pk: [['orgId'], '${orgId}#LEDGER'],
      sk: [['approvedAt', 'taskId'], '${approvedAt}#${taskId}'],
    }),
  },
} as const;

/**
 * A comment on a task (spec 2 §7 "POST /taskCommand | type, payload (task comment)"): child items in the
 * task's partition, oldest first by their time-ordered id; "comment cannot be empty".
 */
export const taskCommentModel = {
  model: { entity: 'taskComment', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    taskId: { type: 'string', required: true },
    commentId: { type: 'string', required: true },
    authorId: { type: 'string', required: true },
    authorEmail: { type: 'string', required: true },
    authorName: { type: 'string', default: '' },
    text: { type: 'string', required: true },
    /** The action the comment came with (a reject's reason), if any. */
    action: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byTask: {
      pk: key('PK', ['orgId', 'taskId'], '${orgId}#TASK#${taskId}'),
      sk: key('SK', ['commentId'], 'COMMENT#${commentId}'),
    },
  },
} as const;

/**
 * A ticket of the local ticket system (the stand-in for the cloud's Zendesk; spec 1 §3 "Support ticket:
 * orgId, body, requesterName, requesterEmail, phoneNumber, subject"). Like the platform status it is
 * the provider's, not a tenant's: one partition the provider staff read newest first, and a lookup by
 * id (GSI1) for the ticket page. `body` is the request (the first message); `replies` the public
 * messages after it, oldest first, appended atomically.
 */
export const localTicketModel = {
  model: { entity: 'localTicket', version: '1', service: SERVICE },
  attributes: {
    ticketId: { type: 'string', required: true },
    orgId: { type: 'string', required: true },
    subject: { type: 'string', required: true },
    body: { type: 'string', required: true },
    requesterName: { type: 'string', required: true },
    requesterEmail: { type: 'string', required: true },
    phoneNumber: { type: 'string', default: '' },
    /** Zendesk's statuses: new, open, pending, hold, solved, closed. */
    status: { type: 'string', default: 'new' },
    replies: {
      type: 'list',
      default: () => [],
      items: {
        type: 'map',
        properties: {
          messageId: { type: 'string', required: true },
          author: { type: ['requester', 'support'] as const, required: true },
          authorName: { type: 'string', required: true },
          authorEmail: { type: 'string', required: true },
          body: { type: 'string', required: true },
          createdAt: { type: 'string', required: true },
        },
      },
    },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byCreated: {
      pk: key('PK', [], 'TICKETSYSTEM'),
      sk: key('SK', ['createdAt', 'ticketId'], 'TICKET#${createdAt}#${ticketId}'),
    },
    byTicketId: globalIndex('GSI1', {
      pk: [['ticketId'], 'TICKETSYSTEM#TICKET#${ticketId}'],
      sk: [[], 'TICKET'],
    }),
  },
} as const;

/**
 * The due date of an open watch-video task (issue 15; access pattern 180): one item per task in the
 * organization's due partition, sorted by due date, so the daily run reads exactly what is due soon or
 * overdue. Deleted when the task completes; it keeps what the run already did (reminders, overdue).
 */
export const watchDueModel = {
  model: { entity: 'watchDue', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    dueDate: { type: 'string', required: true },
    taskId: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    videoId: { type: 'string', required: true },
    title: { type: 'string', required: true },
    overdue: { type: 'boolean', default: false },
    remindedBeforeAt: { type: 'string' },
    overdueRemindedAt: { type: 'string' },
  },
  indexes: {
    byDue: {
      pk: key('PK', ['orgId'], '${orgId}#WATCHDUE'),
      sk: key('SK', ['dueDate', 'taskId'], '${dueDate}#${taskId}'),
    },
  },
} as const;
