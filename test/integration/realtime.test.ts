/**
 * The WebSocket API on the local gateway (ws://…/ws) with real tokens from cognito-local, the real
 * `$connect` authorizer and handlers, DynamoDB Local, and push.ts posting through the gateway's
 * `@connections` endpoint with the AWS SDK (design.md §7).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  ApiGatewayManagementApiClient,
  GetConnectionCommand,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { pushToUsers, closeConnection } from '../../functions/core/domain/push.js';
import { realtimeData } from '../../functions/core/data/realtime-data.js';
import { connectRealtime, type RealtimeMessage, type SocketLike } from '../../web/src/lib/realtime.js';
import { decodeJwt, platform, signIn, waitUntil } from './helpers/index.js';

const PASSWORD = 'Passw0rd!';

interface Caller {
  token: string;
  userId: string;
  orgId: string;
}

async function caller(email: string, orgId: string): Promise<Caller> {
  const { idToken } = await signIn(email, PASSWORD, orgId);
  return { token: idToken, userId: String(decodeJwt(idToken).sub), orgId };
}

function wsUrl(query: Record<string, string | undefined>): string {
  const url = new URL(platform().urls.websocket);
  for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, v);
  return url.toString();
}

/** Opens a socket; resolves with it, or rejects with the HTTP status the upgrade was refused with. */
function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

/** Collects the text frames a socket receives. */
function inbox(ws: WebSocket): RealtimeMessage[] {
  const received: RealtimeMessage[] = [];
  ws.on('message', (data) => received.push(JSON.parse(String(data)) as RealtimeMessage));
  return received;
}

let member: Caller;
let admin: Caller;
let globex: Caller;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  [member, admin, globex] = await Promise.all([
    caller('member@acme.test', 'acme'),
    caller('admin@acme.test', 'acme'),
    caller('admin@globex.test', 'globex'),
  ]);
});

afterAll(() => {
  for (const ws of sockets) ws.terminate();
});

const connect = async (c: Caller) => {
  const ws = await open(wsUrl({ token: c.token, userId: c.userId, orgId: c.orgId }));
  sockets.push(ws);
  return ws;
};

describe('$connect is authenticated with the REST tenant rules', () => {
  it('refuses a connection without a token (401)', async () => {
    await expect(open(wsUrl({ userId: member.userId, orgId: 'acme' }))).rejects.toThrow('HTTP 401');
  });

  it('refuses a forged or garbage token (401)', async () => {
    const [h, p] = member.token.split('.');
    const forged = `${h}.${p}.${Buffer.from('not the signature').toString('base64url')}`;
    await expect(open(wsUrl({ token: forged, userId: member.userId, orgId: 'acme' }))).rejects.toThrow(
      'HTTP 401',
    );
    await expect(open(wsUrl({ token: 'garbage', userId: member.userId, orgId: 'acme' }))).rejects.toThrow(
      'HTTP 401',
    );
  });

  it("refuses another tenant's token for acme's user or organization (403)", async () => {
    // globex's valid token, claiming to be acme's member in acme
    await expect(open(wsUrl({ token: globex.token, userId: member.userId, orgId: 'acme' }))).rejects.toThrow(
      'HTTP 403',
    );
    // globex's own user, but naming acme as the organization
    await expect(open(wsUrl({ token: globex.token, userId: globex.userId, orgId: 'acme' }))).rejects.toThrow(
      'HTTP 403',
    );
    // acme's token naming another acme user
    await expect(open(wsUrl({ token: member.token, userId: admin.userId, orgId: 'acme' }))).rejects.toThrow(
      'HTTP 403',
    );
  });

  it('accepts the own token with the own userId and orgId, and stores the connection with a TTL', async () => {
    const before = Math.floor(Date.now() / 1000);
    await connect(member);
    const { connections } = await realtimeData('acme').connectionsOf([member.userId]);
    expect(connections.length).toBeGreaterThanOrEqual(1);
    const stored = await realtimeData('acme').connection(member.userId, connections[0]!.connectionId);
    expect(stored?.expiresAt).toBeGreaterThan(before + 2 * 60 * 60);
  });
});

