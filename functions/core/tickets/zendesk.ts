/**
 * The Zendesk adapter of the ticket system port (Zendesk Support API v2). Configured per stage:
 * ZENDESK_BASE_URL (https://<subdomain>.zendesk.com), the API user and token either from a Secrets
 * Manager secret (ZENDESK_SECRET_ARN, JSON `{ "email": …, "apiToken": … }`) or, for tests, from
 * ZENDESK_EMAIL / ZENDESK_API_TOKEN; ZENDESK_PHONE_FIELD_ID names the custom ticket field for the phone.
 */
import {
  TicketSystemError,
  type CreatedTicket,
  type NewTicket,
  type TicketSummary,
  type TicketSystem,
} from './ticket-system.js';

export interface ZendeskCredentials {
  email: string;
  apiToken: string;
}

export interface ZendeskConfig {
  baseUrl: string;
  /** Resolved lazily (and once) so a cold start does not read the secret before it is needed. */
  credentials: () => Promise<ZendeskCredentials>;
  phoneFieldId?: number;
  fetch?: typeof fetch;
}

/** Zendesk's API-token authentication: Basic base64("{email}/token:{apiToken}"). */
export function zendeskAuthHeader(credentials: ZendeskCredentials): string {
  return `Basic ${Buffer.from(`${credentials.email}/token:${credentials.apiToken}`).toString('base64')}`;
}

/** Organizations travel as a ticket tag (`org_<orgId>`), so listed tickets name their organization. */
const ORG_TAG_PREFIX = 'org_';

/** The request body of POST /api/v2/tickets.json for a support ticket. */
export function zendeskTicketBody(ticket: NewTicket, phoneFieldId?: number) {
  const phone = ticket.phoneNumber.trim();
  const body = phone && phoneFieldId === undefined ? `${ticket.body}\n\nPhone: ${phone}` : ticket.body;
  return {
    ticket: {
      subject: ticket.subject,
      comment: { body },
      requester: { name: ticket.requesterName, email: ticket.requesterEmail },
      tags: [`${ORG_TAG_PREFIX}${ticket.orgId}`],
      ...(phone && phoneFieldId !== undefined ? { custom_fields: [{ id: phoneFieldId, value: phone }] } : {}),
    },
  };
}

interface ZendeskTicket {
  id: number;
  subject?: string;
  status?: string;
  created_at?: string;
  tags?: string[];
  via?: { source?: { from?: { name?: string; address?: string } } };
}

export function zendeskTicketSystem(config: ZendeskConfig): TicketSystem {
  const base = config.baseUrl.replace(/\/+$/, '');
  const doFetch = config.fetch ?? fetch;
  const agentUrl = (id: number | string) => `${base}/agent/tickets/${id}`;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const credentials = await config.credentials();
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: {
          Authorization: zendeskAuthHeader(credentials),
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new TicketSystemError(`The ticket system cannot be reached: ${(error as Error).message}`);
    }
    const text = await response.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: reported below by status.
    }
    if (!response.ok) {
      const detail =
        (json as { description?: string; error?: string } | undefined)?.description ??
        (json as { error?: string } | undefined)?.error ??
        response.statusText;
      throw new TicketSystemError(`The ticket system refused the request: ${detail}`, response.status);
    }
    return json;
  }

  return {
    name: 'zendesk',
    async createTicket(ticket: NewTicket): Promise<CreatedTicket> {
      const answer = (await call(
        'POST',
        '/api/v2/tickets.json',
        zendeskTicketBody(ticket, config.phoneFieldId),
      )) as { ticket?: { id?: number } } | undefined;
      const id = answer?.ticket?.id;
      if (typeof id !== 'number')
        throw new TicketSystemError('The ticket system answered without a ticket id');
      return { id: String(id), url: agentUrl(id) };
    },
    async listTickets(limit: number): Promise<TicketSummary[]> {
      const query = new URLSearchParams({
        sort_by: 'created_at',
        sort_order: 'desc',
        per_page: String(Math.min(Math.max(limit, 1), 100)),
      });
      const answer = (await call('GET', `/api/v2/tickets.json?${query.toString()}`)) as
        { tickets?: ZendeskTicket[] } | undefined;
      return (answer?.tickets ?? []).map((t) => ({
        id: String(t.id),
        url: agentUrl(t.id),
        orgId:
          (t.tags ?? []).find((tag) => tag.startsWith(ORG_TAG_PREFIX))?.slice(ORG_TAG_PREFIX.length) ?? '',
        subject: t.subject ?? '',
        requesterName: t.via?.source?.from?.name ?? '',
        requesterEmail: t.via?.source?.from?.address ?? '',
        status: t.status ?? '',
        createdAt: t.created_at ?? '',
      }));
    },
  };
}
