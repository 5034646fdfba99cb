/**
 * The one pipeline every HTTP handler runs through (middy), in order:
 *   requestLogging → tenantCors → errorMapping → the handler (tenant context, access level, contract
 *   validation of params/query/body, then the endpoint's function; its result is answered 200 JSON).
 * Handlers are thin: `export const handler = httpHandler(api.someEndpoint, async (input) => …)`.
 */
import middy from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type * as z from 'zod';
import type { EndpointDefinition } from '#shared/api/endpoint.js';
import { hasAccess } from '#shared/domain/roles.js';
import { forbidden } from './errors.js';
import { logger } from './logger.js';
import { tenantFromEvent, type TenantContext } from './tenant.js';
import { parseInput } from './validation.js';
import { jsonBody, jsonResponse } from './request.js';
import { requestLogging } from './middleware/logging.js';
import { tenantCors } from './middleware/cors.js';
import { errorMapping } from './middleware/errors.js';
import { withRequestCache } from '../data/request-cache.js';
import { withReaderLanguage } from './reader-language.js';

type Infer<T> = NonNullable<T> extends z.ZodType ? z.infer<NonNullable<T>> : undefined;

export interface HandlerInput<E extends EndpointDefinition> {
  params: Infer<E['params']>;
  query: Infer<E['query']>;
  body: Infer<E['body']>;
  /** Null only on public endpoints called without a token. */
  tenant: E['access'] extends 'public' ? TenantContext | null : TenantContext;
  requestId: string;
  event: APIGatewayProxyEvent;
}

export type HttpHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

/** The caller's tenant: required and access-checked on protected endpoints (the authorizer ran). */
function resolveTenant(endpoint: EndpointDefinition, event: APIGatewayProxyEvent): TenantContext | null {
  if (endpoint.access === 'public') {
    return event.requestContext?.authorizer?.orgId ? tenantFromEvent(event) : null;
  }
  const tenant = tenantFromEvent(event);
  if (!hasAccess(tenant, endpoint.access)) throw forbidden();
  return tenant;
}

export function httpHandler<E extends EndpointDefinition>(
  endpoint: E,
  fn: (input: HandlerInput<E>) => Promise<z.infer<E['response']>>,
): HttpHandler {
  // Each request has its own cache of reads (the organization is read once, whoever asks).
  const run = (event: APIGatewayProxyEvent, context: Context): Promise<APIGatewayProxyResult> =>
    withRequestCache(() => withReaderLanguage(event, () => respond(event, context)));
  const respond = async (event: APIGatewayProxyEvent, context: Context): Promise<APIGatewayProxyResult> => {
    const tenant = resolveTenant(endpoint, event);
    if (tenant) logger.appendKeys({ orgId: tenant.activeOrgId, userId: tenant.userId });
    const input = {
      params: parseInput(endpoint.params, event.pathParameters ?? {}, 'params'),
      query: parseInput(endpoint.query, event.queryStringParameters ?? {}, 'query'),
      body: parseInput(endpoint.body, jsonBody(event), 'body'),
      tenant,
      requestId: context.awsRequestId,
      event,
    } as HandlerInput<E>;
    const result = await fn(input);
    const response = endpoint.contentType
      ? // A per-caller document (playlists carry presigned URLs): never cached by intermediaries.
        {
          statusCode: 200,
          headers: { 'Content-Type': endpoint.contentType, 'Cache-Control': 'private, no-store' },
          body: String(result),
        }
      : jsonResponse(200, result);
    response.headers = { ...response.headers, 'X-Request-Id': context.awsRequestId };
    return response;
  };

  return middy<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context>()
    .use(requestLogging(endpoint.id))
    .use(tenantCors())
    .use(errorMapping())
    .handler(run);
}
