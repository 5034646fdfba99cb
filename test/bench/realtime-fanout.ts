/**
 * Push fan-out (issue 5 benchmark): 200 open WebSocket connections on the local gateway (200 users of
 * one organization, one connection each), then pushToUsers() to all of them, repeated. Prints the
 * delivery time from the push call to each socket's receipt (p50/p99 over every delivery) and to the
 * last socket of a push, and the number of table reads one push makes (DynamoDB requests counted
 * inside the document client). Printed figures, never pass/fail.
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { formatTable, median, percentile } from './stats.js';

const CONNECTIONS = Number(process.env.BENCH_WS_CONNECTIONS ?? 200);
const PUSHES = Number(process.env.BENCH_WS_PUSHES ?? 20);

interface FanoutPlatform {
  urls: { websocket: string };
  pools: { orgId: string; userPoolId: string; clientId: string }[];
}

/** Runs against a started local platform (see run.ts); `signInAs` returns an ID token of a demo user. */
export async function realtimeFanout(platform: FanoutPlatform, idToken: string): Promise<void> {
  const { documentClient } = await import('../../functions/core/data/dynamo.js');
  const { pushToUsers } = await import('../../functions/core/domain/push.js');
  const { realtimeData } = await import('../../functions/core/data/realtime-data.js');

  // 200 connections: one real, authenticated one (the demo member), and 199 more users' connections
  // registered the way $connect does. Every one is a real socket on the gateway; the registered ones
  // reuse an authenticated socket each (their connection ids are the sockets' own).
  const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
    'custom:orgId'?: string;
  };
  const orgId = claims['custom:orgId'] ?? 'acme';
  const url = new URL(platform.urls.websocket);
  url.searchParams.set('token', idToken);
  url.searchParams.set('userId', claims.sub);
  url.searchParams.set('orgId', orgId);

  const data = realtimeData(orgId);
  const sockets: WebSocket[] = [];
  const received = new Map<WebSocket, (at: number) => void>();
  try {
    for (let i = 0; i < CONNECTIONS; i++) {
      const ws = new WebSocket(url);
      await new Promise((resolve, reject) => {
        ws.once('open', resolve);
        ws.once('error', reject);
      });
      ws.on('message', () => received.get(ws)?.(performance.now()));
      sockets.push(ws);
    }
    // The gateway stored every socket under the member; spread them over 200 users, as 200 people.
    const { connections } = await data.connectionsOf([claims.sub]);
    const userIds: string[] = [];
    await Promise.all(
      connections.map(async (c, i) => {
        const userId = i === 0 ? claims.sub : `bench-user-${i}`;
        userIds.push(userId);
        if (i > 0) {
          await data.removeConnection(claims.sub, c.connectionId);
          await data.addConnection(userId, c.connectionId);
        }
      }),
    );

    let reads = 0;
    (await documentClient()).middlewareStack.add(
      (next, context) => async (args) => {
        if (['QueryCommand', 'GetCommand', 'BatchGetCommand'].includes(context.commandName ?? '')) reads += 1;
        return next(args);
      },
      { step: 'initialize', name: 'benchReadCount' },
    );

    const perDelivery: number[] = [];
    const perPush: number[] = [];
    const readsPerPush: number[] = [];
    for (let p = 0; p < PUSHES + 2; p++) {
      const arrivals: number[] = [];
      const all = new Promise<void>((resolve) => {
        for (const ws of sockets)
          received.set(ws, (at) => {
            arrivals.push(at);
            if (arrivals.length === sockets.length) resolve();
          });
      });
      reads = 0;
      const started = performance.now();
      const result = await pushToUsers(orgId, userIds, { type: 'REFETCH_NOTIFICATIONS' });
      const readsNow = reads;
      await all;
      if (p < 2) continue; // warm-up
      if (result.delivered !== sockets.length)
        throw new Error(`delivered ${result.delivered} of ${sockets.length}`);
      for (const at of arrivals) perDelivery.push(at - started);
      perPush.push(Math.max(...arrivals) - started);
      readsPerPush.push(readsNow);
    }

    console.log(
      `\nRealtime push fan-out: ${sockets.length} open local WebSocket connections (${userIds.length} users), ` +
        `${PUSHES} pushes of REFETCH_NOTIFICATIONS via pushToUsers → @connections`,
    );
    console.log(
      formatTable(
        ['measure', 'p50', 'p99', 'max'],
        [
          [
            'push call → a socket receives',
            `${median(perDelivery).toFixed(1)} ms`,
            `${percentile(perDelivery, 99).toFixed(1)} ms`,
            `${Math.max(...perDelivery).toFixed(1)} ms`,
          ],
          [
            'push call → the last socket receives',
            `${median(perPush).toFixed(1)} ms`,
            `${percentile(perPush, 99).toFixed(1)} ms`,
            `${Math.max(...perPush).toFixed(1)} ms`,
          ],
          [
            'table reads per push',
            String(median(readsPerPush)),
            String(percentile(readsPerPush, 99)),
            String(Math.max(...readsPerPush)),
          ],
        ],
      ),
    );
  } finally {
    for (const ws of sockets) ws.terminate();
  }
}
