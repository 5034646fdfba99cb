/**
 * Rendering (issue 12) against the local platform: POST /renderVideo → the request under renders/ →
 * startRender → the MediaConvert emulator (ffmpeg: -ss/-to and drawtext from the job's input clipping
 * and burn-in) → the job-state events → the render and the rendition. A 6 s clip with one text effect
 * (2–4 s) and a trim (1–5 s): the rendered MP4 plays 4 s, the frame at the overlay's time differs from
 * the source's frame there, a frame outside it does not. Rights (member 403, another tenant 404), bad
 * input 400, the life cycle's 409s (checked in, locked, already rendering), rendering again from the
 * original, a failing job (its message, the rendition unchanged) and the timeout. A keyboard effect
 * (no trim) is burnt in cyan at the top right while its chapter plays, and only then.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { RENDER_TEXTS } from '#shared/api/endpoints/render.js';
import type { RealtimeMessage, RenderStatusPayload } from '#shared/domain/realtime.js';
import { LIFECYCLE_TEXTS } from '#shared/domain/video-lifecycle.js';
import { getEntities } from '../../functions/core/data/entities/index.js';
import { renderingData } from '../../functions/core/data/rendering-data.js';
import { videoData } from '../../functions/core/data/video-data.js';
import { videoLifecycleData } from '../../functions/core/data/video-lifecycle.js';
import {
  call,
  checkOut,
  contract,
  createVideo,
  decodeJwt,
  eventually,
  generateClip,
  platform,
  signIn,
  uploadOriginal,
  waitForTranscode,
} from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
const run = randomUUID().slice(0, 8);
const CHANNEL = `ch-it-render-${run}`;
const WIDTH = 640;
const HEIGHT = 360;

let admin: string;
let adminId: string;
let member: string;
let globexAdmin: string;
let videoId: string;
let clip: ReturnType<typeof generateClip>;
let workDir: string;

const render = (token: string, body: Record<string, unknown>) =>
  call(contract.renderVideo, { token, body: body as never });
const jobs = (token: string, id = videoId) => call(contract.renderJobs, { token, params: { videoId: id } });

async function waitForRender(renderId: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  const seen: string[] = [];
  while (Date.now() < deadline) {
    const res = await jobs(admin);
    expect(res.status).toBe(200);
    const job = res.body.find((j) => j.renderId === renderId);
    if (job) seen.push(`${job.status}:${job.progress}`);
    if (job && ['completed', 'error', 'timedOut'].includes(job.status)) return { job, seen };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`render ${renderId} did not end in ${timeoutMs} ms: ${seen.at(-1)}`);
}

/** One frame (grey, WIDTH × HEIGHT) of a file at `seconds`. */
function frame(file: string, seconds: number): Buffer {
  return execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-ss', seconds.toFixed(3), '-i', file],
    ...['-frames:v', '1', '-vf', `scale=${WIDTH}:${HEIGHT}`, '-f', 'rawvideo', '-pix_fmt', 'gray', 'pipe:1'],
  ]);
}

/** Mean absolute difference of two grey frames inside the centre band where the overlay is drawn. */
function centreDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  let count = 0;
  for (let y = Math.round(HEIGHT * 0.4); y < Math.round(HEIGHT * 0.6); y++) {
    for (let x = Math.round(WIDTH * 0.35); x < Math.round(WIDTH * 0.65); x++) {
      sum += Math.abs((a[y * WIDTH + x] ?? 0) - (b[y * WIDTH + x] ?? 0));
      count++;
    }
  }
  return sum / count;
}

const sockets: WebSocket[] = [];

/** The admin's realtime socket, collecting the frames it receives. */
async function listen(token: string, userId: string): Promise<RealtimeMessage[]> {
  const url = new URL(platform().urls.websocket);
  url.searchParams.set('token', token);
  url.searchParams.set('userId', userId);
  url.searchParams.set('orgId', 'acme');
  const ws = await new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(url.toString());
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.once('error', reject);
  });
  sockets.push(ws);
  const received: RealtimeMessage[] = [];
  ws.on('message', (data) => received.push(JSON.parse(String(data)) as RealtimeMessage));
  return received;
}

