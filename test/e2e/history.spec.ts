import { expect, test } from './support/console-guard';
import { cognitoSignIn } from './support/auth';
import { createTranscodedVideo, createWorkDir, generateClip, type WorkDir } from './support/media';
import { tenantUrl, waitForPlatform } from './support/platform';
import { signInByToken } from './support/shell-session';

/**
 * Watch history (issue 4 "Analytics"): the player reports playback; a video watched to the end shows in
 * /history as "Watched to the end" with a "Watch again" link, without any manual refresh.
 */
let workDir: WorkDir | undefined;

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
  workDir = createWorkDir('history');
});

test.afterAll(() => {
  workDir?.remove();
});

test('a video watched to the end appears in /history', async ({ page, request }) => {
  test.setTimeout(120_000);
  const clip = generateClip(workDir!.dir, 'clip.mp4', { seconds: 4, frequency: 660 });
  const { IdToken } = await cognitoSignIn(request, 'acme', 'admin@acme.test');
  const name = `History clip ${Date.now()}`;
  const video = await createTranscodedVideo(request, IdToken, {
    channelId: 'ch-acme-onboarding',
    name,
    clip,
  });

  await signInByToken(page, page.request, 'acme', 'admin@acme.test', `/video/${video.humanId}`);
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
