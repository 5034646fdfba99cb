/**
 * The media pipeline end to end against the local emulators: presigned upload into s3rver → its
 * ObjectCreated event → startTranscode → the MediaConvert emulator (ffmpeg) → job-state events →
 * transcodeStatus → GET /transcodingStatus/{videoId}. Test media is generated here, tiny and short.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { call, contract, createVideo, platform, send, signIn, videoCommand } from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
const CHANNEL = 'ch-acme-onboarding';

interface StatusEntry {
  language: string;
  version: number;
  status: string;
  jobId: string;
  pipelineId: string;
  videoId: string;
  progress?: number;
  error?: string;
}

let acmeAdmin = '';
let globexAdmin = '';
let workDir = '';

function ffmpeg(args: string[]): void {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
}

async function upload(token: string, videoId: string, file: string, fileExt: string, sourceHeight?: number) {
  const res = await call(contract.getS3UploadSignedUrl, {
    token,
    body: { fileExt, videoId, ...(sourceHeight ? { sourceHeight } : {}) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const put = await fetch(res.body.signedUrl, { method: 'PUT', body: readFileSync(file) });
  expect(put.status).toBe(200);
  return res.body;
}

/** Polls like the player (faster than its 7 s) until the latest job is terminal; never forever. */
async function waitForOutcome(token: string, videoId: string, timeoutMs = 45_000) {
  const seen: StatusEntry[] = [];
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await call(contract.transcodingStatus, { params: { videoId }, token });
    expect(res.status).toBe(200);
    const latest = res.body[res.body.length - 1];
    if (latest) seen.push(latest);
    if (latest && (latest.status === 'completed' || latest.status === 'error')) return { latest, seen };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `transcoding of ${videoId} did not finish in ${timeoutMs} ms: ${JSON.stringify(seen.at(-1))}`,
  );
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

async function mediaKeys(prefix: string): Promise<string[]> {
  const listed = await mediaS3().send(
    new ListObjectsV2Command({ Bucket: platform().env.MEDIA_BUCKET, Prefix: prefix }),
  );
  return (listed.Contents ?? []).map((o) => o.Key ?? '');
}

