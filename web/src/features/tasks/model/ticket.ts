/**
 * The ticket page's rules (issue 9 point 11): a ticket's status as a label and colour, who may still
 * write to it, and the reply form's check. Statuses are the ticket system's (Zendesk: new, open,
 * pending, hold, solved, closed); one it invents later is shown as it is.
 */
import { TASK_MESSAGE_MAX } from '#shared/api';

/** The ticket system's statuses the app knows, each with its display colour (one table, so none lacks one). */
export const TICKET_STATUS_COLORS = {
  new: 'blue',
  open: 'orange',
  pending: 'purple',
  hold: 'gray',
  solved: 'green',
  closed: 'gray',
} as const satisfies Record<string, string>;
export type TicketStatus = keyof typeof TICKET_STATUS_COLORS;
export const TICKET_STATUSES = Object.keys(TICKET_STATUS_COLORS) as TicketStatus[];

const isKnown = (status: string): status is TicketStatus => Object.hasOwn(TICKET_STATUS_COLORS, status);

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
