/**
 * The ticket system port (spec 1 §1 "Support requests go to a ticket system"). Support tickets are
 * created through it (user command createTicket); provider staff list them on the operational tasks
 * page; a requester reads their own ticket and its messages in the app (GET /tickets/{ticketId}) and
 * replies to it. Adapters: Zendesk's API in the cloud (zendesk.ts), a table-backed system locally
 * (table.ts).
 */
import type { NewTicket, TICKET_AUTHORS } from '#shared/api/index.js';

export type { NewTicket };

export interface CreatedTicket {
  /** The ticket system's id. */
  id: string;
  /**
   * The ticket's address in the ticket system's own web app (the support task's ticketReferenceUrl);
   * empty when the system has none (the local one: its tickets are read in the app).
   */
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

export type TicketAuthor = (typeof TICKET_AUTHORS)[number];

export interface TicketMessage {
  id: string;
  author: TicketAuthor;
  authorName: string;
  body: string;
  createdAt: string;
}

/** A ticket with its public messages, oldest first: the request body, then the replies. */
export interface TicketDetail extends TicketSummary {
  messages: TicketMessage[];
}

export interface NewTicketMessage {
  author: TicketAuthor;
  authorName: string;
  authorEmail: string;
  body: string;
}

export interface TicketSystem {
  readonly name: 'zendesk' | 'table';
  /**
   * The origin of the ticket system's web addresses (Zendesk: `https://<subdomain>.zendesk.com`): a
   * support task's ticketReferenceUrl must be on it. Null when the system has none (the local one).
   */
  readonly webOrigin: string | null;
  createTicket(ticket: NewTicket): Promise<CreatedTicket>;
  /** The latest tickets, newest first. */
  listTickets(limit: number): Promise<TicketSummary[]>;
  /** One ticket with its public messages; null when the system has no ticket of that id. */
  getTicket(id: string): Promise<TicketDetail | null>;
  /** Adds a public message to a ticket (which exists: the caller has just read it). */
  addMessage(id: string, message: NewTicketMessage): Promise<void>;
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
