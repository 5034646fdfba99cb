/**
 * Task chat (issue 13, the tasks-chat flag; spec 2 §5 "chat message and task required"): the participants
 * of a task (assignee, requester, managers: shared/domain/task-chat.ts) write messages that are stored,
 * pushed live to the others (TASK_CHAT_MESSAGE) and counted as unread for them until they read the chat.
 * 404 for an unknown task or another organization's, 403 for a user the task does not concern.
 */
import * as z from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { TASK_CHAT_MESSAGE_MAX } from '../../domain/task-chat.js';

const idSchema = z.string().trim().min(1).max(100);

export const taskChatMessageSchema = z.object({
  messageId: z.string(),
  taskId: z.string(),
  authorEmail: z.string(),
  authorName: z.string(),
  /** Whether the caller wrote it (their messages sit on the other side of the pane). */
  mine: z.boolean(),
  text: z.string(),
  createdAt: z.string(),
});
export type TaskChatMessageEntry = z.infer<typeof taskChatMessageSchema>;

/**
 * The message and its task are both optional here so that either missing answers the spec's one text
 * ("chat message and task required") as the 400's message rather than a schema issue.
 */
export const sendTaskChatMessage = defineEndpoint({
  id: 'sendTaskChatMessage',
  method: 'POST',
  path: '/taskChatMessage',
  group: 'command',
  access: 'member',
  pushes: true,
  summary:
    "A message in a task's chat by one of its participants: stored, pushed to the other participants " +
    'and counted as unread for them, with a notification.',
  body: z.object({
    taskId: z.string().max(100).optional(),
    /** Operator staff writing in another organization's operational task. */
    orgId: idSchema.optional(),
    text: z.string().max(TASK_CHAT_MESSAGE_MAX, `At most ${TASK_CHAT_MESSAGE_MAX} characters`).optional(),
  }),
  response: taskChatMessageSchema,
});

export const listTaskChat = defineEndpoint({
  id: 'listTaskChat',
  method: 'GET',
  path: '/tasks/{taskId}/chat',
  group: 'query',
  access: 'member',
  summary:
    "A page of a task's chat for its participants: the newest messages before the cursor, oldest first; " +
    'the cursor leads to older ones.',
  params: z.object({ taskId: idSchema }),
  query: z.object({
    orgId: idSchema.optional(),
    cursor: z.string().max(4000).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  }),
  response: z.object({ items: z.array(taskChatMessageSchema), cursor: z.string().nullable() }),
});

export const markTaskChatRead = defineEndpoint({
  id: 'markTaskChatRead',
  method: 'POST',
  path: '/taskChatRead',
  group: 'command',
  access: 'member',
  summary:
    "The caller has read a task's chat up to a message: their unread count of it drops to 0 unless a " +
    'newer message arrived meanwhile.',
  body: z.object({ taskId: idSchema, orgId: idSchema.optional(), upToMessageId: idSchema }),
  response: z.object({ unread: z.number().int() }),
});

export const taskChatUnread = defineEndpoint({
  id: 'taskChatUnread',
  method: 'GET',
  path: '/taskChatUnread',
  group: 'query',
  access: 'member',
  summary: "The caller's unread chat messages: per task (those with any) and in total.",
  response: z.object({
    total: z.number().int(),
    tasks: z.array(z.object({ taskId: z.string(), orgId: z.string(), unread: z.number().int() })),
  }),
});
