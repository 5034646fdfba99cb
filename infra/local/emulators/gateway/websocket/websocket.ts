/**
 * The local WebSocket API (design.md §1, §7): what API Gateway's WebSocket API does in the cloud, on the
 * local gateway's server. `ws://localhost:4000/ws` runs the same handlers, through the local Lambda
 * runtime, with API-Gateway-shaped events (./events.ts):
 *   upgrade → the `$connect` REQUEST authorizer (401 when it throws 'Unauthorized', 403 on Deny) →
 *   `$connect` (a non-2xx answer refuses the upgrade) → frames routed by `$request.body.action`
 *   (ROUTES; anything else answers API Gateway's "Forbidden" frame) → `$disconnect` on close.
 * The `@connections` management API is ./connections.ts. API Gateway's limits apply: 10 minutes idle,
 * 2 hours per connection, 128 KB per message.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { APIGatewayAuthorizerResult } from 'aws-lambda';
import { WebSocketServer } from 'ws';
import { KEEP_ALIVE_ACTION, LOCAL_WEBSOCKET_PATH } from '#shared/domain/realtime.js';
import type { WebSocketResult } from '../../../../../functions/realtime/events.js';
import { LOCAL_CREDENTIALS, REGION } from '../../../platform/config.js';
import type { LambdaRuntime } from '../../lambda/runtime.js';
import type { SigV4Credentials } from '../../sigv4.js';
import { toContextMap } from '../rest/authorizer-cache.js';
import { createConnectionsApi, MAX_MESSAGE_BYTES, type OpenConnection } from './connections.js';
import {
  connectAuthorizerEvent,
  connectEvent,
  disconnectEvent,
  messageEvent,
  type ConnectionFacts,
  type RouteEvent,
} from './events.js';

export { WEBSOCKET_API_ID, WEBSOCKET_STAGE } from './events.js';
export { MAX_MESSAGE_BYTES, managementTarget } from './connections.js';

/** The API's routes and its authorizer, by route key (the realtime stack's routes). */
export const REALTIME_MODULES = {
  authorizer: 'functions/realtime/authorizer.ts',
  $connect: 'functions/realtime/connect.ts',
  $disconnect: 'functions/realtime/disconnect.ts',
  [KEEP_ALIVE_ACTION]: 'functions/realtime/keepAlive.ts',
} as const;
/** Message routes (route selection `$request.body.action`); no `$default`. */
const MESSAGE_ROUTES: Readonly<Record<string, string>> = {
  [KEEP_ALIVE_ACTION]: REALTIME_MODULES[KEEP_ALIVE_ACTION],
};

export interface WebSocketApiOptions {
  /** Runs the authorizer and the route handlers. */
  runtime: LambdaRuntime;
  /** The host the gateway is reached at, for the events' domainName. */
  domainName: string;
  log: (line: string) => void;
  idleTimeoutMs?: number;
  maxConnectionMs?: number;
  /** Credentials `@connections` calls must be signed with (default: the platform's LOCAL_CREDENTIALS). */
  credentials?: SigV4Credentials;
  /** Region of the signatures' credential scope (default: the platform's REGION). */
  region?: string;
}

export interface WebSocketApi {
  /** Handles an HTTP upgrade; false when the path is not the WebSocket API's. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /**
   * Serves `[/{stage}]/@connections/{id}`, reading the request body itself (with the 128 KB limit):
   * resolves to the status sent, or null (synchronously) when the path is not one.
   */
  handleManagement(req: IncomingMessage, res: ServerResponse): Promise<number> | null;
  /** Open connections (tests, the benchmark). */
  connectionCount(): number;
  stop(): Promise<void>;
}

/** API Gateway connection ids look like `L0SM9cOFvHcCIhw=`. */
function newConnectionId(): string {
  return randomBytes(10).toString('base64');
}

/** The `$connect` authorizer's Allow: any Deny refuses, one Allow is needed. */
function allows(result: APIGatewayAuthorizerResult): boolean {
  let allowed = false;
  for (const statement of result.policyDocument?.Statement ?? []) {
    const s = statement as { Effect?: string };
    if (s.Effect === 'Deny') return false;
    if (s.Effect === 'Allow') allowed = true;
  }
  return allowed;
}