beforeAll(async () => {
  acmeAdmin = (await signIn('admin@acme.test', PASSWORD, 'acme')).idToken;
  globexAdmin = (await signIn('admin@globex.test', PASSWORD, 'globex')).idToken;
  workDir = mkdtempSync(path.join(os.tmpdir(), 'tubes-media-it-'));
});

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('upload → transcode → status', () => {
  it('transcodes an uploaded MP4 into HLS + MP4 + thumbnail, reporting progress until completed', async () => {
    const file = path.join(workDir, 'clip.mp4');
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=640x360:rate=30:duration=6',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=6',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
      file,
    ]);
    const video = await createVideo(acmeAdmin, CHANNEL, 'Pipeline clip');
    expect(video.humanId).toMatch(/^[a-z0-9]{10}$/);
    const started = Date.now();
    const uploaded = await upload(acmeAdmin, video.id, file, 'mp4', 360);
    expect(uploaded.s3Path).toBe(`uploads/acme/${video.id}/1/en-us/${uploaded.fileName}`);
    // The presigned PUT carries the signed metadata; the transcoder reads the ladder hint from it.
    const head = await mediaS3().send(
      new HeadObjectCommand({ Bucket: platform().env.UPLOADS_BUCKET, Key: uploaded.s3Path }),
    );
    expect(head.Metadata).toMatchObject({ 'org-id': 'acme', 'video-id': video.id, 'source-height': '360' });

    const { latest, seen } = await waitForOutcome(acmeAdmin, video.id);
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `media pipeline: 6 s 640x360 upload → completed in ${seconds.toFixed(1)} s (${(6 / seconds).toFixed(2)}× realtime)`,
    );
    expect(latest).toMatchObject({
      status: 'completed',
      progress: 100,
      version: 1,
      language: 'en-us',
      videoId: video.id,
      pipelineId: 'Default',
    });
    expect(latest.jobId).toMatch(/\S/);
    expect(seen.some((s) => s.status === 'submitted' || s.status === 'progressing')).toBe(true);

    const keys = await mediaKeys(`media/acme/${video.id}/1/en-us/`);
    const base = `media/acme/${video.id}/1/en-us/`;
    expect(keys).toContain(`${base}hls/index.m3u8`);
    expect(keys).toContain(`${base}hls/index_360p.m3u8`);
    // A 360p source gets no upscaled rungs.
    expect(keys).not.toContain(`${base}hls/index_720p.m3u8`);
    expect(keys.filter((k) => k.endsWith('.ts')).length).toBeGreaterThan(0);
    expect(keys).toContain(`${base}mp4/video_720p.mp4`);
    expect(keys).toContain(`${base}thumbnails/thumb.0000000.jpg`);
  });

  it('normalizes a browser-style WebM without duration and transcodes it', async () => {
    const file = path.join(workDir, 'recording.webm');
    // Muxed to a pipe, the WebM cannot be rewritten with its duration: as a MediaRecorder file.
    const webm = execFileSync('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=320x180:rate=25:duration=3',
      '-f',
      'lavfi',
      '-i',
      'sine=duration=3',
      '-c:v',
      'libvpx',
      '-deadline',
      'realtime',
      '-b:v',
      '300k',
      '-c:a',
      'libopus',
      '-shortest',
      '-f',
      'webm',
      'pipe:1',
    ]);
    writeFileSync(file, webm);
    const probe = execFileSync(
      'ffprobe',
      ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file],
      { encoding: 'utf8' },
    );
    expect(probe.trim()).toBe('N/A');

    const video = await createVideo(acmeAdmin, CHANNEL, 'Screen recording');
    await upload(acmeAdmin, video.id, file, 'webm');
    const { latest } = await waitForOutcome(acmeAdmin, video.id);
    expect(latest, latest.error).toMatchObject({ status: 'completed' });
    expect(await mediaKeys(`media/acme/${video.id}/1/en-us/hls/index.m3u8`)).toHaveLength(1);
  });

  it('ends a corrupt upload as an error with the reason, never a stuck job', async () => {
    const file = path.join(workDir, 'corrupt.mp4');
    writeFileSync(file, Buffer.from('this is not a video '.repeat(500)));
    const video = await createVideo(acmeAdmin, CHANNEL, 'Corrupt');
    await upload(acmeAdmin, video.id, file, 'mp4');
    const { latest } = await waitForOutcome(acmeAdmin, video.id);
    expect(latest.status).toBe('error');
    // The cause, and nothing of where the file is (the emulator's scratch path, the bucket's s3:// URI).
    expect(latest.error).toBe('The file is not a readable video: Invalid data found when processing input');
    const page = await call(contract.getVideo, { params: { humanId: video.humanId }, token: acmeAdmin });
    expect(page.body.renditions).toEqual([expect.objectContaining({ status: 'error', error: latest.error })]);
  });
});

