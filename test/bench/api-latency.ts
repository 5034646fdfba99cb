/**
 * API latency (issue 2 benchmark): GET /query/initData through the local gateway at concurrency 20:
 * p50/p99 latency next to the p50 of the DynamoDB calls it makes (timed inside the same document
 * client), as a ratio.
 */
import { performance } from 'node:perf_hooks';
import type { LocalPlatform } from '../../infra/local/index.js';
import { percentile, formatTable } from './stats.js';

export async function initDataLatency(platform: LocalPlatform, idToken: string): Promise<void> {
  const { dynamo } = await import('../../functions/core/data/dynamo.js');
  // Time every DynamoDB call the in-process handlers (and the authorizer) make.
  const dynamoMs: number[] = [];
  dynamo().middlewareStack.add(
    (next) => async (args) => {
      const t = performance.now();
      try {
        return await next(args);
      } finally {
        dynamoMs.push(performance.now() - t);
      }
    },
    { step: 'initialize', name: 'benchTiming' },
  );
  const url = `${platform.urls.api}/query/initData`;
  const once = async () => {
    const t = performance.now();
    const res = await fetch(url, { headers: { Authorization: `Bearer ${idToken}` } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`initData answered ${res.status}`);
    return performance.now() - t;
  };
  for (let i = 0; i < 20; i++) await once(); // warm containers, JWKS cache, JIT
  dynamoMs.length = 0;
  const total = Number(process.env.BENCH_REQUESTS ?? 600);
  const concurrency = 20;
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        latencies.push(await once());
      }
    }),
  );
  const wall = (performance.now() - started) / 1000;
  const p50 = percentile(latencies, 50);
  const p99 = percentile(latencies, 99);
  const dbP50 = percentile(dynamoMs, 50);
  console.log(`\nGET /query/initData via the local gateway, ${total} requests at concurrency ${concurrency}`);
  console.log(
    formatTable(
      ['metric', 'value'],
      [
        ['throughput', `${(total / wall).toFixed(0)} req/s`],
        ['latency p50', `${p50.toFixed(1)} ms`],
        ['latency p99', `${p99.toFixed(1)} ms`],
        ['DynamoDB calls per request', (dynamoMs.length / total).toFixed(2)],
        ['DynamoDB call p50', `${dbP50.toFixed(1)} ms`],
        ['request p50 / DynamoDB p50', `${(p50 / dbP50).toFixed(2)}x`],
      ],
    ),
  );
}
