/**
 * `npm run bench`: prints figures, never pass/fail.
 *  1. Per Lambda entry: minified bundle size (as CDK bundles it: ESM, minified, AWS SDK external) and
 *     module-init time (median over cold `node` processes importing the bundle).
 *  2. GET /query/initData through the local gateway against its DynamoDB calls (test/bench/api-latency.ts).
 *  3. Transcoding: the local pipeline against an ffmpeg baseline of the same clip
 *     (test/bench/transcoding.ts).
 *  4. Realtime push fan-out to 200 open local WebSocket connections: delivery p50/p99 and table reads
 *     per push (test/bench/realtime-fanout.ts).
 *  5. The web app: gzip size of the entry and player chunks (production build) and the time to first
 *     frame of /video/{humanId} in Chromium, median of 5 loads (test/bench/web-player.ts).
 *     `npm run bench -- --only=web` runs this part alone.
 */
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { deployedEndpoints, handlerModulePath } from '#shared/api/index.js';
import { median, formatTable } from './stats.js';
import { initDataLatency } from './api-latency.js';
import { startBenchPlatform, signInAs } from './platform.js';
import { realtimeFanout } from './realtime-fanout.js';
import { transcoding } from './transcoding.js';
import { videoFirstFrame, webChunkSizes, webPlayerOnly } from './web-player.js';

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

/** Everything but the bundle sizes runs against one local platform (test/bench/platform.ts). */
async function platformBenchmarks() {
  const platform = await startBenchPlatform();
  try {
    // Transcoding first: its long idle ffmpeg baseline would otherwise outlive pooled keep-alive sockets.
    await transcoding(platform);
    const memberToken = await signInAs(platform, 'member@acme.test');
    await initDataLatency(platform, memberToken);
    await realtimeFanout(platform, memberToken);
    await videoFirstFrame(platform);
  } finally {
    await platform.stop();
  }
}

if (process.argv.includes('--only=web')) {
  await webPlayerOnly();
} else {
  await bundleSizes();
  await webChunkSizes();
  await platformBenchmarks();
}
