/**
 * The local API gateway: what API Gateway (REST) does in the cloud, on node:http. Routes come from the
 * shared contract (method + fullPath), handlers are the real modules imported once and kept warm, and
 * non-public routes run the real TOKEN authorizer with API Gateway's semantics (no header → 401
 * without calling it, thrown 'Unauthorized' → 401, Deny → 403, results cached per token).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { keepIdleConnections } from '../../platform/keep-alive.js';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type {
  APIGatewayAuthorizerResult,
  APIGatewayProxyEvent,
  APIGatewayProxyResult,
  APIGatewayTokenAuthorizerEvent,
  Context,
} from 'aws-lambda';
import { endpoints, fullPath, handlerModulePath, type EndpointDefinition } from '#shared/api/index.js';
import { isAllowedOrigin } from '../../../../functions/core/cors.js';
import { REPO_ROOT } from '../../platform/config.js';
import { GATEWAY_PROBE_PATH } from '../../platform/health.js';
import { createWebSocketApi, type WebSocketApi } from './websocket.js';
import { answerControlPlane, isControlPlanePath, type ControlPlaneOptions } from './control-plane.js';
import {
  lambdaContext,
  methodArn,
  proxyEvent,
  tokenAuthorizerEvent,
  type IncomingRequest,
} from './events.js';

export const AUTHORIZER_MODULE = 'functions/authorizer/rest.ts';
export const PREFLIGHT_MODULE = 'functions/preflight/handler.ts';

type ProxyHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;
type AuthorizerHandler = (
  event: APIGatewayTokenAuthorizerEvent,
  context: Context,
) => Promise<APIGatewayAuthorizerResult>;

/** A response the gateway serves itself (like GET /health), not through a Lambda. */
export interface LocalResponse {
  statusCode: number;
  body: unknown;
}

export interface GatewayOptions {
  port: number;
  /** Serves the contract's `local` group endpoints by id, e.g. getHealth. */
  localEndpoints: Record<string, () => Promise<LocalResponse>>;
  /** APP_DOMAIN, for CORS headers on the gateway's own error responses. */
  appDomain: string;
  /** Seconds an authorizer result is reused for the same token (never past the token's exp). */
  authorizerCacheTtlSeconds?: number;
  /** API Gateway's integration timeout. */
  integrationTimeoutMs?: number;
  /** One line per request; defaults to console.log. */
  log?: (line: string) => void;
  /** API Gateway's control plane for this API (FlushStageAuthorizersCache), when the platform serves it. */
  controlPlane?: Omit<ControlPlaneOptions, 'flushAuthorizerCache'>;
  /** How handler modules are loaded; defaults to a dynamic import() of the .ts file (tsx/vitest). */
  importModule?: (absolutePath: string) => Promise<Record<string, unknown>>;
}

export interface Gateway {
  url: string;
  server: Server;
  /** The WebSocket API at ws://…/ws and its `@connections` management endpoint (design.md §7). */
  websocket: WebSocketApi;
  /** Drops cached authorizer results (tests that change a user's rights mid-run). */
  clearAuthorizerCache(): void;
  stop(): Promise<void>;
}

interface Route {
  endpoint: EndpointDefinition;
  resource: string;
  segments: string[];
}

const MAX_BODY_BYTES = 10 * 1024 * 1024; // API Gateway's payload limit

function compileRoutes(): Route[] {
  return endpoints.map((endpoint) => {
    const resource = fullPath(endpoint);
    return { endpoint, resource, segments: resource.split('/').filter(Boolean) };
  });
}

