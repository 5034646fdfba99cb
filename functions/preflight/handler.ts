/**
 * Answers CORS preflight (OPTIONS) for every API route. A static API Gateway CORS list cannot say
 * "any tenant sub-domain", so the same rule the handlers use (core/cors.ts) answers here.
 */
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { corsHeaders } from '../core/http/cors.js';

export async function handler(event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> {
  const headers = event.headers ?? {};
  const originKey = Object.keys(headers).find((k) => k.toLowerCase() === 'origin');
  const origin = originKey ? headers[originKey] : undefined;
  return { statusCode: 204, headers: corsHeaders(origin ?? undefined), body: '' };
}
