/**
 * Rendering in Chromium (issue 12): an admin with a transcoded draft whose chapter has a text effect and
 * whose version is trimmed (set up through the API: the editor's save and a check-out) opens the studio,
 * presses Render video, sees the render's progress end in "Last rendered …", and the video page then
 * plays the rendered video, as long as the trim keeps; the rendered MP4 (the video's download) shows the
 * text effect where its chapter plays and not before (a frame check with ffmpeg). axe on the panel. The admin signs
 * in by token (sign-in is not the subject here). Then the overview's "Change thumbnail": a refused time,
 * a frame captured by the MediaConvert emulator, an uploaded image.
 */
import { execFileSync } from 'node:child_process';
import { seriousA11yViolations } from './support/a11y';
import { cognitoSignIn } from './support/auth';
import { expect, test } from './support/console-guard';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  bandDifference,
  createTranscodedVideo,
  createWorkDir,
  generateClip,
  greyFrame,
  type WorkDir,
} from './support/media';
import { API_URL, waitForPlatform } from './support/platform';
import { playsPast } from './support/player';
import { signInByToken } from './support/shell-session';

/** A company channel without demo videos. */
const CHANNEL = 'ch-acme-leadership';
const NAME = `E2E render ${Date.now().toString(36)}`;
let workDir: WorkDir | undefined;
let clip = '';
let video: { id: string; humanId: string } = { id: '', humanId: '' };

