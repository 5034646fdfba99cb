/**
 * The realtime connection (design.md §7, spec 1 §4 "Notifications"): a WebSocket to the platform's
 * WebSocket API with the spec's query (userId, orgId) plus the ID token, a keep-alive every 60 s, and,
 * because the spec leaves reconnecting open ("reconnect behaviour is not shown"), a robust reconnect:
 * after any drop it waits an exponentially growing delay with jitter (1 s, 2 s, 4 s … capped at 30 s;
 * a random point in the upper half of each step, so many clients dropped together do not return in
 * lockstep), asks for a fresh token each time (the old one may have expired), reconnects at once when
 * the browser comes back online, and tells its owner when a connection is re-established so it can
 * fetch what it missed while offline ("resubscribe").
 */
import { KEEP_ALIVE_ACTION, KEEP_ALIVE_INTERVAL_MS, type RealtimeMessage } from '#shared/domain/realtime';

export type { RealtimeMessage };

/** The subset of the browser's WebSocket the client uses (a fake one in tests). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code: number; reason?: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
export type SocketFactory = (url: string) => SocketLike;

export type RealtimeStatus = 'connecting' | 'open' | 'waiting' | 'closed';

export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
}
export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 1_000, maxMs: 30_000 };

export interface RealtimeOptions {
  /** The WebSocket API (config.json webSocketUrl). */
  url: string;
  /** A current ID token (refreshed by the session as needed); null = not signed in, try again later. */
  getToken: () => Promise<string | null | undefined>;
  /** The user's own organization when the token carries no `custom:orgId`. */
  orgId?: string;
  onMessage: (message: RealtimeMessage) => void;
  /** A connection opened; `reconnected` is true after a drop (fetch what may have been missed). */
  onOpen?: (info: { reconnected: boolean }) => void;
  onStatus?: (status: RealtimeStatus) => void;
  createSocket?: SocketFactory;
  backoff?: BackoffOptions;
  keepAliveMs?: number;
  random?: () => number;
  /** Where 'online' events come from (window in the browser). */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

export interface RealtimeConnection {
  status(): RealtimeStatus;
  /** Stops for good (sign-out, unmount): no reconnect. */
  close(): void;
}

const OPEN = 1;
/** A connection open this long counts as healthy: the next drop starts the backoff from 1 s again. */
export const STABLE_AFTER_MS = 10_000;

/** Delay before reconnect attempt `attempt` (0-based): the upper half of min(max, base·2^attempt). */
export function backoffDelay(attempt: number, backoff: BackoffOptions, random: () => number): number {
  const cap = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(cap / 2 + random() * (cap / 2));
}

/** `sub` and `custom:orgId` of a JWT, read without verifying (the server verifies). */
export function tokenIdentity(token: string): { userId?: string; orgId?: string } {
  try {
    const part = token.split('.')[1] ?? '';
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as Record<string, unknown>;
    return {
      ...(typeof claims.sub === 'string' ? { userId: claims.sub } : {}),
      ...(typeof claims['custom:orgId'] === 'string' ? { orgId: claims['custom:orgId'] } : {}),
    };
  } catch {
    return {};
  }
}

export function realtimeUrl(base: string, token: string, userId: string, orgId: string): string {
  const url = new URL(base);
  url.searchParams.set('userId', userId);
  url.searchParams.set('orgId', orgId);
  url.searchParams.set('token', token);
  return url.toString();
}

function isMessage(value: unknown): value is RealtimeMessage {
  return (
    typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
  );
}

export function connectRealtime(options: RealtimeOptions): RealtimeConnection {
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const keepAliveMs = options.keepAliveMs ?? KEEP_ALIVE_INTERVAL_MS;
  const random = options.random ?? Math.random;
  const createSocket: SocketFactory =
    options.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike);
  let status: RealtimeStatus = 'connecting';
  let socket: SocketLike | null = null;
  let attempt = 0;
  let everOpened = false;
  let openedAt = 0;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let keepAliveTimer: ReturnType<typeof setInterval> | undefined;
  let generation = 0;

  const setStatus = (next: RealtimeStatus) => {
    if (status === next) return;
    status = next;
    options.onStatus?.(next);
  };

  function scheduleReconnect() {
    if (stopped) return;
    clearTimeout(retryTimer);
    setStatus('waiting');
    const delay = backoffDelay(attempt, backoff, random);
    attempt += 1;
    retryTimer = setTimeout(() => void open(), delay);
  }

  async function open() {
    if (stopped) return;
    const mine = ++generation;
    setStatus('connecting');
    let token: string | null | undefined;
    try {
      token = await options.getToken();
    } catch {
      token = null;
    }
    if (stopped || mine !== generation) return;
    const identity = token ? tokenIdentity(token) : {};
    const orgId = identity.orgId ?? options.orgId;
    if (!token || !identity.userId || !orgId) {
      scheduleReconnect();
      return;
    }
    let ws: SocketLike;
    try {
      ws = createSocket(realtimeUrl(options.url, token, identity.userId, orgId));
    } catch {
      scheduleReconnect();
      return;
    }
    socket = ws;
    ws.onopen = () => {
      if (socket !== ws) return;
      const reconnected = everOpened;
      everOpened = true;
      openedAt = Date.now();
      setStatus('open');
      clearInterval(keepAliveTimer);
      keepAliveTimer = setInterval(() => {
        if (ws.readyState === OPEN) ws.send(JSON.stringify({ action: KEEP_ALIVE_ACTION }));
      }, keepAliveMs);
      options.onOpen?.({ reconnected });
    };
    ws.onmessage = (event) => {
      if (socket !== ws || typeof event.data !== 'string') return;
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      // API Gateway's own frames ({ message: 'Forbidden', … }) carry no type.
      if (isMessage(data)) options.onMessage(data);
    };
    ws.onerror = () => undefined; // a close event follows
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      clearInterval(keepAliveTimer);
      if (stopped) return;
      // A connection that held for a while starts the backoff over; one dropped at once keeps growing it.
      if (openedAt > 0 && Date.now() - openedAt >= STABLE_AFTER_MS) attempt = 0;
      openedAt = 0;
      scheduleReconnect();
    };
  }

  const online = () => {
    if (stopped || status !== 'waiting') return;
    clearTimeout(retryTimer);
    attempt = 0;
    void open();
  };
  options.events?.addEventListener('online', online);

  void open();

  return {
    status: () => status,
    close() {
      stopped = true;
      generation += 1;
      clearTimeout(retryTimer);
      clearInterval(keepAliveTimer);
      options.events?.removeEventListener('online', online);
      const ws = socket;
      socket = null;
      ws?.close(1000, 'closed by the client');
      setStatus('closed');
    },
  };
}
