/**
 * The quick guide (issue 12) against the local platform: the editor's save of chapters marked for the
 * guide writes a request under quick-guides/ → startQuickGuideStills → the MediaConvert emulator (ffmpeg:
 * stitched one-second inputs, one frame capture a second) → the job-state events → a still per page, each
 * the picture at its chapter's start (a clip of three colours). The PDF: a title page and a page per
 * chapter, named after the video, composed again only when its content changed; members download it
 * once the video is published. Another tenant 404, a member without a role 403/404, bad input 400.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUICK_GUIDE_TEXTS } from '#shared/api/endpoints/quick-guide.js';
import type { SubtitleChapter } from '#shared/api/endpoints/rendering.js';
import { getEntities } from '../../functions/core/data/entities/index.js';
import { videoData } from '../../functions/core/data/video-data.js';
import {
  call,
  contract,
  createVideo,
  send,
  signIn,
  uploadOriginal,
  waitForTranscode,
} from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
const run = randomUUID().slice(0, 8);
const CHANNEL = `ch-it-guide-${run}`;
const NAME = `Guide ${run}`;

let admin: string;
let member: string;
let globexAdmin: string;
let videoId: string;
let workDir: string;
let revision = 0;

const guide = (token: string, params: Record<string, string> = {}) =>
  send(contract.getQuickGuide, {
    token,
    params: { videoId, version: '1', language: 'en-us', ...params },
  });
const download = (token: string, query: Record<string, string | number> = {}, id = videoId) =>
  send(contract.downloadQuickGuide, { token, params: { videoId: id }, query });

async function save(chapters: SubtitleChapter[]) {
  const res = await call(contract.saveRenderingData, {
    token: admin,
    params: { videoId, version: 1, language: 'en-us' },
    body: { revision, renderingData: { subtitles: { chapters }, links: [] } },
  });
  if (res.status === 200) revision = res.body.revision;
  return res;
}

/** Polls the tab's read until every page has its still. */
async function waitForStills(timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    const res = await guide(admin);
    expect(res.status).toBe(200);
    const body = res.body as { stills: string; pages: { stillUrl?: string }[]; message?: string };
    last = JSON.stringify(body);
    if (body.stills === 'failed') throw new Error(`stills failed: ${last}`);
    if (body.stills === 'ready') return body;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`stills not ready in ${timeoutMs} ms: ${last}`);
}

/** The dominant colour of a JPEG: red, green or blue. */
function colourOf(jpeg: Buffer): string {
  const rgb = [
    ...execFileSync(
      'ffmpeg',
      ['-v', 'error', '-i', 'pipe:0', '-vf', 'scale=1:1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
      {
        input: jpeg,
      },
    ),
  ];
  return ['red', 'green', 'blue'][rgb.indexOf(Math.max(...rgb))] ?? 'none';
}

beforeAll(async () => {
  await getEntities()
    .channel.put({
      orgId: 'acme',
      channelId: CHANNEL,
      name: `Guide ${run}`,
      type: 'company',
      status: 'active',
    })
    .go();
  admin = (await signIn('admin@acme.test', PASSWORD, 'acme')).idToken;
  member = (await signIn('member@acme.test', PASSWORD, 'acme')).idToken;
  globexAdmin = (await signIn('admin@globex.test', PASSWORD, 'globex')).idToken;
  // 2 s red, 2 s green, 2 s blue with a tone: the still of a chapter tells where it was taken.
  workDir = mkdtempSync(path.join(os.tmpdir(), 'tubes-guide-it-'));
  const file = path.join(workDir, 'colours.mp4');
  const colour = (c: string) => ['-f', 'lavfi', '-i', `color=${c}:size=640x360:rate=30:duration=2`];
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...colour('red'),
    ...colour('green'),
    ...colour('blue'),
    ...['-f', 'lavfi', '-i', 'sine=duration=6'],
    ...['-filter_complex', '[0:v][1:v][2:v]concat=n=3:v=1:a=0[v]', '-map', '[v]', '-map', '3:a'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', file],
  ]);
  ({ id: videoId } = await createVideo(admin, CHANNEL, NAME));
  await uploadOriginal(admin, videoId, file, 360);
  await waitForTranscode(admin, videoId, 60_000);
  const checkedOut = await call(contract.videoLifecycleCommand, {
    token: admin,
    body: { type: 'checkOutVideo', payload: { videoId } },
  });
  expect(checkedOut.status).toBe(200);
}, 120_000);

afterAll(async () => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
  await getEntities().channel.delete({ orgId: 'acme', channelId: CHANNEL }).go();
});

