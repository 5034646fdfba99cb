import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { cognitoSignIn } from './support/auth';
import { API_URL, tenantUrl, waitForPlatform } from './support/platform';
import { signInThroughUi } from './support/shell-session';

/**
 * The video page (spec 1 §2, §4): an admin's new video shows the transcoding status text while it has
 * no playable source, and plays once the local pipeline has transcoded the clip uploaded here; the
 * quality menu lists hls.js's levels and the speed menu sets the playback rate.
 */
let workDir = '';

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
  workDir = mkdtempSync(path.join(os.tmpdir(), 'tubes-e2e-video-'));
});

test.afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test('an admin watches an uploaded clip become playable, then changes quality and speed', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const clip = path.join(workDir, 'clip.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=30:duration=6'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=6'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', clip],
  ]);

  await signInThroughUi(page, 'acme', 'admin@acme.test');
  const { IdToken } = await cognitoSignIn(request, 'acme', 'admin@acme.test');
  const headers = { authorization: `Bearer ${IdToken}` };
  const created = await request.put(`${API_URL}/command/videoCommand`, {
    headers,
    data: {
      type: 'createVideo',
      payload: { channelId: 'ch-acme-onboarding', name: 'E2E playback clip', language: 'en-us' },
    },
  });
  expect(created.ok()).toBe(true);
  const video = (await created.json()) as { id: string; humanId: string };

  // Before any upload there is no job: the status area shows the video-player-error text (spec 1 §8).
  await page.goto(tenantUrl('acme', `/video/${video.humanId}`));
  await expect(page.getByTestId('video-title')).toHaveText('E2E playback clip');
  const status = page.getByTestId('video-transcoding-status');
  await expect(status).toHaveText(/cannot be played right now/);

  const signed = await request.post(`${API_URL}/command/getS3UploadSignedUrl`, {
    headers,
    data: { fileExt: 'mp4', videoId: video.id, sourceHeight: 360 },
  });
  expect(signed.ok()).toBe(true);
  const { signedUrl } = (await signed.json()) as { signedUrl: string };
  const put = await request.put(signedUrl, { data: readFileSync(clip) });
  expect(put.ok()).toBe(true);

  // The 7 s poll picks the job up: its status text (or, when the clip is already done, the player).
  const videoElement = page.getByTestId('video-element');
  await expect(status.or(videoElement)).toHaveText(/processed|ready|^$/, { timeout: 30_000 });
  await expect(videoElement).toBeVisible({ timeout: 60_000 });

  // Muted, play() needs no user gesture in Chromium.
  await videoElement.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect
    .poll(() => videoElement.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(1);
  await expect(page.getByTestId('video-player-error')).toHaveCount(0);

  // A 360p source has one rung: Auto and 360p.
  await page.getByTestId('video-quality').click();
  const qualities = page.getByTestId('video-quality-menu').getByRole('menuitemradio');
  await expect(qualities).toHaveText(['Auto', '360p']);
  await qualities.filter({ hasText: '360p' }).click();
  await expect(page.getByTestId('video-quality')).toHaveAccessibleName('Quality: 360p');

  await page.getByTestId('video-speed').click();
  const speeds = page.getByTestId('video-speed-menu').getByRole('menuitemradio');
  await expect(speeds).toHaveText(['0.7×', '1×', '1.25×', '1.5×', '2×', '3×']);
  await speeds.filter({ hasText: '1.5×' }).click();
  await expect.poll(() => videoElement.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);
  await expect(page.getByTestId('video-speed')).toHaveAccessibleName('Speed: 1.5×');
});
