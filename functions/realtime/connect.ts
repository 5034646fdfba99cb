/** `$connect`: the authorizer has verified the user; the connection is stored with a TTL. */
import { realtimeData } from '../core/data/realtime-data.js';
import { logger } from '../core/http/logger.js';
import { connectionIdentity, type WebSocketEvent, type WebSocketResult } from './events.js';

export async function handler(event: WebSocketEvent): Promise<WebSocketResult> {
  const identity = connectionIdentity(event);
  if (!identity) return { statusCode: 401, body: 'Unauthorized' };
  await realtimeData(identity.orgId).addConnection(identity.userId, event.requestContext.connectionId);
  logger.info('connected', { orgId: identity.orgId, connectionId: event.requestContext.connectionId });
  return { statusCode: 200 };
}
