/**
 * The local WebSocket API (design.md §1, §7): what API Gateway's WebSocket API does in the cloud, on the
 * local gateway's server. `ws://localhost:4000/ws` runs the same handlers with API-Gateway-shaped events:
 *   upgrade → the `$connect` REQUEST authorizer (401 when it throws 'Unauthorized', 403 on Deny) →
 *   `$connect` (a non-2xx answer refuses the upgrade) → frames routed by `$request.body.action`
 *   (`keepAlive`; anything else answers API Gateway's "Forbidden" frame) → `$disconnect` on close.
 * It also serves the `@connections` management API (POST = PostToConnection, GET = GetConnection,
 * DELETE = DeleteConnection; 410 GoneException for an unknown connection), so functions/core/realtime
 * pushes with the same SDK call as in the cloud. API Gateway's limits apply: 10 minutes idle, 2 hours
 * per connection, 128 KB per message.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { WebSocketServer, type WebSocket } from 'ws';
import { KEEP_ALIVE_ACTION, LOCAL_WEBSOCKET_PATH } from '../../shared/domain/realtime.js';
import type { WebSocketEvent, WebSocketResult } from '../../functions/realtime/events.js';
import { REGION } from './config.js';
import { ACCOUNT_ID, lambdaContext } from './lambda-event.js';

export const WEBSOCKET_API_ID = 'tubeslocalws';
export const WEBSOCKET_STAGE = 'local';
export const REALTIME_MODULES = {
  authorizer: 'functions/realtime/authorizer.ts',
  connect: 'functions/realtime/connect.ts',
  disconnect: 'functions/realtime/disconnect.ts',
  [KEEP_ALIVE_ACTION]: 'functions/realtime/keepAlive.ts',
} as const;

const CONNECTIONS_PREFIX = '/@connections/';
/** API Gateway's WebSocket frame limit. */
const MAX_MESSAGE_BYTES = 128 * 1024;

type RouteHandler = (
  event: WebSocketEvent,
  context: ReturnType<typeof lambdaContext>,
) => Promise<WebSocketResult>;
type Authorizer = (
  event: APIGatewayRequestAuthorizerEvent,
  context: ReturnType<typeof lambdaContext>,
) => Promise<APIGatewayAuthorizerResult>;

export interface WebSocketApiOptions {
  /** Loads a handler module once and keeps it warm (the gateway's loader). */
  loadHandler: <T>(relativePath: string) => Promise<T>;
  /** The host the gateway is reached at, for the events' domainName. */
  domainName: string;
  log: (line: string) => void;
  idleTimeoutMs?: number;
  maxConnectionMs?: number;
}

interface OpenConnection {
  socket: WebSocket;
  connectedAt: number;
  lastActiveAt: number;
  sourceIp: string;
  userAgent: string;
  authorizer: Record<string, string>;
  idleTimer?: NodeJS.Timeout;
  lifeTimer?: NodeJS.Timeout;
}

export interface WebSocketApi {
  /** Handles an HTTP upgrade; false when the path is not the WebSocket API's. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Serves `/@connections/{id}`; resolves to the status sent, or null when the path is not one. */
  handleManagement(req: IncomingMessage, res: ServerResponse, body: Buffer): number | null;
  /** Open connections (tests, the benchmark). */
  connectionCount(): number;
  stop(): Promise<void>;
}

/** API Gateway connection ids look like `L0SM9cOFvHcCIhw=`. */
function newConnectionId(): string {
  return randomBytes(10).toString('base64');
}

