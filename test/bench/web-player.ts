/**
 * The video page's weight and speed (issue 4, Benchmarks: "Time to first frame of /video/{humanId} in
 * Chromium (median of 5 loads) and the gzip size of the entry and player chunks"). Prints, never asserts.
 *
 *  - Chunk sizes: `npm run build:web -- --manifest` (the production build, plus Vite's manifest so the
 *    chunks are found by their source modules, not guessed from file names), then gzip level 9 of the
 *    entry chunk (the index-*.js the built index.html loads), the JS index.html loads up front (entry +
 *    its static imports, the modulepreload links), the app main.tsx then imports (src/app/start.tsx and
 *    its static imports), the video page's route chunk (+ the chunks it
 *    imports that the entry does not) and the lazy hls.js chunk.
 *  - Time to first frame: the seeded, published demo video of acme (infra/local/seed-media.ts) gets the
 *    seed's own demo source uploaded through the API (presigned URL → the local pipeline) and the bench
 *    waits for its transcode; the production build is served by `vite preview` (with the same
 *    /config.json as the dev server) next to the local platform. member@acme.test signs in once through
 *    the login page; then, alternately, LOADS times each:
 *      - the app: a FRESH browser context (a new tab: cold HTTP cache, empty session storage, the
 *        signed-in storage state) opens /video/{humanId};
 *      - the bare page: a fresh context opens a static page of the same build server and origin that
 *        does nothing but play the same master playlist (the URL getVideoUrl answers, the same bearer
 *        token on API requests) with the same hls.js release: the floor for the app's figure.
 *    Times are wall-clock ms from the bench's first navigation of the tab (page.goto), so every round
 *    trip of the way (the apex /organization-check on *.localhost, redirects) counts, as a user waits
 *    for it:
 *      - first frame: the first requestVideoFrameCallback of the <video> element (a frame presented to
 *        the compositor): THE first-frame figure (medians printed, and their ratio). Chromium presents
 *        the first frame while still paused, within a few ms of loadeddata; the page does not autoplay,
 *        so at loadeddata the bench calls play() (muted), as a user's click would;
 *      - playing: the first timeupdate after `playing` with currentTime > 0;
 *      - in its document: the first frame in ms since the last document's navigation start (what the
 *        bench reported before issue 10: it hid the round trips before that document);
 *      - documents: the top-level documents the tab went through (more than one: a redirect).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import playwrightConfig from '../../playwright.config.js';
import {
  type LocalPlatform,
  DEFAULT_DATA_DIR,
  REPO_ROOT,
  DEMO_VIDEOS,
  demoSource,
  VITE_CONFIG,
  webConfig,
} from '../../infra/local/index.js';
import { BENCH_PASSWORD as PASSWORD, signInAs, startBenchPlatform } from './platform.js';
import { formatTable, median } from './stats.js';

// Its own build directory: a bench never overwrites web/dist or another run's preview build.
// BENCH_WEB_DIST: measure a build made elsewhere instead (e.g. another commit's `npm run build:web --
// --manifest --outDir <dir>`), on this run's platform, to compare two builds under the same load.
const PREBUILT = process.env.BENCH_WEB_DIST;
export const DIST = PREBUILT ? path.resolve(PREBUILT) : path.join(REPO_ROOT, '.local/bench-web');
const LOADS = Number(process.env.BENCH_TTFF_LOADS ?? 5);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzip9 = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Builds the web app (production) with Vite's manifest. */
export function buildWeb(): void {
  const t = performance.now();
  try {
    execFileSync('npm', ['run', 'build:web', '--', '--manifest', '--outDir', DIST, '--emptyOutDir'], {
      cwd: REPO_ROOT,
      stdio: 'pipe',
      timeout: 300_000,
    });
  } catch (error) {
    const e = error as { stdout?: Buffer; stderr?: Buffer; message: string };
    throw new Error(
      `npm run build:web failed (or took over 5 minutes): ${e.message}\n${e.stdout?.toString() ?? ''}${e.stderr?.toString() ?? ''}`,
      { cause: error },
    );
  }
  console.log(`\n(web app built for production in ${((performance.now() - t) / 1000).toFixed(1)} s)`);
}

