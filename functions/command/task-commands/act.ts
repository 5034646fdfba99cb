/**
 * One task action, as every taskCommand type (and organizationCommand completeTask) runs it: the task in
 * the caller's scope (404 otherwise), the relation the action needs (403), the transition table's move
 * (409 with its message), then ONE conditional write on the status and assignee that were read (of two
 * clicks at once exactly one lands; the other gets 409). A task a state machine waits on answers its step
 * after the write: completing sends SendTaskSuccess, rejecting, canceling and skipping SendTaskFailure
 * (errors `Task.Rejected`, `Task.Canceled`, `Task.Skipped`: what the machines' Catch clauses match). Then
 * the comment, the event-log entry and the notifications of the people concerned.
 */
import { notifyTaskAssignment } from '../../core/domain/task-assignment.js';
import {
  mayDoTaskAction,
  taskActionResult,
  taskEventResult,
  type TaskAction,
  type TaskMove,
} from '#shared/domain/task-workflow.js';
import { TASK_CHANGED, TASK_WORKFLOW_ENDED } from '#shared/domain/task-model.js';
import { entersLedger } from '#shared/domain/approved-task-ledger.js';
import type { TaskStatus } from '#shared/domain/task-statuses.js';
import { taskData, type Task, type TaskChange } from '../../core/data/task-data.js';
import { conflict, forbidden } from '../../core/http/errors.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { logChange } from '../../core/domain/event-log.js';
import { displayNameOf, taskInScope } from '../../core/domain/tasks.js';
import {
  notifyTaskPeople,
  peopleOf,
  taskNotifications,
  type TaskPerson,
} from '../../core/domain/task-notifications.js';
import { completeHumanStep, failHumanStep, stepEnded } from '../../core/workflows/human-steps.js';
import { logger } from '../../core/http/logger.js';

/** What the caller asks: a user action of the table, or the organization's own completion. */
export type TaskMoveRequest =
  { kind: 'action'; action: TaskAction } | { kind: 'organizationComplete'; mayAct: (task: Task) => boolean };

export interface ActOptions {
  taskId: string;
  orgId?: string | undefined;
  comment?: string | undefined;
  /**
   * The new assignee: the caller for take, null for resetAssignee, found from the task for reassign
   * (which checks the person once the task's move is known to be allowed).
   */
  assignee?: Assignee | null | ((task: Task) => Promise<Assignee>);
  /** What the task's own kind requires before the move (throws the refusal), once the move is allowed. */
  check?: (task: Task) => Promise<void>;
}

type Assignee = { userId: string; email: string };

/** The error a machine's Catch sees when a task ends without being completed. */
const STEP_ERRORS: Partial<Record<TaskStatus, string>> = {
  rejected: 'Task.Rejected',
  canceled: 'Task.Canceled',
  skipped: 'Task.Skipped',
};

function commandName(request: TaskMoveRequest): string {
  return request.kind === 'action' ? `taskCommand.${request.action}` : 'organizationCommand.completeTask';
}

/** Answers the waiting step of `task`, which has just moved to `status` by `tenant`. */
async function answerStep(
  task: Task,
  status: TaskStatus,
  tenant: TenantContext,
  comment: string | undefined,
) {
  if (!task.taskToken) return;
  const decision = {
    taskId: task.taskId,
    status,
    by: { userId: tenant.userId, email: tenant.email },
    comment: comment ?? '',
  };
  if (status === 'completed') await completeHumanStep(task.taskToken, decision);
  else {
    const error = STEP_ERRORS[status];
    if (error) await failHumanStep(task.taskToken, error, JSON.stringify(decision));
  }
}

export const WATCH_TASK_COMPLETES_BY_WATCHING =
  'A watch-video task is completed by watching its video to the end';