describe('routes of an open connection', () => {
  it('answers the keep-alive silently and an unknown action with API Gateway\'s "Forbidden" frame', async () => {
    const ws = await connect(member);
    const received = inbox(ws);
    ws.send(JSON.stringify({ action: 'keepAlive' }));
    ws.send(JSON.stringify({ action: 'somethingElse' }));
    await waitUntil(() => received.length > 0, { ms: 5_000, label: 'the Forbidden frame' });
    await new Promise((r) => setTimeout(r, 200));
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ message: 'Forbidden' });
  });

  it('removes the connection on $disconnect', async () => {
    const ws = await connect(admin);
    const { connections: open1 } = await realtimeData('acme').connectionsOf([admin.userId]);
    ws.close();
    await waitUntil(() => ws.readyState === WebSocket.CLOSED);
    const ids = open1.map((c) => c.connectionId);
    let remaining = ids.length;
    await waitUntil(
      () => {
        void realtimeData('acme')
          .connectionsOf([admin.userId])
          .then(
            ({ connections }) => (remaining = connections.filter((c) => ids.includes(c.connectionId)).length),
          );
        return remaining < ids.length;
      },
      { ms: 5_000, label: 'the connection item to be deleted' },
    );
  });
});

describe('push (pushToUsers through @connections)', () => {
  it('reaches only the intended users of the intended organization', async () => {
    const memberWs = await connect(member);
    const adminWs = await connect(admin);
    const globexWs = await connect(globex);
    const [toMember, toAdmin, toGlobex] = [inbox(memberWs), inbox(adminWs), inbox(globexWs)];

    const result = await pushToUsers('acme', [member.userId], { type: 'REFETCH_NOTIFICATIONS' });
    expect(result.delivered).toBeGreaterThanOrEqual(1);
    await waitUntil(() => toMember.length === 1, { ms: 5_000, label: 'the member to receive the push' });
    expect(toMember[0]).toEqual({ type: 'REFETCH_NOTIFICATIONS' });

    // acme's member id pushed in globex's organization reaches nobody
    expect(await pushToUsers('globex', [member.userId], { type: 'X' })).toMatchObject({ delivered: 0 });
    await new Promise((r) => setTimeout(r, 300));
    // Transcoding progress of another file's upload may reach the admin (its author): not this push.
    expect(toAdmin.filter((m) => m.type !== 'TRANSCODING_STATUS')).toEqual([]);
    expect(toGlobex).toEqual([]);
    expect(toMember).toHaveLength(1);
  });

  it('deletes a connection that answers 410 Gone', async () => {
    const data = realtimeData('acme');
    await data.addConnection(admin.userId, 'Z29uZUNvbm5lY3Rpb24=');
    const result = await pushToUsers('acme', [admin.userId], { type: 'REFETCH_NOTIFICATIONS' });
    expect(result.gone).toBe(1);
    expect(await data.connection(admin.userId, 'Z29uZUNvbm5lY3Rpb24=')).toBeNull();
  });
});

describe('the web client (web/src/lib/realtime.ts) against the local API', () => {
  it('reconnects after the connection is dropped and receives the next message', async () => {
    const received: RealtimeMessage[] = [];
    const opens: boolean[] = [];
    const client = connectRealtime({
      url: platform().urls.websocket,
      getToken: async () => member.token,
      onMessage: (m) => received.push(m),
      onOpen: ({ reconnected }) => opens.push(reconnected),
      createSocket: (url) => {
        const ws = new WebSocket(url);
        sockets.push(ws);
        return ws as unknown as SocketLike;
      },
      backoff: { baseMs: 100, maxMs: 1_000 },
    });
    try {
      await waitUntil(() => opens.length === 1, { ms: 5_000, label: 'the first connection' });
      const { connections } = await realtimeData('acme').connectionsOf([member.userId]);
      // The server drops every connection of the member (DeleteConnection through @connections).
      await Promise.all(connections.map((c) => closeConnection(c.connectionId)));
      await waitUntil(() => opens.length === 2, { ms: 10_000, label: 'the reconnect' });
      expect(opens).toEqual([false, true]);

      await pushToUsers('acme', [member.userId], { type: 'REFETCH_NOTIFICATIONS', payload: { n: 2 } });
      await waitUntil(() => received.length >= 1, { ms: 5_000, label: 'the message after the reconnect' });
      expect(received).toContainEqual({ type: 'REFETCH_NOTIFICATIONS', payload: { n: 2 } });
    } finally {
      client.close();
    }
  });
});

