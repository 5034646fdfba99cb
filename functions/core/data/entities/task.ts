import { TASK_KINDS, TASK_STATUSES } from '#shared/domain/task-statuses.js';
import { key } from './keys.js';

const SERVICE = 'tubes';

/**
 * A task of this area: a support task (spec 1 §3 "Support task: taskTitle, comment, ticketReferenceUrl,
 * orgId, channelId, assigneeEmail") or an assisted-search task. It lives in its organization's
 * partition; `ownerId` is the user whose /tasks list shows it (the requester, or for a task filed on
 * behalf of an organization the assignee's user id, or `email:<address>` while no such user exists).
 */
export const taskModel = {
  model: { entity: 'task', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    taskId: { type: 'string', required: true },
    kind: { type: TASK_KINDS, required: true },
    /** Spec 1 §3 task type categories: watch-video, operation, governance. */
    category: { type: ['watch-video', 'operation', 'governance'] as const, default: 'operation' },
    status: { type: TASK_STATUSES, required: true },
    taskTitle: { type: 'string', required: true },
    comment: { type: 'string', default: '' },
    ticketReferenceUrl: { type: 'string', default: '' },
    /** The ticket system's id of the ticket, set by the server from a ticket it read (issue 9). */
    ticketId: { type: 'string', default: '' },
    channelId: { type: 'string', default: '' },
    assigneeEmail: { type: 'string', default: '' },
    ownerId: { type: 'string', required: true },
    /** Who filed it: user id, e-mail, display name and organization (differs when filed on behalf). */
    createdBy: { type: 'string', required: true },
    createdByEmail: { type: 'string', required: true },
    createdByName: { type: 'string', default: '' },
    createdByOrgId: { type: 'string', required: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byId: { pk: key('PK', ['orgId', 'taskId'], '${orgId}#TASK#${taskId}'), sk: key('SK', [], 'TASK') },
    byOwner: {
      index: 'GSI2',
      pk: key('GSI2PK', ['orgId', 'ownerId'], '${orgId}#USER#${ownerId}#TASKS'),
      sk: key('GSI2SK', ['createdAt', 'taskId'], '${createdAt}#${taskId}'),
    },
    byOrg: {
      index: 'GSI1',
      pk: key('GSI1PK', ['orgId'], '${orgId}#TASKS'),
      sk: key('GSI1SK', ['createdAt', 'taskId'], '${createdAt}#${taskId}'),
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
    byTicketId: {
      index: 'GSI1',
      pk: key('GSI1PK', ['ticketId'], 'TICKETSYSTEM#TICKET#${ticketId}'),
      sk: key('GSI1SK', [], 'TICKET'),
    },
  },
} as const;
