/**
 * The editor (issue 12 benchmark: "editor open time for a 30-chapter video, subtitle re-package time").
 * Prints, never asserts.
 *
 * Set-up (not timed): admin@acme.test creates a video, uploads a 60 s 640x360 clip through the presigned
 * URL, waits for its transcode, and saves 30 chapters (every 2 s, each with a manuscript sentence, every
 * third with a text effect) in en-us: a real 30-chapter version with a playable rendition.
 *
 *  - Editor open, API: GET /query/studio/videos/{id}/1/rendering (getEditorData, what the editor reads
 *    first), READS times, median and p90.
 *  - Editor open, Chromium: a fresh browser context (cold HTTP cache, the signed-in storage state) opens
 *    /edit/video/effects/{id}/1 of the production build on vite preview; ms from page.goto until the 30th
 *    chapter card is shown (the editor usable), LOADS times, median.
 *  - Subtitle re-package: the work a save does to make the player's subtitles follow the manuscript
 *    (functions/core/media/subtitle-rendition.ts repackageSubtitles: WebVTT of 30 cues, its playlist, the
 *    master playlist rewritten), called in-process against the platform's S3 and DynamoDB emulators,
 *    READS times; and the whole save (PUT rendering: validation, write, event log, re-package, search
 *    index) as the editor's autosave meets it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium, type Browser } from '@playwright/test';
import playwrightConfig from '../../playwright.config.js';
import type { LocalPlatform } from '../../infra/local/index.js';
import { apiCaller, signInAs } from './platform.js';
import { formatTable, median, percentile } from './stats.js';
import { DIST, buildWeb, signIn, startPreview } from './web-player.js';

const CLIP_SECONDS = 60;
const CHAPTERS = 30;
const READS = Number(process.env.BENCH_EDITOR_READS ?? 20);
const LOADS = Number(process.env.BENCH_EDITOR_LOADS ?? 5);

const ms = (v: number) => `${v.toFixed(1)} ms`;

function thirtyChapters() {
  return Array.from({ length: CHAPTERS }, (_, i) => ({
    startSeconds: i * 2,
    manuscript: `Step ${i + 1}: open the settings, choose the team and save the change before you leave.`,
    ...(i % 3 === 1
      ? { textEffect: { enabled: true, text: `Step ${i + 1}`, position: 'bottom', style: 'subtitle' } }
      : {}),
  }));
}

export async function editorOpen(platform: LocalPlatform): Promise<void> {
  const apiUrl = platform.urls.api;
  const token = await signInAs(platform, 'admin@acme.test');
  const call = apiCaller(apiUrl, token);

  const work = mkdtempSync(path.join(os.tmpdir(), 'tubes-bench-editor-'));
  try {
    const clip = path.join(work, 'clip.mp4');
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', `testsrc2=size=640x360:rate=25:duration=${CLIP_SECONDS}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${CLIP_SECONDS}`],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', clip],
    ]);
    const video = await call<{ id: string }>('PUT', '/command/videoCommand', {
      type: 'createVideo',
      payload: { channelId: 'ch-acme-onboarding', name: 'Editor benchmark, 30 chapters', language: 'en-us' },
    });
    const videoId = video.id;
    const target = await call<{ signedUrl: string }>('POST', '/command/getS3UploadSignedUrl', {
      fileExt: 'mp4',
      videoId,
    });
    const put = await fetch(target.signedUrl, { method: 'PUT', body: readFileSync(clip) });
    if (!put.ok) throw new Error(`upload answered ${put.status}`);
    const started = performance.now();
    for (;;) {
      const list = await call<{ status: string; error?: string }[]>(
        'GET',
        `/query/transcodingStatus/${videoId}`,
      );
      if (list.at(-1)?.status === 'error') throw new Error(`transcoding failed: ${list.at(-1)?.error}`);
      const page = await call<{ status: string }>('GET', `/query/videos/${videoId}`);
      if (list.at(-1)?.status === 'completed' && page.status !== 'transcoding') break;
      if (performance.now() - started > 300_000) throw new Error('transcoding did not finish in 5 minutes');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await call('PUT', '/command/videoLifecycleCommand', { type: 'checkOutVideo', payload: { videoId } });
    const renderingPath = `/command/studio/videos/${videoId}/1/rendering/en-us`;
    let revision = (
      await call<{ revision: number }>('PUT', renderingPath, {
        revision: 0,
        renderingData: { subtitles: { chapters: thirtyChapters() }, links: [] },
      })
    ).revision;

    // Editor open, API.
    const reads: number[] = [];
    for (let i = 0; i < READS; i++) {
      const t = performance.now();
      const data = await call<{ languages: { renderingData: { subtitles: { chapters: unknown[] } } }[] }>(
        'GET',
        `/query/studio/videos/${videoId}/1/rendering`,
      );
      reads.push(performance.now() - t);
      const count = data.languages[0]?.renderingData.subtitles.chapters.length;
      if (count !== CHAPTERS) throw new Error(`the editor read ${count} chapters, not ${CHAPTERS}`);
    }

    // Subtitle re-package, in-process (the platform's handlers run in this process, with its environment).
    const { repackageSubtitles } = await import('../../functions/core/media/subtitle-rendition.js');
    const repackages: number[] = [];
    for (let i = 0; i < READS; i++) {
      const t = performance.now();
      const written = await repackageSubtitles('acme', videoId, 1, { languages: ['en-us'] });
      repackages.push(performance.now() - t);
      if (written.length === 0) throw new Error('the re-package wrote no subtitle rendition');
    }
    // The whole save, as the editor's autosave meets it (each save a new revision).
    const saves: number[] = [];
    for (let i = 0; i < READS; i++) {
      const chapters = thirtyChapters().map((c, k) =>
        k === i % CHAPTERS ? { ...c, manuscript: `${c.manuscript} (${i})` } : c,
      );
      const t = performance.now();
      revision = (
        await call<{ revision: number }>('PUT', renderingPath, {
          revision,
          renderingData: { subtitles: { chapters }, links: [] },
        })
      ).revision;
      saves.push(performance.now() - t);
    }

    // Editor open, Chromium.
    if (!existsSync(path.join(DIST, 'index.html'))) buildWeb();
    const preview = await startPreview(platform);
    let browser: Browser | undefined;
    const loads: number[] = [];
    try {
      browser = await chromium.launch({ ...(playwrightConfig.use?.launchOptions ?? {}), timeout: 60_000 });
      const tenant = preview.url.replace('//localhost', '//acme.localhost');
      const storageState = await signIn(browser, tenant, 'admin@acme.test');
      for (let i = 0; i < LOADS; i++) {
        const context = await browser.newContext({ storageState });
        try {
          const page = await context.newPage();
          const t = performance.now();
          await page.goto(`${tenant}/edit/video/effects/${videoId}/1`);
          await page
            .getByTestId('editor-chapter')
            .nth(CHAPTERS - 1)
            .waitFor({ timeout: 60_000 });
          loads.push(performance.now() - t);
        } finally {
          await context.close();
        }
      }
    } finally {
      await browser?.close();
      await preview.close();
    }

    const row = (name: string, values: number[]) => [
      name,
      String(values.length),
      ms(median(values)),
      ms(percentile(values, 90)),
    ];
    console.log(
      `\nThe editor on a ${CLIP_SECONDS} s video with ${CHAPTERS} chapters (en-us, one playable rendition)`,
    );
    console.log(
      formatTable(
        ['measure', 'runs', 'median', 'p90'],
        [
          row('editor open, Chromium (goto → 30th chapter shown, fresh context)', loads),
          row('editor read, GET /query/studio/videos/{id}/1/rendering', reads),
          row('subtitle re-package (repackageSubtitles, in-process)', repackages),
          row('save with re-package (PUT rendering, autosave)', saves),
        ],
      ),
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