describe('@connections requires IAM (SigV4 with the platform credentials), as API Gateway does', () => {
  /** A fresh connection of globex's admin and its id (found as the one that was not there before). */
  async function openConnection(): Promise<{ ws: WebSocket; id: string; received: RealtimeMessage[] }> {
    const before = new Set(
      (await realtimeData('globex').connectionsOf([globex.userId])).connections.map((c) => c.connectionId),
    );
    const ws = await connect(globex);
    const received = inbox(ws);
    const after = (await realtimeData('globex').connectionsOf([globex.userId])).connections;
    const id = after.map((c) => c.connectionId).find((c) => !before.has(c));
    if (!id) throw new Error('the new connection was not stored');
    return { ws, id, received };
  }

  const managementClient = (config: { secret?: string; clockOffsetMs?: number } = {}) =>
    new ApiGatewayManagementApiClient({
      endpoint: platform().env.WEBSOCKET_CONNECTIONS_URL,
      region: platform().env.AWS_REGION,
      credentials: {
        accessKeyId: platform().env.AWS_ACCESS_KEY_ID as string,
        secretAccessKey: config.secret ?? (platform().env.AWS_SECRET_ACCESS_KEY as string),
      },
      ...(config.clockOffsetMs ? { systemClockOffset: config.clockOffsetMs } : {}),
      maxAttempts: 1,
    });

  async function refusal(promise: Promise<unknown>): Promise<{ status?: number; message?: string }> {
    try {
      await promise;
    } catch (error) {
      const e = error as { message?: string; $metadata?: { httpStatusCode?: number } };
      return { status: e.$metadata?.httpStatusCode, message: e.message };
    }
    throw new Error('the call was accepted');
  }

  it('the handlers reach it at the stage URL, as in the cloud (signed pushes above go through it)', () => {
    expect(platform().env.WEBSOCKET_CONNECTIONS_URL).toBe(`${platform().urls.api}/local`);
  });

  it('refuses unsigned POST, GET and DELETE with "Missing Authentication Token" and does nothing', async () => {
    const { ws, id, received } = await openConnection();
    for (const base of [`${platform().urls.api}/local`, platform().urls.api]) {
      const url = `${base}/@connections/${encodeURIComponent(id)}`;
      for (const method of ['POST', 'GET', 'DELETE']) {
        const res = await fetch(url, { method, ...(method === 'POST' ? { body: '{"type":"X"}' } : {}) });
        expect(res.status, `${method} ${url}`).toBe(403);
        expect(res.headers.get('x-amzn-errortype')).toBe('MissingAuthenticationTokenException');
        expect(await res.json()).toEqual({ message: 'Missing Authentication Token' });
      }
    }
    // A member's bearer token is no IAM signature either.
    const bearer = await fetch(`${platform().urls.api}/local/@connections/${encodeURIComponent(id)}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${globex.token}` },
      body: '{"type":"X"}',
    });
    expect(bearer.status).toBe(403);
    expect(((await bearer.json()) as { message: string }).message).toMatch(
      /^Authorization header requires 'Credential' parameter/,
    );
    await new Promise((r) => setTimeout(r, 200));
    expect(received).toEqual([]);
    expect(ws.readyState).toBe(WebSocket.OPEN);
  });

  it('refuses a signature made with another secret, or 10 minutes off the clock', async () => {
    const { ws, id, received } = await openConnection();
    const wrong = managementClient({ secret: 'not-the-local-secret' });
    expect(
      await refusal(wrong.send(new PostToConnectionCommand({ ConnectionId: id, Data: '{"type":"X"}' }))),
    ).toEqual({
      status: 403,
      message: expect.stringMatching(
        /^The request signature we calculated does not match the signature you provided/,
      ),
    });
    const late = managementClient({ clockOffsetMs: -10 * 60_000 });
    expect(await refusal(late.send(new GetConnectionCommand({ ConnectionId: id })))).toEqual({
      status: 403,
      message: expect.stringMatching(/^Signature expired: /),
    });
    wrong.destroy();
    late.destroy();
    await new Promise((r) => setTimeout(r, 200));
    expect(received).toEqual([]);
    expect(ws.readyState).toBe(WebSocket.OPEN);
  });

  it('accepts the signed SDK calls through the stage prefix; a message over 128 KB is 413', async () => {
    const { id, received } = await openConnection();
    const client = managementClient();
    const info = await client.send(new GetConnectionCommand({ ConnectionId: id }));
    expect(info).toMatchObject({
      ConnectedAt: expect.any(Date),
      LastActiveAt: expect.any(Date),
      Identity: { SourceIp: '127.0.0.1', UserAgent: expect.any(String) },
    });
    // Exactly 128 KB is allowed; one byte more is API Gateway's PayloadTooLargeException.
    const frame = (size: number) => JSON.stringify({ type: 'X', payload: 'x'.repeat(size - 25) });
    expect(frame(128 * 1024)).toHaveLength(128 * 1024);
    await client.send(new PostToConnectionCommand({ ConnectionId: id, Data: frame(128 * 1024) }));
    expect(
      await refusal(
        client.send(new PostToConnectionCommand({ ConnectionId: id, Data: frame(128 * 1024 + 1) })),
      ),
    ).toMatchObject({ status: 413 });
    await waitUntil(() => received.length === 1, { ms: 5_000, label: 'the 128 KB message' });
    await new Promise((r) => setTimeout(r, 200));
    expect(received).toHaveLength(1);
    client.destroy();
  });
});
