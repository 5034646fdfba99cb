/**
 * Task chat (issue 13; spec 2 §5 "chat message and task required"): who may write in a task's chat and
 * what a message must carry, shared by the server and the web composer. Pure: task-chat.test.ts.
 */
import type { TaskRelation } from './task-workflow.js';

/** Spec 2 §5: a chat message without its text or its task. */
export const TASK_CHAT_REQUIRED = 'chat message and task required';
export const TASK_CHAT_MESSAGE_MAX = 2000;
/** The 403 for a user of the organization the task does not concern as a participant. */
export const TASK_CHAT_FORBIDDEN = 'Only the participants of a task may use its chat';
/** The 403 where the task's organization has the tasks-chat feature off (the web hides the pane there). */
export const TASK_CHAT_NOT_ENABLED = 'Task chat is not enabled for this organization';

/**
 * The participants of a task's chat: its assignee, its requester and those who manage it (the
 * organization's admins, the channel's managers, operator staff on an operational task). A candidate
 * who has not taken the task is not one yet.
 */
export function isChatParticipant(relations: readonly TaskRelation[]): boolean {
  return relations.some((r) => r === 'assignee' || r === 'requester' || r === 'manager');
}

/** The message's text, trimmed; null when the message or its task is missing (TASK_CHAT_REQUIRED). */
export function chatMessageText(
  taskId: string | undefined | null,
  text: string | undefined | null,
): string | null {
  const trimmed = (text ?? '').trim();
  return (taskId ?? '').trim() && trimmed ? trimmed : null;
}
