/**
 * Tasks as the handlers serve them: who the caller is to a task (shared/domain/task-model.ts's relations,
 * with the caller's channel roles read once), a stored task as the contract's entry (the actions the
 * transition table offers the caller; never the workflow's token). The notifications of the people a
 * task concerns are task-notifications.ts (commands only: the queries' bundles carry no push).
 */
import type { TaskEntry } from '#shared/api/endpoints/tasks.js';
import { taskRelations, type ChannelRoleName, type TaskCaller } from '#shared/domain/task-model.js';
import { offeredTaskActions, type TaskRelation } from '#shared/domain/task-workflow.js';
import { taskData, type Task } from '../data/task-data.js';
import { tenantData } from '../data/tenant-data.js';
import { isOrganizationAdmin } from '../access/channel-rules.js';
import { isOperatorStaff } from '../access/operator.js';
import { isOperationalTask } from '#shared/domain/operational-tasks.js';
import { isOrganizationSetupTask } from '#shared/domain/organization-setup-tasks.js';
import { isOperatorWork } from '#shared/domain/production-order.js';
import { forbidden, notFound } from '../http/errors.js';
import type { TenantContext } from '../http/tenant.js';
import { TASK_NOT_FOUND } from '#shared/domain/task-model.js';

/** The caller as the relations need them, in the organization `orgId` (their channel roles there). */
export async function taskCallerOf(
  tenant: TenantContext,
  orgId: string,
  options: { operatorManager?: boolean } = {},
): Promise<TaskCaller> {
  const member = tenant.activeOrgId === orgId && tenant.orgId === orgId;
  const roles = member ? await tenantData(orgId).channelRolesOf(tenant.userId) : [];
  return {
    userId: tenant.userId,
    orgId: tenant.orgId,
    activeOrgId: tenant.activeOrgId,
    isAdmin: member && isOrganizationAdmin(tenant),
    channelRoles: Object.fromEntries(roles.map((r) => [r.channelId, r.role as ChannelRoleName])),
    ...(options.operatorManager ? { operatorManager: true } : {}),
  };
}

/**
 * The organization whose task the caller acts on: the one they work in, or, for operator staff only,
 * another organization's operational task named by `orgId` (the operational tasks page). 404 for an
 * unknown task, another organization's, and an organization set-up task for anyone but operator staff
 * (the same answer: no task ids leak).
 */
export async function taskInScope(
  tenant: TenantContext,
  taskId: string,
  orgId: string | undefined,
): Promise<{ task: Task; caller: TaskCaller; relations: TaskRelation[] }> {
  const crossOrg = orgId !== undefined && orgId !== tenant.activeOrgId;
  if (crossOrg && !(await isOperatorStaff(tenant))) throw notFound(TASK_NOT_FOUND);
  const scope = crossOrg ? orgId : tenant.activeOrgId;
  const task = await taskData(scope).task(taskId);
  if (!task || (crossOrg && !isOperationalTask(task.subtype))) throw notFound(TASK_NOT_FOUND);
  // Set-up tasks are the operator's work on the organization: its own users never see them.
  const setUp = isOrganizationSetupTask(task.subtype);
  if (setUp && !crossOrg && !(await isOperatorStaff(tenant))) throw notFound(TASK_NOT_FOUND);
  const caller = await taskCallerOf(tenant, scope, { operatorManager: crossOrg || setUp });
  const relations = taskRelations(task, caller);
  // A production order's operator steps and the service requests are the operator's work: in the
  // customer's organization only the requester relates to them (to withdraw by canceling), whoever else
  // manages.
  if (!crossOrg && isOperatorWork(task.subtype) && !(await isOperatorStaff(tenant))) {
    return { task, caller, relations: relations.filter((r) => r === 'requester') };
  }
  return { task, caller, relations };
}

/**
 * The tasks of a list the caller may see: organization set-up tasks only for operator staff (they work
 * on them from /admin/operationalTasks; the organization's users never see them). `takenOnly`: of those,
 * only the ones the caller took (their own /tasks is not where set-up tasks are offered, and the operator
 * organization's users registering or signing in for the first time requested theirs).
 */
export async function withoutOperatorWork(
  tenant: TenantContext,
  tasks: readonly Task[],
  options: { takenOnly?: boolean } = {},
): Promise<Task[]> {
  if (!tasks.some((t) => isOrganizationSetupTask(t.subtype))) return [...tasks];
  const operator = await isOperatorStaff(tenant);
  return tasks.filter(
    (t) =>
      !isOrganizationSetupTask(t.subtype) ||
      (operator && (!options.takenOnly || t.assigneeId === tenant.userId)),
  );
}

/** The caller's name as their own organization knows it ('' when they gave none). */
export async function displayNameOf(tenant: Pick<TenantContext, 'orgId' | 'userId'>): Promise<string> {
  const user = await tenantData(tenant.orgId).user(tenant.userId);
  return [user?.firstName, user?.lastName].filter(Boolean).join(' ');
}

/** A task for a reader with a relation to it (403 without one). */
export async function readableTask(tenant: TenantContext, taskId: string) {
  const found = await taskInScope(tenant, taskId, undefined);
  if (found.relations.length === 0) throw forbidden('You do not have access to this task');
  return found;
}

/** A stored task as the contract's entry, with the caller's relations and offered actions. */
export function toTaskEntry(task: Task, relations: readonly TaskRelation[]): TaskEntry {
  return {
    taskId: task.taskId,
    orgId: task.orgId,
    subtype: task.subtype,
    type: task.type,
    category: task.category ?? null,
    status: task.status,
    taskTitle: task.taskTitle,
    comment: task.comment,
    ticketReferenceUrl: task.ticketReferenceUrl,
    ticketId: task.ticketId,
    channelId: task.channelId ?? '',
    videoId: task.videoId ?? null,
    videoVersion: task.videoVersion ?? null,
    dueDate: task.dueDate ?? null,
    assigneeId: task.assigneeId ?? null,
    assigneeEmail: task.assigneeEmail,
    requesterEmail: task.requesterEmail,
    requesterName: task.requesterName,
    inWorkflow: Boolean(task.workflow),
    commentCount: task.commentCount,
    createdAt: task.createdAt,
    updatedAt: task.updatedAt,
    relations: [...relations],
    // A watch-video task completes by watching (task-commands/act.ts refuses it by hand).
    actions: offeredTaskActions(task.status, relations).filter(
      (action) => !(task.subtype === 'watch-video' && action === 'complete'),
    ),
  };
}

/** Entries of `tasks` for one caller (whose channel roles were read once). */
export function toTaskEntries(tasks: readonly Task[], caller: TaskCaller): TaskEntry[] {
  return tasks.map((task) => toTaskEntry(task, taskRelations(task, caller)));
}
