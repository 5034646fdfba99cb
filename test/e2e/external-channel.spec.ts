import { expect, test } from '@playwright/test';
import { cognitoSignIn } from './support/auth';
import {
  createTranscodedVideo,
  createWorkDir,
  generateClip,
  videoCommand,
  type WorkDir,
} from './support/media';
import { waitForPlatform } from './support/platform';
import { playsPast } from './support/player';
import { signInByToken } from './support/shell-session';

/**
 * A channel shared by another organization (spec 1 §2 "external channels"; docs/decisions.md
 * "External videos"): acme shares Sales Enablement with globex. A clip is uploaded there by acme's
 * admin, transcoded by the local pipeline and published; globex's member opens the channel from the
 * sidebar's external group, opens the clip and it plays. Afterwards the clip is unpublished again, so
 * other journeys do not meet it in the channel.
 */
const CHANNEL = 'ch-acme-sales-enablement';
const NAME = `E2E shared clip ${Date.now().toString(36)}`;

let workDir: WorkDir | undefined;
let acmeToken = '';
let clip = { id: '', humanId: '' };
let published = false;

test.beforeAll(async ({ request }) => {
  test.setTimeout(200_000);
  await waitForPlatform(request);
  workDir = createWorkDir('external');
  const file = generateClip(workDir.dir, 'clip.mp4', { seconds: 6 });
  acmeToken = (await cognitoSignIn(request, 'acme', 'admin@acme.test')).IdToken;
  const created = await createTranscodedVideo(request, acmeToken, {
    channelId: CHANNEL,
    name: NAME,
    clip: file,
  });
  clip = { id: created.id, humanId: created.humanId };
  // Transcoded (back in draft with a completed rendition), then published for every member.
  expect(created.transcoded.status).toBe('draft');
  await videoCommand(request, acmeToken, 'publishVideo', { videoId: clip.id });
  published = true;
});

test.afterAll(async ({ request }) => {
  workDir?.remove();
  if (published) await videoCommand(request, acmeToken, 'unpublishVideo', { videoId: clip.id });
});

test('a globex member opens the channel acme shares from the sidebar and plays its clip', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInByToken(page, page.request, 'globex', 'member@globex.test', '/home');
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
  await playsPast(video);
  await expect(page.getByTestId('video-player-error')).toHaveCount(0);

  // Back to the external channel from the video's channel name.
  await page.getByTestId('video-channel').click();
  await expect(page).toHaveURL(new RegExp(`/channel/${CHANNEL}/home$`));
  await expect(page.getByTestId('channel-videos').getByRole('link', { name: NAME })).toBeVisible();
});