function matchPath(route: Route, pathSegments: string[]): Record<string, string> | null {
  if (route.segments.length !== pathSegments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < route.segments.length; i++) {
    const pattern = route.segments[i] as string;
    const actual = pathSegments[i] as string;
    const param = /^\{([A-Za-z0-9_]+)\}$/.exec(pattern);
    if (param) {
      try {
        params[param[1] as string] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (pattern !== actual) {
      return null;
    }
  }
  return params;
}

/** Exact segments beat `{param}` segments, as in API Gateway's resource tree. */
function specificity(route: Route): number {
  return route.segments.filter((s) => !s.startsWith('{')).length;
}

/** A body over the limit (answered 413 while the rest of it is drained). */
const TOO_LARGE = Symbol('too large');
/**
 * How much of an oversized body is read and thrown away so the client can read its 413 on a healthy
 * connection; past this the socket is closed (a client that keeps sending is not worth serving).
 */
const MAX_DRAIN_BYTES = 64 * 1024 * 1024;

/** Reads and discards the rest of a request, never holding it in memory. */
function discard(req: IncomingMessage): void {
  let drained = 0;
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > MAX_DRAIN_BYTES) req.socket.destroy();
  });
  req.resume();
}

/**
 * The body, or TOO_LARGE as soon as it is known to exceed API Gateway's 10 MB (from Content-Length
 * before anything is read, else while streaming). Nothing past the limit is kept; the rest is drained
 * so the 413 reaches the client instead of a reset connection.
 */
