/**
 * A video's thumbnail chosen in the studio's overview (issue 12 "thumbnail picked from a frame or
 * uploaded"; POST /videoThumbnailCommand): a frame at a second of a version becomes the thumbnail once
 * its MediaConvert frame capture (the local emulator) ends; an uploaded image becomes it at once. The
 * overview's editorial control applies (checked out by the caller); bad input is a 400 with its reason,
 * another organization's video 404, a member 403.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIFECYCLE_TEXTS } from '#shared/domain/video-lifecycle.js';
import {
  FROM_THE_VIDEO,
  THUMBNAIL_TEXTS,
  UPLOADED_IMAGE,
  frameChoice,
} from '#shared/domain/video-thumbnail.js';
import { getEntities } from '../../functions/core/data/entities/index.js';
import { videoData } from '../../functions/core/data/video-data.js';
import {
  call,
  contract,
  createVideo,
  generateClip,
  signIn,
  uploadOriginal,
  waitForTranscode,
} from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
const run = randomUUID().slice(0, 8);
const CHANNEL = `ch-it-thumb-${run}`;

let admin: string;
let member: string;
let globexAdmin: string;
let videoId: string;
let clip: ReturnType<typeof generateClip>;

const thumbnail = (token: string, body: Record<string, unknown>) =>
  call(contract.videoThumbnailCommand, { token, body: body as never });
const lifecycle = (token: string, type: 'checkOutVideo' | 'checkInVideo') =>
  call(contract.videoLifecycleCommand, { token, body: { type, payload: { videoId } } as never });
const studioRead = () => call(contract.getStudioVideo, { token: admin, params: { videoId, version: 1 } });
const stored = async () => (await videoData('acme').video(videoId))!;

/** A JPEG still (`size`) made by ffmpeg: a real image, as a browser would upload. */
function jpeg(size = '640x360'): Buffer {
  return execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', `color=c=orange:size=${size}`],
    ...['-frames:v', '1', '-f', 'image2', '-c:v', 'mjpeg', 'pipe:1'],
  ]);
}

/** The caller's upload under generic/ (POST /getGenericS3UploadSignedUrl), as the web app does it. */
async function upload(token: string, body: Buffer, contentType: string, fileExt = 'jpg') {
  const signed = await call(contract.getGenericS3UploadSignedUrl, {
    token,
    body: { fileExt } as never,
  });
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  const put = await fetch(signed.body.signedUrl, {
    method: 'PUT',
    body: new Uint8Array(body),
    headers: { 'content-type': contentType },
  });
  expect(put.status).toBe(200);
  return signed.body.s3Path;
}

