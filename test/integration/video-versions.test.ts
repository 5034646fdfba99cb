/**
 * New versions against the local emulators (spec 2 §4: "New-version recording or upload: a major
 * version is created first, then the general update applies with version+1"): concurrent
 * createMajorVersion calls create a version once; the new version's upload is transcoded; a version
 * with no upload never plays; and only admins and the channel's roles may create versions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { videoVersions } from '../../functions/core/data/video-versions.js';
import {
  call,
  contract,
  createVideo as createHelperVideo,
  signIn,
  videoCommand as command,
} from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
const CHANNEL = 'ch-acme-onboarding';

let admin = '';
let member = '';
let globexAdmin = '';
let workDir = '';
let clip = '';

const createVideo = (name: string) => createHelperVideo(admin, CHANNEL, name);

async function page(humanId: string, version?: number) {
  const res = await call(contract.getVideo, { token: admin, params: { humanId }, query: { version } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** Upload URL for a version, the PUT, then updateGeneral with that version (the web app's order). */
async function uploadVersion(videoId: string, version: number) {
  const url = await call(contract.getS3UploadSignedUrl, {
    token: admin,
    body: { fileExt: 'mp4', videoId, version, sourceHeight: 240 },
  });
  expect(url.status, JSON.stringify(url.body)).toBe(200);
  expect((await fetch(url.body.signedUrl, { method: 'PUT', body: readFileSync(clip) })).status).toBe(200);
  const update = await command(admin, 'updateGeneral', {
    videoId,
    source: url.body.s3Path,
    version,
    uploadOptions: {
      autoTranscribe: true,
      autoCopyToManuscript: true,
      autoCopyManuscriptToDescription: true,
    },
  });
  expect(update.status, JSON.stringify(update.body)).toBe(200);
}

async function waitForCompleted(humanId: string, version: number) {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    const rendition = (await page(humanId)).renditions.find((r) => r.version === version);
    if (rendition?.status === 'completed' || rendition?.status === 'error') return rendition;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`version ${version} of ${humanId} was not transcoded in time`);
}

beforeAll(async () => {
  [admin, member, globexAdmin] = await Promise.all([
    signIn('admin@acme.test', PASSWORD, 'acme').then((t) => t.idToken),
    signIn('member@acme.test', PASSWORD, 'acme').then((t) => t.idToken),
    signIn('admin@globex.test', PASSWORD, 'globex').then((t) => t.idToken),
  ]);
  workDir = mkdtempSync(path.join(os.tmpdir(), 'tubes-versions-'));
  clip = path.join(workDir, 'clip.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25:duration=3'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', clip],
  ]);
});

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('createMajorVersion', () => {
  it('creates each version once when calls race; a later call creates the next one', async () => {
    const video = await createVideo('Raced versions');
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        command(admin, 'createMajorVersion', { videoId: video.id, language: 'en-us' }),
      ),
    );
    // Calls that read the same lastVersion lose with 409; calls that read it after a winner moved it
    // on create the next version. Either way no version is created twice and none is skipped.
    const created = results.filter((r) => r.status === 200).map((r) => r.body.version!);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect([...created].sort((a, b) => a - b)).toEqual(created.map((_, i) => i + 2));
    const after = await page(video.humanId);
    expect(after.lastVersion).toBe(1 + created.length);
    expect(after.renditions.filter((r) => r.version === 2)).toEqual([
      expect.objectContaining({ version: 2, language: 'en-us', status: 'pending' }),
    ]);

    const next = await command(admin, 'createMajorVersion', { videoId: video.id, language: 'da' });
    expect(next.body).toEqual({ id: video.id, version: after.lastVersion + 1 });
  });

  it('lets only one of two writers that read the same version open the next one (conditional write)', async () => {
    const video = await createVideo('Conditional versions');
    const versions = videoVersions('acme');
    const open = () =>
      versions.open({ videoId: video.id, from: 1, language: 'en-us', reuse: false, keep: [], previous: [] });
    const outcomes = await Promise.all([open(), open(), open()]);
    expect(outcomes.filter((v) => v === 2)).toHaveLength(1);
    expect(outcomes.filter((v) => v === null)).toHaveLength(2);
    expect((await page(video.humanId)).lastVersion).toBe(2);
    // Another organization's prefix never reaches this video.
    await expect(
      videoVersions('globex').open({
        videoId: video.id,
        from: 2,
        language: 'en-us',
        reuse: false,
        keep: [],
        previous: [],
      }),
    ).resolves.toBeNull();
    expect((await page(video.humanId)).lastVersion).toBe(2);
  });

  it('transcodes the new version uploaded with version + 1 while the previous one keeps playing', async () => {
    const video = await createVideo('Two versions');
    await uploadVersion(video.id, 1);
    expect(await waitForCompleted(video.humanId, 1)).toMatchObject({ status: 'completed' });
    const { lastVersion } = await page(video.humanId);

    const major = await command(admin, 'createMajorVersion', {
      videoId: video.id,
      language: 'en-us',
      reuseVideo: false,
      reuseRenderDefinition: false,
      keepTranslations: [],
    });
    expect(major.body.version).toBe(lastVersion + 1);
    // Before the upload: the new version has nothing to play, the player still gets version 1.
    const url = await call(contract.getVideoUrl, { token: admin, query: { key: video.id, download: '0' } });
    expect(url.status, JSON.stringify(url.body)).toBe(200);
    expect(JSON.stringify(url.body)).toContain(`/${video.id}/1/en-us/`);

    await uploadVersion(video.id, lastVersion + 1);
    expect(await waitForCompleted(video.humanId, 2)).toMatchObject({ status: 'completed' });
    const played = await call(contract.getVideoUrl, {
      token: admin,
      query: { key: video.id, download: '0' },
    });
    expect(JSON.stringify(played.body)).toContain(`/${video.id}/2/en-us/`);

    // reuseVideo: version 3 starts with version 2's media, playable at once without an upload.
    const reused = await command(admin, 'createMajorVersion', {
      videoId: video.id,
      language: 'en-us',
      reuseVideo: true,
    });
    expect(reused.body.version).toBe(3);
    expect((await page(video.humanId, 3)).renditions.find((r) => r.version === 3)).toMatchObject({
      status: 'completed',
    });
  });

  it('refuses an updateGeneral for a version nobody created, members without a role, and other tenants', async () => {
    const video = await createVideo('Guarded versions');
    const url = await call(contract.getS3UploadSignedUrl, {
      token: admin,
      body: { fileExt: 'webm', videoId: video.id, version: 2 },
    });
    const skipped = await command(admin, 'updateGeneral', {
      videoId: video.id,
      source: url.body.s3Path,
      version: 2,
    });
    expect(skipped.status).toBe(400);
    expect(skipped.body.message).toMatch(/createMajorVersion/);

    // member@acme.test is a contributor of sales enablement only, not of onboarding.
    expect(
      (await command(member, 'createMajorVersion', { videoId: video.id, language: 'en-us' })).status,
    ).toBe(403);
    expect(
      (await command(globexAdmin, 'createMajorVersion', { videoId: video.id, language: 'en-us' })).status,
    ).toBe(404);
    const invalid = await command(admin, 'createMajorVersion', {
      videoId: video.id,
      language: 'en-us',
      reuseRenderDefinition: true,
    });
    expect(invalid.status).toBe(400);
    expect((await page(video.humanId)).lastVersion).toBe(1);
  });
});

