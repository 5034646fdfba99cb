import * as api from '#shared/api/endpoints/support.js';
import { httpHandler } from '../core/http/pipeline.js';
import { readableTicket } from '../core/access/tickets.js';

/**
 * GET /query/tickets/{ticketId} (issue 9 point 11): the ticket with its public messages, read through
 * the ticket system, for its requester in the ticket's organization and for operator staff; anyone
 * else (another member, another tenant) gets 404, as for a ticket that does not exist.
 */
export const handler = httpHandler(api.getTicket, async ({ tenant, params }) => {
  const { ticket } = await readableTicket(tenant, params.ticketId);
  return ticket;
});
