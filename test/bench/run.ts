/**
 * `npm run bench`: prints figures, never pass/fail.
 *  1. Every Lambda function (each module of functions/ exporting `handler`): minified bundle size, built
 *     as TubesFunction bundles it (infra/config/bundling.ts), and module-init time (median over cold
 *     `node` processes importing the bundle with the runtime's NODE_OPTIONS). `--only=bundles` runs this
 *     part alone.
 *  2. GET /query/initData through the local gateway against its DynamoDB calls (test/bench/api-latency.ts).
 *  3. Transcoding: the local pipeline against an ffmpeg baseline of the same clip
 *     (test/bench/transcoding.ts); rendering: a render (trim + text overlays) against plain ffmpeg doing
 *     the same work, as a ratio (test/bench/render.ts). `npm run bench -- --only=render` runs it alone.
 *     Transcription: the local Transcribe's real-time factor against plain pocketsphinx
 *     (test/bench/transcription.ts); `--only=transcription` runs it alone.
 *  4. Realtime push fan-out to 200 open local WebSocket connections: delivery p50/p99 and table reads
 *     per push (test/bench/realtime-fanout.ts).
 *  5. The quick guide of a 30-chapter video: PDF composition time and the stills job's ffmpeg time
 *     (test/bench/quick-guide.ts, no platform); `npm run bench -- --only=quick-guide` runs it alone.
 *  6. Step Functions locally: p50/p99 of a 5-step machine, per step and per execution
 *     (test/bench/stepfunctions.ts); `npm run bench -- --only=stepfunctions` runs it alone.
 *  7. The web app: gzip size of the entry and player chunks (production build) and the time to first
 *     frame of /video/{humanId} in Chromium, median of 5 loads (test/bench/web-player.ts).
 *     `npm run bench -- --only=web` runs this part alone.
 *  8. The editor on a 30-chapter video: open time in Chromium and of its read, subtitle re-package time
 *     and the autosave with it (test/bench/studio-editor.ts); `npm run bench -- --only=editor` runs it
 *     alone.
 *  9. The task lists with 1,000 tasks: /tasks (every page), /admin/tasks (page, search + sort) and a
 *     channel's tasks, p50/p99 through the gateway (test/bench/task-list.ts); `--only=task-lists` runs it
 *     alone.
 * 10. The translation pipeline: a 60 s, 6-chapter video into Spanish (machine) and German (until the
 *     translator's task), request to done (test/bench/translation.ts); the whole chain, hands off: a 60 s,
 *     6-chapter upload in acme's Customer success from markReadyToPublish to the master listing the
 *     Spanish voice-over, with the translation, voice-over and render split
 *     (test/bench/voice-over-chain.ts). `--only=translation` runs both alone, `--only=chain` the chain.
 * 11. Voice-over: the render of a 60 s video's master with a 6-chapter Spanish voice-over as an HLS audio
 *     rendition, through the local MediaConvert, against plain ffmpeg doing the same mix, as a ratio; the
 *     track's assembly time and size (test/bench/voice-over.ts); `--only=voice-over` runs it alone.
 * 12. Create training: 1,000 users × 20 processes × 5 videos (100,000 watch-video tasks): the generation
 *     rule alone, and the whole training-generation machine run in the local Step Functions into DynamoDB
 *     Local (test/bench/training-generation.ts); `--only=training` runs it alone.
 * 13. Wallet debits: 1,000 jobs (a tenth sent twice) at concurrency 50 into one wallet: debits per second,
 *     latency, and the count of lost or doubled debits (test/bench/wallet-debits.ts); `--only=wallet`.
 */
import { build, type Metafile } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { endpoints, fullPath, handlerModulePath } from '#shared/api/index.js';
import { esbuildLambdaOptions, LAMBDA_BUNDLING } from '../../infra/config/bundling.js';
import { median, formatTable } from './stats.js';
import { initDataLatency } from './api-latency.js';
import { startBenchPlatform, signInAs } from './platform.js';
import { realtimeFanout } from './realtime-fanout.js';
import { transcoding } from './transcoding.js';
import { rendering } from './render.js';
import { editorOpen } from './studio-editor.js';
import { transcription } from './transcription.js';
import { quickGuide } from './quick-guide.js';
import { stepFunctionsLatency } from './stepfunctions.js';
import { taskLists } from './task-list.js';
import { trainingGeneration } from './training-generation.js';
import { walletDebits } from './wallet-debits.js';
import { translationPipeline } from './translation.js';
import { voiceOver } from './voice-over.js';
import { handsOffChain } from './voice-over-chain.js';
import { videoFirstFrame, webChunkSizes, webPlayerOnly } from './web-player.js';

