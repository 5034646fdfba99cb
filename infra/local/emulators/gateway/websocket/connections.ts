/**
 * The `@connections` management API of the local WebSocket API, at the cloud's callback URL
 * `/{stage}/@connections/{id}` — one operation per method: POST = PostToConnection, GET =
 * GetConnection, DELETE = DeleteConnection (410 GoneException for a connection that is not open).
 * As on execute-api, the stage is part of the URL: without it (or with another stage) there is no such
 * resource, which API Gateway answers 403 "Missing Authentication Token". Calls need IAM: a SigV4
 * signature (../../sigv4.ts) with the platform's credentials for service `execute-api`; unsigned or
 * wrongly signed calls get API Gateway's 403. A PostToConnection over 128 KB gets 413.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { WebSocket } from 'ws';
import {
  checkAuthorizationHeader,
  verifySignature,
  type SigV4Credentials,
  type SigV4Failure,
} from '../../sigv4.js';
import { WEBSOCKET_STAGE } from './events.js';

/** API Gateway's WebSocket message limit (also PostToConnection's payload limit). */
export const MAX_MESSAGE_BYTES = 128 * 1024;
/** IAM's service name for API Gateway's execute-api (what the SDK signs @connections calls for). */
const SIGNING_SERVICE = 'execute-api';

export interface OpenConnection {
  socket: WebSocket;
  connectedAt: number;
  lastActiveAt: number;
  sourceIp: string;
  userAgent: string;
  authorizer: Record<string, string>;
  idleTimer?: NodeJS.Timeout;
  lifeTimer?: NodeJS.Timeout;
}

/** One management operation on an open connection; answers and returns the status. */
type ConnectionOperation = (connection: OpenConnection, body: Buffer | null, res: ServerResponse) => number;

function json(res: ServerResponse, status: number, body: unknown, errorType?: string): number {
  res.writeHead(status, {
    'Content-Type': 'application/json',
    ...(errorType ? { 'x-amzn-ErrorType': errorType } : {}),
  });
  res.end(body === undefined ? undefined : JSON.stringify(body));
  return status;
}

const OPERATIONS: Record<string, ConnectionOperation> = {
  /** PostToConnection: the body is sent as one text frame. */
  POST(connection, body, res) {
    connection.socket.send((body as Buffer).toString('utf8'));
    return json(res, 200, undefined);
  },
  /** GetConnection, in its wire shape (the SDK maps these JSON names to ConnectedAt, Identity, …). */
  GET(connection, _body, res) {
    return json(res, 200, {
      connectedAt: new Date(connection.connectedAt).toISOString(),
      lastActiveAt: new Date(connection.lastActiveAt).toISOString(),
      identity: { sourceIp: connection.sourceIp, userAgent: connection.userAgent },
    });
  },
  /** DeleteConnection: the server closes the socket. */
  DELETE(connection, _body, res) {
    connection.socket.close(1000, 'Closed by the server');
    res.writeHead(204);
    res.end();
    return 204;
  },
};

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * A management path: `{ stage, connectionId }` for `[/{stage}]/@connections/{id}` (stage '' when the
 * path has none), else null (not the management API's path).
 */
export function managementTarget(pathname: string): { stage: string; connectionId: string } | null {
  const segments = pathname.split('/').slice(1);
  const stage = segments.length === 3 ? safeDecode(segments.shift() as string) : '';
  if (segments.length !== 2 || safeDecode(segments[0] as string) !== '@connections') return null;
  const connectionId = safeDecode(segments[1] as string);
  return connectionId ? { stage, connectionId } : null;
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

export interface ConnectionsApiOptions {
  connections: ReadonlyMap<string, OpenConnection>;
  credentials: SigV4Credentials;
  region: string;
}

export function createConnectionsApi(options: ConnectionsApiOptions) {
  const signing = { credentials: options.credentials, region: options.region, service: SIGNING_SERVICE };
  const refuse = (res: ServerResponse, failure: SigV4Failure) =>
    json(res, failure.status, { message: failure.message }, failure.errorType);

  async function manage(req: IncomingMessage, res: ServerResponse, connectionId: string): Promise<number> {
    const request = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers };
    // The header is checked before the body is read: an unsigned call is refused at once (and its
    // body drained by node:http after the answer, so the connection stays usable).
    const parsed = checkAuthorizationHeader(request, signing);
    if (!parsed.ok) return refuse(res, parsed);
    const { body, sha256 } = await readHashedBody(req, MAX_MESSAGE_BYTES);
    const verified = verifySignature(parsed, sha256);
    if (!verified.ok) return refuse(res, verified);

    const method = (req.method ?? 'GET').toUpperCase();
    if (method === 'POST' && body === null) {
      return json(res, 413, { message: 'Message too long' }, 'PayloadTooLargeException');
    }
    const connection = options.connections.get(connectionId);
    if (!connection || connection.socket.readyState !== connection.socket.OPEN) {
      return json(res, 410, { message: null }, 'GoneException');
    }
    const operation = OPERATIONS[method];
    if (!operation) {
      const pathname = new URL(req.url ?? '/', 'http://gateway.local').pathname;
      return json(res, 404, { message: `No route for ${method} ${pathname}` });
    }
    return operation(connection, body, res);
  }

  return {
    /** Serves a management path: resolves to the status sent, or null (synchronously) for other paths. */
    handle(req: IncomingMessage, res: ServerResponse): Promise<number> | null {
      const target = managementTarget(new URL(req.url ?? '/', 'http://gateway.local').pathname);
      if (target === null) return null;
      if (target.stage !== WEBSOCKET_STAGE) {
        return Promise.resolve(
          json(res, 403, { message: 'Missing Authentication Token' }, 'MissingAuthenticationTokenException'),
        );
      }
      return manage(req, res, target.connectionId);
    },
  };
}