function rejectUpgrade(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${message}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export function createWebSocketApi(options: WebSocketApiOptions): WebSocketApi {
  const idleTimeoutMs = options.idleTimeoutMs ?? 10 * 60 * 1000;
  const maxConnectionMs = options.maxConnectionMs ?? 2 * 60 * 60 * 1000;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const connections = new Map<string, OpenConnection>();
  const management = createConnectionsApi({
    connections,
    credentials: options.credentials ?? LOCAL_CREDENTIALS,
    region: options.region ?? REGION,
  });
  const { domainName } = options;
  let stopping = false;

  const invokeRoute = (module: string, event: RouteEvent) =>
    options.runtime.invoke<WebSocketResult>(module, event, {
      functionName: `tubes-realtime-${event.requestContext.routeKey}`,
    });

  function armTimers(connection: OpenConnection): void {
    clearTimeout(connection.idleTimer);
    connection.idleTimer = setTimeout(() => connection.socket.close(1001, 'Going away'), idleTimeoutMs);
    connection.lifeTimer ??= setTimeout(() => connection.socket.close(1001, 'Going away'), maxConnectionMs);
  }

  /** The `$connect` authorizer's context, or the status the upgrade is refused with. */
  async function authorizeConnect(
    facts: ConnectionFacts,
    upgrade: { headers: IncomingMessage['headers']; query: Record<string, string> },
  ): Promise<Record<string, string> | 401 | 403> {
    let result: APIGatewayAuthorizerResult;
    try {
      result = await options.runtime.invoke<APIGatewayAuthorizerResult>(
        REALTIME_MODULES.authorizer,
        connectAuthorizerEvent(facts, upgrade, domainName),
        { functionName: 'tubes-realtime-authorizer' },
      );
    } catch (error) {
      if (error instanceof Error && error.message === 'Unauthorized') return 401;
      throw error;
    }
    if (!allows(result)) return 403;
    return { ...toContextMap(result.context), principalId: result.principalId };
  }

  async function connect(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL): Promise<void> {
    const facts: ConnectionFacts = {
      connectionId: newConnectionId(),
      connectedAt: Date.now(),
      sourceIp: req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
      userAgent: req.headers['user-agent'] ?? '',
    };
    const upgrade = { headers: req.headers, query: Object.fromEntries(url.searchParams) };
    const authorizer = await authorizeConnect(facts, upgrade);
    if (authorizer === 401) return rejectUpgrade(socket, 401, 'Unauthorized');
    if (authorizer === 403) return rejectUpgrade(socket, 403, 'Forbidden');
    facts.authorizer = authorizer;
    const connected = await invokeRoute(REALTIME_MODULES.$connect, connectEvent(facts, upgrade, domainName));
    if (connected.statusCode < 200 || connected.statusCode > 299) {
      return rejectUpgrade(socket, connected.statusCode, 'Forbidden');
    }
    wss.handleUpgrade(req, socket, head, (ws) =>
      open(facts, { ...facts, socket: ws, lastActiveAt: facts.connectedAt, authorizer }),
    );
  }

  function open(facts: ConnectionFacts, connection: OpenConnection): void {
    const { connectionId } = facts;
    connections.set(connectionId, connection);
    armTimers(connection);
    connection.socket.on('message', (data, isBinary) => {
      connection.lastActiveAt = Date.now();
      armTimers(connection);
      const body = isBinary ? '' : data.toString();
      void message(facts, connection, body).catch((error: unknown) =>
        options.log(`websocket: message on ${connectionId} failed: ${String(error)}`),
      );
    });
    connection.socket.on('close', () => {
      clearTimeout(connection.idleTimer);
      clearTimeout(connection.lifeTimer);
      connections.delete(connectionId);
      if (stopping) return; // the platform is going down with its table
      invokeRoute(REALTIME_MODULES.$disconnect, disconnectEvent(facts, domainName)).catch((error: unknown) =>
        options.log(`websocket: $disconnect of ${connectionId} failed: ${String(error)}`),
      );
    });
  }

  async function message(facts: ConnectionFacts, connection: OpenConnection, body: string): Promise<void> {
    let action: unknown;
    try {
      action = (JSON.parse(body) as { action?: unknown }).action;
    } catch {
      action = undefined;
    }
    const module = typeof action === 'string' ? MESSAGE_ROUTES[action] : undefined;
    if (!module) {
      // No `$default` route: API Gateway answers the sender itself.
      connection.socket.send(
        JSON.stringify({ message: 'Forbidden', connectionId: facts.connectionId, requestId: randomUUID() }),
      );
      return;
    }
    await invokeRoute(module, messageEvent(facts, action as string, body, domainName));
  }

  return {
    handleUpgrade(req, socket, head) {
      const url = new URL(req.url ?? '/', 'http://gateway.local');
      if (url.pathname !== LOCAL_WEBSOCKET_PATH) return false;
      connect(req, socket, head, url).catch((error: unknown) => {
        options.log(
          `websocket: $connect failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
        rejectUpgrade(socket, 500, 'Internal server error');
      });
      return true;
    },
    handleManagement: (req, res) => management.handle(req, res),
    connectionCount: () => connections.size,
    async stop() {
      stopping = true;
      for (const connection of connections.values()) connection.socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
