/**
 * Support requests, tickets and assisted search (spec 1 §4 "Support request", "Assisted search"; §7
 * user command types createTicket, createSupportTask, createSupportTaskForOtherOrg,
 * createAssistedSearchTask; "Task creation answers carry taskId, possibly nested under res").
 */
import type { UserCommand } from '../../../shared/api/index.js';
import type { TenantContext } from '../../core/tenant.js';
import { badRequest, forbidden, HttpError, notFound } from '../../core/errors.js';
import { channelData } from '../../core/data/channel-data.js';
import { organizationExists } from '../../core/data/network-data.js';
import { taskData } from '../../core/data/task-data.js';
import { tenantData } from '../../core/data/tenant-data.js';
import { isOperatorStaff } from '../../core/tickets/operator.js';
import { ticketSystem, TicketSystemError } from '../../core/tickets/index.js';
import { notifyTaskAssigned } from '../../core/domain/notifications.js';
import { logger } from '../../core/logger.js';

type Payload<T extends UserCommand['type']> = Extract<UserCommand, { type: T }>['payload'];

async function displayNameOf(tenant: TenantContext): Promise<string> {
  const user = await tenantData(tenant.orgId).user(tenant.userId);
  return [user?.firstName, user?.lastName].filter(Boolean).join(' ');
}

const created = (taskId: string) => ({ id: taskId, taskId, res: { id: taskId, taskId } });

/**
 * The ticket goes to the stage's ticket system. A member files for the organization they work in, as
 * themselves (the requester e-mail is the verified one); provider staff may file for any organization
 * and name the requester.
 */
export async function createTicket(tenant: TenantContext, payload: Payload<'createTicket'>) {
  const operator = await isOperatorStaff(tenant);
  if (!operator && payload.orgId !== tenant.activeOrgId) throw forbidden();
  if (operator && !(await organizationExists(payload.orgId))) throw notFound('Resource is not found');
  try {
    const ticket = await ticketSystem().createTicket({
      ...payload,
      requesterEmail: operator ? payload.requesterEmail : tenant.email,
    });
    return { id: ticket.id, res: { id: ticket.id, url: ticket.url } };
  } catch (error) {
    if (error instanceof TicketSystemError) throw new HttpError(502, error.message);
    throw error;
  }
}

/** A support task of the caller, in the organization they work in. */
export async function createSupportTask(tenant: TenantContext, payload: Payload<'createSupportTask'>) {
  const { taskId } = await taskData(tenant.activeOrgId).createTask({
    kind: 'support-ticket',
    taskTitle: payload.taskTitle,
    comment: payload.comment,
    ticketReferenceUrl: payload.ticketReferenceUrl,
    ownerId: tenant.userId,
    createdBy: tenant.userId,
    createdByEmail: tenant.email,
    createdByName: await displayNameOf(tenant),
    createdByOrgId: tenant.orgId,
  });
  return created(taskId);
}

/**
 * Spec 1 §6 "Staff of the two provider organizations can create support tasks on behalf of another
 * organization, choosing organization, channel and assignee email." The task is the organization's; it
 * shows in the assignee's /tasks (by user id once the e-mail belongs to a user of that organization).
 */
export async function createSupportTaskForOtherOrg(
  tenant: TenantContext,
  payload: Payload<'createSupportTaskForOtherOrg'>,
) {
  if (!(await isOperatorStaff(tenant))) throw forbidden();
  if (!(await organizationExists(payload.orgId))) throw notFound('Resource is not found');
  if (payload.channelId) {
    const channel = await channelData(payload.orgId).channel(payload.channelId);
    if (!channel || channel.status === 'archived') {
      throw badRequest('The channel is not available', [
        { path: 'payload.channelId', message: 'The channel is not available' },
      ]);
    }
  }
  const assignee = await tenantData(payload.orgId).userByEmail(payload.assigneeEmail);
  const { taskId } = await taskData(payload.orgId).createTask({
    kind: 'support-ticket',
    taskTitle: payload.taskTitle,
    comment: payload.comment,
    ticketReferenceUrl: payload.ticketReferenceUrl,
    channelId: payload.channelId,
    assigneeEmail: payload.assigneeEmail,
    ownerId: assignee?.userId ?? `email:${payload.assigneeEmail}`,
    createdBy: tenant.userId,
    createdByEmail: tenant.email,
    createdByName: await displayNameOf(tenant),
    createdByOrgId: tenant.orgId,
  });
  // A task assigned to a user: they are notified (and their open pages refetch) in their organization.
  if (assignee) {
    await notifyTaskAssigned(
      payload.orgId,
      { taskId, title: payload.taskTitle, ...(payload.channelId ? { channelId: payload.channelId } : {}) },
      [assignee.userId],
    ).catch((error: unknown) =>
      // The task stands even if the notice cannot be written; the assignee still finds it in /tasks.
      logger.warn('task-assigned notification failed', { taskId, error: (error as Error).message }),
    );
  }
  return created(taskId);
}

/** Spec 1 §4 "Assisted search: … creates a task" (subtype assisted-search), owned by the caller. */
export async function createAssistedSearchTask(
  tenant: TenantContext,
  payload: Payload<'createAssistedSearchTask'>,
) {
  const { taskId } = await taskData(tenant.activeOrgId).createTask({
    kind: 'assisted-search',
    taskTitle: payload.taskTitle,
    ownerId: tenant.userId,
    createdBy: tenant.userId,
    createdByEmail: tenant.email,
    createdByName: await displayNameOf(tenant),
    createdByOrgId: tenant.orgId,
  });
  return created(taskId);
}
