/**
 * Rendering in Chromium (issue 12): an admin with a transcoded draft whose chapter has a text effect and
 * whose version is trimmed (set up through the API: the editor's save and a check-out) opens the studio,
 * presses Render video, sees the render's progress end in "Last rendered …", and the video page then
 * plays the rendered video, as long as the trim keeps; the rendered MP4 (the video's download) shows the
 * text effect where its chapter plays and not before (a frame check with ffmpeg). axe on the panel. The admin signs
 * in by token (sign-in is not the subject here).
 */
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