describe('a faststart MP4 cut short (moov at the front, mdat truncated)', () => {
  /** A 12 s faststart clip; `keep(size, mdatStart)` says how many bytes stay. */
  function truncatedClip(name: string, keep: (size: number, mdatStart: number) => number): string {
    const file = path.join(workDir, name);
    ffmpeg([
      ...['-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=30:duration=12'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=12'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'],
      ...['-movflags', '+faststart', file],
    ]);
    const bytes = readFileSync(file);
    // Top-level boxes: size (4 bytes) + type; the media data box follows the moov with faststart.
    let offset = 0;
    let mdatStart = -1;
    while (offset + 8 <= bytes.length) {
      const type = bytes.toString('latin1', offset + 4, offset + 8);
      if (type === 'mdat') mdatStart = offset + 8;
      if (type === 'moov') expect(mdatStart).toBe(-1);
      offset += bytes.readUInt32BE(offset);
    }
    expect(mdatStart).toBeGreaterThan(0);
    writeFileSync(file, bytes.subarray(0, keep(bytes.length, mdatStart)));
    // The header still declares the whole 12 s: the input's duration is not what plays.
    const declared = execFileSync(
      'ffprobe',
      ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file],
      {
        encoding: 'utf8',
      },
    );
    expect(Number(declared)).toBe(12);
    return file;
  }

  it('completes with the duration its HLS plays, on the job, the rendition and the video', async () => {
    const file = truncatedClip('half.mp4', (size) => Math.floor(size / 2));
    const video = await createVideo(acmeAdmin, CHANNEL, 'Cut short');
    await upload(acmeAdmin, video.id, file, 'mp4', 360);
    const { latest } = await waitForOutcome(acmeAdmin, video.id);
    expect(latest, latest.error).toMatchObject({ status: 'completed' });

    const base = `media/acme/${video.id}/1/en-us/`;
    const playlist = await (
      await mediaS3().send(
        new GetObjectCommand({ Bucket: platform().env.MEDIA_BUCKET, Key: `${base}hls/index_360p.m3u8` }),
      )
    ).Body!.transformToString();
    const hlsMs = [...playlist.matchAll(/^#EXTINF:([0-9.]+)/gm)].reduce(
      (sum, m) => sum + Number(m[1]) * 1000,
      0,
    );
    expect(hlsMs).toBeGreaterThan(1000);
    expect(hlsMs).toBeLessThan(10_000);

    const page = await call(contract.getVideo, { params: { humanId: video.humanId }, token: acmeAdmin });
    expect(page.body.renditions).toEqual([expect.objectContaining({ status: 'completed' })]);
    expect(page.body.durationMs).toBeGreaterThan(0);
    expect(Math.abs((page.body.durationMs ?? 0) - hlsMs)).toBeLessThan(50);
    // The MP4 rendition is that same stream: it plays as long.
    const mp4 = path.join(workDir, 'half-out.mp4');
    const object = await mediaS3().send(
      new GetObjectCommand({ Bucket: platform().env.MEDIA_BUCKET, Key: `${base}mp4/video_720p.mp4` }),
    );
    writeFileSync(mp4, await object.Body!.transformToByteArray());
    const mp4Seconds = Number(
      execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', mp4], {
        encoding: 'utf8',
      }),
    );
    expect(Math.abs(mp4Seconds * 1000 - hlsMs)).toBeLessThan(200);
  });

  it('fails with the reason when nothing of it decodes, without a path', async () => {
    const file = truncatedClip('header-only.mp4', (_size, mdatStart) => mdatStart);
    const video = await createVideo(acmeAdmin, CHANNEL, 'Header only');
    await upload(acmeAdmin, video.id, file, 'mp4', 360);
    const { latest } = await waitForOutcome(acmeAdmin, video.id);
    expect(latest.status).toBe('error');
    expect(latest.error).toMatch(
      /^(Unable to transcode the file|The file has no playable video): the file is cut short/,
    );
    expect(latest.error).not.toMatch(/s3:\/\/|\/tmp\/|\.local/);
  });
});

