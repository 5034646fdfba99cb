/**
 * The local API gateway: what API Gateway does in the cloud, on one node:http server (127.0.0.1). Each
 * request goes to the first of its surfaces (SURFACES below) that claims the path:
 *   GET /health                  the platform's health, served by the gateway itself (no contract route)
 *   [/{stage}]/@connections/{id} the WebSocket API's management API (websocket/connections.ts)
 *   /restapis/…                  API Gateway's control plane (control-plane.ts)
 *   anything else                the REST API from the shared contract (rest/rest-api.ts)
 * and upgrades on /ws go to the WebSocket API (websocket/websocket.ts). Every function runs through
 * the local Lambda runtime (../lambda/runtime.ts) with its own timeout and memory.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isAllowedOrigin } from '../../../../functions/core/http/cors.js';
import { keepIdleConnections } from '../../platform/keep-alive.js';
import { listenOnLoopback } from '../listen.js';
import { createLambdaRuntime, type LambdaRuntime, type ModuleImporter } from '../lambda/runtime.js';
import { answerControlPlane, isControlPlanePath, type ControlPlaneOptions } from './control-plane.js';
import { createAuthorizerCache } from './rest/authorizer-cache.js';
import { readBody, TOO_LARGE } from './rest/body.js';
import { createRestApi } from './rest/rest-api.js';
import { createWebSocketApi, managementTarget, type WebSocketApi } from './websocket/websocket.js';

export { AUTHORIZER_MODULE, PREFLIGHT_MODULE } from './rest/rest-api.js';

/** The platform's health, answered by the gateway itself (never a Lambda, never in the contract). */
export const HEALTH_PATH = '/health';
/** A path no route has: the gateway answers 404 and leaves it out of the request log. */
export const GATEWAY_PROBE_PATH = '/__tubes_gateway_probe__';

/** A response the gateway serves itself. */
export interface LocalResponse {
  statusCode: number;
  body: unknown;
}

export interface GatewayOptions {
  /** 0 picks a free port (tests). */
  port: number;
  /** GET /health: the platform's report (503 while degraded). Without it /health is no route. */
  health?: () => Promise<LocalResponse>;
  /** APP_DOMAIN, for CORS headers on the gateway's own error responses. */
  appDomain: string;
  /** Seconds an authorizer result is reused for the same token (default: the CDK's, 300). */
  authorizerCacheTtlSeconds?: number;
  /** API Gateway's integration timeout (default 29 s). */
  integrationTimeoutMs?: number;
  /** One line per request; defaults to console.log. */
  log?: (line: string) => void;
  /** API Gateway's control plane for this API (FlushStageAuthorizersCache), when the platform serves it. */
  controlPlane?: Omit<ControlPlaneOptions, 'flushAuthorizerCache'>;
  /** The Lambda runtime the functions run in; default one of its own with `importModule`. */
  runtime?: LambdaRuntime;
  /** How handler modules are loaded (when the gateway makes its own runtime). */
  importModule?: ModuleImporter;
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

/** One surface of the gateway: claims a request by its path, then answers it (the status sent). */
interface Surface {
  claims(req: IncomingMessage, url: URL): boolean;
  serve(req: IncomingMessage, res: ServerResponse, url: URL): Promise<number>;
}

export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const log = options.log ?? ((line: string) => console.log(line));
  const runtime =
    options.runtime ??
    createLambdaRuntime(options.importModule ? { importModule: options.importModule } : {});
  const authorizerCache = createAuthorizerCache(
    options.authorizerCacheTtlSeconds !== undefined ? { ttlSeconds: options.authorizerCacheTtlSeconds } : {},
  );

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
  function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body: unknown): number {
    res.writeHead(status, gatewayHeaders(req.headers.origin));
    res.end(JSON.stringify(body));
    return status;
  }

  const server = createServer();
  keepIdleConnections(server);
  const port = await listenOnLoopback(server, options.port);

  const websocket = createWebSocketApi({ runtime, domainName: `localhost:${port}`, log });
  const rest = createRestApi({
    runtime,
    authorizerCache,
    gatewayHeaders,
    log,
    ...(options.integrationTimeoutMs !== undefined
      ? { integrationTimeoutMs: options.integrationTimeoutMs }
      : {}),
  });
  const { health, controlPlane } = options;

  const SURFACES: Surface[] = [
    {
      claims: (req, url) => health !== undefined && req.method === 'GET' && url.pathname === HEALTH_PATH,
      async serve(req, res) {
        const report = await (health as NonNullable<typeof health>)();
        return sendJson(req, res, report.statusCode, report.body);
      },
    },
    {
      // The @connections API reads its own body (its limit is 128 KB, and its signature covers it).
      claims: (_req, url) => managementTarget(url.pathname) !== null,
      serve: (req, res) => websocket.handleManagement(req, res) as Promise<number>,
    },
    {
      claims: (_req, url) => controlPlane !== undefined && isControlPlanePath(url.pathname),
      async serve(req, res) {
        const body = await readBody(req);
        if (body === TOO_LARGE) return sendJson(req, res, 413, { message: 'Request Too Long' });
        const answer = answerControlPlane(req, body, {
          ...(controlPlane as NonNullable<typeof controlPlane>),
          flushAuthorizerCache: () => authorizerCache.clear(),
        });
        res.writeHead(answer.status, answer.headers);
        res.end(answer.body);
        return answer.status;
      },
    },
    { claims: () => true, serve: (req, res, url) => rest.serve(req, res, url) },
  ];

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const line = (status: number) => {
      if (req.url === GATEWAY_PROBE_PATH) return;
      log(`${req.method ?? '-'} ${req.url ?? '/'} ${status} ${Math.round(performance.now() - started)}ms`);
    };
    const url = new URL(req.url ?? '/', 'http://gateway.local');
    const surface = SURFACES.find((s) => s.claims(req, url)) as Surface;
    surface.serve(req, res, url).then(line, (error: unknown) => {
      // A handler or authorizer that throws is a failed Lambda invocation: API Gateway says 502.
      log(
        `gateway: ${req.method} ${req.url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      if (!res.headersSent) sendJson(req, res, 502, { message: 'Internal server error' });
      else res.end();
      line(502);
    });
  });
  server.on('upgrade', (req, socket, head) => {
    if (!websocket.handleUpgrade(req, socket, head)) socket.destroy();
  });

  return {
    url: `http://localhost:${port}`,
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
