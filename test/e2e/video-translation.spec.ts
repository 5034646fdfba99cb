/**
 * Video translation in the browser (issue 14 "an editor requests Spanish, the translation completes and
 * is published, a member whose language is Spanish sees Spanish titles and subtitles"): acme's admin
 * opens the studio's Translations section of a published video with an English manuscript and requests
 * Spanish; the platform's local Step Functions and Translate (Apertium) translate it; the admin approves
 * it and reviews it from the section's task links, then publishes it. A member whose UI is Spanish opens
 * the video: its title is the Spanish one and the player shows the Spanish subtitles.
 */
import { expect, test } from './support/console-guard';
import { cognitoSignIn } from './support/auth';
import {
  checkOutVideo,
  createTranscodedVideo,
  createWorkDir,
  generateClip,
  videoCommand,
  type WorkDir,
} from './support/media';
import { API_URL, waitForPlatform } from './support/platform';
import { signInByToken } from './support/shell-session';
import { seriousA11yViolations } from './support/a11y';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
// admin@acme.test owns this seeded channel; member@acme.test may watch it.
const CHANNEL = 'ch-acme-onboarding';
let workDir: WorkDir | undefined;

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
  workDir = createWorkDir('translation');
});
test.afterAll(() => workDir?.remove());

test('an editor requests Spanish, approves, reviews and publishes it; a Spanish reader sees it in Spanish', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const { IdToken } = await cognitoSignIn(request, 'acme', 'admin@acme.test');
  const clip = generateClip(workDir!.dir, 'translation.mp4', { seconds: 6 });
  const video = await createTranscodedVideo(request, IdToken, {
    channelId: CHANNEL,
    name: `Safety briefing ${Date.now()}`,
    clip,
  });
  // An English manuscript, then ready to publish and published (translation asks for it ready).
  await checkOutVideo(request, IdToken, video.id);
  const saved = await request.put(`${API_URL}/command/studio/videos/${video.id}/1/rendering/en-us`, {
    headers: bearer(IdToken),
    data: {
      revision: 0,
      renderingData: {
        subtitles: {
          chapters: [
            { startSeconds: 0, manuscript: 'Welcome to the safety briefing.' },
            { startSeconds: 3, manuscript: 'Please read the rules.' },
          ],
        },
        links: [],
      },
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const ready = await request.put(`${API_URL}/command/videoLifecycleCommand`, {
    headers: bearer(IdToken),
    data: { type: 'markReadyToPublish', payload: { videoId: video.id } },
  });
  expect(ready.ok(), await ready.text()).toBe(true);
  await videoCommand(request, IdToken, 'publishVideo', { videoId: video.id });

  await signInByToken(page, request, 'acme', 'admin@acme.test', `/edit/video/translations/${video.id}/1`);
  const section = page.getByTestId('studio-translations');
  await expect(section.getByTestId('translation-request-form')).toBeVisible({ timeout: 30_000 });
  expect(await seriousA11yViolations(page)).toEqual([]);
  await section.getByText('Español', { exact: true }).click();
  await section.getByTestId('translation-request').click();

  const row = section.getByTestId('translation-row').filter({ hasText: 'Español' });
  // Machine-translated (Apertium), then the requester's approval waits.
  await expect(row.getByTestId('translation-status')).toHaveText('Awaiting approval', { timeout: 60_000 });
  await expect(row).toContainText('Machine translation');
  await expect(row.getByTestId('translation-publish')).toBeDisabled();

  // The approval: the admin's own task, from the section's link.
  await row.getByTestId('translation-task').click();
  await page.getByTestId('task-actions').getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByTestId('task-page').getByText('Completed', { exact: true })).toBeVisible();
  await page.goBack();

  // The review: offered to the organization; the admin takes it and completes it.
  await expect(row.getByTestId('translation-status')).toHaveText('Awaiting review', { timeout: 60_000 });
  await row.getByTestId('translation-task').click();
  const actions = page.getByTestId('task-actions');
  await actions.getByRole('button', { name: 'Take' }).click();
  await actions.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByTestId('task-page').getByText('Completed', { exact: true })).toBeVisible();
  await page.goBack();

  await expect(row.getByTestId('translation-status')).toHaveText('Completed', { timeout: 60_000 });
  await row.getByTestId('translation-publish').click();
  await expect(row.getByTestId('translation-published')).toHaveText('Yes', { timeout: 20_000 });

  // A member whose language is Spanish.
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await reader.addInitScript(() => window.localStorage.setItem('language', 'es-es'));
  await signInByToken(reader, request, 'acme', 'member@acme.test', `/video/${video.humanId}`);
  await expect(reader.getByRole('heading', { level: 1 })).toContainText(/seguridad/i, { timeout: 30_000 });
  const player = reader.getByTestId('video-element');
  await expect(player).toBeVisible();
  // The player starts with the reader's subtitles (a Spanish UI, a video spoken in English).
  await expect
    .poll(
      () =>
        player.evaluate((v: HTMLVideoElement) =>
          [...v.textTracks].filter((t) => t.mode === 'showing').map((t) => t.language),
        ),
      { timeout: 30_000 },
    )
    .toEqual(['es-es']);
  await readerContext.close();
});
