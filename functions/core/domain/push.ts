/**
 * Server-side push (design.md §7): posts a message to every open WebSocket connection of some users of
 * one organization through API Gateway's `@connections` management API. A connection that answers
 * 410 Gone is deleted. The endpoint comes from WEBSOCKET_CONNECTIONS_URL (the WebSocket stage's https
 * URL in the cloud, the local gateway locally): the same SDK call in both runtimes.
 */
import type { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { env } from '../http/env.js';
import { lazy } from '../http/lazy.js';
import { realtimeData, type ConnectionRef } from '../data/realtime-data.js';
import { logger } from '../http/logger.js';
import type { RealtimeMessage } from '#shared/domain/realtime.js';

export type { RealtimeMessage };

export interface PushResult {
  /** Connections the message was posted to. */
  delivered: number;
  /** Connections that were gone (410) and have been removed. */
  gone: number;
  /** Table requests it took to find the connections. */
  reads: number;
}

/** Posts in parallel, this many at a time (Lambda's sockets and API Gateway's rate are finite). */
const PARALLEL_POSTS = 50;

const managementSdk = lazy(() => import('@aws-sdk/client-apigatewaymanagementapi'));

let client: ApiGatewayManagementApiClient | undefined;
let clientEndpoint: string | undefined;

/** The SDK is loaded on the first push: most functions that may push rarely do. */
async function managementClient() {
  const endpoint = env.connectionsUrl();
  const sdk = await managementSdk();
  if (!client || clientEndpoint !== endpoint) {
    client = new sdk.ApiGatewayManagementApiClient({ endpoint });
    clientEndpoint = endpoint;
  }
  return { api: client, sdk };
}

function isGone(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'GoneException' || e?.$metadata?.httpStatusCode === 410;
}

async function inBatches<T>(items: readonly T[], size: number, run: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

export async function pushToUsers(
  orgId: string,
  userIds: string[],
  message: { type: string; payload?: unknown },
): Promise<PushResult> {
  const { connections, reads } = await realtimeData(orgId).connectionsOf(userIds);
  return postToConnections(orgId, connections, reads, message);
}

/** Posts to every open connection of the organization (settings every member sees at once: REFETCH_TUBE). */
export async function pushToOrganization(
  orgId: string,
  message: { type: string; payload?: unknown },
): Promise<PushResult> {
  return postToConnections(orgId, await realtimeData(orgId).allConnections(), 1, message);
}

async function postToConnections(
  orgId: string,
  connections: readonly ConnectionRef[],
  reads: number,
  message: { type: string; payload?: unknown },
): Promise<PushResult> {
  const data = realtimeData(orgId);
  if (connections.length === 0) return { delivered: 0, gone: 0, reads };
  const { api, sdk } = await managementClient();
  const body = new TextEncoder().encode(JSON.stringify(message));
  let delivered = 0;
  let gone = 0;
  await inBatches(connections, PARALLEL_POSTS, async (c: ConnectionRef) => {
    try {
      await api.send(new sdk.PostToConnectionCommand({ ConnectionId: c.connectionId, Data: body }));
      delivered += 1;
    } catch (error) {
      if (isGone(error)) {
        gone += 1;
        await data.removeConnection(c.userId, c.connectionId);
        return;
      }
      // One broken connection must not keep the message from the others.
      logger.warn('push to a connection failed', {
        orgId,
        connectionId: c.connectionId,
        error: (error as Error).message,
      });
    }
  });
  return { delivered, gone, reads };
}

/** Closes a connection from the server side (used when a user is disabled or signs out everywhere). */
export async function closeConnection(connectionId: string): Promise<void> {
  const { api, sdk } = await managementClient();
  try {
    await api.send(new sdk.DeleteConnectionCommand({ ConnectionId: connectionId }));
  } catch (error) {
    if (!isGone(error)) throw error;
  }
}
