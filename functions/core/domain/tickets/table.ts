/**
 * The local ticket system: tickets stored in the table (entity localTicket), listed newest first for
 * provider staff on the operational tasks page, read one by one with their messages on the ticket page.
 * Used on the local platform (TICKET_SYSTEM=table). It has no web app of its own, so its tickets have
 * no external address: the app's ticket page (/support/tickets/{id}) is where they are read.
 */
import { randomUUID } from 'node:crypto';
import { localTickets, type LocalTicket } from '../../data/local-tickets.js';
import type {
  CreatedTicket,
  NewTicket,
  NewTicketMessage,
  TicketDetail,
  TicketSummary,
  TicketSystem,
} from './ticket-system.js';

function summaryOf(t: LocalTicket): TicketSummary {
  return {
    id: t.ticketId,
    url: '',
    orgId: t.orgId,
    subject: t.subject,
    requesterName: t.requesterName,
    requesterEmail: t.requesterEmail,
    status: t.status ?? 'new',
    createdAt: t.createdAt,
  };
}

/**
 * Status after a public message, as a help desk moves it: the support team's first answer opens a new
 * ticket; the requester writing again reopens one that was solved or waiting for them.
 */
export function statusAfterMessage(status: string, author: NewTicketMessage['author']): string {
  if (author === 'support') return status === 'new' ? 'open' : status;
  return status === 'solved' || status === 'pending' ? 'open' : status;
}

export function tableTicketSystem(): TicketSystem {
  const byId = localTickets.byId;
  return {
    name: 'table',
    webOrigin: null,
    async createTicket(ticket: NewTicket): Promise<CreatedTicket> {
      const ticketId = `T-${randomUUID().slice(0, 8).toUpperCase()}`;
      await localTickets.create({ ...ticket, ticketId, status: 'new', createdAt: new Date().toISOString() });
      return { id: ticketId, url: '' };
    },
    async listTickets(limit: number): Promise<TicketSummary[]> {
      return (await localTickets.newest(limit)).map(summaryOf);
    },
    async getTicket(id: string): Promise<TicketDetail | null> {
      const t = await byId(id);
      if (!t) return null;
      return {
        ...summaryOf(t),
        messages: [
          {
            id: `${t.ticketId}-request`,
            author: 'requester',
            authorName: t.requesterName,
            body: t.body,
            createdAt: t.createdAt,
          },
          ...(t.replies ?? []).map((r) => ({
            id: r.messageId,
            author: r.author,
            authorName: r.authorName,
            body: r.body,
            createdAt: r.createdAt,
          })),
        ],
      };
    },
    async addMessage(id: string, message: NewTicketMessage): Promise<void> {
      const t = await byId(id);
      if (!t) throw new Error(`no local ticket ${id}`);
      await localTickets.addReply(
        t,
        { ...message, messageId: randomUUID(), createdAt: new Date().toISOString() },
        statusAfterMessage(t.status ?? 'new', message.author),
      );
    },
  };
}