/** Polls the studio read until the capture is no longer running (bounded). */
async function waitForCapture(timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const read = await studioRead();
    expect(read.status).toBe(200);
    if (read.body.thumbnailCapture?.status !== 'capturing') return read.body;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the frame capture of ${videoId} did not end in ${timeoutMs} ms`);
}

beforeAll(async () => {
  await getEntities()
    .channel.put({
      orgId: 'acme',
      channelId: CHANNEL,
      name: `Thumb ${run}`,
      type: 'company',
      status: 'active',
    })
    .go();
  admin = (await signIn('admin@acme.test', PASSWORD, 'acme')).idToken;
  member = (await signIn('member@acme.test', PASSWORD, 'acme')).idToken;
  globexAdmin = (await signIn('admin@globex.test', PASSWORD, 'globex')).idToken;
  clip = generateClip({ seconds: 4 });
  ({ id: videoId } = await createVideo(admin, CHANNEL, `Thumb ${run}`));
  await uploadOriginal(admin, videoId, clip.file);
  await waitForTranscode(admin, videoId, 60_000);
}, 120_000);

afterAll(async () => {
  clip?.remove();
  await getEntities().channel.delete({ orgId: 'acme', channelId: CHANNEL }).go();
});

describe('POST /videoThumbnailCommand', () => {
  it('refuses another organization (404), a member (403) and a video not checked out (409)', async () => {
    const frame = { type: 'useFrame', payload: { videoId, version: 1, seconds: 1 } };
    expect((await thumbnail(globexAdmin, frame)).status).toBe(404);
    expect((await thumbnail(member, frame)).status).toBe(403);
    const checkedIn = await thumbnail(admin, frame);
    expect(checkedIn.status).toBe(409);
    expect(checkedIn.body.message).toBe(LIFECYCLE_TEXTS.checkedIn);
    const image = await thumbnail(admin, {
      type: 'useImage',
      payload: { videoId, imageKey: await upload(admin, jpeg(), 'image/jpeg') },
    });
    expect(image.status).toBe(409);
    expect(image.body.message).toBe(LIFECYCLE_TEXTS.checkedIn);
    expect((await stored()).thumbnailChoice).toBeUndefined();
  });

  it('captures the frame at the chosen second of the video, which becomes the thumbnail', async () => {
    expect((await lifecycle(admin, 'checkOutVideo')).status).toBe(200);
    const before = await stored();
    expect(before.thumbnailKey).toBeTruthy();
    expect((await studioRead()).body.thumbnailCapture).toBeUndefined();

    const res = await thumbnail(admin, { type: 'useFrame', payload: { videoId, version: 1, seconds: 2.5 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: videoId, status: 'capturing' });
    const captureId = res.body.captureId!;
    expect(captureId).toMatch(/^[0-9a-f]{20}$/);

    const done = await waitForCapture();
    expect(done.thumbnailCapture).toBeUndefined();
    const after = await stored();
    expect(after.thumbnailKey).toBe(`media/acme/${videoId}/thumbnails/${captureId}/frame.0000000.jpg`);
    expect(after.thumbnailKey).not.toBe(before.thumbnailKey);
    expect(after.thumbnailChoice).toBe(frameChoice(2.5, 1));
    // The studio's presigned thumbnail is the captured still: a JPEG.
    const still = await fetch(done.thumbnailUrl!);
    expect(still.status).toBe(200);
    const bytes = new Uint8Array(await still.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);

    const log = await call(contract.getEventLog, {
      token: admin,
      query: { subjectType: 'video', subjectId: videoId } as never,
    });
    expect(JSON.stringify(log.body)).toContain('videoThumbnailCommand.useFrame');
    expect(JSON.stringify(log.body)).toContain(FROM_THE_VIDEO);
  }, 120_000);

  it('refuses a second beyond the video and a version it does not have', async () => {
    const beyond = await thumbnail(admin, {
      type: 'useFrame',
      payload: { videoId, version: 1, seconds: 30 },
    });
    expect(beyond.status).toBe(400);
    expect(beyond.body.message).toBe(THUMBNAIL_TEXTS.outside);
    const negative = await thumbnail(admin, {
      type: 'useFrame',
      payload: { videoId, version: 1, seconds: -1 },
    });
    expect(negative.status).toBe(400);
    expect(negative.body.issues?.length).toBeGreaterThan(0);
    const noVersion = await thumbnail(admin, {
      type: 'useFrame',
      payload: { videoId, version: 7, seconds: 1 },
    });
    expect(noVersion.status).toBe(404);
  });

  it('takes an uploaded image as the thumbnail, and refuses what is not a supported image', async () => {
    const pdf = await thumbnail(admin, {
      type: 'useImage',
      payload: { videoId, imageKey: await upload(admin, Buffer.from('%PDF-1.4'), 'application/pdf', 'png') },
    });
    expect(pdf.status).toBe(400);
    expect(pdf.body.message).toBe('The uploaded file type must be supported (PNG, JPEG, GIF or WebP)');
    const disguised = await thumbnail(admin, {
      type: 'useImage',
      payload: { videoId, imageKey: await upload(admin, Buffer.from('%PDF-1.4 not a jpeg'), 'image/jpeg') },
    });
    expect(disguised.status).toBe(400);
    expect(disguised.body.message).toBe('The file is not the image it claims to be');
    const theirs = await thumbnail(admin, {
      type: 'useImage',
      payload: { videoId, imageKey: await upload(member, jpeg(), 'image/jpeg') },
    });
    expect(theirs.status).toBe(400);
    const unchanged = (await stored()).thumbnailKey;

    const image = jpeg();
    const res = await thumbnail(admin, {
      type: 'useImage',
      payload: { videoId, imageKey: await upload(admin, image, 'image/jpeg') },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: videoId, status: 'changed' });
    const after = await stored();
    expect(after.thumbnailKey).not.toBe(unchanged);
    expect(after.thumbnailKey).toMatch(new RegExp(`^media/acme/${videoId}/thumbnails/[0-9a-f]{16}\\.jpg$`));
    expect(after.thumbnailChoice).toBe(UPLOADED_IMAGE);
    const read = await studioRead();
    const shown = await fetch(read.body.thumbnailUrl!);
    expect(Buffer.from(await shown.arrayBuffer()).equals(image)).toBe(true);
  });

  it('is refused once the caller checked the video in', async () => {
    expect((await lifecycle(admin, 'checkInVideo')).status).toBe(200);
    const res = await thumbnail(admin, { type: 'useFrame', payload: { videoId, version: 1, seconds: 1 } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(LIFECYCLE_TEXTS.checkedIn);
  });
});