export async function act(
  tenant: TenantContext,
  request: TaskMoveRequest,
  options: ActOptions,
): Promise<{ id: string }> {
  const { task, relations } = await taskInScope(tenant, options.taskId, options.orgId);
  let move: TaskMove;
  if (request.kind === 'action') {
    if (!mayDoTaskAction(request.action, relations)) throw forbidden('You may not do this on this task');
    move = taskActionResult(request.action, task.status);
  } else {
    if (!request.mayAct(task)) throw forbidden('You may not do this on this task');
    // The table's system completion (open work, processing, feedback pending); its refusal reads as the
    // action's ("A task that is … cannot be completed": what the action refuses, the event refuses too).
    move = taskEventResult('complete', task.status);
    if (!move.ok) move = taskActionResult('complete', task.status);
  }
  if (!move.ok) throw conflict(move.message);
  // Watching the video completes a watch-video task (the playback's completion rule), nobody's say-so.
  if (task.subtype === 'watch-video' && move.status === 'completed') {
    throw conflict(WATCH_TASK_COMPLETES_BY_WATCHING);
  }
  await options.check?.(task);
  const assignee = typeof options.assignee === 'function' ? await options.assignee(task) : options.assignee;

  // A billable task's completion writes its approved-task ledger row in the same transaction.
  const approved = entersLedger(task, move.status);
  const to: TaskChange = {
    status: move.status,
    by: tenant.userId,
    ...(assignee !== undefined ? { assignee } : {}),
    ...(request.kind === 'action' && request.action === 'take' ? { taken: true } : {}),
    ...(approved
      ? { ledger: { approve: { task, approverId: tenant.userId, approverEmail: tenant.email } } }
      : {}),
  };
  // Undoing the change undoes its ledger row too.
  const undo = approved ? { ledger: { withdraw: true as const } } : {};
  const data = taskData(task.orgId);
  if (
    !(await data.change(
      task.taskId,
      { status: task.status, assigneeId: task.assigneeId, createdAt: task.createdAt },
      to,
    ))
  ) {
    // Another change landed between the read and the write (a second click, another person).
    throw conflict(TASK_CHANGED);
  }
  const moved: Task = {
    ...task,
    status: move.status,
    ...(assignee === null ? { assigneeId: undefined, assigneeEmail: '' } : {}),
    ...(assignee ? { assigneeId: assignee.userId, assigneeEmail: assignee.email } : {}),
  };

  if (move.status !== task.status) {
    try {
      await answerStep(task, move.status, tenant, options.comment);
    } catch (error) {
      const after = { status: move.status, assigneeId: moved.assigneeId, createdAt: task.createdAt };
      if (stepEnded(error)) {
        // The machine no longer waits (its run ended: withdrawn, failed, another reviewer decided):
        // the task is over too, as the machine's own clean-up would leave it.
        await data.change(task.taskId, after, { status: 'canceled', by: 'system', ...undo });
        throw conflict(TASK_WORKFLOW_ENDED);
      }
      // Nothing half-done stays: the task goes back to what it was, the caller may try again.
      await data
        .change(task.taskId, after, {
          status: task.status,
          by: tenant.userId,
          ...undo,
          ...(assignee !== undefined
            ? { assignee: task.assigneeId ? { userId: task.assigneeId, email: task.assigneeEmail } : null }
            : {}),
        })
        .catch((revert: unknown) =>
          logger.error('task: the change could not be reverted after a failed step answer', {
            taskId: task.taskId,
            error: (revert as Error).message,
          }),
        );
      throw error;
    }
  }

  const actor = { ...tenant, activeOrgId: task.orgId };
  if (options.comment) {
    await data.addComment(task.taskId, {
      authorId: tenant.userId,
      authorEmail: tenant.email,
      authorName: await displayNameOf(tenant),
      text: options.comment,
      action: request.kind === 'action' ? request.action : 'completeTask',
    });
  }
  await logChange(actor, { type: 'task', id: task.taskId }, commandName(request), {
    before: { status: task.status, assigneeEmail: task.assigneeEmail },
    after: { status: moved.status, assigneeEmail: moved.assigneeEmail },
  });

  // Whoever the task concerns hears of it: a new assignee of the assignment, the others of the status.
  const assignedTo = assignee && assignee.userId !== task.assigneeId ? assignee : null;
  const waits: Promise<void>[] = [];
  if (assignedTo && assignedTo.userId !== tenant.userId) {
    waits.push(notifyTaskAssignment(moved, [{ userId: assignedTo.userId, orgId: task.orgId }]));
  }
  if (move.status !== task.status) {
    const concerned: TaskPerson[] = [
      ...peopleOf(task, tenant.userId),
      ...peopleOf(moved, tenant.userId),
    ].filter(
      (p, i, all) => all.findIndex((q) => q.userId === p.userId) === i && p.userId !== assignedTo?.userId,
    );
    waits.push(notifyTaskPeople(moved, concerned, taskNotifications.statusChanged(moved, move.status)));
  }
  await Promise.all(waits);
  return { id: task.taskId };
}
