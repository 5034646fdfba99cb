/**
 * `npm run bench`: prints figures, never pass/fail.
 *  1. Per Lambda entry: minified bundle size (as CDK bundles it: ESM, minified, AWS SDK external) and
 *     module-init time (median over cold `node` processes importing the bundle).
 *  2. GET /query/initData through the local gateway at concurrency 20: p50/p99 latency next to the
 *     p50 of the DynamoDB calls it makes (timed inside the same document client), as a ratio.
 *  3. Transcoding: wall time of the local pipeline (presigned upload → S3 event → MediaConvert
 *     emulator → status completed) vs a plain ffmpeg 3-rung HLS ladder of the same 20 s 720p file,
 *     as a ratio, and both speeds in × realtime.
 *  4. Realtime push fan-out to 200 open local WebSocket connections: delivery p50/p99 and table reads
 *     per push (test/bench/realtime-fanout.ts).
 *  5. The web app: gzip size of the entry and player chunks (production build) and the time to first
 *     frame of /video/{humanId} in Chromium, median of 5 loads (test/bench/web-player.ts).
 *     `npm run bench -- --only=web` runs this part alone.
 */
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { deployedEndpoints, handlerModulePath } from '#shared/api/index.js';
import { percentile, median, formatTable } from './stats.js';
import { realtimeFanout } from './realtime-fanout.js';
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

async function initDataLatency() {
  const { startLocalPlatform } = await import('../../infra/local/index.js');
  const { dynamo } = await import('../../functions/core/aws-clients.js');
  const { CognitoIdentityProviderClient, InitiateAuthCommand } =
    await import('@aws-sdk/client-cognito-identity-provider');

  const platform = await startLocalPlatform({
    ephemeral: true,
    web: false,
    seed: 'always',
    // The demo videos' background transcodes would compete with the measured one.
    demoMedia: false,
    requestLog: false,
    log: () => undefined,
    ports: { dynamodb: 38000, s3: 34569, cognito: 39229, gateway: 34000, web: 35173, mediaconvert: 34580 },
  });
  try {
    // Transcoding first: its long idle ffmpeg baseline would otherwise outlive pooled keep-alive sockets.
    await transcoding(
      platform.urls.api,
      platform.pools,
      platform.urls.cognito,
      platform.media.mediaConvert.endpoint,
    );
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
    // 4. Push fan-out to 200 open WebSocket connections (test/bench/realtime-fanout.ts).
    await realtimeFanout(platform, idToken);
    // 5. Time to first frame of the video page (test/bench/web-player.ts).
    await videoFirstFrame(platform);
  } finally {
    await platform.stop();
  }
}

const CLIP_SECONDS = 20;

function ffmpeg(args: string[]): number {
  const t = performance.now();
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
  return (performance.now() - t) / 1000;
}

/** The measured 3-rung ladder of toolchain.md, in one ffmpeg process: the baseline. */
function plainLadder(input: string, outDir: string): number {
  mkdirSync(outDir, { recursive: true });
  const ladder = [
    ['640x360', '800k'],
    ['960x540', '1400k'],
    ['1280x720', '2800k'],
  ];
  return ffmpeg([
    '-i',
    input,
    ...ladder.flatMap(() => ['-map', '0:v:0', '-map', '0:a:0']),
    ...ladder.flatMap(([size, rate], i) => [`-s:v:${i}`, size as string, `-b:v:${i}`, rate as string]),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-c:a',
    'aac',
    '-g',
    '180',
    '-keyint_min',
    '180',
    '-sc_threshold',
    '0',
    '-f',
    'hls',
    '-hls_time',
    '6',
    '-hls_playlist_type',
    'vod',
    '-master_pl_name',
    'master.m3u8',
    '-var_stream_map',
    'v:0,a:0,name:360p v:1,a:1,name:540p v:2,a:2,name:720p',
    path.join(outDir, '%v', 'index.m3u8'),
  ]);
}

