/**
 * Who may read a ticket (issue 9 point 11): its requester (the ticket is for the organization they
 * work in and names their verified e-mail) and operator staff. For anyone else it does not exist: a
 * 404, never a 403, so ticket ids cannot be probed.
 */
import { HttpError, notFound } from '../http/errors.js';
import type { TenantContext } from '../http/tenant.js';
import { isOperatorStaff } from './operator.js';
import {
  ticketSystem,
  TicketSystemError,
  type TicketDetail,
  type TicketSummary,
} from '../domain/tickets/index.js';

export function isRequester(tenant: TenantContext, ticket: Pick<TicketSummary, 'orgId' | 'requesterEmail'>) {
  return (
    ticket.orgId !== '' &&
    ticket.orgId === tenant.activeOrgId &&
    ticket.requesterEmail !== '' &&
    ticket.requesterEmail.toLowerCase() === tenant.email.toLowerCase()
  );
}

/** A call to the ticket system; its failures are a 502 with its message. */
export async function throughTicketSystem<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof TicketSystemError) throw new HttpError(502, error.message);
    throw error;
  }
}

/** The ticket if the caller may read it, and whether they are its requester; else 404. */
export async function readableTicket(
  tenant: TenantContext,
  ticketId: string,
): Promise<{ ticket: TicketDetail; requester: boolean }> {
  const ticket = await throughTicketSystem(() => ticketSystem().getTicket(ticketId));
  if (!ticket) throw notFound();
  const requester = isRequester(tenant, ticket);
  if (!requester && !(await isOperatorStaff(tenant))) throw notFound();
  return { ticket, requester };
}
