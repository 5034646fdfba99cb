/**
 * The Zendesk adapter against a local HTTP double that checks every request it receives: method, path,
 * Basic API-token authentication, content type and the JSON body Zendesk's API expects.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TicketSystemError } from './ticket-system.js';
import { zendeskAuthHeader, zendeskTicketSystem } from './zendesk.js';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

const CREDENTIALS = { email: 'support@tubes.dev', apiToken: 'tok-123' };
let server: Server;
let baseUrl = '';
let received: Received[] = [];
type Answer = { status: number; body: unknown };
/** What the double answers: one answer for every request, or one per request (method + path). */
let answer: Answer | ((method: string, url: string) => Answer) = { status: 201, body: {} };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      // The double behaves like Zendesk: no valid token, no ticket.
      if (req.headers.authorization !== zendeskAuthHeader(CREDENTIALS)) {
        res.writeHead(401, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: "Couldn't authenticate you" }));
        return;
      }
      const { status, body: json } =
        typeof answer === 'function' ? answer(req.method ?? '', req.url ?? '') : answer;
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received = [];
});

const ticket = {
  orgId: 'acme',
  subject: 'Cannot play videos',
  body: 'The player stays black.',
  requesterName: 'Martin Meyer',
  requesterEmail: 'member@acme.test',
  phoneNumber: '12345678',
};