const OUT_DIR = path.resolve('.local/bench');
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 7);

/** Every Lambda entry of the repository: the modules under functions/ that export a `handler`. */
function lambdaEntries(): { name: string; entry: string }[] {
  const byContract = new Map(endpoints.map((e) => [handlerModulePath(e), `${e.method} ${fullPath(e)}`]));
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const item of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, item.name);
      if (item.isDirectory()) {
        if (file !== path.join('functions', 'core')) walk(file);
      } else if (item.name.endsWith('.ts') && !item.name.endsWith('.test.ts')) {
        if (/^export (const handler\b|(async )?function handler\b)/m.test(readFileSync(file, 'utf8')))
          found.push(file);
      }
    }
  };
  walk('functions');
  return found
    .map((entry) => ({
      entry,
      name: byContract.get(entry) ?? entry.replace(/^functions\//, '').replace(/\.ts$/, ''),
    }))
    .sort((a, b) => a.entry.localeCompare(b.entry));
}

/** Median module-init time (ms) of a file imported by fresh `node` processes, as Lambda starts one. */
function coldInitMs(file: string, nodeOptions: string[]): number {
  const initMs: number[] = [];
  for (let i = 0; i < COLD_RUNS; i++) {
    const out = execFileSync(
      process.execPath,
      [
        ...nodeOptions,
        '--input-type=module',
        '-e',
        `const t=performance.now();await import(${JSON.stringify(file)});console.log(performance.now()-t)`,
      ],
      {
        env: {
          ...process.env,
          TABLE_NAME: 'bench',
          AWS_REGION: 'us-east-1',
          POWERTOOLS_LOG_LEVEL: 'SILENT',
          POWERTOOLS_SERVICE_NAME: 'bench',
        },
      },
    );
    initMs.push(Number(out.toString().trim()));
  }
  return median(initMs);
}

/** The bundled bytes of each package (node_modules) or top-level folder, from esbuild's metafile. */
function bytesByPackage(metafile: Metafile, outfile: string): Map<string, number> {
  const output = Object.entries(metafile.outputs).find(([name]) => path.resolve(name) === outfile)?.[1];
  const out = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? input.split('/')[0] ?? input;
    out.set(pkg, (out.get(pkg) ?? 0) + bytesInOutput);
  }
  return out;
}

const LIMIT_KB = 250;
const LIMIT_MS = 60;

async function bundleSizes() {
  rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });
  const nodeOptions = LAMBDA_BUNDLING.nodeOptions.split(' ').filter(Boolean);
  const rows: string[][] = [];
  const sizes: number[] = [];
  const inits: number[] = [];
  const dependencies = new Map<string, number>();
  for (const { name, entry } of lambdaEntries()) {
    const outfile = path.join(OUT_DIR, `${entry.replace(/[/.]/g, '_')}.mjs`);
    // As TubesFunction bundles it (infra/config/bundling.ts).
    const result = await build({
      entryPoints: [entry],
      outfile,
      ...esbuildLambdaOptions(),
      sourcemap: LAMBDA_BUNDLING.sourcemap,
      sourcesContent: LAMBDA_BUNDLING.sourcesContent,
      metafile: true,
      logLevel: 'error',
    });
    for (const [pkg, bytes] of bytesByPackage(result.metafile, outfile)) {
      dependencies.set(pkg, Math.max(dependencies.get(pkg) ?? 0, bytes));
    }
    const code = readFileSync(outfile);
    const kB = code.length / 1024;
    const initMs = coldInitMs(outfile, nodeOptions);
    sizes.push(kB);
    inits.push(initMs);
    rows.push([
      name,
      `${kB.toFixed(1)} kB`,
      `${(gzipSync(code).length / 1024).toFixed(1)} kB`,
      `${initMs.toFixed(1)} ms`,
      kB <= LIMIT_KB && initMs <= LIMIT_MS ? '' : kB > LIMIT_KB ? 'size' : 'init',
    ]);
  }
  console.log(
    `\nLambda bundles: all ${rows.length} functions, as TubesFunction bundles them (infra/config/bundling.ts: ` +
      `minified ESM, @aws-sdk external); init = median of ${COLD_RUNS} cold node processes importing the bundle`,
  );
  console.log(formatTable(['function', 'minified', 'gzip', 'module init', 'over'], rows));
  console.log(
    `median ${median(sizes).toFixed(1)} kB minified (max ${Math.max(...sizes).toFixed(1)}), median init ` +
      `${median(inits).toFixed(1)} ms (max ${Math.max(...inits).toFixed(1)}); over ${LIMIT_KB} kB: ` +
      `${sizes.filter((s) => s > LIMIT_KB).length}, over ${LIMIT_MS} ms: ${inits.filter((m) => m > LIMIT_MS).length}`,
  );
  const largest = [...dependencies].sort((a, b) => b[1] - a[1]).slice(0, 8);
  console.log(
    'largest parts (most any one bundle carries): ' +
      largest.map(([pkg, bytes]) => `${pkg} ${(bytes / 1024).toFixed(0)} kB`).join(', '),
  );
  // What a function's first table request adds: the DynamoDB document client loads then, not at init
  // (functions/core/data/dynamo.ts; decisions.md "The data mapper").
  const probe = path.join(OUT_DIR, 'dynamodb-client-probe.mjs');
  await build({
    stdin: {
      contents:
        "import { DynamoDBClient } from '@aws-sdk/client-dynamodb'; import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'; " +
        'globalThis.c = DynamoDBDocumentClient.from(new DynamoDBClient({ region: "us-east-1" }));',
      resolveDir: process.cwd(),
    },
    outfile: probe,
    ...esbuildLambdaOptions(),
    logLevel: 'error',
  });
  console.log(
    `the DynamoDB document client (runtime-provided SDK), loaded by the first table request: ` +
      `${coldInitMs(probe, nodeOptions).toFixed(1)} ms`,
  );
}

