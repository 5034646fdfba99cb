import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import config from '../../playwright.config';
import { cognitoSignIn } from './support/auth';
import { API_URL, tenantUrl, waitForPlatform } from './support/platform';
import { playsPast } from './support/player';
import { signInByToken } from './support/shell-session';

/**
 * "Add video" (spec 2 §4 "Recording and upload"): an admin uploads a file, or records the screen with
 * the microphone; the modal shows the upload percentage, then the processing message, waits 5 s and
 * opens the video, whose page shows the transcoding status until it plays. Members see the entry only
 * for the channels they may add videos to.
 */
// Chromium's fake devices (toolchain.md): the screen picker and the microphone answer by themselves.
// File-wide: Playwright allows launch options only at the top level (they need their own browser).
const launch = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launch,
    args: [...(launch.args ?? []), '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
});

let workDir = '';

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
  workDir = mkdtempSync(path.join(os.tmpdir(), 'tubes-e2e-add-video-'));
});

test.afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

async function openAddVideo(page: Page, channel: string, title: string) {
  await page.getByTestId('add-video').click();
  const dialog = page.getByTestId('add-video-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('add-video-channel').selectOption({ label: channel });
  await dialog.getByTestId('add-video-name').fill(title);
  return dialog;
}

/** DevTools network conditions: the page's upload speed in bytes per second (-1: unthrottled). */
async function uplinkOf(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  return (uploadThroughput: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput,
    });
}

/**
 * After "processing" and the 5 s wait: the video page, its transcoding status, then playback of
 * `rendition` ("version/language"). The address changes a moment before the page renders it, so the
 * page's data-rendition, not the address, says which player is on screen.
 */
async function expectVideoPlays(
  page: Page,
  title: string,
  url = /\/video\/[a-z0-9]+$/,
  rendition = '1/en-us',
) {
  await expect(page).toHaveURL(url, { timeout: 15_000 });
  await expect(page.getByTestId('add-video-dialog')).toHaveCount(0);
  await expect(page.getByTestId('video-title')).toHaveText(title);
  const videoElement = page.getByTestId('video-element');
  // The status text while transcoding (polled every 7 s), unless the job was already done.
  await expect(page.getByTestId('video-transcoding-status').or(videoElement)).toBeVisible();
  await expect(page.getByTestId('video-page')).toHaveAttribute('data-rendition', rendition, {
    timeout: 90_000,
  });
  await expect(videoElement).toBeVisible();
  await playsPast(videoElement);
  await expect(page.getByTestId('video-player-error')).toHaveCount(0);
}

test('an admin uploads a clip: percentage, processing message, then the video page plays it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const clip = path.join(workDir, 'upload clip.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=30:duration=4'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=4'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', clip],
  ]);

  await signInByToken(page, page.request, 'acme', 'admin@acme.test', '/home');
  const dialog = await openAddVideo(page, 'Onboarding', 'E2E uploaded clip');
  // Recording is offered too: webRecorder is on for acme's tube (seed).
  await expect(dialog.getByTestId('add-video-record')).toBeVisible();

  // A slow uplink (DevTools network conditions) so the percentage is seen moving, not only at 100.
  const uplink = await uplinkOf(page);
  await uplink(96 * 1024);
  await dialog.getByTestId('add-video-file').setInputFiles(clip);
  const progress = dialog.getByTestId('add-video-progress');
  await expect(progress).toHaveText(/^([1-9]|[1-9]\d) %$/, { timeout: 20_000 });
  await expect(dialog).toContainText('Uploading upload clip.mp4');
  await uplink(-1);
  await expect(dialog.getByTestId('add-video-processing')).toHaveText(/being processed/, { timeout: 30_000 });
  // "wait 5 s" before the video opens.
  await page.waitForTimeout(3_000);
  await expect(dialog).toBeVisible();
  await expectVideoPlays(page, 'E2E uploaded clip');
});

test('a cancelled upload leaves no video behind (discardUpload)', async ({ page, request }) => {
  test.setTimeout(120_000);
  const title = `E2E cancelled ${Date.now().toString(36)}`;
  const clip = path.join(workDir, 'cancelled clip.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=30:duration=6'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', clip],
  ]);
  const { IdToken } = await cognitoSignIn(request, 'acme', 'admin@acme.test');
  const myVideos = async () => {
    const res = await request.get(`${API_URL}/query/myVideos`, {
      headers: { authorization: `Bearer ${IdToken}` },
    });
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { items: { name: string }[] }).items.map((v) => v.name);
  };

  await signInByToken(page, page.request, 'acme', 'admin@acme.test', '/home');
  const dialog = await openAddVideo(page, 'Onboarding', title);
  // A very slow uplink: the upload is still running when Cancel is pressed.
  const uplink = await uplinkOf(page);
  await uplink(8 * 1024);
  await dialog.getByTestId('add-video-file').setInputFiles(clip);
  await expect(dialog.getByTestId('add-video-progress')).toBeVisible({ timeout: 20_000 });
  // The draft exists while its file is on the way…
  await expect.poll(myVideos, { timeout: 15_000 }).toContain(title);
  await dialog.getByTestId('add-video-cancel').click();
  await uplink(-1);
  // …and goes with the cancelled upload.
  await expect.poll(myVideos, { timeout: 15_000 }).not.toContain(title);
});