describe('the quick guide of a version × language', () => {
  it('has no pages before chapters are marked: the tab shows none, the download is 404', async () => {
    const res = await guide(admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ pages: [], stills: 'ready' });
    const none = await download(admin);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(QUICK_GUIDE_TEXTS.none);
  });

  it('refuses a quick guide on the first chapter (409, nothing saved)', async () => {
    const first = await save([{ startSeconds: 0, manuscript: 'Intro', quickGuide: true }]);
    expect(first.status).toBe(409);
    expect(first.body.message).toBe('The first chapter can not have a quick guide (chapter 1)');
    expect((await guide(admin)).body).toEqual({ pages: [], stills: 'ready' });
  });

  it('captures a still at each marked chapter start (the picture there) after the save', async () => {
    const saved = await save([
      { startSeconds: 0, manuscript: 'Intro: not in the guide.' },
      { startSeconds: 2.5, manuscript: 'The green part: open the menu.', quickGuide: true },
      { startSeconds: 4.5, title: 'Blue', manuscript: 'The blue part: choose Save as.', quickGuide: true },
    ]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const ready = await waitForStills();
    expect(
      ready.pages.map((p) => [
        (p as { chapter: number }).chapter,
        (p as { startSeconds: number }).startSeconds,
      ]),
    ).toEqual([
      [1, 2.5],
      [2, 4.5],
    ]);
    const colours = [];
    for (const page of ready.pages) {
      expect(page.stillUrl).toBeTruthy();
      const still = await fetch(page.stillUrl ?? '');
      expect(still.status).toBe(200);
      colours.push(colourOf(Buffer.from(await still.arrayBuffer())));
    }
    expect(colours).toEqual(['green', 'blue']);
  }, 120_000);

  it('downloads a PDF: a title page and a page per chapter, named after the video', async () => {
    const res = await download(admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as { status: string; downloadUrl: string; fileName: string; pages: number };
    expect(body.status).toBe('ready');
    expect(body.fileName).toBe(`${NAME} - Quick guide.pdf`);
    expect(body.pages).toBe(3);
    const pdf = await fetch(body.downloadUrl);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="${NAME} - Quick guide.pdf"`);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const loaded = await PDFDocument.load(bytes);
    expect(loaded.getPageCount()).toBe(3);
    expect(loaded.getTitle()).toBe(`${NAME} - Quick guide`);
    expect(loaded.getAuthor()).toBe('Acme Corporation');

    // The same content is not composed again; a changed manuscript is.
    const again = (await download(admin)).body as { downloadUrl: string };
    expect(new URL(again.downloadUrl).pathname).toBe(new URL(body.downloadUrl).pathname);
    const changed = await save([
      { startSeconds: 0, manuscript: 'Intro: not in the guide.' },
      { startSeconds: 2.5, manuscript: 'The green part, reworded.', quickGuide: true },
      { startSeconds: 4.5, title: 'Blue', manuscript: 'The blue part: choose Save as.', quickGuide: true },
    ]);
    expect(changed.status).toBe(200);
    const recomposed = (await download(admin)).body as { status: string; downloadUrl: string };
    expect(recomposed.status).toBe('ready');
    expect(new URL(recomposed.downloadUrl).pathname).not.toBe(new URL(body.downloadUrl).pathname);
  });

  it('prepares a newly marked chapter before the PDF is offered again', async () => {
    const saved = await save([
      { startSeconds: 0, manuscript: 'Intro' },
      { startSeconds: 1, manuscript: 'The red part.', quickGuide: true },
      { startSeconds: 2.5, manuscript: 'The green part, reworded.', quickGuide: true },
      { startSeconds: 4.5, title: 'Blue', manuscript: 'The blue part: choose Save as.', quickGuide: true },
    ]);
    expect(saved.status).toBe(200);
    const preparing = await download(admin);
    expect(preparing.status).toBe(200);
    if ((preparing.body as { status: string }).status === 'preparing') {
      expect(preparing.body).toMatchObject({ ready: 2, pages: 3, message: QUICK_GUIDE_TEXTS.preparing });
    }
    const ready = await waitForStills();
    expect(ready.pages).toHaveLength(3);
    const red = await fetch(ready.pages[0]?.stillUrl ?? '');
    expect(colourOf(Buffer.from(await red.arrayBuffer()))).toBe('red');
    const pdf = (await download(admin)).body as { status: string; pages: number };
    expect(pdf).toMatchObject({ status: 'ready', pages: 4 });
  }, 120_000);
});

describe('who may read the quick guide', () => {
  it("refuses another tenant's token (404) for both reads", async () => {
    expect((await guide(globexAdmin)).status).toBe(404);
    expect((await download(globexAdmin)).status).toBe(404);
  });

  it('refuses a member without a role in the channel: the tab 403, the draft’s PDF 404', async () => {
    expect((await guide(member)).status).toBe(403);
    expect((await download(member)).status).toBe(404);
  });

  it('gives members the PDF of the published version', async () => {
    // Published directly in the table: the life cycle's own rules are video-lifecycle.test.ts's.
    await getEntities()
      .video.patch({ orgId: 'acme', videoId })
      .set({ status: 'published', publishedVersion: 1 })
      .go();
    try {
      const res = await download(member);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ status: 'ready', pages: 4 });
      // The video page's read says there is a guide to download.
      const page = await call(contract.getVideo, { token: member, params: { humanId: videoId } });
      expect(page.body.quickGuidePages).toBe(3);
    } finally {
      await videoData('acme').setVideoFields(videoId, { status: 'draft' });
    }
  });

  it('answers bad input with 400 and its issues', async () => {
    for (const params of [{ version: 'one' }, { version: '0' }, { language: 'xx' }] as Record<
      string,
      string
    >[]) {
      const res = await guide(admin, params);
      expect(res.status, JSON.stringify(params)).toBe(400);
      expect(res.body.issues?.length).toBeGreaterThan(0);
    }
    expect((await download(admin, { version: 0 })).status).toBe(400);
    expect((await download(admin, { language: 'klingon' })).status).toBe(400);
    expect((await download(admin, {}, 'x'.repeat(81))).status).toBe(400);
  });

  it('is 404 for a version that does not exist', async () => {
    expect((await guide(admin, { version: '9' })).status).toBe(404);
    expect((await download(admin, { version: 9 })).status).toBe(404);
  });
});