/** The manifest key and chunk whose key matches `test`; a clear error when the build has none. */
function chunkOf(manifest: Manifest, test: RegExp, what: string): [string, ManifestChunk] {
  const found = Object.entries(manifest).find(([key]) => test.test(key));
  if (!found)
    throw new Error(`no chunk for ${what} (${String(test)}) in .local/bench-web/.vite/manifest.json`);
  return found;
}

/** A chunk and everything it imports statically (the files the browser needs before it runs). */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

export async function webChunkSizes(): Promise<void> {
  if (PREBUILT) console.log(`\n(measuring the build in ${DIST}: BENCH_WEB_DIST)`);
  else buildWeb();
  const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const entryFile = /<script type="module"[^>]*src="\/(assets\/index-[^"]+\.js)"/.exec(html)?.[1];
  if (!entryFile) throw new Error('the built index.html loads no assets/index-*.js');
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry && manifest[k]?.file === entryFile);
  if (!entryKey) throw new Error(`${entryFile} is not an entry of the Vite manifest`);
  const [pageKey] = chunkOf(manifest, /features\/video\/routes\/video-page\.tsx$/, 'the video page route');
  const [hlsKey] = chunkOf(manifest, /node_modules\/hls\.js\//, 'hls.js');

  const sizes = (keys: Iterable<string>) => {
    let raw = 0;
    let gz = 0;
    for (const key of keys) {
      const file = manifest[key]?.file;
      if (!file) continue;
      const bytes = readFileSync(path.join(DIST, file));
      raw += bytes.length;
      gz += gzip9(bytes);
    }
    return [kb(raw), kb(gz)];
  };
  const entryClosure = staticClosure(manifest, entryKey);
  // main.tsx starts the app by a dynamic import (after the early organization check on *.localhost):
  // its chunks are loaded at once on every page too.
  const [startKey] = chunkOf(manifest, /src\/app\/start\.tsx$/, 'the app start (main.tsx)');
  const appExtra = [...staticClosure(manifest, startKey)].filter((k) => !entryClosure.has(k));
  const initial = new Set([...entryClosure, ...appExtra]);
  const pageExtra = [...staticClosure(manifest, pageKey)].filter((k) => k !== pageKey && !initial.has(k));
  const files = (keys: Iterable<string>) =>
    [...keys].map((k) => path.basename(manifest[k]?.file ?? k)).join(', ');
  console.log('\nWeb app chunks (production build, gzip level 9)');
  console.log(
    formatTable(
      ['chunk', 'minified', 'gzip', 'files'],
      [
        ['entry chunk', ...sizes([entryKey]), files([entryKey])],
        [
          `entry + its static imports (${entryClosure.size} files, index.html loads up front)`,
          ...sizes(entryClosure),
          '',
        ],
        [`the app main.tsx starts at once (${appExtra.length} more files)`, ...sizes(appExtra), ''],
        [`every page's JavaScript before its route (${initial.size} files)`, ...sizes(initial), ''],
        ['player: video page route chunk', ...sizes([pageKey]), files([pageKey])],
        [
          `player: chunks the video page adds (${pageExtra.length} files)`,
          ...sizes(pageExtra),
          files(pageExtra),
        ],
        ['player: hls.js chunk (lazy)', ...sizes([hlsKey]), files([hlsKey])],
        ['player total (route + added + hls.js)', ...sizes([pageKey, ...pageExtra, hlsKey]), ''],
      ],
    ),
  );
}