describe('PUT /videoCommand', () => {
  it('updateGeneral attaches an upload to the next version and refuses sources of other videos', async () => {
    const video = await createVideo(acmeAdmin, CHANNEL, 'Versioned');
    const other = await createVideo(acmeAdmin, CHANNEL, 'Other');
    // Version 2 exists once createMajorVersion opened it (spec 2 §4; test/integration/video-versions.test.ts).
    const major = await videoCommand(acmeAdmin, 'createMajorVersion', {
      videoId: video.id,
      language: 'en-us',
    });
    expect(major.body).toEqual({ id: video.id, version: 2 });
    const url = await call(contract.getS3UploadSignedUrl, {
      token: acmeAdmin,
      body: { fileExt: 'mp4', videoId: video.id, version: 2 },
    });
    expect(url.body.s3Path.startsWith(`uploads/acme/${video.id}/2/en-us/`)).toBe(true);
    const update = (token: string, payload: Record<string, unknown>) =>
      send(contract.videoCommand, { token, body: { type: 'updateGeneral', payload } });
    const uploadOptions = {
      autoTranscribe: true,
      autoCopyToManuscript: true,
      autoCopyManuscriptToDescription: true,
    };

    const ok = await update(acmeAdmin, {
      videoId: video.id,
      source: url.body.s3Path,
      version: 2,
      uploadOptions,
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ id: video.id });
    // The same source for another video, or with a version that does not match the key, is refused.
    expect((await update(acmeAdmin, { videoId: other.id, source: url.body.s3Path, version: 2 })).status).toBe(
      400,
    );
    expect((await update(acmeAdmin, { videoId: video.id, source: url.body.s3Path, version: 3 })).status).toBe(
      400,
    );
    // Another tenant cannot address the video at all.
    expect(
      (await update(globexAdmin, { videoId: video.id, source: url.body.s3Path, version: 2 })).status,
    ).toBe(404);
  });

  it('createVideo needs a channel of the active organization and a right to add videos to it', async () => {
    const member = (await signIn('member@acme.test', PASSWORD, 'acme')).idToken;
    const create = (token: string, channelId: string) =>
      videoCommand(token, 'createVideo', { channelId, name: 'x', language: 'en-us' });
    expect((await create(globexAdmin, CHANNEL)).status).toBe(404);
    // The member is a contributor of sales enablement only.
    expect((await create(member, CHANNEL)).status).toBe(403);
    expect((await create(member, 'ch-acme-sales-enablement')).status).toBe(200);
    const bad = await videoCommand(acmeAdmin, 'createVideo', {
      channelId: CHANNEL,
      name: '',
      language: 'en-us',
    });
    expect(bad.status).toBe(400);
  });
});

describe('tenant isolation of the pipeline', () => {
  let acmeVideoId = '';

  beforeAll(async () => {
    acmeVideoId = (await createVideo(acmeAdmin, CHANNEL, 'Acme only')).id;
  });

  it("answers 404 for another tenant's transcoding status", async () => {
    const res = await call(contract.transcodingStatus, {
      params: { videoId: acmeVideoId },
      token: globexAdmin,
    });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain(acmeVideoId);
  });

  it("gives no upload URL for another tenant's video, and only ever keys under the caller's org", async () => {
    const refused = await call(contract.getS3UploadSignedUrl, {
      token: globexAdmin,
      body: { fileExt: 'mp4', videoId: acmeVideoId },
    });
    expect(refused.status).toBe(404);

    const own = await createVideo(globexAdmin, 'ch-globex-supply-chain', 'Globex video');
    const res = await call(contract.getS3UploadSignedUrl, {
      token: globexAdmin,
      body: { fileExt: 'mp4', videoId: own.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.s3Path.startsWith(`uploads/globex/${own.id}/`)).toBe(true);
    expect(new URL(res.body.signedUrl).pathname).toContain(`/uploads/globex/${own.id}/`);
    expect(res.body.signedUrl).not.toContain('/acme/');
  });

  it('refuses a file type the transcoder does not take', async () => {
    const res = await call(contract.getS3UploadSignedUrl, {
      token: acmeAdmin,
      body: { fileExt: 'exe', videoId: acmeVideoId },
    });
    expect(res.status).toBe(400);
  });

  it('signs generic image uploads under generic/<orgId>/<userId>/', async () => {
    const res = await call(contract.getGenericS3UploadSignedUrl, {
      token: globexAdmin,
      body: { fileExt: 'png' },
    });
    expect(res.status).toBe(200);
    expect(res.body.s3Path).toMatch(/^generic\/globex\/[^/]+\/[0-9a-f-]+\.png$/);
  });
});