test('a file type the transcoder does not take is refused in a snackbar, nothing is created', async ({
  page,
}) => {
  await signInByToken(page, page.request, 'acme', 'admin@acme.test', '/home');
  const dialog = await openAddVideo(page, 'Onboarding', 'Not a video');
  await dialog
    .getByTestId('add-video-file')
    .setInputFiles({ name: 'slides.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByText('This file type is not supported.', { exact: false })).toBeVisible();
  await expect(dialog.getByTestId('add-video-upload')).toBeVisible();
  await expect(dialog.getByTestId('add-video-progress')).toHaveCount(0);

  // The screen-recorder routes "redirect admins to /home" (spec 2 §2; the modal is the recorder).
  await page.goto(tenantUrl('acme', '/recording-options'));
  await expect(page).toHaveURL(/\/home$/);
});

test('members see Add video only for the channels they may add videos to', async ({ page }) => {
  await signInByToken(page, page.request, 'acme', 'member@acme.test', '/home');
  await page.getByTestId('add-video').click();
  const options = page.getByTestId('add-video-channel').locator('option');
  await expect(options.filter({ hasText: 'Sales Enablement' })).toHaveCount(1);
  await expect(options.filter({ hasText: /^Onboarding$/ })).toHaveCount(0);
});

test('a 4 s screen recording with the microphone becomes a playable video', async ({ page }) => {
  test.setTimeout(180_000);
  await signInByToken(page, page.request, 'acme', 'admin@acme.test', '/home');
  const dialog = await openAddVideo(page, 'Onboarding', 'E2E screen recording');
  await dialog.getByTestId('add-video-record').click();
  const clock = dialog.getByTestId('add-video-recording');
  await expect(clock).toBeVisible({ timeout: 15_000 });
  await expect(clock).toHaveText(/Recording 0:0[4-9]/, { timeout: 15_000 });
  // A slow uplink keeps the upload step on screen long enough to read it.
  const uplink = await uplinkOf(page);
  await uplink(48 * 1024);
  await dialog.getByTestId('add-video-stop').click();
  // The recording's file is named date plus video id (spec 1 §5), and its upload shows a percentage.
  await expect(dialog).toContainText(/\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}_[0-9a-f-]{36}\.webm/, {
    timeout: 20_000,
  });
  await expect(dialog.getByTestId('add-video-progress')).toHaveText(/^\d{1,3} %$/);
  await uplink(-1);
  await expect(dialog.getByTestId('add-video-processing')).toBeVisible({ timeout: 30_000 });
  await expectVideoPlays(page, 'E2E screen recording');
});

test('a new version: createMajorVersion, the upload into version + 1, then that version plays', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const clip = path.join(workDir, 'version.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=426x240:rate=25:duration=3'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=660:duration=3'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', clip],
  ]);
  // Version 1 through the API, as an earlier upload would have made it.
  const { IdToken } = await cognitoSignIn(request, 'acme', 'admin@acme.test');
  const headers = { authorization: `Bearer ${IdToken}` };
  const created = await request.put(`${API_URL}/command/videoCommand`, {
    headers,
    data: {
      type: 'createVideo',
      payload: { channelId: 'ch-acme-onboarding', name: 'E2E versioned', language: 'en-us' },
    },
  });
  const video = (await created.json()) as { id: string; humanId: string };
  const signed = await request.post(`${API_URL}/command/getS3UploadSignedUrl`, {
    headers,
    data: { fileExt: 'mp4', videoId: video.id },
  });
  const { signedUrl } = (await signed.json()) as { signedUrl: string };
  expect((await request.put(signedUrl, { data: readFileSync(clip) })).ok()).toBe(true);

  await signInByToken(page, page.request, 'acme', 'admin@acme.test', `/video/${video.humanId}`);
  await expect(page.getByTestId('video-element')).toBeVisible({ timeout: 90_000 });
  await page.getByTestId('new-version').click();
  const dialog = page.getByTestId('add-video-dialog');
  await expect(dialog).toContainText('Upload a new version');
  await dialog.getByTestId('add-video-file').setInputFiles(clip);
  await expect(dialog.getByTestId('add-video-processing')).toBeVisible({ timeout: 30_000 });
  await expectVideoPlays(page, 'E2E versioned', new RegExp(`/video/${video.humanId}/2/en-us$`), '2/en-us');
});
