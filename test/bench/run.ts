/**
 * `npm run bench`: prints figures, never pass/fail.
 *  1. Per Lambda entry: minified bundle size (as CDK bundles it: ESM, minified, AWS SDK external) and
 *     module-init time (median over cold `node` processes importing the bundle).
 *  2. GET /query/initData through the local gateway at concurrency 20: p50/p99 latency next to the
 *     p50 of the DynamoDB calls it makes (timed inside the same document client), as a ratio.
 */
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { deployedEndpoints, handlerModulePath } from '../../shared/api/index.js';
import { percentile, median, formatTable } from './stats.js';

const OUT_DIR = path.resolve('.local/bench');
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 7);

const ENTRIES = [
  ...deployedEndpoints.map((e) => ({ name: `${e.method} ${e.path}`, entry: handlerModulePath(e) })),
  { name: 'authorizer', entry: 'functions/authorizer/rest.ts' },
  { name: 'preflight', entry: 'functions/preflight/handler.ts' },
];

async function bundleSizes() {
  rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });
  const rows: string[][] = [];
  for (const { name, entry } of ENTRIES) {
    const outfile = path.join(OUT_DIR, `${entry.replace(/[/.]/g, '_')}.mjs`);
    await build({
      entryPoints: [entry],
      outfile,
      bundle: true,
      minify: true,
      platform: 'node',
      target: 'node22',
      format: 'esm',
      external: ['@aws-sdk/*'],
      banner: {
        js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
      },
      logLevel: 'error',
    });
    const code = readFileSync(outfile);
    const initMs: number[] = [];
    for (let i = 0; i < COLD_RUNS; i++) {
      // A fresh process each time: a cold start of the module graph (SDK from node_modules included).
      const out = execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const t=performance.now();await import(${JSON.stringify(outfile)});console.log(performance.now()-t)`,
        ],
        {
          env: {
            ...process.env,
            TABLE_NAME: 'bench',
            AWS_REGION: 'us-east-1',
            POWERTOOLS_LOG_LEVEL: 'SILENT',
          },
        },
      );
      initMs.push(Number(out.toString().trim()));
    }
    rows.push([
      name,
      `${(code.length / 1024).toFixed(1)} kB`,
      `${(gzipSync(code).length / 1024).toFixed(1)} kB`,
      `${median(initMs).toFixed(1)} ms`,
    ]);
  }
  console.log(
    `\nLambda bundles (minified ESM, @aws-sdk external; init = median of ${COLD_RUNS} cold processes)`,
  );
  console.log(formatTable(['entry', 'minified', 'gzip', 'module init'], rows));
}

async function initDataLatency() {
  const { startLocalPlatform } = await import('../../infra/local/platform.js');
  const { dynamo } = await import('../../functions/core/aws-clients.js');
  const { CognitoIdentityProviderClient, InitiateAuthCommand } =
    await import('@aws-sdk/client-cognito-identity-provider');

  const platform = await startLocalPlatform({
    ephemeral: true,
    web: false,
    seed: 'always',
    requestLog: false,
    log: () => undefined,
    ports: { dynamodb: 38000, s3: 34569, cognito: 39229, gateway: 34000, web: 35173, mediaconvert: 34580 },
  });
  try {
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
    const pool = platform.pools.find((p) => p.orgId === 'acme');
    if (!pool) throw new Error('acme pool missing');
    const auth = await new CognitoIdentityProviderClient({ endpoint: platform.urls.cognito }).send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: pool.clientId,
        AuthParameters: { USERNAME: 'member@acme.test', PASSWORD: 'Passw0rd!' },
      }),
    );
    const idToken = auth.AuthenticationResult?.IdToken;
    if (!idToken) throw new Error('sign-in failed');
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
    console.log(
      `\nGET /query/initData via the local gateway, ${total} requests at concurrency ${concurrency}`,
    );
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
  } finally {
    await platform.stop();
  }
}

await bundleSizes();
await initDataLatency();
