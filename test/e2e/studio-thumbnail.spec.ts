/**
 * The overview's "Change thumbnail" in Chromium (issue 12): on a transcoded draft the admin holds (set up
 * through the API), a refused time, a frame captured by the MediaConvert emulator, an uploaded image. axe
 * on the picker. The admin signs in by token (sign-in is not the subject here). Rendering from the studio,
 * with its frame check, is studio-journey.spec.ts's.
 */
import { execFileSync } from 'node:child_process';
import { seriousA11yViolations } from './support/a11y';
import { cognitoSignIn } from './support/auth';
import { expect, test } from './support/console-guard';
import {
  checkOutVideo,
  createTranscodedVideo,
  createWorkDir,
  generateClip,
  type WorkDir,
} from './support/media';
import { waitForPlatform } from './support/platform';
import { signInByToken } from './support/shell-session';

/** A company channel without demo videos. */
const CHANNEL = 'ch-acme-leadership';
const NAME = `E2E thumbnail ${Date.now().toString(36)}`;
let workDir: WorkDir | undefined;
let video: { id: string; humanId: string } = { id: '', humanId: '' };

test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  await waitForPlatform(request);
  workDir = createWorkDir('studio-thumbnail');
  const { IdToken } = await cognitoSignIn(request, 'acme', 'admin@acme.test');
  const clip = generateClip(workDir.dir, 'thumbnail.mp4', { seconds: 6 });
  video = await createTranscodedVideo(request, IdToken, { channelId: CHANNEL, name: NAME, clip });
  // Changing the thumbnail needs editorial control (the life cycle's guard).
  await checkOutVideo(request, IdToken, video.id);
});

test.afterAll(() => workDir?.remove());

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
