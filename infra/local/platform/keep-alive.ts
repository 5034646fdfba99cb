import type { Server } from 'node:http';

/**
 * Idle keep-alive connections stay open longer than any client keeps them (undici: 4 s; Node's server
 * default: 5 s). Otherwise, on a loaded machine, the server may close an idle socket just as a client
 * reuses it, and the client sees "other side closed" for a request the server never read. API Gateway
 * and load balancers keep idle connections for tens of seconds for the same reason.
 */
export function keepIdleConnections(server: Server): Server {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}
