/**
 * The local ticket system's tickets (entity localTicket): platform-wide, not of one organization (the
 * provider's staff reads them). How they behave as a ticket system: core/domain/tickets/table.ts.
 */
import type { ItemOf } from './table/model.js';
import type { localTicketModel } from './entities/task.js';
import { getEntities, type Entities } from './entities/index.js';

export type LocalTicket = ItemOf<typeof localTicketModel>;
type NewLocalTicket = Parameters<Entities['localTicket']['create']>[0];
type LocalTicketReply = NonNullable<LocalTicket['replies']>[number];

export const localTickets = {
  async byId(ticketId: string): Promise<LocalTicket | null> {
    return (await getEntities().localTicket.query.byTicketId({ ticketId }).go({ limit: 1 })).data[0] ?? null;
  },
  async create(ticket: NewLocalTicket): Promise<void> {
    await getEntities().localTicket.create(ticket).go();
  },
  /** The newest `limit` tickets, newest first. */
  async newest(limit: number): Promise<LocalTicket[]> {
    return (await getEntities().localTicket.query.byCreated({}).go({ order: 'desc', limit })).data;
  },
  async addReply(ticket: LocalTicket, reply: LocalTicketReply, status: string): Promise<void> {
    await getEntities()
      .localTicket.patch({ createdAt: ticket.createdAt, ticketId: ticket.ticketId })
      .append({ replies: [reply] })
      .set({ status })
      .go();
  },
};
