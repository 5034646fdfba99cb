/**
 * The local WebSocket API (design.md §1, §7): what API Gateway's WebSocket API does in the cloud, on the
 * local gateway's server. `ws://localhost:4000/ws` runs the same handlers with API-Gateway-shaped events:
 *   upgrade → the `$connect` REQUEST authorizer (401 when it throws 'Unauthorized', 403 on Deny) →
 *   `$connect` (a non-2xx answer refuses the upgrade) → frames routed by `$request.body.action`
 *   (`keepAlive`; anything else answers API Gateway's "Forbidden" frame) → `$disconnect` on close.
 * It also serves the `@connections` management API (POST = PostToConnection, GET = GetConnection,
 * DELETE = DeleteConnection; 410 GoneException for an unknown connection) at `/{stage}/@connections/{id}`
 * (the cloud's callback URL shape; `/@connections/{id}` too, as on a custom domain), so
 * functions/core/realtime pushes with the same SDK call as in the cloud. As in the cloud it requires
 * IAM: a SigV4 signature (sigv4.ts) made with the platform's local credentials for service
 * `execute-api`; unsigned or wrongly signed calls get API Gateway's 403. API Gateway's limits apply:
 * 10 minutes idle, 2 hours per connection, 128 KB per message (a bigger PostToConnection: 413).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { WebSocketServer, type WebSocket } from 'ws';
import { KEEP_ALIVE_ACTION, LOCAL_WEBSOCKET_PATH } from '#shared/domain/realtime.js';
import type { WebSocketEvent, WebSocketResult } from '../../../../functions/realtime/events.js';
import { LOCAL_CREDENTIALS, LOCAL_WEBSOCKET_STAGE, REGION } from '../../platform/config.js';
import { ACCOUNT_ID, lambdaContext } from './events.js';
import {
  checkAuthorizationHeader,
  verifySignature,
  type SigV4Credentials,
  type SigV4Failure,
} from '../sigv4.js';

export const WEBSOCKET_API_ID = 'tubeslocalws';
export const WEBSOCKET_STAGE = LOCAL_WEBSOCKET_STAGE;
export const REALTIME_MODULES = {
  authorizer: 'functions/realtime/authorizer.ts',
  connect: 'functions/realtime/connect.ts',
  disconnect: 'functions/realtime/disconnect.ts',
  [KEEP_ALIVE_ACTION]: 'functions/realtime/keepAlive.ts',
} as const;

/** API Gateway's WebSocket message limit (also PostToConnection's payload limit). */
export const MAX_MESSAGE_BYTES = 128 * 1024;
/** IAM's service name for API Gateway's execute-api (what the SDK signs @connections calls for). */
const SIGNING_SERVICE = 'execute-api';

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
  /** Credentials `@connections` calls must be signed with (default: the platform's LOCAL_CREDENTIALS). */
  credentials?: SigV4Credentials;
  /** Region of the signatures' credential scope (default: the platform's REGION). */
  region?: string;
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

/** The connection id of a management path (`/{stage}/@connections/{id}` or `/@connections/{id}`), else null. */
export function managementConnectionId(pathname: string): string | null {
  const segments = pathname.split('/').slice(1);
  if (segments[0] === WEBSOCKET_STAGE) segments.shift();
  if (segments.length !== 2 || safeDecode(segments[0] as string) !== '@connections') return null;
  const id = safeDecode(segments[1] as string);
  return id ? id : null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Reads a body to its end, hashing all of it (the signature covers the whole payload) but keeping at
 * most `limit` bytes: `body` is null when it was longer.
 */
function readHashedBody(
  req: IncomingMessage,
  limit: number,
): Promise<{ body: Buffer | null; sha256: string }> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else chunks.length = 0;
    });
    req.on('end', () =>
      resolve({ body: size <= limit ? Buffer.concat(chunks) : null, sha256: hash.digest('hex') }),
    );
    req.on('error', reject);
  });
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

  const signing = {
    credentials: options.credentials ?? LOCAL_CREDENTIALS,
    region: options.region ?? REGION,
    service: SIGNING_SERVICE,
  };

  function refuse(res: ServerResponse, failure: SigV4Failure): number {
    res.writeHead(failure.status, {
      'Content-Type': 'application/json',
      'x-amzn-ErrorType': failure.errorType,
    });
    res.end(JSON.stringify({ message: failure.message }));
    return failure.status;
  }

  async function manage(req: IncomingMessage, res: ServerResponse, connectionId: string): Promise<number> {
    const request = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers };
    // The header is checked before the body is read: an unsigned call is refused at once (and its
    // body drained by node:http after the answer, so the connection stays usable).
    const parsed = checkAuthorizationHeader(request, signing);
    if (!parsed.ok) return refuse(res, parsed);
    const { body, sha256 } = await readHashedBody(req, MAX_MESSAGE_BYTES);
    const verified = verifySignature(parsed, sha256);
    if (!verified.ok) return refuse(res, verified);

    const connection = connections.get(connectionId);
    const method = (req.method ?? 'GET').toUpperCase();
    if (method === 'POST' && body === null) {
      res.writeHead(413, {
        'Content-Type': 'application/json',
        'x-amzn-ErrorType': 'PayloadTooLargeException',
      });
      res.end(JSON.stringify({ message: 'Message too long' }));
      return 413;
    }
    if (!connection || connection.socket.readyState !== connection.socket.OPEN) return gone(res);
    if (method === 'POST') {
      connection.socket.send((body as Buffer).toString('utf8'));
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
        // GetConnection's wire shape (the SDK maps these JSON names to ConnectedAt, Identity, …).
        JSON.stringify({
          connectedAt: new Date(connection.connectedAt).toISOString(),
          lastActiveAt: new Date(connection.lastActiveAt).toISOString(),
          identity: { sourceIp: connection.sourceIp, userAgent: connection.userAgent },
        }),
      );
      return 200;
    }
    res.writeHead(404, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({
        message: `No route for ${method} ${new URL(req.url ?? '/', 'http://gateway.local').pathname}`,
      }),
    );
    return 404;
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
    handleManagement(req, res) {
      const url = new URL(req.url ?? '/', 'http://gateway.local');
      const connectionId = managementConnectionId(url.pathname);
      if (connectionId === null) return null;
      return manage(req, res, connectionId);
    },
    connectionCount: () => connections.size,
    async stop() {
      stopping = true;
      for (const connection of connections.values()) connection.socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
