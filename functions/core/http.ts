/**
 * The one pipeline every HTTP handler runs through (middy): request id and structured logging with
 * the tenant, CORS for the tenant sub-domains, contract validation of params/query/body, the access
 * level check, and error mapping to `{ message, issues? }`. Unexpected errors become a 500 with the
 * request id, logged with their stack, never sent to the client.
 */
import middy from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { z } from 'zod';
import type { ApiErrorBody, EndpointDefinition } from '../../shared/api/endpoint.js';
import { hasAccess } from '../../shared/domain/roles.js';
import { HttpError, forbidden } from './errors.js';
import { logger } from './logger.js';
import { tenantFromEvent, type TenantContext } from './tenant.js';
import { corsHeaders } from './cors.js';
import { parseInput } from './validation.js';
import { badRequest } from './errors.js';

type Infer<T> = NonNullable<T> extends z.ZodType ? z.infer<NonNullable<T>> : undefined;

export interface HandlerInput<E extends EndpointDefinition> {
  params: Infer<E['params']>;
  query: Infer<E['query']>;
  body: Infer<E['body']>;
  /** Null only on public endpoints. */
  tenant: E['access'] extends 'public' ? TenantContext | null : TenantContext;
  requestId: string;
  event: APIGatewayProxyEvent;
}

export type HttpHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

function header(event: APIGatewayProxyEvent, name: string): string | undefined {
  const headers = event.headers ?? {};
  const found = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return found ? (headers[found] ?? undefined) : undefined;
}

function json(statusCode: number, body: unknown, headers: Record<string, string>): APIGatewayProxyResult {
  return {
    statusCode,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(body),
  };
}

function parseBody(event: APIGatewayProxyEvent): unknown {
  if (event.body === null || event.body === undefined || event.body === '') return undefined;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('Request body is not valid JSON');
  }
}

export function httpHandler<E extends EndpointDefinition>(
  endpoint: E,
  fn: (input: HandlerInput<E>) => Promise<z.infer<E['response']>>,
): HttpHandler {
  const core = async (event: APIGatewayProxyEvent, context: Context): Promise<APIGatewayProxyResult> => {
    const requestId = context.awsRequestId;
    const baseHeaders = { ...corsHeaders(header(event, 'origin')), 'X-Request-Id': requestId };
    try {
      let tenant: TenantContext | null = null;
      if (endpoint.access === 'public') {
        // Public endpoints never require a token; a verified context is still used when present.
        tenant = event.requestContext?.authorizer?.orgId ? tenantFromEvent(event) : null;
      } else {
        tenant = tenantFromEvent(event);
        if (!hasAccess(tenant, endpoint.access)) throw forbidden();
      }
      if (tenant) logger.appendKeys({ orgId: tenant.activeOrgId, userId: tenant.userId });
      const input = {
        params: parseInput(endpoint.params, event.pathParameters ?? {}, 'params'),
        query: parseInput(endpoint.query, event.queryStringParameters ?? {}, 'query'),
        body: parseInput(endpoint.body, parseBody(event), 'body'),
        tenant,
        requestId,
        event,
      } as HandlerInput<E>;
      const result = await fn(input);
      return json(200, result, baseHeaders);
    } catch (error) {
      if (error instanceof HttpError) {
        logger.info('request rejected', { statusCode: error.statusCode, reason: error.message });
        const body: ApiErrorBody = { message: error.message };
        if (error.issues) body.issues = error.issues;
        return json(error.statusCode, body, baseHeaders);
      }
      logger.error('unexpected error', error as Error);
      const body: ApiErrorBody = { message: 'Oops! Something went wrong', requestId };
      return json(500, body, baseHeaders);
    } finally {
      logger.removeKeys(['orgId', 'userId']);
    }
  };

  return middy<APIGatewayProxyEvent, APIGatewayProxyResult>()
    .use({
      before: (request) => {
        logger.addContext(request.context);
        logger.appendKeys({ endpoint: endpoint.id });
      },
    })
    .handler(core);
}
