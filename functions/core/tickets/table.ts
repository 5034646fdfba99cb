/**
 * The local ticket system: tickets stored in the table (entity localTicket) and listed, newest first,
 * for provider staff on the operational tasks page. Used on the local platform (TICKET_SYSTEM=table).
 */
import { randomUUID } from 'node:crypto';
import { getEntities } from '../data/entities/index.js';
import type { CreatedTicket, NewTicket, TicketSummary, TicketSystem } from './ticket-system.js';

/** The operational tasks page shows the ticket with this anchor. */
export const localTicketUrl = (ticketId: string) => `/admin/operationalTasks#ticket-${ticketId}`;

export function tableTicketSystem(): TicketSystem {
  return {
    name: 'table',
    async createTicket(ticket: NewTicket): Promise<CreatedTicket> {
      const ticketId = `T-${randomUUID().slice(0, 8).toUpperCase()}`;
      await getEntities()
        .localTicket.create({ ...ticket, ticketId, status: 'new', createdAt: new Date().toISOString() })
        .go();
      return { id: ticketId, url: localTicketUrl(ticketId) };
    },
    async listTickets(limit: number): Promise<TicketSummary[]> {
      const { data } = await getEntities().localTicket.query.byCreated({}).go({ order: 'desc', limit });
      return data.map((t) => ({
        id: t.ticketId,
        url: localTicketUrl(t.ticketId),
        orgId: t.orgId,
        subject: t.subject,
        requesterName: t.requesterName,
        requesterEmail: t.requesterEmail,
        status: t.status ?? 'new',
        createdAt: t.createdAt,
      }));
    },
  };
}