describe('Zendesk adapter', () => {
  it('POSTs /api/v2/tickets.json with subject, comment body, requester and the phone custom field', async () => {
    answer = { status: 201, body: { ticket: { id: 4711, subject: ticket.subject } } };
    const system = zendeskTicketSystem({
      baseUrl: `${baseUrl}/`,
      credentials: async () => CREDENTIALS,
      phoneFieldId: 360001,
    });
    const created = await system.createTicket(ticket);
    expect(created).toEqual({ id: '4711', url: `${baseUrl}/agent/tickets/4711` });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/v2/tickets.json');
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from('support@tubes.dev/token:tok-123').toString('base64')}`,
    );
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      ticket: {
        subject: 'Cannot play videos',
        comment: { body: 'The player stays black.' },
        requester: { name: 'Martin Meyer', email: 'member@acme.test' },
        tags: ['org_acme'],
        custom_fields: [{ id: 360001, value: '12345678' }],
      },
    });
  });

  it('without a phone field the phone goes into the comment; no phone, no field', async () => {
    answer = { status: 201, body: { ticket: { id: 1 } } };
    const system = zendeskTicketSystem({ baseUrl, credentials: async () => CREDENTIALS });
    await system.createTicket(ticket);
    await system.createTicket({ ...ticket, phoneNumber: '' });
    const [withPhone, withoutPhone] = received.map(
      (r) => JSON.parse(r.body) as { ticket: Record<string, unknown> },
    );
    expect(withPhone?.ticket.comment).toEqual({ body: 'The player stays black.\n\nPhone: 12345678' });
    expect(withPhone?.ticket).not.toHaveProperty('custom_fields');
    expect(withoutPhone?.ticket.comment).toEqual({ body: 'The player stays black.' });
  });

  it("reports Zendesk's refusal as a TicketSystemError with its status", async () => {
    const system = zendeskTicketSystem({
      baseUrl,
      credentials: async () => ({ ...CREDENTIALS, apiToken: 'wrong' }),
    });
    const failure = await system.createTicket(ticket).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(TicketSystemError);
    expect((failure as TicketSystemError).status).toBe(401);
    expect((failure as Error).message).toContain("Couldn't authenticate you");
  });

  it('an unreachable system is a TicketSystemError too', async () => {
    const system = zendeskTicketSystem({
      baseUrl: 'http://127.0.0.1:9',
      credentials: async () => CREDENTIALS,
    });
    await expect(system.createTicket(ticket)).rejects.toBeInstanceOf(TicketSystemError);
  });

  it('lists the latest tickets newest first with their organization from the tag', async () => {
    answer = {
      status: 200,
      body: {
        tickets: [
          {
            id: 9,
            subject: 'Help',
            status: 'open',
            created_at: '2026-01-02T10:00:00Z',
            tags: ['vip', 'org_globex'],
            via: { source: { from: { name: 'Gustav', address: 'admin@globex.test' } } },
          },
        ],
      },
    };
    const system = zendeskTicketSystem({ baseUrl, credentials: async () => CREDENTIALS });
    expect(await system.listTickets(20)).toEqual([
      {
        id: '9',
        url: `${baseUrl}/agent/tickets/9`,
        orgId: 'globex',
        subject: 'Help',
        requesterName: 'Gustav',
        requesterEmail: 'admin@globex.test',
        status: 'open',
        createdAt: '2026-01-02T10:00:00Z',
      },
    ]);
    expect(received[0]?.method).toBe('GET');
    expect(received[0]?.url).toBe('/api/v2/tickets.json?sort_by=created_at&sort_order=desc&per_page=20');
  });

  it('reads one ticket with its public comments, the requester from the sideloaded users', async () => {
    answer = (method, url) => {
      if (url === '/api/v2/tickets/4711.json?include=users') {
        return {
          status: 200,
          body: {
            ticket: {
              id: 4711,
              subject: 'Cannot play videos',
              status: 'pending',
              created_at: '2026-01-02T10:00:00Z',
              tags: ['org_acme'],
              requester_id: 11,
            },
            users: [{ id: 11, name: 'Martin Meyer', email: 'Member@Acme.test' }],
          },
        };
      }
      if (url === '/api/v2/tickets/4711/comments.json?include=users&sort_order=asc&per_page=100') {
        return {
          status: 200,
          body: {
            comments: [
              { id: 1, author_id: 11, body: 'The player stays black.', public: true, created_at: 'a' },
              { id: 2, author_id: 22, body: 'Customer is on an old browser', public: false, created_at: 'b' },
              { id: 3, author_id: 22, body: 'Please update Chrome.', public: true, created_at: 'c' },
            ],
            users: [
              { id: 11, name: 'Martin Meyer' },
              { id: 22, name: 'Agent Anna' },
            ],
          },
        };
      }
      return { status: 404, body: { error: 'RecordNotFound', description: `Not found: ${method} ${url}` } };
    };
    const system = zendeskTicketSystem({ baseUrl, credentials: async () => CREDENTIALS });
    expect(await system.getTicket('4711')).toEqual({
      id: '4711',
      url: `${baseUrl}/agent/tickets/4711`,
      orgId: 'acme',
      subject: 'Cannot play videos',
      requesterName: 'Martin Meyer',
      requesterEmail: 'member@acme.test',
      status: 'pending',
      createdAt: '2026-01-02T10:00:00Z',
      // The internal note (public: false) never reaches the requester.
      messages: [
        {
          id: '1',
          author: 'requester',
          authorName: 'Martin Meyer',
          body: 'The player stays black.',
          createdAt: 'a',
        },
        {
          id: '3',
          author: 'support',
          authorName: 'Agent Anna',
          body: 'Please update Chrome.',
          createdAt: 'c',
        },
      ],
    });
    expect(received.map((r) => r.method)).toEqual(['GET', 'GET']);
  });

  it('a ticket Zendesk does not have, or an id that is no Zendesk id, is null', async () => {
    answer = { status: 404, body: { error: 'RecordNotFound', description: 'Not found' } };
    const system = zendeskTicketSystem({ baseUrl, credentials: async () => CREDENTIALS });
    expect(await system.getTicket('99')).toBeNull();
    received = [];
    for (const id of ['T-1234', '0', '../users/me', '1.json?x='])
      expect(await system.getTicket(id)).toBeNull();
    // Nothing that is not a ticket number is ever sent to Zendesk.
    expect(received).toEqual([]);
  });

  it('adds a public comment: as the requester (author_id) or as the API user for the support team', async () => {
    answer = (method) =>
      method === 'GET'
        ? { status: 200, body: { ticket: { id: 7, requester_id: 11, tags: ['org_acme'] }, users: [] } }
        : { status: 200, body: { ticket: { id: 7 } } };
    const system = zendeskTicketSystem({ baseUrl, credentials: async () => CREDENTIALS });
    await system.addMessage('7', {
      author: 'requester',
      authorName: 'Martin',
      authorEmail: 'member@acme.test',
      body: 'Still black.',
    });
    await system.addMessage('7', {
      author: 'support',
      authorName: 'Sam',
      authorEmail: 'staff@tubes.dev',
      body: 'On it.',
    });
    const puts = received.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => r.url)).toEqual(['/api/v2/tickets/7.json', '/api/v2/tickets/7.json']);
    expect(puts.map((r) => JSON.parse(r.body) as unknown)).toEqual([
      { ticket: { comment: { body: 'Still black.', public: true, author_id: 11 } } },
      { ticket: { comment: { body: 'On it.', public: true } } },
    ]);
  });

  it("its web origin is the configured base URL's", () => {
    const system = zendeskTicketSystem({
      baseUrl: 'https://tubes.zendesk.com/',
      credentials: async () => CREDENTIALS,
    });
    expect(system.webOrigin).toBe('https://tubes.zendesk.com');
  });
});
