import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { badRequest } from './errors.js';

/** Case-insensitive header lookup (API Gateway keeps the client's casing). */
export function headerOf(event: Pick<APIGatewayProxyEvent, 'headers'>, name: string): string | undefined {
  const headers = event.headers ?? {};
  const found = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase());
  return found ? (headers[found] ?? undefined) : undefined;
}

export function jsonResponse(statusCode: number, body: unknown): APIGatewayProxyResult {
  return {
    statusCode,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body),
  };
}

export function jsonBody(event: Pick<APIGatewayProxyEvent, 'body' | 'isBase64Encoded'>): unknown {
  if (event.body === null || event.body === undefined || event.body === '') return undefined;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('Request body is not valid JSON');
  }
}

/**
 * The API's base URL as the caller reached it (API Gateway's requestContext.path is the requested
 * path, stage included; event.path is the resource path below it), to hand out URLs of this API.
 */
export function apiBaseUrl(event: APIGatewayProxyEvent): string {
  const host = headerOf(event, 'host');
  if (!host) throw new Error('request has no Host header');
  const proto = headerOf(event, 'x-forwarded-proto') ?? 'https';
  const requested = event.requestContext?.path ?? event.path;
  const prefix = requested.endsWith(event.path)
    ? requested.slice(0, requested.length - event.path.length)
    : '';
  return `${proto}://${host}${prefix}`;
}
