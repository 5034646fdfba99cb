/**
 * The REST API: what API Gateway does for one request, step by step — route (the contract's resource
 * tree), body (10 MB limit), preflight (never authorized), the TOKEN authorizer with API Gateway's
 * semantics (no header → 401 without calling it, thrown 'Unauthorized' → 401, Deny → 403, results
 * cached per token), then the Lambda proxy integration through the local Lambda runtime. The runtime's
 * failures answer as API Gateway answers them: an event over Lambda's 6 MB → 413 "Request Too Long";
 * a function that timed out, threw or returned over 6 MB → 502; past the 29 s integration timeout → 504.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { APIGatewayAuthorizerResult, APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { handlerModulePath } from '#shared/api/index.js';
import { LambdaInvocationError, type LambdaRuntime } from '../../lambda/runtime.js';
import { methodArn, proxyEvent, tokenAuthorizerEvent, type IncomingRequest } from '../events.js';
import { policyAllows, toContextMap, type AuthorizerCache } from './authorizer-cache.js';
import { readBody, TOO_LARGE } from './body.js';
import { compileRoutes, matchRoutes, type RouteMatch } from './routes.js';

export const AUTHORIZER_MODULE = 'functions/authorizer/rest.ts';
export const PREFLIGHT_MODULE = 'functions/preflight/handler.ts';
/** API Gateway's (REST) integration timeout: a longer-running function is answered 504. */
export const INTEGRATION_TIMEOUT_MS = 29_000;

export interface RestApiOptions {
  runtime: LambdaRuntime;
  authorizerCache: AuthorizerCache;
  /** The headers of the gateway's own answers (JSON, and CORS for allowed origins). */
  gatewayHeaders(origin: string | undefined): Record<string, string>;
  integrationTimeoutMs?: number;
  log: (line: string) => void;
}

type Headers = Record<string, string | string[]>;

function send(res: ServerResponse, statusCode: number, headers: Headers, body: string | Buffer): number {
  res.writeHead(statusCode, headers);
  res.end(body);
  return statusCode;
}

/** A Lambda proxy result as the client sees it; a malformed one is API Gateway's 502. */
function sendProxyResult(res: ServerResponse, result: unknown, fallbackHeaders: Headers): number {
  const r = result as Partial<APIGatewayProxyResult> | null;
  if (!r || typeof r.statusCode !== 'number') {
    return send(res, 502, fallbackHeaders, JSON.stringify({ message: 'Internal server error' }));
  }
  const headers: Headers = {};
  for (const [k, v] of Object.entries(r.headers ?? {})) headers[k] = String(v);
  for (const [k, v] of Object.entries(r.multiValueHeaders ?? {})) headers[k] = v.map(String);
  const body = r.body ?? '';
  return send(res, r.statusCode, headers, r.isBase64Encoded ? Buffer.from(body, 'base64') : body);
}

type Decision =
  { outcome: 'allow'; context: Record<string, string>; principalId: string } | { outcome: 401 | 403 };

export function createRestApi(options: RestApiOptions) {
  const routes = compileRoutes();
  const integrationTimeoutMs = options.integrationTimeoutMs ?? INTEGRATION_TIMEOUT_MS;

  async function authorize(token: string, arn: string): Promise<Decision> {
    let result = options.authorizerCache.get(token);
    if (!result) {
      try {
        result = await options.runtime.invoke<APIGatewayAuthorizerResult>(
          AUTHORIZER_MODULE,
          tokenAuthorizerEvent(token, arn),
          { functionName: 'tubes-authorizer-rest' },
        );
      } catch (error) {
        if (error instanceof Error && error.message === 'Unauthorized') return { outcome: 401 };
        throw error;
      }
      options.authorizerCache.set(token, result);
    }
    if (!policyAllows(result, arn)) return { outcome: 403 };
    return { outcome: 'allow', context: toContextMap(result.context), principalId: result.principalId };
  }

  /** The integration: the function's result, or the status API Gateway answers in its place. */
  async function integrate(
    entry: string,
    event: APIGatewayProxyEvent,
    functionName: string,
  ): Promise<{ result: unknown } | { status: 413 | 502 | 504 }> {
    let timer: NodeJS.Timeout | undefined;
    const integrationTimeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), integrationTimeoutMs);
    });
    try {
      const invocation = options.runtime.invoke(entry, event, {
        functionName,
        requestId: event.requestContext.requestId,
      });
      const result = await Promise.race([invocation, integrationTimeout]);
      return result === 'timeout' ? { status: 504 } : { result };
    } catch (error) {
      if (!(error instanceof LambdaInvocationError)) throw error;
      options.log(`gateway: ${functionName}: ${error.errorType}: ${error.message}`);
      return { status: error.errorType === 'RequestTooLargeException' ? 413 : 502 };
    } finally {
      clearTimeout(timer);
    }
  }

  const GATEWAY_ANSWERS = {
    401: 'Unauthorized',
    403: 'User is not authorized to access this resource',
    404: undefined,
    413: 'Request Too Long',
    502: 'Internal server error',
    504: 'Endpoint request timed out',
  } as const;

  async function serve(req: IncomingMessage, res: ServerResponse, url: URL): Promise<number> {
    const method = (req.method ?? 'GET').toUpperCase();
    const headers = options.gatewayHeaders(req.headers.origin);
    const reply = (status: keyof typeof GATEWAY_ANSWERS): number =>
      send(
        res,
        status,
        headers,
        JSON.stringify({ message: GATEWAY_ANSWERS[status] ?? `No route for ${method} ${url.pathname}` }),
      );

    const candidates = matchRoutes(routes, url.pathname);
    if (candidates.length === 0) return reply(404);
    const body = await readBody(req);
    if (body === TOO_LARGE) return reply(413);
    const request: IncomingRequest = {
      method,
      path: url.pathname,
      rawQuery: url.search.slice(1),
      headers: req.headers,
      body,
      sourceIp: req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
    };
    const requestId = randomUUID();
    const eventFor = (match: RouteMatch, authorizer: Record<string, string> | null, principalId?: string) =>
      proxyEvent({
        request,
        resource: match.route.resource,
        pathParameters: Object.keys(match.params).length ? match.params : null,
        authorizer,
        ...(principalId ? { principalId } : {}),
        requestId,
      });

    if (method === 'OPTIONS') {
      // Preflight never goes through the authorizer (browsers send no credentials with it).
      const answer = await integrate(
        PREFLIGHT_MODULE,
        eventFor(candidates[0] as RouteMatch, null),
        'tubes-preflight',
      );
      return 'status' in answer ? reply(answer.status) : sendProxyResult(res, answer.result, headers);
    }

    const match = candidates.find((c) => c.route.endpoint.method === method);
    if (!match) return reply(404);
    const { endpoint } = match.route;

    let authorizer: Record<string, string> | null = null;
    let principalId: string | undefined;
    if (endpoint.access !== 'public') {
      const token = req.headers.authorization;
      if (!token) return reply(401);
      const decision = await authorize(token, methodArn(method, url.pathname));
      if (decision.outcome !== 'allow') return reply(decision.outcome);
      authorizer = decision.context;
      principalId = decision.principalId;
    }

    const answer = await integrate(
      handlerModulePath(endpoint),
      eventFor(match, authorizer, principalId),
      `tubes-${endpoint.id}`,
    );
    return 'status' in answer ? reply(answer.status) : sendProxyResult(res, answer.result, headers);
  }

  return { serve };
}