function readBody(req: IncomingMessage): Promise<Buffer | typeof TOO_LARGE> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
    discard(req);
    return Promise.resolve(TOO_LARGE);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        chunks.length = 0;
        req.off('data', onData);
        discard(req);
        resolve(TOO_LARGE);
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => {
      if (size <= MAX_BODY_BYTES) resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

/** Reads `exp` without verifying: only to bound how long a verified result may be cached. */
function tokenExpiry(token: string): number | undefined {
  const payload = token.replace(/^Bearer\s+/i, '').split('.')[1];
  if (!payload) return undefined;
  try {
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

function resourceMatches(pattern: string, arn: string): boolean {
  const regex = new RegExp(
    `^${pattern
      .split('*')
      .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return regex.test(arn);
}

/** IAM policy evaluation as API Gateway applies it: an explicit Deny wins, otherwise an Allow is needed. */
export function policyAllows(result: APIGatewayAuthorizerResult, arn: string): boolean {
  let allowed = false;
  for (const statement of result.policyDocument?.Statement ?? []) {
    const s = statement as { Effect?: string; Action?: string | string[]; Resource?: string | string[] };
    const actions = ([] as string[]).concat(s.Action ?? []);
    if (!actions.some((a) => a === '*' || a === 'execute-api:*' || a === 'execute-api:Invoke')) continue;
    const resources = ([] as string[]).concat(s.Resource ?? []);
    if (!resources.some((r) => resourceMatches(r, arn))) continue;
    if (s.Effect === 'Deny') return false;
    if (s.Effect === 'Allow') allowed = true;
  }
  return allowed;
}

function toContextMap(context: APIGatewayAuthorizerResult['context']): Record<string, string> {
  // API Gateway turns every context value into a string; handlers rely on that.
  return Object.fromEntries(Object.entries(context ?? {}).map(([k, v]) => [k, v === null ? '' : String(v)]));
}

export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const log = options.log ?? ((line: string) => console.log(line));
  const cacheTtlMs = (options.authorizerCacheTtlSeconds ?? 60) * 1000;
  const timeoutMs = options.integrationTimeoutMs ?? 29_000;
  const importModule =
    options.importModule ??
    ((absolutePath: string) => import(pathToFileURL(absolutePath).href) as Promise<Record<string, unknown>>);
  const routes = compileRoutes();
  const modules = new Map<string, Promise<Record<string, unknown>>>();
  const authorizerCache = new Map<string, { result: APIGatewayAuthorizerResult; until: number }>();

  /** One import per module for the gateway's life: a warm Lambda container. */
  async function loadHandler<T>(relativePath: string): Promise<T> {
    let loading = modules.get(relativePath);
    if (!loading) {
      loading = importModule(path.join(REPO_ROOT, relativePath));
      modules.set(relativePath, loading);
      loading.catch(() => modules.delete(relativePath)); // a fixed file is picked up on the next call
    }
    const mod = await loading;
    if (typeof mod.handler !== 'function')
      throw new Error(`${relativePath} does not export a handler function`);
    return mod.handler as T;
  }

  const websocket = createWebSocketApi({ loadHandler, domainName: `localhost:${options.port}`, log });

  function gatewayHeaders(origin: string | undefined): Record<string, string> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    // The cloud API adds the same headers to its 4XX/5XX gateway responses so the web app can read them.
    if (isAllowedOrigin(origin, options.appDomain)) {
      headers['Access-Control-Allow-Origin'] = origin as string;
      headers['Access-Control-Allow-Credentials'] = 'true';
      headers.Vary = 'Origin';
    }
    return headers;
  }

  async function authorize(
    token: string,
    arn: string,
  ): Promise<
    { outcome: 'allow'; context: Record<string, string>; principalId: string } | { outcome: 401 | 403 }
  > {
    const now = Date.now();
    let cached = authorizerCache.get(token);
    if (cached && cached.until <= now) {
      authorizerCache.delete(token);
      cached = undefined;
    }
    let result = cached?.result;
    if (!result) {
      const authorizer = await loadHandler<AuthorizerHandler>(AUTHORIZER_MODULE);
      try {
        result = await authorizer(tokenAuthorizerEvent(token, arn), lambdaContext('tubes-authorizer-rest'));
      } catch (error) {
        if (error instanceof Error && error.message === 'Unauthorized') return { outcome: 401 };
        throw error;
      }
      const exp = tokenExpiry(token);
      const until = Math.min(now + cacheTtlMs, exp ?? now + cacheTtlMs);
      if (until > now) authorizerCache.set(token, { result, until });
    }
    if (!policyAllows(result, arn)) return { outcome: 403 };
    return { outcome: 'allow', context: toContextMap(result.context), principalId: result.principalId };
  }

  async function invoke(relativePath: string, event: APIGatewayProxyEvent, functionName: string) {
    const handler = await loadHandler<ProxyHandler>(relativePath);
    const context = lambdaContext(functionName, timeoutMs, event.requestContext.requestId);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    try {
      return await Promise.race([handler(event, context), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  function send(
    res: ServerResponse,
    statusCode: number,
    headers: Record<string, string | string[]>,
    body: string | Buffer,
  ): void {
    res.writeHead(statusCode, headers);
    res.end(body);
  }

  function sendProxyResult(
    res: ServerResponse,
    result: unknown,
    fallbackHeaders: Record<string, string>,
  ): number {
    const r = result as Partial<APIGatewayProxyResult> | null;
    if (!r || typeof r.statusCode !== 'number') {
      // API Gateway answers a malformed Lambda proxy response with 502.
      send(res, 502, fallbackHeaders, JSON.stringify({ message: 'Internal server error' }));
      return 502;
    }
    const headers: Record<string, string | string[]> = {};
    for (const [k, v] of Object.entries(r.headers ?? {})) headers[k] = String(v);
    for (const [k, v] of Object.entries(r.multiValueHeaders ?? {})) headers[k] = v.map(String);
    const body = r.body ?? '';
    send(res, r.statusCode, headers, r.isBase64Encoded ? Buffer.from(body, 'base64') : body);
    return r.statusCode;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<number> {
    const method = (req.method ?? 'GET').toUpperCase();
    const url = new URL(req.url ?? '/', 'http://gateway.local');
    const origin = req.headers.origin;
    const errorHeaders = gatewayHeaders(origin);
    const reply = (status: number, message: string): number => {
      send(res, status, errorHeaders, JSON.stringify({ message }));
      return status;
    };

    // The @connections API reads its own body (its limit is 128 KB, and its signature covers it).
    const managed = websocket.handleManagement(req, res);
    if (managed !== null) return managed;

    if (options.controlPlane && isControlPlanePath(url.pathname)) {
      const controlBody = await readBody(req);
      if (controlBody === TOO_LARGE) return reply(413, 'Request Too Long');
      const answer = answerControlPlane(req, controlBody, {
        ...options.controlPlane,
        flushAuthorizerCache: () => authorizerCache.clear(),
      });
      send(res, answer.status, answer.headers, answer.body);
      return answer.status;
    }

    const segments = url.pathname.split('/').filter(Boolean);
    const candidates = routes
      .map((route) => ({ route, params: matchPath(route, segments) }))
      .filter((c): c is { route: Route; params: Record<string, string> } => c.params !== null)
      .sort((a, b) => specificity(b.route) - specificity(a.route));
    if (candidates.length === 0) return reply(404, `No route for ${method} ${url.pathname}`);

    const body = await readBody(req);
    if (body === TOO_LARGE) return reply(413, 'Request Too Long');
    const requestId = randomUUID();
    const request: IncomingRequest = {
      method,
      path: url.pathname,
      rawQuery: url.search.slice(1),
      headers: req.headers,
      body,
      sourceIp: req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
    };

    const best = candidates[0] as { route: Route; params: Record<string, string> };
    if (method === 'OPTIONS') {
      // Preflight never goes through the authorizer (browsers send no credentials with it).
      const event = proxyEvent({
        request,
        resource: best.route.resource,
        pathParameters: Object.keys(best.params).length ? best.params : null,
        authorizer: null,
        requestId,
      });
      return sendProxyResult(res, await invoke(PREFLIGHT_MODULE, event, 'tubes-preflight'), errorHeaders);
    }

    const match = candidates.find((c) => c.route.endpoint.method === method);
    if (!match) return reply(404, `No route for ${method} ${url.pathname}`);
    const { endpoint, resource } = match.route;

    if (endpoint.group === 'local') {
      const local = options.localEndpoints[endpoint.id];
      if (!local) return reply(404, `No route for ${method} ${url.pathname}`);
      const response = await local();
      send(res, response.statusCode, errorHeaders, JSON.stringify(response.body));
      return response.statusCode;
    }

    let authorizer: Record<string, string> | null = null;
    let principalId: string | undefined;
    if (endpoint.access !== 'public') {
      const token = req.headers.authorization;
      if (!token) return reply(401, 'Unauthorized');
      const decision = await authorize(token, methodArn(method, url.pathname));
      if (decision.outcome !== 'allow') {
        return decision.outcome === 401
          ? reply(401, 'Unauthorized')
          : reply(403, 'User is not authorized to access this resource');
      }
      authorizer = decision.context;
      principalId = decision.principalId;
    }

    const event = proxyEvent({
      request,
      resource,
      pathParameters: Object.keys(match.params).length ? match.params : null,
      authorizer,
      ...(principalId ? { principalId } : {}),
      requestId,
    });
    const result = await invoke(handlerModulePath(endpoint), event, `tubes-${endpoint.id}`);
    if (result === 'timeout') return reply(504, 'Endpoint request timed out');
    return sendProxyResult(res, result, errorHeaders);
  }

  const server = createServer((req, res) => {
    const started = performance.now();
    const line = (status: number) => {
      if (req.url === GATEWAY_PROBE_PATH) return;
      log(`${req.method ?? '-'} ${req.url ?? '/'} ${status} ${Math.round(performance.now() - started)}ms`);
    };
    handle(req, res).then(line, (error: unknown) => {
      // A handler or authorizer that throws is a failed Lambda invocation: API Gateway says 502.
      log(
        `gateway: ${req.method} ${req.url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      if (!res.headersSent) {
        send(
          res,
          502,
          gatewayHeaders(req.headers.origin),
          JSON.stringify({ message: 'Internal server error' }),
        );
      } else {
        res.end();
      }
      line(502);
    });
  });
  keepIdleConnections(server);
  server.on('upgrade', (req, socket, head) => {
    if (!websocket.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });

  return {
    url: `http://localhost:${options.port}`,
    server,
    websocket,
    clearAuthorizerCache: () => authorizerCache.clear(),
    async stop() {
      await websocket.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
