import { expect, test } from '@playwright/test';
import { cognitoSignIn } from './support/auth';
import { createVideo, createWorkDir, generateClip, uploadOriginal, type WorkDir } from './support/media';
import { tenantUrl, waitForPlatform } from './support/platform';
import { choosePlayerOption, playsPast } from './support/player';
import { signInByToken } from './support/shell-session';

/**
 * The video page (spec 1 §2, §4): an admin's new video shows the transcoding status text while it has
 * no playable source, and plays once the local pipeline has transcoded the clip uploaded here; the
 * quality menu lists hls.js's levels and the speed menu sets the playback rate.
 */
let workDir: WorkDir | undefined;

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
  workDir = createWorkDir('video');
});

test.afterAll(() => {
  workDir?.remove();
});

test('an admin watches an uploaded clip become playable, then changes quality and speed', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const clip = generateClip(workDir!.dir, 'clip.mp4', { seconds: 6 });

  await signInByToken(page, page.request, 'acme', 'admin@acme.test', '/home');
  const { IdToken } = await cognitoSignIn(request, 'acme', 'admin@acme.test');
  const video = await createVideo(request, IdToken, {
    channelId: 'ch-acme-onboarding',
    name: 'E2E playback clip',
  });

  // Before any upload there is no job: the status area shows the video-player-error text (spec 1 §8).
  await page.goto(tenantUrl('acme', `/video/${video.humanId}`));
  await expect(page.getByTestId('video-title')).toHaveText('E2E playback clip');
  const status = page.getByTestId('video-transcoding-status');
  await expect(status).toHaveText(/cannot be played right now/);

  await uploadOriginal(request, IdToken, video.id, clip);

  // The 7 s poll picks the job up: its status text (or, when the clip is already done, the player).
  const videoElement = page.getByTestId('video-element');
  await expect(status.or(videoElement)).toHaveText(/processed|ready|^$/, { timeout: 30_000 });
  await expect(videoElement).toBeVisible({ timeout: 60_000 });

  await playsPast(videoElement);
  await expect(page.getByTestId('video-player-error')).toHaveCount(0);

  // A 360p source has one rung: Auto and 360p.
  await page.getByTestId('video-quality').click();
  const qualities = page.getByTestId('video-quality-menu').getByRole('menuitemradio');
  await expect(qualities).toHaveText(['Auto', '360p']);
  await page.keyboard.press('Escape');
  await expect(qualities).toHaveCount(0);
  await choosePlayerOption(page, 'video-quality', '360p');
  await expect(page.getByTestId('video-quality')).toHaveAccessibleName('Quality: 360p');

  await page.getByTestId('video-speed').click();
  const speeds = page.getByTestId('video-speed-menu').getByRole('menuitemradio');
  await expect(speeds).toHaveText(['0.7×', '1×', '1.25×', '1.5×', '2×', '3×']);
  await page.keyboard.press('Escape');
  await expect(speeds).toHaveCount(0);
  await choosePlayerOption(page, 'video-speed', '1.5×');
  await expect.poll(() => videoElement.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);
  await expect(page.getByTestId('video-speed')).toHaveAccessibleName('Speed: 1.5×');
});