async function transcoding(
  apiUrl: string,
  pools: { orgId: string; clientId: string }[],
  cognitoUrl: string,
  mediaConvertUrl: string,
) {
  const { CognitoIdentityProviderClient, InitiateAuthCommand } =
    await import('@aws-sdk/client-cognito-identity-provider');
  const pool = pools.find((p) => p.orgId === 'acme');
  if (!pool) throw new Error('acme pool missing');
  const auth = await new CognitoIdentityProviderClient({ endpoint: cognitoUrl }).send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: pool.clientId,
      AuthParameters: { USERNAME: 'admin@acme.test', PASSWORD: 'Passw0rd!' },
    }),
  );
  const token = auth.AuthenticationResult?.IdToken ?? '';
  const call = async <T>(method: string, pathname: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${apiUrl}${pathname}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`${method} ${pathname} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };

  const work = mkdtempSync(path.join(os.tmpdir(), 'tubes-bench-'));
  try {
    const clip = path.join(work, 'clip.mp4');
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=1280x720:rate=30:duration=${CLIP_SECONDS}`,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=440:duration=${CLIP_SECONDS}`,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
      clip,
    ]);
    const plain = plainLadder(clip, path.join(work, 'plain'));

    const video = await call<{ id: string }>('PUT', '/command/videoCommand', {
      type: 'createVideo',
      payload: { channelId: 'ch-acme-onboarding', name: 'Benchmark clip', language: 'en-us' },
    });
    const started = performance.now();
    const target = await call<{ signedUrl: string }>('POST', '/command/getS3UploadSignedUrl', {
      fileExt: 'mp4',
      videoId: video.id,
    });
    const put = await fetch(target.signedUrl, { method: 'PUT', body: readFileSync(clip) });
    if (!put.ok) throw new Error(`upload answered ${put.status}`);
    let status = '';
    let jobId = '';
    while (status !== 'completed') {
      const list = await call<{ status: string; error?: string; jobId: string }[]>(
        'GET',
        `/query/transcodingStatus/${video.id}`,
      );
      const latest = list.at(-1);
      status = latest?.status ?? '';
      jobId = latest?.jobId ?? '';
      if (status === 'error') throw new Error(`transcoding failed: ${latest?.error}`);
      if (performance.now() - started > 300_000) throw new Error('transcoding did not finish in 5 minutes');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const pipeline = (performance.now() - started) / 1000;
    console.log(`\nTranscoding a ${CLIP_SECONDS} s 1280x720 clip (HLS 360/540/720p + MP4 + thumbnail)`);
    console.log(
      formatTable(
        ['run', 'wall time', 'speed'],
        [
          [
            'plain ffmpeg ladder (baseline)',
            `${plain.toFixed(1)} s`,
            `${(CLIP_SECONDS / plain).toFixed(2)}x realtime`,
          ],
          [
            'local pipeline, upload → completed',
            `${pipeline.toFixed(1)} s`,
            `${(CLIP_SECONDS / pipeline).toFixed(2)}x realtime`,
          ],
          ['pipeline / plain', `${(pipeline / plain).toFixed(2)}x`, 'target <= 1.1'],
        ],
      ),
    );
    // Where the pipeline's time went: the emulator's phases (local GetJob extension), the rest is the
    // upload, the S3 event, startTranscode, the status events and this poll (200 ms).
    const job = (await (await fetch(`${mediaConvertUrl}/2017-08-29/jobs/${jobId}`)).json()) as {
      job?: { phasesMs?: Record<string, number> };
    };
    const phases = job.job?.phasesMs ?? {};
    const inJob = Object.values(phases).reduce((a, b) => a + b, 0) / 1000;
    console.log(
      formatTable(
        ['pipeline phase', 'wall time'],
        [
          ...Object.entries(phases).map(([phase, ms]) => [phase, `${(ms / 1000).toFixed(2)} s`]),
          ['outside the job (upload, events, handlers, poll)', `${(pipeline - inJob).toFixed(2)} s`],
        ],
      ),
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv.includes('--only=web')) {
  await webPlayerOnly();
} else {
  await bundleSizes();
  await webChunkSizes();
  await initDataLatency();
}