test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  await waitForPlatform(request);
  workDir = createWorkDir('studio-render');
  const { IdToken } = await cognitoSignIn(request, 'acme', 'admin@acme.test');
  clip = generateClip(workDir.dir, 'render.mp4', { seconds: 6 });
  video = await createTranscodedVideo(request, IdToken, { channelId: CHANNEL, name: NAME, clip });
  const headers = { authorization: `Bearer ${IdToken}` };
  // The editor's save needs editorial control (the life cycle's guard).
  const checkedOut = await request.put(`${API_URL}/command/videoLifecycleCommand`, {
    headers,
    data: { type: 'checkOutVideo', payload: { videoId: video.id } },
  });
  expect(checkedOut.status(), await checkedOut.text()).toBe(200);
  const saved = await request.put(`${API_URL}/command/studio/videos/${video.id}/1/rendering/en-us`, {
    headers,
    data: {
      revision: 0,
      renderingData: {
        subtitles: {
          chapters: [
            { startSeconds: 0, manuscript: 'Start' },
            {
              startSeconds: 2,
              manuscript: 'The effect',
              textEffect: {
                enabled: true,
                text: 'Rendered in the journey',
                position: 'bottom',
                style: 'title',
              },
            },
          ],
        },
        links: [],
        trim: { startSeconds: 1, endSeconds: 5 },
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
});

test.afterAll(() => workDir?.remove());

// The overview's transcription status reads a 404 for this upload, made without automatic transcription.
test.use({ allowConsoleErrors: [/status of 404/] });

test('an admin renders a video from the studio and the video page plays the result', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await signInByToken(page, request, 'acme', 'admin@acme.test', `/edit/video/overview/${video.id}/1`);
  const panel = page.getByTestId('render-panel');
  await expect(panel.getByRole('heading', { name: 'Render' })).toBeVisible({ timeout: 30_000 });
  // The panel's own axe check (the studio shell around it is the studio journey's).
  expect(await seriousA11yViolations(page, '[data-testid="render-panel"]')).toEqual([]);

  await panel.getByTestId('render-button').click();
  // Queued, then running with its percentage (the push or the 3 s poll), then done.
  await expect(panel.getByTestId('render-progress')).toBeVisible({ timeout: 30_000 });
  const completed = panel.getByTestId('render-completed');
  await expect(completed).toBeVisible({ timeout: 120_000 });
  await expect(completed).toHaveText(/Last rendered .*: the video plays 4(\.\d)? s\./);
  await expect(page.getByTestId('studio-video-status')).toHaveText('Draft');
  expect(await seriousA11yViolations(page, '[data-testid="render-panel"]')).toEqual([]);

  await page.getByRole('link', { name: 'Open the video page' }).click();
  const videoElement = page.getByTestId('video-element');
  await expect(videoElement).toBeVisible({ timeout: 60_000 });
  await playsPast(videoElement, 1);
  const duration = await videoElement.evaluate((v: HTMLVideoElement) => v.duration);
  expect(duration).toBeGreaterThan(3.5);
  expect(duration).toBeLessThan(4.6);

  // The effect in the rendered video: the MP4 the video page downloads, against the source clip. The
  // render keeps 1–5 s, so rendered second t is source second t + 1; the title (position bottom) shows
  // from the chapter at source 2 s on.
  const { IdToken } = await cognitoSignIn(request, 'acme', 'admin@acme.test');
  const download = await request.get(`${API_URL}/query/getVideoUrl?key=${video.humanId}&download=1`, {
    headers: { authorization: `Bearer ${IdToken}` },
  });
  expect(download.status(), await download.text()).toBe(200);
  const { signedUrl } = (await download.json()) as { signedUrl: string };
  const mp4 = await request.get(signedUrl);
  expect(mp4.status()).toBe(200);
  const rendered = path.join(workDir?.dir ?? '', 'rendered.mp4');
  writeFileSync(rendered, await mp4.body());
  const band = { top: 0.6, bottom: 0.97, left: 0.05, right: 0.95 };
  const withEffect = bandDifference(greyFrame(rendered, 2.5), greyFrame(clip, 3.5), band);
  const beforeEffect = bandDifference(greyFrame(rendered, 0.4), greyFrame(clip, 1.4), band);
  expect(
    withEffect,
    `the title's band differs from the source (before the effect: ${beforeEffect})`,
  ).toBeGreaterThan(Math.max(4, beforeEffect * 3));
});

test.describe("the overview's thumbnail", () => {
  // The refused time is a 400 the page explains (the browser logs the failed request).
  // (One pattern: an array of two would read as a fixture tuple.)
  test.use({ allowConsoleErrors: [/status of 400/] });

  test('an admin takes a frame of the video as its thumbnail, then an uploaded image', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await signInByToken(page, request, 'acme', 'admin@acme.test', `/edit/video/overview/${video.id}/1`);
    const picker = page.getByTestId('studio-thumbnail');
    const thumbnail = picker.getByTestId('studio-thumbnail-image');
    await expect(thumbnail).toBeVisible({ timeout: 30_000 });
    const transcoded = await thumbnail.getAttribute('src');
    await picker.getByTestId('studio-thumbnail-change').click();
    expect(await seriousA11yViolations(page, '[data-testid="studio-thumbnail"]')).toEqual([]);

    const second = picker.getByLabel('Frame at second');
    await second.fill('soon');
    await picker.getByTestId('studio-thumbnail-use-frame').click();
    await expect(picker.getByText('Enter a time in seconds, such as 12 or 12.5')).toBeVisible();
    // Beyond the 6 s video: the server's words.
    await second.fill('30');
    await picker.getByTestId('studio-thumbnail-use-frame').click();
    await expect(picker.getByText('The time is outside the video')).toBeVisible();

    // A frame: the capture job runs in the MediaConvert emulator, then the still is the thumbnail.
    await second.fill('3');
    await picker.getByTestId('studio-thumbnail-use-frame').click();
    await expect(thumbnail).toHaveAttribute('src', /\/thumbnails\/[0-9a-f]{20}\/frame\.0000000\.jpg/, {
      timeout: 90_000,
    });
    expect(await thumbnail.getAttribute('src')).not.toBe(transcoded);
    await expect(picker.getByTestId('studio-thumbnail-capturing')).toBeHidden();
    // The captured still loads (a JPEG the browser decodes).
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    // An uploaded image (a real JPEG, 640 × 360).
    const jpeg = execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'color=c=teal:size=640x360'],
      ...['-frames:v', '1', '-f', 'image2', '-c:v', 'mjpeg', 'pipe:1'],
    ]);
    await picker
      .getByTestId('studio-thumbnail-file')
      .setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await expect(page.getByText('The thumbnail was changed')).toBeVisible({ timeout: 30_000 });
    await expect(thumbnail).toHaveAttribute('src', /\/thumbnails\/[0-9a-f]{16}\.jpg/);
    expect(await seriousA11yViolations(page, '[data-testid="studio-thumbnail"]')).toEqual([]);
  });
});