function mediaS3(): S3Client {
  return new S3Client({
    endpoint: platform().urls.s3,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

beforeAll(async () => {
  await getEntities()
    .channel.put({
      orgId: 'acme',
      channelId: CHANNEL,
      name: `Render ${run}`,
      type: 'company',
      status: 'active',
    })
    .go();
  const adminTokens = await signIn('admin@acme.test', PASSWORD, 'acme');
  admin = adminTokens.idToken;
  adminId = String(decodeJwt(admin).sub);
  member = (await signIn('member@acme.test', PASSWORD, 'acme')).idToken;
  globexAdmin = (await signIn('admin@globex.test', PASSWORD, 'globex')).idToken;
  workDir = mkdtempSync(path.join(os.tmpdir(), 'tubes-render-it-'));
  clip = generateClip({ seconds: 6, fps: 30, size: `${WIDTH}x${HEIGHT}` });
  videoId = await transcodedWithEffect(
    `Render ${run}`,
    clip.file,
    {
      manuscript: 'The overlay',
      textEffect: { enabled: true, text: 'RENDERED OVERLAY', position: 'middle', style: 'highlight' },
    },
    { startSeconds: 1, endSeconds: 5 },
  );
}, 120_000);

afterAll(async () => {
  for (const ws of sockets) ws.close();
  clip?.remove();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
  await getEntities().channel.delete({ orgId: 'acme', channelId: CHANNEL }).go();
});

/**
 * A transcoded video of `file` whose editor data has an intro chapter and, from 2 s to 4 s, a chapter
 * with `effect` (and `trim`, if any): what a render burns in.
 */
async function transcodedWithEffect(
  name: string,
  file: string,
  effect: Record<string, unknown>,
  trim?: { startSeconds: number; endSeconds: number },
): Promise<string> {
  const { id } = await createVideo(admin, CHANNEL, name);
  await uploadOriginal(admin, id, file, HEIGHT);
  await waitForTranscode(admin, id, 60_000);
  await renderingData('acme').put(id, 1, {
    language: 'en-us',
    subtitles: {
      chapters: [
        { startSeconds: 0, manuscript: 'Intro' },
        { startSeconds: 2, endSeconds: 4, manuscript: '', ...effect },
      ],
    },
    links: [],
    ...(trim ? { trim } : {}),
  });
  return id;
}

describe('POST /renderVideo', () => {
  it('refuses bad input (400), a member (403) and another tenant (404)', async () => {
    const bad = await render(admin, { videoId, version: 0, language: 'xx' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues?.length).toBeGreaterThan(0);
    const asMember = await render(member, { videoId, version: 1, language: 'en-us' });
    expect(asMember.status).toBe(403);
    expect((await jobs(member)).status).toBe(403);
    const asGlobex = await render(globexAdmin, { videoId, version: 1, language: 'en-us' });
    expect(asGlobex.status).toBe(404);
    expect((await jobs(globexAdmin)).status).toBe(404);
  });

  it('refuses a video nobody checked out (409 "Video is checked in")', async () => {
    const res = await render(admin, { videoId, version: 1, language: 'en-us' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(LIFECYCLE_TEXTS.checkedIn);
  });

  it('refuses while another job holds the video (409) and a language without media', async () => {
    const now = new Date();
    expect(
      await videoLifecycleData('acme').checkOut(
        videoId,
        { userId: adminId, email: 'admin@acme.test' },
        null,
        now.toISOString(),
      ),
    ).toBe(true);
    const since = now.toISOString();
    await videoLifecycleData('acme').lock(
      videoId,
      'translation',
      since,
      new Date(now.getTime() + 60_000).toISOString(),
    );
    const locked = await render(admin, { videoId, version: 1, language: 'en-us' });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(LIFECYCLE_TEXTS.locked('update', 'translation'));
    await videoLifecycleData('acme').unlock(videoId, since);
    const noMedia = await render(admin, { videoId, version: 1, language: 'da' });
    expect(noMedia.status).toBe(409);
    expect(noMedia.body.message).toBe(RENDER_TEXTS.noMedia);
    // The studio's render panel offers the languages with a playable rendition: en-us, not da.
    const studio = await call(contract.getStudioVideo, { token: admin, params: { videoId, version: 1 } });
    expect(studio.body.playableLanguages).toEqual(['en-us']);
  });

  it('renders the trim and the text effect into the rendition the version plays', async () => {
    const before = (await videoData('acme').renditions(videoId)).find((r) => r.version === 1);
    const pushed = await listen(admin, adminId);
    const started = await render(admin, { videoId, version: 1, language: 'en-us' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({ status: 'queued', version: 1, language: 'en-us' });
    expect(started.body.trimSeconds).toBeCloseTo(2, 0);
    expect(started.body.totalSeconds).toBeCloseTo(6, 0);
    expect((await videoData('acme').video(videoId))?.status).toBe('rendering');
    // While it runs, the video is processing: a second render is refused.
    const again = await render(admin, { videoId, version: 1, language: 'en-us' });
    expect(again.status).toBe(409);

    const { job, seen } = await waitForRender(started.body.renderId);
    expect(job.status, seen.join(' ')).toBe('completed');
    expect(job.progress).toBe(100);
    expect(job.processedSeconds).toBeGreaterThan(3.5);
    expect(job.processedSeconds).toBeLessThan(4.5);
    // The job reads completed a moment before the render's end settles the video (lock released).
    const video = await eventually(
      () => videoData('acme').video(videoId),
      (v) => v?.status !== 'rendering',
    );
    expect(video?.status).toBe('draft');
    expect(video?.lockKind).toBeUndefined();
    // Its author heard the render's progress and end over the WebSocket (RENDER_STATUS).
    const renderPushes = () =>
      pushed
        .filter((m) => m.type === 'RENDER_STATUS')
        .map((m) => m.payload as RenderStatusPayload)
        .filter((p) => p.renderId === job.renderId);
    await expect.poll(() => renderPushes().map((p) => p.status), { timeout: 5000 }).toContain('completed');
    expect(renderPushes().at(-1)).toMatchObject({ videoId, version: 1, language: 'en-us', progress: 100 });

    const after = (await videoData('acme').renditions(videoId)).find((r) => r.version === 1);
    expect(after?.status).toBe('completed');
    expect(after?.hlsMasterKey).toContain(`/renders/${job.renderId}/`);
    expect(after?.hlsMasterKey).not.toBe(before?.hlsMasterKey);
    const object = await mediaS3().send(
      new GetObjectCommand({ Bucket: platform().env.MEDIA_BUCKET, Key: after?.mp4Key ?? '' }),
    );
    const rendered = path.join(workDir, 'rendered.mp4');
    writeFileSync(rendered, await object.Body!.transformToByteArray());
    const duration = Number(
      execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', rendered])
        .toString()
        .trim(),
    );
    expect(duration).toBeGreaterThan(3.8);
    expect(duration).toBeLessThan(4.3);
    // Output 2.0 s is source 3.0 s (inside the overlay, 2–4 s); output 0.5 s is source 1.5 s (before it).
    const withOverlay = centreDifference(frame(rendered, 2), frame(clip.file, 3));
    const without = centreDifference(frame(rendered, 0.5), frame(clip.file, 1.5));
    expect(withOverlay).toBeGreaterThan(25);
    expect(without).toBeLessThan(12);
  }, 150_000);
});

describe('rendering again', () => {
  it('starts from the original again: the same trim keeps the same 4 s', async () => {
    const started = await render(admin, { videoId, version: 1, language: 'en-us' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.totalSeconds).toBeCloseTo(6, 0);
    const { job, seen } = await waitForRender(started.body.renderId);
    expect(job.status, seen.join(' ')).toBe('completed');
    expect(job.processedSeconds).toBeGreaterThan(3.5);
    expect(job.processedSeconds).toBeLessThan(4.5);
    const listed = await jobs(admin);
    expect(listed.body.map((j) => j.renderId).slice(0, 1)).toEqual([started.body.renderId]);
    expect(listed.body).toHaveLength(2);
  }, 120_000);
});

describe('a render whose job fails', () => {
  it('ends as "Processing ended with an error" and the version keeps playing what it played', async () => {
    const before = (await videoData('acme').renditions(videoId)).find((r) => r.version === 1);
    // The original is gone: the job cannot read its input.
    await mediaS3().send(
      new DeleteObjectCommand({ Bucket: platform().env.UPLOADS_BUCKET, Key: before?.source ?? '' }),
    );
    const started = await render(admin, { videoId, version: 1, language: 'en-us' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const { job } = await waitForRender(started.body.renderId);
    expect(job).toMatchObject({ status: 'error', error: RENDER_TEXTS.failed });
    const video = await videoData('acme').video(videoId);
    expect(video?.status).toBe('draft');
    expect(video?.lockKind).toBeUndefined();
    const after = (await videoData('acme').renditions(videoId)).find((r) => r.version === 1);
    expect(after).toMatchObject({ status: 'completed', hlsMasterKey: before?.hlsMasterKey });
  }, 120_000);
});

describe('a render past its limit', () => {
  it('is timedOut ("Video processing timed out") when read, and the video with it', async () => {
    const { id } = await createVideo(admin, CHANNEL, `Render timeout ${run}`);
    const since = new Date(Date.now() - 2 * 3600_000).toISOString();
    await videoLifecycleData('acme').lock(
      id,
      'processing',
      since,
      new Date(Date.now() - 3600_000).toISOString(),
    );
    await videoLifecycleData('acme').setStatus(id, 'draft', 'rendering');
    await getEntities()
      .renderJob.create({
        orgId: 'acme',
        videoId: id,
        renderId: `${Date.parse(since).toString(36).padStart(10, '0')}0123456789`,
        version: 1,
        language: 'en-us',
        status: 'progressing',
        statusRank: 2,
        progress: 40,
        plan: JSON.stringify({ trim: null, overlays: [] }),
        source: 'uploads/acme/x/1/en-us/lost.mp4',
        totalSeconds: 10,
        trimSeconds: 0,
        lockSince: since,
        requestedBy: adminId,
        createdAt: since,
      })
      .go();
    const res = await jobs(admin, id);
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({ status: 'timedOut', error: RENDER_TEXTS.timedOut });
    const video = await videoData('acme').video(id);
    expect(video?.status).toBe('timedOut');
    expect(video?.lockKind).toBeUndefined();
  });
});

/** An RGB frame (WIDTH × HEIGHT) of a file at `seconds`. */
function rgbFrame(file: string, seconds: number): Buffer {
  return execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-ss', seconds.toFixed(3), '-i', file],
    ...['-frames:v', '1', '-vf', `scale=${WIDTH}:${HEIGHT}`, '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
  ]);
}

/**
 * Pixels in the top-right quarter band (where a keyboard effect sits by default) that are cyan in
 * `rendered` and were not cyan in `source`: the key combination drawn in cyan.
 */
function newCyanTopRight(rendered: Buffer, source: Buffer): number {
  const cyan = (f: Buffer, i: number) =>
    (f[i] ?? 255) < 110 && (f[i + 1] ?? 0) > 150 && (f[i + 2] ?? 0) > 150;
  let count = 0;
  for (let y = 0; y < Math.round(HEIGHT * 0.25); y++) {
    for (let x = Math.round(WIDTH * 0.55); x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 3;
      if (cyan(rendered, i) && !cyan(source, i)) count++;
    }
  }
  return count;
}

describe('a render with a keyboard effect', () => {
  it('burns the key combination in cyan at the top right while its chapter plays', async () => {
    const keyClip = generateClip({ seconds: 6, fps: 30, size: `${WIDTH}x${HEIGHT}` });
    try {
      const id = await transcodedWithEffect(`Render keys ${run}`, keyClip.file, {
        manuscript: 'Save it',
        keyboardEffect: { enabled: true, keys: 'Ctrl+Shift+S' },
      });
      await checkOut(admin, id);
      // The video reads draft again once its transcode settled.
      await eventually(
        () => videoData('acme').video(id),
        (v) => v?.status === 'draft',
      );

      const started = await render(admin, { videoId: id, version: 1, language: 'en-us' });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const deadline = Date.now() + 90_000;
      let job = (await jobs(admin, id)).body.find((j) => j.renderId === started.body.renderId);
      while (job && !['completed', 'error', 'timedOut'].includes(job.status) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        job = (await jobs(admin, id)).body.find((j) => j.renderId === started.body.renderId);
      }
      expect(job?.status, JSON.stringify(job)).toBe('completed');

      const after = await eventually(
        async () => (await videoData('acme').renditions(id)).find((r) => r.version === 1),
        (r) => !!r?.hlsMasterKey?.includes(`/renders/${started.body.renderId}/`),
      );
      const object = await mediaS3().send(
        new GetObjectCommand({ Bucket: platform().env.MEDIA_BUCKET, Key: after?.mp4Key ?? '' }),
      );
      const rendered = path.join(workDir, 'rendered-keys.mp4');
      writeFileSync(rendered, await object.Body!.transformToByteArray());
      // No trim: output time is source time. At 3 s (inside 2–4 s) the keys are drawn in cyan at the
      // top right; at 1 s and 5 s (other chapters) nothing new is there.
      const during = newCyanTopRight(rgbFrame(rendered, 3), rgbFrame(keyClip.file, 3));
      const before = newCyanTopRight(rgbFrame(rendered, 1), rgbFrame(keyClip.file, 1));
      const later = newCyanTopRight(rgbFrame(rendered, 5), rgbFrame(keyClip.file, 5));
      expect(during, `before ${before}, later ${later}`).toBeGreaterThan(150);
      expect(before).toBeLessThan(20);
      expect(later).toBeLessThan(20);
      // And not in the centre band, where a text effect in the middle would be.
      expect(centreDifference(frame(rendered, 3), frame(keyClip.file, 3))).toBeLessThan(12);
    } finally {
      keyClip.remove();
    }
  }, 180_000);
});
