/**
 * Support requests, tickets and assisted search (spec 1 §4 "Support request", "Assisted search"; §7
 * user command types createTicket, createSupportTask, createSupportTaskForOtherOrg,
 * createAssistedSearchTask; "Task creation answers carry taskId, possibly nested under res"), and
 * replies to a ticket (replyToTicket, issue 9).
 */
import type { UserCommand } from '#shared/api/index.js';
import { isTicketSystemUrl, TICKET_LINK_OTHER_HOST } from '#shared/domain/ticket-links.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { badRequest, conflict, forbidden, notFound } from '../../core/http/errors.js';
import { channelData } from '../../core/data/channel-data.js';
import { organizationExists } from '../../core/data/network-data.js';
import { taskData } from '../../core/data/task-data.js';
import { tenantData } from '../../core/data/tenant-data.js';
import { isOperatorStaff } from '../../core/access/operator.js';
import { ticketSystem } from '../../core/domain/tickets/index.js';
import { isRequester, readableTicket, throughTicketSystem } from '../../core/access/tickets.js';
import { notifyTaskAssigned } from '../../core/domain/notifications.js';
import { answerAssistedSearch } from '../../core/domain/assisted-search-answer.js';
import { logger } from '../../core/http/logger.js';

type Payload<T extends UserCommand['type']> = Extract<UserCommand, { type: T }>['payload'];

async function displayNameOf(tenant: TenantContext): Promise<string> {
  const user = await tenantData(tenant.orgId).user(tenant.userId);
  return [user?.firstName, user?.lastName].filter(Boolean).join(' ');
}

/** Who requests a task: the caller, as their own organization knows them. */
async function requesterOf(tenant: TenantContext) {
  return {
    userId: tenant.userId,
    email: tenant.email,
    name: await displayNameOf(tenant),
    orgId: tenant.orgId,
  };
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
  const ticket = await throughTicketSystem(() =>
    ticketSystem().createTicket({
      ...payload,
      requesterEmail: operator ? payload.requesterEmail : tenant.email,
    }),
  );
  return { id: ticket.id, res: { id: ticket.id, url: ticket.url } };
}

/**
 * The ticket a new support task refers to (issue 9 point 6): the server, not the client, decides the
 * link. A `ticketId` is read from the ticket system and must be one the task's owner may read (their
 * own ticket, `mayLink`); the task then keeps its id and the system's own address for it. A bare
 * ticketReferenceUrl (the spec's field; the contract already refused anything but absolute https) is
 * kept only when it is on the configured ticket system's host. Unknown or foreign tickets are a 404.
 */
async function ticketOfTask(
  payload: { ticketReferenceUrl: string; ticketId?: string | undefined },
  mayLink: (ticket: { orgId: string; requesterEmail: string }) => boolean | Promise<boolean>,
): Promise<{ ticketId: string; ticketReferenceUrl: string }> {
  const system = ticketSystem();
  if (payload.ticketReferenceUrl && !isTicketSystemUrl(payload.ticketReferenceUrl, system.webOrigin)) {
    throw badRequest(TICKET_LINK_OTHER_HOST, [
      { path: 'body.payload.ticketReferenceUrl', message: TICKET_LINK_OTHER_HOST },
    ]);
  }
  if (!payload.ticketId) return { ticketId: '', ticketReferenceUrl: payload.ticketReferenceUrl };
  const ticketId = payload.ticketId;
  const ticket = await throughTicketSystem(() => system.getTicket(ticketId));
  if (!ticket || !(await mayLink(ticket))) throw notFound();
  return { ticketId: ticket.id, ticketReferenceUrl: ticket.url };
}

/**
 * A support task of the caller, in the organization they work in. Its ticket must be one the caller
 * may read: their own (or any, for operator staff).
 */
export async function createSupportTask(tenant: TenantContext, payload: Payload<'createSupportTask'>) {
  const ticket = await ticketOfTask(
    payload,
    async (t) => isRequester(tenant, t) || (await isOperatorStaff(tenant)),
  );
  const { taskId } = await taskData(tenant.activeOrgId).createTask({
    subtype: 'support-ticket',
    taskTitle: payload.taskTitle,
    comment: payload.comment,
    ...ticket,
    requester: await requesterOf(tenant),
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
  // The assignee opens the task's ticket, so it must be theirs: that organization's, filed for them.
  const ticket = await ticketOfTask(
    payload,
    (t) =>
      t.orgId === payload.orgId && t.requesterEmail.toLowerCase() === payload.assigneeEmail.toLowerCase(),
  );
  const assignee = await tenantData(payload.orgId).userByEmail(payload.assigneeEmail);
  const { taskId } = await taskData(payload.orgId).createTask({
    subtype: 'support-ticket',
    taskTitle: payload.taskTitle,
    comment: payload.comment,
    ...ticket,
    ...(payload.channelId ? { channelId: payload.channelId } : {}),
    // A user of that organization holds it; an e-mail no user has yet is kept as it was given.
    ...(assignee && assignee.status === 'active'
      ? { assignee: { userId: assignee.userId, email: assignee.email } }
      : { assigneeEmail: payload.assigneeEmail }),
    requester: await requesterOf(tenant),
  });
  // A task assigned to a user: they are notified (and their open pages refetch) in their organization.
  if (assignee && assignee.status === 'active') {
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

/**
 * Spec 1 §4 "Assisted search: … creates a task" (subtype assisted-search), owned by the caller, and the
 * assistant's answer in its chat (issue 13).
 */
export async function createAssistedSearchTask(
  tenant: TenantContext,
  payload: Payload<'createAssistedSearchTask'>,
) {
  const tasks = taskData(tenant.activeOrgId);
  const { taskId } = await tasks.createTask({
    subtype: 'assisted-search',
    taskTitle: payload.taskTitle,
    requester: await requesterOf(tenant),
  });
  // Answered before the reply: the page the requester lands on 4 s later opens the chat with the answer.
  const task = await tasks.task(taskId);
  if (task) await answerAssistedSearch(tenant, task);
  return created(taskId);
}

/**
 * A public reply to a ticket (issue 9): by its requester, or by operator staff answering as the support
 * team. Whoever may not read the ticket gets 404; a closed ticket takes no more messages.
 */
export async function replyToTicket(tenant: TenantContext, payload: Payload<'replyToTicket'>) {
  const { ticket, requester } = await readableTicket(tenant, payload.ticketId);
  if (ticket.status === 'closed') throw conflict('The ticket is closed');
  // Staff sign their answers with their name; the app marks them as the support team's.
  const authorName = requester ? ticket.requesterName : (await displayNameOf(tenant)) || tenant.email;
  await throughTicketSystem(() =>
    ticketSystem().addMessage(ticket.id, {
      author: requester ? 'requester' : 'support',
      authorName,
      authorEmail: tenant.email,
      body: payload.body,
    }),
  );
  return { id: ticket.id };
}