function contextMap(context: APIGatewayAuthorizerResult['context']): Record<string, string> {
  return Object.fromEntries(Object.entries(context ?? {}).map(([k, v]) => [k, v === null ? '' : String(v)]));
}

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

  function event(
    connectionId: string,
    routeKey: string,
    eventType: 'CONNECT' | 'MESSAGE' | 'DISCONNECT',
    extra: {
      authorizer?: Record<string, string> | undefined;
      connectedAt: number;
      sourceIp: string;
      userAgent: string;
      body?: string;
      query?: Record<string, string> | null;
    },
  ): WebSocketEvent {
    const now = Date.now();
    const requestContext = {
      routeKey,
      eventType,
      messageId: eventType === 'MESSAGE' ? randomBytes(8).toString('base64') : '',
      extendedRequestId: randomUUID(),
      requestTime: new Date(now).toUTCString(),
      messageDirection: 'IN' as const,
      stage: WEBSOCKET_STAGE,
      connectedAt: extra.connectedAt,
      requestTimeEpoch: now,
      requestId: randomUUID(),
      domainName: options.domainName,
      connectionId,
      apiId: WEBSOCKET_API_ID,
      authorizer: extra.authorizer ?? null,
      identity: { sourceIp: extra.sourceIp, userAgent: extra.userAgent },
    };
    return {
      requestContext,
      isBase64Encoded: false,
      ...(extra.body !== undefined ? { body: extra.body } : {}),
      ...(extra.query !== undefined ? { queryStringParameters: extra.query } : {}),
    };
  }

  async function invokeRoute(module: string, routeEvent: WebSocketEvent): Promise<WebSocketResult> {
    const handler = await options.loadHandler<RouteHandler>(module);
    return handler(routeEvent, lambdaContext(`tubes-realtime-${routeEvent.requestContext.routeKey}`));
  }

  let stopping = false;

  function armTimers(connection: OpenConnection): void {
    clearTimeout(connection.idleTimer);
    connection.idleTimer = setTimeout(() => connection.socket.close(1001, 'Going away'), idleTimeoutMs);
    connection.lifeTimer ??= setTimeout(() => connection.socket.close(1001, 'Going away'), maxConnectionMs);
  }

  async function connect(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL): Promise<void> {
    const connectionId = newConnectionId();
    const connectedAt = Date.now();
    const sourceIp = req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1';
    const userAgent = req.headers['user-agent'] ?? '';
    const query = Object.fromEntries(url.searchParams);
    const authorizer = await options.loadHandler<Authorizer>(REALTIME_MODULES.authorizer);
    const methodArn = `arn:aws:execute-api:${REGION}:${ACCOUNT_ID}:${WEBSOCKET_API_ID}/${WEBSOCKET_STAGE}/$connect`;
    let result: APIGatewayAuthorizerResult;
    try {
      result = await authorizer(
        {
          type: 'REQUEST',
          methodArn,
          resource: '$connect',
          path: LOCAL_WEBSOCKET_PATH,
          httpMethod: 'GET',
          headers: Object.fromEntries(
            Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : (v ?? '')]),
          ),
          multiValueHeaders: null,
          pathParameters: null,
          queryStringParameters: Object.keys(query).length ? query : null,
          multiValueQueryStringParameters: null,
          stageVariables: null,
          requestContext: event(connectionId, '$connect', 'CONNECT', {
            connectedAt,
            sourceIp,
            userAgent,
          }).requestContext as unknown as APIGatewayRequestAuthorizerEvent['requestContext'],
        },
        lambdaContext('tubes-realtime-authorizer'),
      );
    } catch (error) {
      if (error instanceof Error && error.message === 'Unauthorized')
        return rejectUpgrade(socket, 401, 'Unauthorized');
      throw error;
    }
    if (!allows(result)) return rejectUpgrade(socket, 403, 'Forbidden');
    const context = { ...contextMap(result.context), principalId: result.principalId };
    const connected = await invokeRoute(
      REALTIME_MODULES.connect,
      event(connectionId, '$connect', 'CONNECT', {
        authorizer: context,
        connectedAt,
        sourceIp,
        userAgent,
        query,
      }),
    );
    if (connected.statusCode < 200 || connected.statusCode > 299) {
      return rejectUpgrade(socket, connected.statusCode, 'Forbidden');
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const connection: OpenConnection = {
        socket: ws,
        connectedAt,
        lastActiveAt: connectedAt,
        sourceIp,
        userAgent,
        authorizer: context,
      };
      connections.set(connectionId, connection);
      armTimers(connection);
      ws.on('message', (data, isBinary) => {
        connection.lastActiveAt = Date.now();
        armTimers(connection);
        const body = isBinary ? '' : data.toString();
        void message(connectionId, connection, body).catch((error: unknown) =>
          options.log(`websocket: message on ${connectionId} failed: ${String(error)}`),
        );
      });
      ws.on('close', () => {
        clearTimeout(connection.idleTimer);
        clearTimeout(connection.lifeTimer);
        connections.delete(connectionId);
        if (stopping) return; // the platform is going down with its table
        invokeRoute(
          REALTIME_MODULES.disconnect,
          event(connectionId, '$disconnect', 'DISCONNECT', {
            authorizer: context,
            connectedAt,
            sourceIp,
            userAgent,
          }),
        ).catch((error: unknown) =>
          options.log(`websocket: $disconnect of ${connectionId} failed: ${String(error)}`),
        );
      });
    });
  }

  async function message(connectionId: string, connection: OpenConnection, body: string): Promise<void> {
    let action: unknown;
    try {
      action = (JSON.parse(body) as { action?: unknown }).action;
    } catch {
      action = undefined;
    }
    const common = {
      authorizer: connection.authorizer,
      connectedAt: connection.connectedAt,
      sourceIp: connection.sourceIp,
      userAgent: connection.userAgent,
      body,
    };
    if (action !== KEEP_ALIVE_ACTION) {
      // No `$default` route: API Gateway answers the sender itself.
      connection.socket.send(JSON.stringify({ message: 'Forbidden', connectionId, requestId: randomUUID() }));
      return;
    }
    await invokeRoute(
      REALTIME_MODULES[KEEP_ALIVE_ACTION],
      event(connectionId, KEEP_ALIVE_ACTION, 'MESSAGE', common),
    );
  }

  function gone(res: ServerResponse): number {
    res.writeHead(410, { 'Content-Type': 'application/json', 'x-amzn-ErrorType': 'GoneException' });
    res.end(JSON.stringify({ message: null }));
    return 410;
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
    handleManagement(req, res, body) {
      const url = new URL(req.url ?? '/', 'http://gateway.local');
      if (!url.pathname.startsWith(CONNECTIONS_PREFIX)) return null;
      const connectionId = decodeURIComponent(url.pathname.slice(CONNECTIONS_PREFIX.length));
      const connection = connections.get(connectionId);
      const method = (req.method ?? 'GET').toUpperCase();
      if (!connection || connection.socket.readyState !== connection.socket.OPEN) return gone(res);
      if (method === 'POST') {
        if (body.length > MAX_MESSAGE_BYTES) {
          res.writeHead(413, {
            'Content-Type': 'application/json',
            'x-amzn-ErrorType': 'PayloadTooLargeException',
          });
          res.end(JSON.stringify({ message: 'Message too long' }));
          return 413;
        }
        connection.socket.send(body.toString('utf8'));
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end();
        return 200;
      }
      if (method === 'DELETE') {
        connection.socket.close(1000, 'Closed by the server');
        res.writeHead(204);
        res.end();
        return 204;
      }
      if (method === 'GET') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify({
            ConnectedAt: new Date(connection.connectedAt).toISOString(),
            LastActiveAt: new Date(connection.lastActiveAt).toISOString(),
            Identity: { SourceIp: connection.sourceIp, UserAgent: connection.userAgent },
          }),
        );
        return 200;
      }
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: `No route for ${method} ${url.pathname}` }));
      return 404;
    },
    connectionCount: () => connections.size,
    async stop() {
      stopping = true;
      for (const connection of connections.values()) connection.socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