/** Everything but the bundle sizes runs against one local platform (test/bench/platform.ts). */
async function platformBenchmarks() {
  const platform = await startBenchPlatform();
  try {
    // Transcoding first: its long idle ffmpeg baseline would otherwise outlive pooled keep-alive sockets.
    await transcoding(platform);
    await rendering(platform);
    await editorOpen(platform);
    const memberToken = await signInAs(platform, 'member@acme.test');
    await initDataLatency(platform, memberToken);
    await realtimeFanout(platform, memberToken);
    await taskLists(platform, { member: memberToken, admin: await signInAs(platform, 'admin@acme.test') });
    await translationPipeline(platform);
    await handsOffChain(platform);
    await walletDebits();
    await trainingGeneration(platform);
    await videoFirstFrame(platform);
  } finally {
    await platform.stop();
  }
}

if (process.argv.includes('--only=web')) {
  await webPlayerOnly();
} else if (process.argv.includes('--only=render')) {
  const platform = await startBenchPlatform();
  try {
    await rendering(platform);
  } finally {
    await platform.stop();
  }
} else if (process.argv.includes('--only=editor')) {
  const platform = await startBenchPlatform();
  try {
    await editorOpen(platform);
  } finally {
    await platform.stop();
  }
} else if (process.argv.includes('--only=transcription')) {
  await transcription();
} else if (process.argv.includes('--only=quick-guide')) {
  await quickGuide();
} else if (process.argv.includes('--only=task-lists')) {
  const platform = await startBenchPlatform();
  try {
    const member = await signInAs(platform, 'member@acme.test');
    await taskLists(platform, { member, admin: await signInAs(platform, 'admin@acme.test') });
  } finally {
    await platform.stop();
  }
} else if (process.argv.includes('--only=training')) {
  const platform = await startBenchPlatform();
  try {
    await trainingGeneration(platform);
  } finally {
    await platform.stop();
  }
} else if (process.argv.includes('--only=translation')) {
  const platform = await startBenchPlatform();
  try {
    await translationPipeline(platform);
    await handsOffChain(platform);
  } finally {
    await platform.stop();
  }
} else if (process.argv.includes('--only=chain')) {
  const platform = await startBenchPlatform();
  try {
    await handsOffChain(platform);
  } finally {
    await platform.stop();
  }
} else if (process.argv.includes('--only=voice-over')) {
  await voiceOver();
} else if (process.argv.includes('--only=stepfunctions')) {
  await stepFunctionsLatency();
} else if (process.argv.includes('--only=wallet')) {
  const platform = await startBenchPlatform();
  try {
    await walletDebits();
  } finally {
    await platform.stop();
  }
} else if (process.argv.includes('--only=bundles')) {
  await bundleSizes();
} else {
  await bundleSizes();
  await webChunkSizes();
  await platformBenchmarks();
  await transcription();
  await quickGuide();
  await voiceOver();
  await stepFunctionsLatency();
}