/** Polls `check` until it returns a value; throws `message` after `timeoutMs`. */
async function waitFor<T>(
  check: () => Promise<T | undefined>,
  timeoutMs: number,
  message: string,
): Promise<T> {
  const started = performance.now();
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (performance.now() - started > timeoutMs) throw new Error(message);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Gives acme's first public demo video its media (the seed's own demo source) and waits for it. */
async function playableDemoVideo(
  platform: LocalPlatform,
): Promise<{ humanId: string; name: string; videoId: string }> {
  const spec = DEMO_VIDEOS.find((v) => v.orgId === 'acme' && !v.private);
  if (!spec) throw new Error('the seed has no public acme demo video');
  const token = await signInAs(platform, 'admin@acme.test');
  const call = async <T>(method: string, pathname: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${platform.urls.api}${pathname}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`${method} ${pathname} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };
  const statuses = () =>
    call<{ status: string; error?: string }[]>('GET', `/query/transcodingStatus/${spec.videoId}`);
  if ((await statuses()).at(-1)?.status !== 'completed') {
    const source = await demoSource(spec, path.join(DEFAULT_DATA_DIR, 'demo-media'));
    const target = await call<{ signedUrl: string }>('POST', '/command/getS3UploadSignedUrl', {
      fileExt: 'mp4',
      videoId: spec.videoId,
    });
    const put = await fetch(target.signedUrl, { method: 'PUT', body: readFileSync(source) });
    if (!put.ok) throw new Error(`uploading the demo source answered ${put.status}`);
    await waitFor(
      async () => {
        const latest = (await statuses()).at(-1);
        if (latest?.status === 'error')
          throw new Error(`transcoding ${spec.videoId} failed: ${latest.error}`);
        return latest?.status === 'completed' ? true : undefined;
      },
      300_000,
      `transcoding ${spec.videoId} did not complete within 5 minutes`,
    );
  }
  return { humanId: spec.humanId, name: spec.name, videoId: spec.videoId };
}

/** `vite preview` of web/dist with the /config.json the dev server would serve (web/vite.config.ts). */
export async function startPreview(
  platform: LocalPlatform,
): Promise<{ url: string; close: () => Promise<void> }> {
  process.env.TUBES_WEB_CONFIG = JSON.stringify(
    webConfig({
      apiUrl: platform.urls.api,
      webSocketUrl: platform.urls.websocket,
      cognitoEndpoint: platform.urls.cognito,
      webPort: platform.ports.web,
    }),
  );
  const { preview } = await import('vite');
  const server = await preview({
    configFile: VITE_CONFIG,
    logLevel: 'warn',
    build: { outDir: DIST },
    preview: { port: platform.ports.web, strictPort: true, host: '127.0.0.1', open: false },
  });
  return { url: `http://localhost:${platform.ports.web}`, close: () => server.close() };
}

interface Timings {
  /** Epoch ms (performance.timeOrigin + now: comparable with the bench's Date.now()). */
  loadeddata?: number;
  firstFrame?: number;
  playing?: number;
  /** The first frame in ms since this document's navigation start. */
  firstFrameInDocument?: number;
  error?: string;
}

/**
 * Runs in the page before its scripts: records the <video> element's milestones (epoch ms) in
 * window.__ttff. Plain JavaScript text: a function passed through tsx would carry its `__name` helpers.
 * Media events do not bubble, but capture-phase listeners on the document see them.
 */
const INSTRUMENT_VIDEO = `(() => {
  const record = {};
  window.__ttff = record;
  const hooked = new WeakSet();
  const epoch = (ms) => performance.timeOrigin + ms;
  const isVideo = (target) => target instanceof HTMLVideoElement;
  document.addEventListener('loadstart', (event) => {
    const video = event.target;
    if (!isVideo(video) || hooked.has(video)) return;
    hooked.add(video);
    video.requestVideoFrameCallback((now) => {
      if (record.firstFrame !== undefined) return;
      record.firstFrame = epoch(now);
      record.firstFrameInDocument = now;
    });
  }, true);
  document.addEventListener('loadeddata', (event) => {
    const video = event.target;
    if (!isVideo(video) || record.loadeddata !== undefined) return;
    record.loadeddata = epoch(performance.now());
    video.muted = true;
    video.play().catch((error) => { record.error = 'play() rejected: ' + String(error); });
  }, true);
  document.addEventListener('timeupdate', (event) => {
    const video = event.target;
    if (isVideo(video) && !video.paused && video.currentTime > 0) record.playing ??= epoch(performance.now());
  }, true);
  document.addEventListener('error', (event) => {
    if (isVideo(event.target)) record.error = 'media error ' + (event.target.error ? event.target.error.code : '?');
  }, true);
})();`;

/** The bare hls.js page: the playlist, the API's address and the bearer token come in the hash. */
const BARE_PAGE = 'bench-bare-hls.html';
const BARE_HLS = 'bench-hls.min.js';
const BARE_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>bare hls.js</title></head>
  <body>
    <video id="video" controls width="960" height="540"></video>
    <script src="/${BARE_HLS}"></script>
    <script>
      const { src, apiUrl, token } = JSON.parse(decodeURIComponent(location.hash.slice(1)));
      const hls = new Hls({
        xhrSetup(xhr, url) {
          if (!url.startsWith(apiUrl)) return;
          if (xhr.readyState === 0) xhr.open('GET', url, true);
          xhr.setRequestHeader('Authorization', 'Bearer ' + token);
        },
      });
      hls.loadSource(src);
      hls.attachMedia(document.getElementById('video'));
    </script>
  </body>
</html>
`;

/** Puts the bare page and hls.js (the release the app bundles, its UMD build) into the served build. */
function writeBarePage(): void {
  writeFileSync(path.join(DIST, BARE_PAGE), BARE_HTML);
  copyFileSync(path.join(REPO_ROOT, 'node_modules/hls.js/dist/hls.min.js'), path.join(DIST, BARE_HLS));
}

/** Signs a demo user of acme in through the login page; answers the context's storage state. */
export async function signIn(
  browser: Browser,
  url: string,
  email = 'member@acme.test',
): Promise<Awaited<ReturnType<BrowserContext['storageState']>>> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(() => window.localStorage.setItem('language', 'en-us'));
    await page.goto(`${url}/login`, { timeout: 60_000 });
    await page.getByLabel(/^Email/).fill(email, { timeout: 60_000 });
    await page
      .getByLabel(/^Password/)
      .first()
      .fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/home(\?|#|$)/, { timeout: 60_000 }).catch(() => {
      throw new Error(`${email} did not reach /home after signing in (at ${page.url()})`);
    });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

interface Load {
  /** Wall-clock ms from page.goto to each milestone. */
  firstFrame: number;
  loadeddata: number;
  playing: number;
  firstFrameInDocument: number;
  documents: string[];
}

/** One fresh tab opening `url`: its milestones from the first navigation. */
async function firstFrameOnce(
  browser: Browser,
  url: string,
  storageState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined,
  label: string,
): Promise<Load> {
  // A fresh context each load: cold HTTP cache, empty session storage, only the signed-in storage kept.
  const context = await browser.newContext(storageState ? { storageState } : {});
  try {
    const page = await context.newPage();
    // Kept for the error message when a load never shows a frame.
    const problems: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())));
    page.on('requestfailed', (r) => void problems.push(`${r.url()}: ${r.failure()?.errorText ?? 'failed'}`));
    page.on('response', (r) => void (r.status() >= 400 && problems.push(`${r.url()}: ${r.status()}`)));
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents.push(new URL(r.url()).host);
    });
    await page.addInitScript({ content: INSTRUMENT_VIDEO });
    const navigated = Date.now();
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    const done = await page
      .waitForFunction(
        () => {
          const t = (window as unknown as { __ttff?: Timings }).__ttff;
          return t && (t.error || (t.playing !== undefined && t.firstFrame !== undefined)) ? t : undefined;
        },
        undefined,
        { timeout: 60_000, polling: 50 },
      )
      .then((handle) => handle.jsonValue() as Promise<Timings>)
      .catch(async () => {
        const partial = await page.evaluate(() => (window as unknown as { __ttff?: Timings }).__ttff);
        throw new Error(
          `${label}: no first frame within 60 s at ${page.url()} (recorded: ${JSON.stringify(partial ?? {})}, ` +
            `<video> elements: ${await page.locator('video').count()}; page problems: ${problems.slice(0, 10).join(' | ') || 'none'})`,
        );
      });
    if (done.error) throw new Error(`${label}: ${done.error} at ${page.url()}`);
    const t = done as Required<Timings>;
    return {
      firstFrame: t.firstFrame - navigated,
      loadeddata: t.loadeddata - navigated,
      playing: t.playing - navigated,
      firstFrameInDocument: t.firstFrameInDocument,
      documents,
    };
  } finally {
    await context.close();
  }
}

/** The master playlist URL the video page plays (GET /query/getVideoUrl, as the page asks for it). */
async function playlistUrl(platform: LocalPlatform, videoId: string, token: string): Promise<string> {
  const query = new URLSearchParams({ key: videoId, download: '0' });
  const res = await fetch(`${platform.urls.api}/query/getVideoUrl?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`getVideoUrl answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { signedUrl: string }).signedUrl;
}

export async function videoFirstFrame(platform: LocalPlatform): Promise<void> {
  const video = await playableDemoVideo(platform);
  writeBarePage();
  const preview = await startPreview(platform);
  let browser: Browser | undefined;
  try {
    const launchOptions = playwrightConfig.use?.launchOptions ?? {};
    browser = await chromium.launch({ ...launchOptions, timeout: 60_000 });
    const tenant = preview.url.replace('//localhost', '//acme.localhost');
    const storageState = await signIn(browser, tenant);
    const pageUrl = `${tenant}/video/${video.humanId}`;
    const memberToken = await signInAs(platform, 'member@acme.test');
    const bareUrl = async () => {
      // A fresh playlist URL per load, as the page gets one.
      const src = await playlistUrl(platform, video.videoId, memberToken);
      const hash = encodeURIComponent(JSON.stringify({ src, apiUrl: platform.urls.api, token: memberToken }));
      return `${tenant}/${BARE_PAGE}#${hash}`;
    };
    const app: Load[] = [];
    const bare: Load[] = [];
    for (let i = 1; i <= LOADS; i++) {
      app.push(await firstFrameOnce(browser, pageUrl, storageState, `app load ${i}`));
      bare.push(await firstFrameOnce(browser, await bareUrl(), undefined, `bare load ${i}`));
    }
    const ms = (v: number) => `${v.toFixed(0)} ms`;
    const rows = (name: string, loads: Load[]) => [
      ...loads.map((l, i) => [
        `${name} ${i + 1}`,
        ms(l.firstFrame),
        ms(l.playing),
        ms(l.firstFrameInDocument),
        l.documents.join(' → '),
      ]),
      [
        `${name} median`,
        ms(median(loads.map((l) => l.firstFrame))),
        ms(median(loads.map((l) => l.playing))),
        ms(median(loads.map((l) => l.firstFrameInDocument))),
        '',
      ],
    ];
    console.log(
      `\nTime to first frame of /video/${video.humanId} ("${video.name}", 960x540 source) in Chromium, production ` +
        `build on vite preview, member@acme.test, a fresh tab per load; ms from the tab's first navigation`,
    );
    console.log(
      formatTable(
        [
          'load',
          'first frame (rVFC)',
          'playing, currentTime > 0',
          'first frame in its document',
          'documents',
        ],
        [...rows('app', app), ...rows('bare hls.js', bare)],
      ),
    );
    const appMedian = median(app.map((l) => l.firstFrame));
    const bareMedian = median(bare.map((l) => l.firstFrame));
    console.log(
      `first frame, median of ${LOADS} loads: /video/${video.humanId} ${ms(appMedian)}, bare hls.js page ` +
        `${ms(bareMedian)}: ${(appMedian / bareMedian).toFixed(2)}x (goal <= 1.5x)`,
    );
  } finally {
    await browser?.close();
    await preview.close();
  }
}

/** `npm run bench -- --only=web`: the chunk sizes and the first frame on the bench's platform. */
export async function webPlayerOnly(): Promise<void> {
  await webChunkSizes();
  const platform = await startBenchPlatform();
  try {
    await videoFirstFrame(platform);
  } finally {
    await platform.stop();
  }
}
