/**
 * The keep-alive route (`{"action":"keepAlive"}` every 60 s, spec 1 §9 "socket keep-alive 60 s"): its
 * only job is traffic before API Gateway's 10-minute idle timeout. It touches no table: the connection's
 * TTL already outlives API Gateway's 2-hour connection limit.
 */
import type { WebSocketEvent, WebSocketResult } from './events.js';

export const KEEP_ALIVE_ROUTE = 'keepAlive';

export async function handler(event: WebSocketEvent): Promise<WebSocketResult> {
  return { statusCode: event.requestContext.connectionId ? 200 : 400 };
}
