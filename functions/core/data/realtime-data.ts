/**
 * WebSocket connections of ONE organization (access patterns: connections of a user, a connection by
 * id, the organization's connections). Bound to the orgId the verified token named.
 */
import { getEntities } from './entities/index.js';

/**
 * API Gateway ends every WebSocket connection after 2 hours; the TTL adds a margin, so a connection
 * whose `$disconnect` never ran disappears by itself and the keep-alive needs no write.
 */
export const CONNECTION_TTL_SECONDS = 2 * 60 * 60 + 10 * 60;

/** Above this many users one query over the organization's connections beats one query per user. */
export const PER_USER_QUERY_LIMIT = 8;

export interface ConnectionRef {
  userId: string;
  connectionId: string;
}

export function realtimeData(orgId: string) {
  if (!orgId) throw new Error('realtimeData needs an organization id');
  const e = getEntities();
  return {
    orgId,
    async addConnection(userId: string, connectionId: string, now = Date.now()) {
      await e.connection
        .put({ orgId, userId, connectionId, expiresAt: Math.floor(now / 1000) + CONNECTION_TTL_SECONDS })
        .go();
    },
    async removeConnection(userId: string, connectionId: string) {
      await e.connection.delete({ orgId, userId, connectionId }).go();
    },
    async connection(userId: string, connectionId: string) {
      return (await e.connection.get({ orgId, userId, connectionId }).go()).data;
    },
    /** Every open connection of the organization (the user-access reconciler's worklist). */
    async allConnections(nowSeconds = Math.floor(Date.now() / 1000)): Promise<ConnectionRef[]> {
      const { data } = await e.connection.query.byOrg({ orgId }).go({ pages: 'all' });
      return data
        .filter((c) => c.expiresAt > nowSeconds)
        .map((c) => ({ userId: c.userId, connectionId: c.connectionId }));
    },
    /**
     * Open connections of some users, with the number of table requests it took (benchmarked):
     * one query per user for a few users, one paged query over the organization for many.
     */
    async connectionsOf(
      userIds: readonly string[],
      nowSeconds = Math.floor(Date.now() / 1000),
    ): Promise<{ connections: ConnectionRef[]; reads: number }> {
      const wanted = new Set(userIds);
      if (wanted.size === 0) return { connections: [], reads: 0 };
      // TTL deletion lags; an expired item is not a connection.
      const live = (c: { expiresAt: number }) => c.expiresAt > nowSeconds;
      if (wanted.size <= PER_USER_QUERY_LIMIT) {
        const pages = await Promise.all(
          [...wanted].map((userId) => e.connection.query.byUser({ orgId, userId }).go({ pages: 'all' })),
        );
        return {
          connections: pages.flatMap((p) =>
            p.data.filter(live).map((c) => ({ userId: c.userId, connectionId: c.connectionId })),
          ),
          reads: wanted.size,
        };
      }
      const connections: ConnectionRef[] = [];
      let cursor: string | null = null;
      let reads = 0;
      do {
        const page: {
          data: { userId: string; connectionId: string; expiresAt: number }[];
          cursor: string | null;
        } = await e.connection.query.byOrg({ orgId }).go({ cursor });
        reads += 1;
        for (const c of page.data) {
          if (wanted.has(c.userId) && live(c))
            connections.push({ userId: c.userId, connectionId: c.connectionId });
        }
        cursor = page.cursor;
      } while (cursor);
      return { connections, reads };
    },
  };
}

export type RealtimeData = ReturnType<typeof realtimeData>;
