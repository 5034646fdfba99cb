/** `$disconnect`: removes the connection (best effort in API Gateway's own words; the TTL covers misses). */
import { realtimeData } from '../core/data/realtime-data.js';
import { connectionIdentity, type WebSocketEvent, type WebSocketResult } from './events.js';

export async function handler(event: WebSocketEvent): Promise<WebSocketResult> {
  const identity = connectionIdentity(event);
  if (identity) {
    await realtimeData(identity.orgId).removeConnection(identity.userId, event.requestContext.connectionId);
  }
  return { statusCode: 200 };
}
