/**
 * The task buttons (spec 2 §4 actions): which of the actions the server offers on a task (its entry's
 * `actions`, from the transition table) are buttons here, in a fixed order, and the taskCommand body each
 * sends. A rejection needs a reason (spec 2 §5 "comment cannot be empty"), checked before the request.
 * Reassign is a button of its own: it opens the assignee picker (model/reassign.ts) instead of sending.
 */
import type { TaskCommand } from '#shared/api/endpoints/tasks';
import { commentText, TASK_COMMENT_EMPTY } from '#shared/domain/task-model';
import type { TaskAction } from '#shared/domain/task-workflow';

export type TaskButton = Exclude<TaskAction, 'reassign'>;

/** The buttons' order: the usual next step first. */
export const TASK_BUTTONS: readonly TaskButton[] = [
  'take',
  'complete',
  'reject',
  'resetAssignee',
  'close',
  'cancel',
];

/** The buttons for a task whose entry offers `offered`. */
export function taskButtons(offered: readonly TaskAction[]): TaskButton[] {
  return TASK_BUTTONS.filter((action) => offered.includes(action));
}

/** Whether the server offers reassigning the task (the assignee picker's button). */
export function offersReassign(offered: readonly TaskAction[]): boolean {
  return offered.includes('reassign');
}

/** Whether the action asks for a written reason first. */
export function needsReason(action: TaskButton): boolean {
  return action === 'reject';
}

/** The command body of `action` on `taskId`, or the spec's message when a needed reason is missing. */
export function taskCommandFor(
  action: TaskButton,
  taskId: string,
  reason = '',
  /** Another organization's operational task (operator staff on /admin/operationalTasks). */
  orgId?: string,
): { ok: true; command: TaskCommand } | { ok: false; message: string } {
  const comment = commentText(reason);
  const ref = { taskId, ...(orgId ? { orgId } : {}) };
  switch (action) {
    case 'reject':
      return comment
        ? { ok: true, command: { type: 'reject', payload: { ...ref, comment } } }
        : { ok: false, message: TASK_COMMENT_EMPTY };
    case 'complete':
    case 'close':
    case 'cancel':
      return { ok: true, command: { type: action, payload: { ...ref, ...(comment ? { comment } : {}) } } };
    case 'take':
    case 'resetAssignee':
      return { ok: true, command: { type: action, payload: ref } };
  }
}

/** The body of a comment, or the spec's message for an empty one. */
export function taskCommentFor(
  taskId: string,
  text: string,
): { ok: true; command: TaskCommand } | { ok: false; message: string } {
  const comment = commentText(text);
  return comment
    ? { ok: true, command: { type: 'comment', payload: { taskId, text: comment } } }
    : { ok: false, message: TASK_COMMENT_EMPTY };
}
