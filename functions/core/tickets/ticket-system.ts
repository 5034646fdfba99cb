/**
 * The ticket system port (spec 1 §1 "Support requests go to a ticket system"). Support tickets are
 * created through it (user command createTicket); provider staff list them on the operational tasks
 * page. Adapters: Zendesk's API in the cloud (zendesk.ts), a table-backed system locally (table.ts).
 */

/** Spec 1 §3 "Support ticket: orgId, body, requesterName, requesterEmail, phoneNumber, subject". */
export interface NewTicket {
  orgId: string;
  subject: string;
  body: string;
  requesterName: string;
  requesterEmail: string;
  phoneNumber: string;
}

export interface CreatedTicket {
  /** The ticket system's id. */
  id: string;
  /** Where a person opens the ticket (the support task's ticketReferenceUrl). */
  url: string;
}

export interface TicketSummary {
  id: string;
  url: string;
  orgId: string;
  subject: string;
  requesterName: string;
  requesterEmail: string;
  status: string;
  createdAt: string;
}

export interface TicketSystem {
  readonly name: 'zendesk' | 'table';
  createTicket(ticket: NewTicket): Promise<CreatedTicket>;
  /** The latest tickets, newest first. */
  listTickets(limit: number): Promise<TicketSummary[]>;
}

/** The ticket system could not be reached or refused the ticket (mapped to a 502 by the caller). */
export class TicketSystemError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'TicketSystemError';
  }
}
