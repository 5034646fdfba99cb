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
  type NewTicketMessage,
  type TicketDetail,
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
  requester_id?: number;
  via?: { source?: { from?: { name?: string; address?: string } } };
}

interface ZendeskUser {
  id: number;
  name?: string;
  email?: string;
}

interface ZendeskComment {
  id: number;
  author_id?: number;
  body?: string;
  public?: boolean;
  created_at?: string;
}

/** Zendesk's ticket ids are positive integers; anything else names no ticket (and is never sent). */
const ZENDESK_ID = /^[1-9][0-9]{0,18}$/;

/** Comments read per ticket: Zendesk's largest page (a ticket with more shows its first 100). */
const COMMENTS_PAGE = 100;

const orgOf = (t: ZendeskTicket) =>
  (t.tags ?? []).find((tag) => tag.startsWith(ORG_TAG_PREFIX))?.slice(ORG_TAG_PREFIX.length) ?? '';

export function zendeskTicketSystem(config: ZendeskConfig): TicketSystem {
  const base = config.baseUrl.replace(/\/+$/, '');
  const doFetch = config.fetch ?? fetch;
  const agentUrl = (id: number | string) => `${base}/agent/tickets/${id}`;

  async function call(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<unknown> {
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

  /** GET of one ticket with its users sideloaded; null for a ticket Zendesk does not have. */
  async function showTicket(id: string): Promise<{ ticket: ZendeskTicket; users: ZendeskUser[] } | null> {
    if (!ZENDESK_ID.test(id)) return null;
    try {
      const answer = (await call('GET', `/api/v2/tickets/${id}.json?include=users`)) as
        { ticket?: ZendeskTicket; users?: ZendeskUser[] } | undefined;
      return answer?.ticket ? { ticket: answer.ticket, users: answer.users ?? [] } : null;
    } catch (error) {
      if (error instanceof TicketSystemError && error.status === 404) return null;
      throw error;
    }
  }

  return {
    name: 'zendesk',
    webOrigin: new URL(base).origin,
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
        orgId: orgOf(t),
        subject: t.subject ?? '',
        requesterName: t.via?.source?.from?.name ?? '',
        requesterEmail: t.via?.source?.from?.address ?? '',
        status: t.status ?? '',
        createdAt: t.created_at ?? '',
      }));
    },
    /**
     * GET /api/v2/tickets/{id}.json and its /comments.json (users sideloaded for names). Only public
     * comments: internal notes are the support team's and never reach the requester. The first comment
     * is the ticket's description (the request).
     */
    async getTicket(id: string): Promise<TicketDetail | null> {
      const shown = await showTicket(id);
      if (!shown) return null;
      const { ticket } = shown;
      const query = new URLSearchParams({
        include: 'users',
        sort_order: 'asc',
        per_page: String(COMMENTS_PAGE),
      });
      const answer = (await call('GET', `/api/v2/tickets/${ticket.id}/comments.json?${query.toString()}`)) as
        { comments?: ZendeskComment[]; users?: ZendeskUser[] } | undefined;
      // Both answers sideload users, with different fields (the comments' may lack the e-mail): merged.
      const users = new Map<number, ZendeskUser>();
      for (const u of [...shown.users, ...(answer?.users ?? [])])
        users.set(u.id, { ...users.get(u.id), ...u });
      const requester = ticket.requester_id === undefined ? undefined : users.get(ticket.requester_id);
      return {
        id: String(ticket.id),
        url: agentUrl(ticket.id),
        orgId: orgOf(ticket),
        subject: ticket.subject ?? '',
        requesterName: requester?.name ?? ticket.via?.source?.from?.name ?? '',
        requesterEmail: (requester?.email ?? ticket.via?.source?.from?.address ?? '').toLowerCase(),
        status: ticket.status ?? '',
        createdAt: ticket.created_at ?? '',
        messages: (answer?.comments ?? [])
          .filter((c) => c.public !== false)
          .map((c) => ({
            id: String(c.id),
            author:
              c.author_id !== undefined && c.author_id === ticket.requester_id ? 'requester' : 'support',
            authorName: (c.author_id !== undefined ? users.get(c.author_id)?.name : undefined) ?? '',
            body: c.body ?? '',
            createdAt: c.created_at ?? '',
          })),
      };
    },
    /**
     * PUT /api/v2/tickets/{id}.json with a public comment. The requester's message is written as the
     * requester (author_id, which an agent's API token may set); the support team's as the API user.
     */
    async addMessage(id: string, message: NewTicketMessage): Promise<void> {
      const shown = await showTicket(id);
      if (!shown) throw new TicketSystemError('The ticket system has no such ticket', 404);
      const authorId = message.author === 'requester' ? shown.ticket.requester_id : undefined;
      await call('PUT', `/api/v2/tickets/${shown.ticket.id}.json`, {
        ticket: {
          comment: {
            body: message.body,
            public: true,
            ...(authorId !== undefined ? { author_id: authorId } : {}),
          },
        },
      });
    },
  };
}
