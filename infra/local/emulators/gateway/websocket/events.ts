/**
 * The events API Gateway's WebSocket API hands to its route handlers and its `$connect` REQUEST
 * authorizer. As in the cloud, the `$connect` events (the authorizer's and the route's) carry the
 * upgrade request's headers and query string; later events carry the authorizer's context instead.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { LOCAL_WEBSOCKET_PATH } from '#shared/domain/realtime.js';
import type { WebSocketEvent } from '../../../../../functions/realtime/events.js';
import { LOCAL_WEBSOCKET_STAGE, REGION } from '../../../platform/config.js';
import { ACCOUNT_ID, splitHeaders } from '../events.js';

export const WEBSOCKET_API_ID = 'tubeslocalws';
export const WEBSOCKET_STAGE = LOCAL_WEBSOCKET_STAGE;

/** What the API knows of a connection from its upgrade request on. */
export interface ConnectionFacts {
  connectionId: string;
  connectedAt: number;
  sourceIp: string;
  userAgent: string;
  /** The authorizer's context (absent for the authorizer's own event). */
  authorizer?: Record<string, string>;
}

/** The upgrade request, for the `$connect` events. */
export interface UpgradeRequest {
  headers: IncomingHttpHeaders;
  query: Record<string, string>;
}

/** A route event; `$connect` events also carry the upgrade's headers (API Gateway passes them). */
export type RouteEvent = WebSocketEvent & {
  headers?: Record<string, string | undefined>;
  multiValueHeaders?: Record<string, string[] | undefined>;
};

type EventType = 'CONNECT' | 'MESSAGE' | 'DISCONNECT';

function requestContext(
  facts: ConnectionFacts,
  routeKey: string,
  eventType: EventType,
  domainName: string,
): WebSocketEvent['requestContext'] {
  const now = Date.now();
  return {
    routeKey,
    eventType,
    messageId: eventType === 'MESSAGE' ? randomBytes(8).toString('base64') : '',
    extendedRequestId: randomUUID(),
    requestTime: new Date(now).toUTCString(),
    messageDirection: 'IN',
    stage: WEBSOCKET_STAGE,
    connectedAt: facts.connectedAt,
    requestTimeEpoch: now,
    requestId: randomUUID(),
    domainName,
    connectionId: facts.connectionId,
    apiId: WEBSOCKET_API_ID,
    authorizer: facts.authorizer ?? null,
    identity: { sourceIp: facts.sourceIp, userAgent: facts.userAgent },
  } as WebSocketEvent['requestContext'];
}

export function connectEvent(
  facts: ConnectionFacts,
  upgrade: UpgradeRequest,
  domainName: string,
): RouteEvent {
  const { headers, multiValueHeaders } = splitHeaders(upgrade.headers);
  return {
    requestContext: requestContext(facts, '$connect', 'CONNECT', domainName),
    headers,
    multiValueHeaders,
    isBase64Encoded: false,
    queryStringParameters: Object.keys(upgrade.query).length ? upgrade.query : null,
  };
}

export function messageEvent(
  facts: ConnectionFacts,
  routeKey: string,
  body: string,
  domainName: string,
): RouteEvent {
  return {
    requestContext: requestContext(facts, routeKey, 'MESSAGE', domainName),
    body,
    isBase64Encoded: false,
  };
}

export function disconnectEvent(facts: ConnectionFacts, domainName: string): RouteEvent {
  return {
    requestContext: requestContext(facts, '$disconnect', 'DISCONNECT', domainName),
    isBase64Encoded: false,
  };
}

export function connectAuthorizerEvent(
  facts: ConnectionFacts,
  upgrade: UpgradeRequest,
  domainName: string,
): APIGatewayRequestAuthorizerEvent {
  const { headers, multiValueHeaders } = splitHeaders(upgrade.headers);
  const query = Object.keys(upgrade.query).length ? upgrade.query : null;
  return {
    type: 'REQUEST',
    methodArn: `arn:aws:execute-api:${REGION}:${ACCOUNT_ID}:${WEBSOCKET_API_ID}/${WEBSOCKET_STAGE}/$connect`,
    resource: '$connect',
    path: LOCAL_WEBSOCKET_PATH,
    httpMethod: 'GET',
    headers: headers as Record<string, string>,
    multiValueHeaders: multiValueHeaders as Record<string, string[]>,
    pathParameters: null,
    queryStringParameters: query,
    multiValueQueryStringParameters: query
      ? Object.fromEntries(Object.entries(query).map(([k, v]) => [k, [v]]))
      : null,
    stageVariables: null,
    requestContext: requestContext(
      facts,
      '$connect',
      'CONNECT',
      domainName,
    ) as unknown as APIGatewayRequestAuthorizerEvent['requestContext'],
  };
}