describe('discardUpload (an upload cancelled before its file arrived; docs/decisions.md "Add video")', () => {
  it('removes a draft whose upload never arrived, for its author only', async () => {
    const video = await createVideo('Cancelled upload');
    // Another writer with add rights (member@acme.test is no role here: 403 before anything else).
    expect((await command(member, 'discardUpload', { videoId: video.id, version: 1 })).status).toBe(403);
    expect((await command(globexAdmin, 'discardUpload', { videoId: video.id, version: 1 })).status).toBe(404);
    const wrongVersion = await command(admin, 'discardUpload', {
      videoId: video.id,
      version: 2,
    });
    expect(wrongVersion.status).toBe(409);

    const discarded = await command(admin, 'discardUpload', { videoId: video.id, version: 1 });
    expect(discarded.status, JSON.stringify(discarded.body)).toBe(200);
    expect((await call(contract.getVideo, { params: { humanId: video.humanId }, token: admin })).status).toBe(
      404,
    );
    expect((await call(contract.getVideo, { params: { humanId: video.id }, token: admin })).status).toBe(404);
    expect((await command(admin, 'discardUpload', { videoId: video.id, version: 1 })).status).toBe(404);
  });

  it("refuses another user's draft: only the author discards version 1", async () => {
    // member@acme.test is a contributor of sales enablement; the admin may add videos there too.
    const created = await command(member, 'createVideo', {
      channelId: 'ch-acme-sales-enablement',
      name: 'Member draft',
      language: 'en-us',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const refused = await command(admin, 'discardUpload', {
      videoId: created.body.id,
      version: 1,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only its author may discard a draft video');
    expect((await command(member, 'discardUpload', { videoId: created.body.id, version: 1 })).status).toBe(
      200,
    );
  });

  it('closes a new version again, so the next createMajorVersion opens the same number', async () => {
    const video = await createVideo('Cancelled new version');
    const opened = await command(admin, 'createMajorVersion', {
      videoId: video.id,
      language: 'en-us',
    });
    expect(opened.body.version).toBe(2);
    expect((await command(admin, 'discardUpload', { videoId: video.id, version: 2 })).status).toBe(200);
    const after = await page(video.humanId);
    expect(after.lastVersion).toBe(1);
    expect(after.renditions.filter((r) => r.version === 2)).toEqual([]);
    const reopened = await command(admin, 'createMajorVersion', {
      videoId: video.id,
      language: 'en-us',
    });
    expect(reopened.body.version).toBe(2);
  });

  it('keeps a video whose upload has arrived (409): the pipeline owns it', async () => {
    const video = await createVideo('Arrived upload');
    await uploadVersion(video.id, 1);
    const refused = await command(admin, 'discardUpload', {
      videoId: video.id,
      version: 1,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/can no longer be discarded/);
    expect(await waitForCompleted(video.humanId, 1)).toMatchObject({ status: 'completed' });
  });
});
