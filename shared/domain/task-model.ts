/**
 * The task model's rules shared by the server and the web app (spec 1 §3/§4, spec 2 §3/§4): who a caller
 * is to a task (the relations the transition table's actions need: shared/domain/task-workflow.ts), whom
 * an unassigned task is offered to (its candidates), and the comment rule ("comment cannot be empty").
 * Pure: unit-tested in task-model.test.ts.
 */
import type { TaskRelation } from './task-workflow.js';
import type { CHANNEL_ROLES } from './channel-admin.js';

export type ChannelRoleName = (typeof CHANNEL_ROLES)[number];

/** Spec 2 §5 "comment cannot be empty" (a reject or a comment without text). */
export const TASK_COMMENT_EMPTY = 'comment cannot be empty';
export const TASK_COMMENT_MAX = 5000;
/** Spec 2 §8 "Error reassigning task": the web's message when a reassignment fails. */
export const TASK_REASSIGN_ERROR = 'Error reassigning task';
/** The server's 404 for a task id that is unknown or another organization's (the same answer for both). */
export const TASK_NOT_FOUND = 'Task not found';
/** A task whose state machine has already ended (the step's token is no longer waited on). */
export const TASK_WORKFLOW_ENDED = 'The workflow of this task has already ended';
/** A task changed between the read and the write (two clicks at once: the second loses). */
export const TASK_CHANGED = 'The task changed meanwhile: reload it and try again';

/**
 * Whom an unassigned task is offered to (who may take it), as stored on the task:
 * - `user:<userId>`: one user of the task's organization;
 * - `channel:<channelId>`: the users holding a role on that channel (owners, content managers,
 *   contributors, channel admins);
 * - `role:admin` / `role:member`: the organization's admins, or every member.
 */
export type TaskCandidate = `user:${string}` | `channel:${string}` | 'role:admin' | 'role:member';

const CANDIDATE = /^(user:[^\s:]{1,100}|channel:[^\s:]{1,100}|role:admin|role:member)$/;

export function isTaskCandidate(value: string): value is TaskCandidate {
  return CANDIDATE.test(value);
}

/** What the relations need of a task. */
export interface TaskParties {
  orgId: string;
  assigneeId?: string | undefined;
  /** The requester (who filed or asked for it) and their own organization. */
  requesterId: string;
  requesterOrgId: string;
  channelId?: string | undefined;
  candidates?: readonly string[] | undefined;
}

/** What the relations need of the caller. */
export interface TaskCaller {
  userId: string;
  /** The caller's own organization. */
  orgId: string;
  /** The organization the caller works in now (a collaboration workspace when switched). */
  activeOrgId: string;
  /** An admin of their own organization (holds updateOrganization). */
  isAdmin: boolean;
  /** The caller's role on each channel of the task's organization that they hold one on. */
  channelRoles: Readonly<Record<string, ChannelRoleName>>;
  /**
   * Operator staff acting on another organization's support or assisted-search task (the operational
   * tasks page): they manage it without being a user of that organization.
   */
  operatorManager?: boolean;
}

/** A channel's roles that manage its tasks (assign, reassign, cancel, close). */
const MANAGING_CHANNEL_ROLES: readonly ChannelRoleName[] = ['channelOwner', 'contentManager', 'admin'];

/**
 * Who the caller is to the task: any of assignee, requester, manager, candidate (docs/decisions.md
 * "Task transitions"). A caller working in another organization than their own is a user of no task of
 * it (their user id is their own organization's), except as the requester of a task they filed there.
 */
export function taskRelations(task: TaskParties, caller: TaskCaller): TaskRelation[] {
  const relations: TaskRelation[] = [];
  const member = caller.activeOrgId === task.orgId && caller.orgId === task.orgId;
  const requester = task.requesterId === caller.userId && task.requesterOrgId === caller.orgId;
  // Operator staff who took an operational task hold it like an assignee of its organization.
  if ((member || caller.operatorManager) && task.assigneeId === caller.userId) relations.push('assignee');
  if (requester) relations.push('requester');
  const channelRole = task.channelId ? caller.channelRoles[task.channelId] : undefined;
  if (
    (member && (caller.isAdmin || (channelRole && MANAGING_CHANNEL_ROLES.includes(channelRole)))) ||
    caller.operatorManager
  ) {
    relations.push('manager');
  }
  // Nobody takes their own request; an assigned task is offered to nobody (it is someone's).
  if (member && !requester && !task.assigneeId && offeredTo(task.candidates ?? [], caller)) {
    relations.push('candidate');
  }
  return relations;
}

function offeredTo(candidates: readonly string[], caller: TaskCaller): boolean {
  return candidates.some((candidate) => {
    if (candidate === 'role:member') return true;
    if (candidate === 'role:admin') return caller.isAdmin;
    if (candidate.startsWith('user:')) return candidate.slice(5) === caller.userId;
    if (candidate.startsWith('channel:')) return caller.channelRoles[candidate.slice(8)] !== undefined;
    return false;
  });
}

/** The comment text a reject or a comment carries, trimmed; null when empty ("comment cannot be empty"). */
export function commentText(text: string | undefined | null): string | null {
  const trimmed = (text ?? '').trim();
  return trimmed.length > 0 ? trimmed : null;
}
