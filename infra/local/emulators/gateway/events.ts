/**
 * The events API Gateway (REST, v1 payload) hands to a handler, built from a node:http request, so the
 * handlers run locally exactly as they are invoked in the cloud (the Lambda context: lambda/runtime.ts).
 */
import type { IncomingHttpHeaders } from 'node:http';
import type {
  APIGatewayProxyEvent,
  APIGatewayProxyEventHeaders,
  APIGatewayProxyEventMultiValueHeaders,
  APIGatewayTokenAuthorizerEvent,
} from 'aws-lambda';
import { LOCAL_ACCOUNT_ID, LOCAL_REST_API_ID, LOCAL_REST_API_STAGE, REGION } from '../../platform/config.js';

export const ACCOUNT_ID = LOCAL_ACCOUNT_ID;
export const REST_API_ID = LOCAL_REST_API_ID;
export const STAGE = LOCAL_REST_API_STAGE;

export interface IncomingRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  /** Raw query string (without `?`). */
  rawQuery: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  sourceIp: string;
}

/** `arn:aws:execute-api:<region>:<account>:<api>/<stage>/<METHOD>/<path>` as a TOKEN authorizer sees it. */
export function methodArn(method: string, path: string): string {
  return `arn:aws:execute-api:${REGION}:${ACCOUNT_ID}:${REST_API_ID}/${STAGE}/${method}${path}`;
}

/** A request's headers in an event's two shapes (last value; every value). */
export function splitHeaders(raw: IncomingHttpHeaders): {
  headers: APIGatewayProxyEventHeaders;
  multiValueHeaders: APIGatewayProxyEventMultiValueHeaders;
} {
  const headers: APIGatewayProxyEventHeaders = {};
  const multiValueHeaders: APIGatewayProxyEventMultiValueHeaders = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    // Node lower-cases names; API Gateway passes them as sent, and handlers must not care.
    headers[name] = values[values.length - 1];
    multiValueHeaders[name] = values;
  }
  return { headers, multiValueHeaders };
}

function splitQuery(rawQuery: string): {
  single: Record<string, string> | null;
  multi: Record<string, string[]> | null;
} {
  if (!rawQuery) return { single: null, multi: null };
  const params = new URLSearchParams(rawQuery);
  const single: Record<string, string> = {};
  const multi: Record<string, string[]> = {};
  for (const [name, value] of params) {
    single[name] = value; // last one wins, as in API Gateway
    (multi[name] ??= []).push(value);
  }
  return Object.keys(single).length ? { single, multi } : { single: null, multi: null };
}

/** Text bodies pass as strings; anything else base64, as API Gateway does without binary media types. */
function encodeBody(
  body: Buffer,
  contentType: string | undefined,
): { body: string | null; isBase64Encoded: boolean } {
  if (body.length === 0) return { body: null, isBase64Encoded: false };
  const textual =
    !contentType ||
    /^(text\/|application\/(json|xml|x-www-form-urlencoded|[a-z.+-]*\+json))/i.test(contentType);
  return textual
    ? { body: body.toString('utf8'), isBase64Encoded: false }
    : { body: body.toString('base64'), isBase64Encoded: true };
}

export function proxyEvent(options: {
  request: IncomingRequest;
  /** Resource template, e.g. `/query/organizations/{orgId}`. */
  resource: string;
  pathParameters: Record<string, string> | null;
  authorizer: Record<string, string> | null;
  principalId?: string;
  requestId: string;
}): APIGatewayProxyEvent {
  const { request } = options;
  // API Gateway adds X-Forwarded-Proto; the local gateway is plain http.
  const { headers, multiValueHeaders } = splitHeaders({ 'x-forwarded-proto': 'http', ...request.headers });
  const query = splitQuery(request.rawQuery);
  const { body, isBase64Encoded } = encodeBody(request.body, request.headers['content-type']);
  const now = new Date();
  return {
    resource: options.resource,
    path: request.path,
    httpMethod: request.method,
    headers,
    multiValueHeaders,
    queryStringParameters: query.single,
    multiValueQueryStringParameters: query.multi,
    pathParameters: options.pathParameters,
    stageVariables: null,
    body,
    isBase64Encoded,
    requestContext: {
      accountId: ACCOUNT_ID,
      apiId: REST_API_ID,
      authorizer: options.authorizer
        ? { ...options.authorizer, ...(options.principalId ? { principalId: options.principalId } : {}) }
        : null,
      protocol: 'HTTP/1.1',
      httpMethod: request.method,
      // The path as requested: the local gateway serves without a stage prefix (as a custom domain does).
      path: request.path,
      stage: STAGE,
      requestId: options.requestId,
      requestTimeEpoch: now.getTime(),
      resourceId: options.resource,
      resourcePath: options.resource,
      identity: {
        accessKey: null,
        accountId: null,
        apiKey: null,
        apiKeyId: null,
        caller: null,
        clientCert: null,
        cognitoAuthenticationProvider: null,
        cognitoAuthenticationType: null,
        cognitoIdentityId: null,
        cognitoIdentityPoolId: null,
        principalOrgId: null,
        sourceIp: options.request.sourceIp,
        user: null,
        userAgent: headers['user-agent'] ?? null,
        userArn: null,
      },
    },
  };
}

export function tokenAuthorizerEvent(
  authorizationToken: string,
  arn: string,
): APIGatewayTokenAuthorizerEvent {
  return { type: 'TOKEN', authorizationToken, methodArn: arn };
}
