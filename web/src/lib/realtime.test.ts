/**
 * The realtime client with a fake socket and fake timers: the spec's query (userId, orgId), the 60 s
 * keep-alive ("socket keep-alive 60 s", spec 1 §9), and the reconnect the spec leaves open: exponential
 * backoff with jitter, a fresh token per attempt, resubscribe (onOpen reconnected) after a drop.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, connectRealtime, STABLE_AFTER_MS, tokenIdentity, type SocketLike } from './realtime';

class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;
  sent: string[] = [];
  closedByClient = false;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closedByClient = true;
    this.readyState = 3;
  }
  // server side
  accept() {
    this.readyState = 1;
    this.onopen?.({});
  }
  push(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

function jwt(claims: Record<string, unknown>): string {
  const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  return `${b64({ alg: 'RS256' })}.${b64(claims)}.sig`;
}

const TOKEN = jwt({ sub: 'user-1', 'custom:orgId': 'acme' });
const URL_BASE = 'ws://localhost:4000/ws';

let sockets: FakeSocket[];
const flush = () => vi.advanceTimersByTimeAsync(0);

function start(overrides: Partial<Parameters<typeof connectRealtime>[0]> = {}) {
  const onMessage = vi.fn();
  const onOpen = vi.fn();
  const getToken = vi.fn(async () => TOKEN);
  const connection = connectRealtime({
    url: URL_BASE,
    getToken,
    onMessage,
    onOpen,
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    random: () => 0.5,
    ...overrides,
  });
  return { connection, onMessage, onOpen, getToken };
}

beforeEach(() => {
  sockets = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('realtime client', () => {
  it('connects with the token and the spec query userId and orgId taken from it', async () => {
    start();
    await flush();
    expect(sockets).toHaveLength(1);
    const url = new URL(sockets[0]!.url);
    expect(url.origin + url.pathname).toBe(URL_BASE);
    expect(url.searchParams.get('userId')).toBe('user-1');
    expect(url.searchParams.get('orgId')).toBe('acme');
    expect(url.searchParams.get('token')).toBe(TOKEN);
  });

  it('sends the keep-alive every 60 s while open, and stops with the connection', async () => {
    const { connection } = start();
    await flush();
    sockets[0]!.accept();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(sockets[0]!.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets[0]!.sent).toEqual([JSON.stringify({ action: 'keepAlive' })]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sockets[0]!.sent).toHaveLength(3);
    connection.close();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(sockets[0]!.sent).toHaveLength(3);
    expect(sockets[0]!.closedByClient).toBe(true);
  });

  it('delivers typed messages and ignores API Gateway frames and garbage', async () => {
    const { onMessage } = start();
    await flush();
    sockets[0]!.accept();
    sockets[0]!.push({ type: 'REFETCH_NOTIFICATIONS' });
    sockets[0]!.push({ message: 'Forbidden', connectionId: 'x' });
    sockets[0]!.push('not json');
    sockets[0]!.push({ type: 'OPEN_AI_OPTIMIZATION_COMPLETED', payload: { videoId: 'v1', type: 'title' } });
    expect(onMessage.mock.calls.map((c) => (c[0] as { type: string }).type)).toEqual([
      'REFETCH_NOTIFICATIONS',
      'OPEN_AI_OPTIMIZATION_COMPLETED',
    ]);
  });

  it('reconnects after a drop with exponential backoff and jitter, then resubscribes', async () => {
    const { onOpen, getToken } = start();
    await flush();
    sockets[0]!.accept();
    expect(onOpen).toHaveBeenLastCalledWith({ reconnected: false });
    sockets[0]!.drop();
    // attempt 0: cap 1 s, random 0.5 → 750 ms
    await vi.advanceTimersByTimeAsync(749);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    // fails immediately: attempt 1 → 1.5 s, attempt 2 → 3 s
    sockets[1]!.drop();
    await vi.advanceTimersByTimeAsync(1_499);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(3);
    sockets[2]!.drop();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(sockets).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(4);
    sockets[3]!.accept();
    expect(onOpen).toHaveBeenLastCalledWith({ reconnected: true });
    // a fresh token for every attempt
    expect(getToken).toHaveBeenCalledTimes(4);
  });

  it('starts the backoff over after a connection that held, and caps it at 30 s', async () => {
    start();
    await flush();
    for (let i = 0; i < 8; i++) {
      sockets.at(-1)!.drop();
      await vi.advanceTimersByTimeAsync(30_000);
    }
    // attempts 0..7: 750, 1500, 3000, 6000, 12000, 22500 (cap 30 s → 15–30 s), 22500, 22500
    expect(backoffDelay(7, { baseMs: 1000, maxMs: 30_000 }, () => 1)).toBe(30_000);
    expect(backoffDelay(7, { baseMs: 1000, maxMs: 30_000 }, () => 0)).toBe(15_000);
    const count = sockets.length;
    sockets.at(-1)!.accept();
    await vi.advanceTimersByTimeAsync(STABLE_AFTER_MS);
    sockets.at(-1)!.drop();
    await vi.advanceTimersByTimeAsync(750);
    expect(sockets).toHaveLength(count + 1);
  });

  it('spreads reconnects of many clients (jitter)', () => {
    const delays = [0, 0.25, 0.5, 0.99].map((r) => backoffDelay(3, { baseMs: 1000, maxMs: 30_000 }, () => r));
    expect(new Set(delays).size).toBe(4);
    for (const d of delays) {
      expect(d).toBeGreaterThanOrEqual(4000);
      expect(d).toBeLessThanOrEqual(8000);
    }
  });

  it('waits without a token and retries; never reconnects after close()', async () => {
    let token: string | null = null;
    const { connection } = start({ getToken: vi.fn(async () => token) });
    await flush();
    expect(sockets).toHaveLength(0);
    token = TOKEN;
    await vi.advanceTimersByTimeAsync(750);
    expect(sockets).toHaveLength(1);
    connection.close();
    sockets[0]!.drop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sockets).toHaveLength(1);
    expect(connection.status()).toBe('closed');
  });

  it('reconnects at once when the browser comes back online', async () => {
    const events = new EventTarget();
    start({ events });
    await flush();
    sockets[0]!.accept();
    sockets[0]!.drop();
    events.dispatchEvent(new Event('online'));
    await flush();
    expect(sockets).toHaveLength(2);
  });

  it('reads sub and custom:orgId from a token without verifying it', () => {
    expect(tokenIdentity(TOKEN)).toEqual({ userId: 'user-1', orgId: 'acme' });
    expect(tokenIdentity('garbage')).toEqual({});
  });
});
