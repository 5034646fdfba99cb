import { key } from './keys.js';

const SERVICE = 'tubes';

/**
 * A message of a task's chat (issue 13): child items in the task's partition, oldest first by their
 * time-ordered id (access patterns 150, 151). The author may belong to another organization (the
 * requester of a task filed on behalf of an organization): `authorOrgId`.
 */
export const taskChatMessageModel = {
  model: { entity: 'taskChatMessage', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    taskId: { type: 'string', required: true },
    messageId: { type: 'string', required: true },
    authorId: { type: 'string', required: true },
    authorOrgId: { type: 'string', required: true },
    authorEmail: { type: 'string', required: true },
    authorName: { type: 'string', default: '' },
    text: { type: 'string', required: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byTask: {
      pk: key('PK', ['orgId', 'taskId'], '${orgId}#TASK#${taskId}'),
      sk: key('SK', ['messageId'], 'CHAT#${messageId}'),
    },
  },
} as const;

/**
 * A user's unread messages in one task's chat (access patterns 152, 153), in a partition of the
 * reader's own (in their organization `orgId`: one query reads them all), naming the task's organization: raised by ADD for each message
 * of someone else, set to 0 when the reader has seen up to the newest message (`lastMessageId`).
 */
export const taskChatUnreadModel = {
  model: { entity: 'taskChatUnread', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    taskOrgId: { type: 'string', required: true },
    taskId: { type: 'string', required: true },
    unread: { type: 'number' },
    /** The newest message counted here; a read marker up to it (or later) clears the count. */
    lastMessageId: { type: 'string' },
  },
  indexes: {
    byUser: {
      pk: key('PK', ['orgId', 'userId'], '${orgId}#USER#${userId}#TASKCHAT'),
      sk: key('SK', ['taskOrgId', 'taskId'], '${taskOrgId}#${taskId}'),
    },
  },
} as const;
