/**
 * The events API Gateway's WebSocket API hands to the route handlers. The `$connect` REQUEST authorizer's
 * context travels with the connection: every later route event of it (`$disconnect`, keep-alive) carries
 * the same `requestContext.authorizer`, so handlers know the organization and user without a lookup.
 */
import type { APIGatewayEventWebsocketRequestContextV2 } from 'aws-lambda';

export interface WebSocketEvent {
  requestContext: APIGatewayEventWebsocketRequestContextV2 & {
    authorizer?: Record<string, string | number | boolean | null> | null;
  };
  body?: string | null;
  isBase64Encoded?: boolean;
  queryStringParameters?: Record<string, string | undefined> | null;
}

export interface WebSocketResult {
  statusCode: number;
  body?: string;
}

/** The identity the authorizer verified; absent only if a route was reached without it. */
export function connectionIdentity(event: WebSocketEvent): { orgId: string; userId: string } | null {
  const ctx = event.requestContext.authorizer;
  const orgId = ctx?.orgId;
  const userId = ctx?.userId;
  if (typeof orgId !== 'string' || typeof userId !== 'string' || !orgId || !userId) return null;
  return { orgId, userId };
}
