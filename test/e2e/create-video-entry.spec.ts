/**
 * /create/video can be found (issue 12, spec 2 §2 video routes): those who may add videos reach it from
 * the sidebar, from the toolbar's Add video dialog (which keeps the quick upload and recording) and from
 * a channel's videos page, which opens it with that channel chosen; a member without a producing role
 * in a channel finds no such entry on that channel's page. axe on the pages. And the page's recorder
 * (screen + microphone, lib/screen-recorder.ts): an admin records a few seconds, stops, and the recording
 * is uploaded as the new video, whose studio opens and which plays once transcoded.
 */
import { expect, test } from './support/console-guard';
import config from '../../playwright.config';
import { seriousA11yViolations } from './support/a11y';
import { API_URL, tenantUrl, waitForPlatform } from './support/platform';
import { waitForTranscoded } from './support/media';
import { playsPast } from './support/player';
import { signInByToken } from './support/shell-session';

// Chromium's fake devices (toolchain.md), as add-video.spec.ts: the screen picker and the microphone
// answer by themselves. File-wide: Playwright allows launch options only at the top level.
const launch = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launch,
    args: [...(launch.args ?? []), '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
});

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
});

test('a channel owner opens /create/video from the channel, the sidebar and the Add video dialog', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInByToken(page, request, 'acme', 'admin@acme.test', '/channel/ch-acme-leadership/videos');
  const fromChannel = page.getByTestId('channel-create-video');
  await expect(fromChannel).toHaveText('Create video');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await fromChannel.click();
  await expect(page).toHaveURL(/\/create\/video\?channelId=ch-acme-leadership$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create a video' })).toBeVisible();
  // The channel the page was opened for is chosen.
  await expect(page.getByTestId('create-video-channel')).toHaveValue('ch-acme-leadership');

  // The sidebar's entry opens it as well (no channel chosen in advance: the first one).
  await page.goto(tenantUrl('acme', '/home'));
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByRole('link', { name: 'Create video' }).click();
  await expect(page).toHaveURL(/\/create\/video$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create a video' })).toBeVisible();

  // The quick dialog stays, and points to the full page with the channel picked in it.
  await page.getByTestId('add-video').click();
  const dialog = page.getByTestId('add-video-dialog');
  await expect(dialog.getByText('Need the video type, a playlist or the upload options?')).toBeVisible();
  await dialog.getByTestId('add-video-channel').selectOption({ label: 'Onboarding' });
  await dialog.getByTestId('add-video-open-studio').click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/create\/video\?channelId=ch-acme-onboarding$/);
  await expect(page.getByTestId('create-video-channel')).toHaveValue('ch-acme-onboarding');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a member without a producing role in a channel finds no Create video on its page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInByToken(page, request, 'acme', 'member@acme.test', '/channel/ch-acme-onboarding/videos');
  await expect(page.getByTestId('channel-videos')).toBeVisible();
  await expect(page.getByTestId('channel-create-video')).toHaveCount(0);
  // Their own channel (a contributor of Sales Enablement) has it.
  await page.goto(tenantUrl('acme', '/channel/ch-acme-sales-enablement/videos'));
  await expect(page.getByTestId('channel-videos')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('channel-create-video')).toBeVisible();
});

test('an admin records the screen with the microphone on /create/video; the recording becomes the new video', async ({
  page,
  request,
}) => {
  // A recording of a few seconds, its upload and its transcode on a busy 2-core machine.
  test.setTimeout(240_000);
  const title = `E2E recorded on create ${Date.now().toString(36)}`;
  const { IdToken } = await signInByToken(
    page,
    request,
    'acme',
    'admin@acme.test',
    '/create/video?channelId=ch-acme-onboarding',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Create a video' })).toBeVisible();
  await expect(page.getByTestId('create-video-channel')).toHaveValue('ch-acme-onboarding');

  await page.getByRole('button', { name: 'Record the screen' }).click();
  const stop = page.getByTestId('create-video-stop');
  await expect(stop).toHaveText('Stop recording', { timeout: 15_000 });
  // While it records nothing else starts: no file, no creating, no planning.
  await expect(page.getByTestId('create-video-file')).toBeDisabled();
  await expect(page.getByTestId('create-video-submit')).toBeDisabled();
  await expect(page.getByTestId('create-video-plan')).toBeDisabled();
  // A few seconds of the fake screen and microphone.
  await page.waitForTimeout(5_000);
  await stop.click();
  await expect(stop).toHaveCount(0);
  // The recording is the chosen source, named by its start until the video exists (spec 1 §5).
  await expect(page.getByTestId('create-video-chosen')).toHaveText(
    /^Chosen: \d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}_recording\.webm$/,
    { timeout: 15_000 },
  );
  await expect(page.getByRole('button', { name: 'Record the screen' })).toBeEnabled();
  await page.getByLabel('Title').fill(title);
  await page.getByTestId('create-video-submit').click();

  // Uploaded: the studio opens on the new video's overview.
  await expect(page).toHaveURL(/\/edit\/video\/overview\/[^/]+\/1$/, { timeout: 60_000 });
  const videoId = /\/edit\/video\/overview\/([^/]+)\/1$/.exec(page.url())?.[1] ?? '';
  try {
    await expect(page.getByTestId('studio-video-name')).toHaveText(title);
    await expect(page.getByTestId('studio-video-version')).toHaveText('Version 1 of 1');
    await expect(page.getByTestId('studio-video-status')).toHaveText(/^(Transcoding|Draft)$/);

    // Transcoded (the video page's own transcoding status is add-video.spec.ts's), the studio says Draft.
    await waitForTranscoded(request, IdToken, videoId);
    await page.reload();
    await expect(page.getByTestId('studio-video-status')).toHaveText('Draft', { timeout: 30_000 });

    // The video page plays the recording past most of its length.
    await page.getByRole('link', { name: 'Open the video page' }).click();
    await expect(page).toHaveURL(/\/video\/[a-z0-9]+$/, { timeout: 15_000 });
    await expect(page.getByTestId('video-title')).toHaveText(title);
    await expect(page.getByTestId('video-page')).toHaveAttribute('data-rendition', '1/en-us', {
      timeout: 30_000,
    });
    await playsPast(page.getByTestId('video-element'), 3);
  } finally {
    // Onboarding as the seed made it: the journey's video goes (a draft nobody holds; once transcoded).
    // The page closes first: it would refetch the deleted video.
    await page.close();
    if (videoId) {
      await expect
        .poll(
          async () => {
            const deleted = await request.put(`${API_URL}/command/videoLifecycleCommand`, {
              headers: { authorization: `Bearer ${IdToken}` },
              data: { type: 'deleteVideo', payload: { videoId, confirm: true } },
            });
            return deleted.status();
          },
          { timeout: 120_000, intervals: [2_000] },
        )
        .toBe(200);
    }
  }
});
