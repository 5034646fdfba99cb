/**
 * The ticket page's rules (issue 9 point 11): a ticket's status as a label and colour, who may still
 * write to it, and the reply form's check. Statuses are the ticket system's (Zendesk: new, open,
 * pending, hold, solved, closed); one it invents later is shown as it is.
 */
import { TASK_MESSAGE_MAX } from '#shared/api';

export const TICKET_STATUSES = ['new', 'open', 'pending', 'hold', 'solved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_STATUS_COLORS: Record<TicketStatus, string> = {
  new: 'blue',
  open: 'orange',
  pending: 'purple',
  hold: 'gray',
  solved: 'green',
  closed: 'gray',
};

const isKnown = (status: string): status is TicketStatus =>
  (TICKET_STATUSES as readonly string[]).includes(status);

/** The dictionary key and colour of a status; null for one the app does not know (shown raw, grey). */
export function ticketStatusDisplay(
  status: string,
): { key: `ticket-status-${TicketStatus}`; color: string } | null {
  return isKnown(status) ? { key: `ticket-status-${status}`, color: TICKET_STATUS_COLORS[status] } : null;
}

/** A closed ticket takes no more messages (the ticket system refuses them too). */
export function canReply(status: string): boolean {
  return status !== 'closed';
}

export const REPLY_MAX = TASK_MESSAGE_MAX;

export type TicketReplyErrorKey = 'required';

/** Spec 1 §8 "Required fields: "Required"": a reply needs text. */
export function validateReply(body: string): TicketReplyErrorKey | null {
  return body.trim() === '' ? 'required' : null;
}
