import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { cognitoSignIn } from './support/auth';
import { API_URL, tenantUrl, waitForPlatform } from './support/platform';
import { signInThroughUi } from './support/shell-session';

/**
 * Watch history (issue 4 "Analytics"): the player reports playback; a video watched to the end shows in
 * /history as "Watched to the end" with a "Watch again" link, without any manual refresh.
 */
let workDir = '';

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
  workDir = mkdtempSync(path.join(os.tmpdir(), 'tubes-e2e-history-'));
});

test.afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test('a video watched to the end appears in /history', async ({ page, request }) => {
  test.setTimeout(120_000);
  const clip = path.join(workDir, 'clip.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=30:duration=4'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=660:duration=4'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', clip],
  ]);
  const { IdToken } = await cognitoSignIn(request, 'acme', 'admin@acme.test');
  const headers = { authorization: `Bearer ${IdToken}` };
  const name = `History clip ${Date.now()}`;
  const created = await request.put(`${API_URL}/command/videoCommand`, {
    headers,
    data: { type: 'createVideo', payload: { channelId: 'ch-acme-onboarding', name, language: 'en-us' } },
  });
  expect(created.ok()).toBe(true);
  const video = (await created.json()) as { id: string; humanId: string };
  const signed = await request.post(`${API_URL}/command/getS3UploadSignedUrl`, {
    headers,
    data: { fileExt: 'mp4', videoId: video.id, sourceHeight: 360 },
  });
  const { signedUrl } = (await signed.json()) as { signedUrl: string };
  expect((await request.put(signedUrl, { data: readFileSync(clip) })).ok()).toBe(true);
  await expect
    .poll(
      async () => {
        const res = await request.get(`${API_URL}/query/transcodingStatus/${video.id}`, { headers });
        const jobs = (await res.json()) as { status: string }[];
        return jobs.at(-1)?.status;
      },
      { timeout: 60_000 },
    )
    .toBe('completed');

  await signInThroughUi(page, 'acme', 'admin@acme.test');
  await page.goto(tenantUrl('acme', `/video/${video.humanId}`));
  const player = page.getByTestId('video-element');
  await expect(player).toBeVisible({ timeout: 30_000 });
  await player.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.ended), { timeout: 30_000 }).toBe(true);

  await page.goto(tenantUrl('acme', '/history'));
  const entry = page.getByTestId('history-entry').filter({ hasText: name });
  await expect(entry).toBeVisible({ timeout: 15_000 });
  await expect(entry).toContainText('Watched to the end');
  await expect(entry.getByTestId('history-continue')).toHaveAttribute('href', `/video/${video.humanId}`);
});
