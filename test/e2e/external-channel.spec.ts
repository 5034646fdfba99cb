import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { cognitoSignIn } from './support/auth';
import { API_URL, waitForPlatform } from './support/platform';
import { signInThroughUi } from './support/shell-session';

/**
 * A channel shared by another organization (spec 1 §2 "external channels"; docs/decisions.md
 * "External videos"): acme shares Sales Enablement with globex. A clip is uploaded there by acme's
 * admin, transcoded by the local pipeline and published; globex's member opens the channel from the
 * sidebar's external group, opens the clip and it plays. Afterwards the clip is unpublished again, so
 * other journeys do not meet it in the channel.
 */
const CHANNEL = 'ch-acme-sales-enablement';
const NAME = `E2E shared clip ${Date.now().toString(36)}`;

let workDir = '';
let acmeToken = '';
let clip = { id: '', humanId: '' };

const command = (request: Parameters<typeof cognitoSignIn>[0], type: string, payload: unknown) =>
  request.put(`${API_URL}/command/videoCommand`, {
    headers: { authorization: `Bearer ${acmeToken}` },
    data: { type, payload },
  });

test.beforeAll(async ({ request }) => {
  test.setTimeout(200_000);
  await waitForPlatform(request);
  workDir = mkdtempSync(path.join(os.tmpdir(), 'tubes-e2e-external-'));
  const file = path.join(workDir, 'clip.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=30:duration=6'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=6'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
  ]);
  acmeToken = (await cognitoSignIn(request, 'acme', 'admin@acme.test')).IdToken;
  const headers = { authorization: `Bearer ${acmeToken}` };
  const created = await command(request, 'createVideo', {
    channelId: CHANNEL,
    name: NAME,
    language: 'en-us',
  });
  expect(created.ok()).toBe(true);
  clip = (await created.json()) as { id: string; humanId: string };
  const signed = await request.post(`${API_URL}/command/getS3UploadSignedUrl`, {
    headers,
    data: { fileExt: 'mp4', videoId: clip.id, sourceHeight: 360 },
  });
  expect(signed.ok()).toBe(true);
  const { signedUrl } = (await signed.json()) as { signedUrl: string };
  expect((await request.put(signedUrl, { data: readFileSync(file) })).ok()).toBe(true);
  // Transcoded (back in draft with a completed rendition), then published for every member.
  await expect
    .poll(
      async () => {
        const res = await request.get(`${API_URL}/query/videos/${clip.humanId}`, { headers });
        const body = (await res.json()) as { status?: string; renditions?: { status: string }[] };
        return body.status === 'draft' && (body.renditions?.some((r) => r.status === 'completed') ?? false);
      },
      { timeout: 150_000, intervals: [2_000] },
    )
    .toBe(true);
  const published = await command(request, 'publishVideo', { videoId: clip.id });
  expect(published.ok(), await published.text()).toBe(true);
});

test.afterAll(async ({ request }) => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
  if (clip.id) await command(request, 'unpublishVideo', { videoId: clip.id });
});

test('a globex member opens the channel acme shares from the sidebar and plays its clip', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInThroughUi(page, 'globex', 'member@globex.test');
  const external = page.getByTestId('sidebar-group-external');
  await external.getByRole('link', { name: 'Sales Enablement' }).click();
  await expect(page).toHaveURL(new RegExp(`/channel/${CHANNEL}/home$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Sales Enablement' })).toBeVisible();

  await page.getByTestId('channel-videos').getByRole('link', { name: NAME }).click();
  await expect(page).toHaveURL(new RegExp(`/video/${clip.humanId}$`));
  await expect(page.getByTestId('video-title')).toHaveText(NAME);
  await expect(page.getByTestId('video-channel')).toHaveText('Sales Enablement');
  // Acme's commands are not offered to globex.
  await expect(page.getByTestId('new-version')).toHaveCount(0);

  const video = page.getByTestId('video-element');
  await expect(video).toBeVisible({ timeout: 30_000 });
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(1);
  await expect(page.getByTestId('video-player-error')).toHaveCount(0);

  // Back to the external channel from the video's channel name.
  await page.getByTestId('video-channel').click();
  await expect(page).toHaveURL(new RegExp(`/channel/${CHANNEL}/home$`));
  await expect(page.getByTestId('channel-videos').getByRole('link', { name: NAME })).toBeVisible();
});
