import { expect, test, type Locator, type Page } from '@playwright/test';
import { cognitoSignIn } from './support/auth';
import {
  createVideo,
  createWorkDir,
  generateClip,
  uploadOriginal,
  videoCommand,
  waitForTranscoded,
  type WorkDir,
} from './support/media';
import { tenantUrl, waitForPlatform } from './support/platform';
import { choosePlayerOption, playsPast } from './support/player';
import { signInByToken } from './support/shell-session';
import { uploadSubtitleSidecar, webVtt } from './support/subtitles';

/**
 * The player remembers quality, captions and speed across videos and reloads (issue 9 point 18), and
 * captions default to the UI language's subtitles ("a Danish user gets Danish captions by default
 * when they exist"). Two videos with Danish and English subtitles: the demo "Welcome to Acme" (960×540,
 * transcoded at the platform's start) and a 960×540 clip uploaded here with two WebVTT sidecars.
 */
let workDir: WorkDir | undefined;
const clip = { id: '', humanId: '', name: `E2E subtitled clip ${Date.now().toString(36)}` };

test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  await waitForPlatform(request);
  workDir = createWorkDir('preferences');
  const file = generateClip(workDir.dir, 'clip.mp4', { seconds: 6, size: '960x540' });
  const { IdToken: token } = await cognitoSignIn(request, 'acme', 'admin@acme.test');
  const created = await createVideo(request, token, { channelId: 'ch-acme-onboarding', name: clip.name });
  Object.assign(clip, created);
  // Sidecars before the original: the pipeline packages them as subtitle renditions.
  await uploadSubtitleSidecar(
    { orgId: 'acme', videoId: clip.id },
    'da',
    webVtt(['Hej fra klippet', 'Farvel']),
  );
  await uploadSubtitleSidecar(
    { orgId: 'acme', videoId: clip.id },
    'en-us',
    webVtt(['Hello from the clip', 'Bye']),
  );
  await uploadOriginal(request, token, clip.id, file, 540);
  await waitForTranscoded(request, token, clip.id, { timeout: 200_000 });
  await videoCommand(request, token, 'publishVideo', { videoId: clip.id });
});

test.afterAll(() => {
  workDir?.remove();
});

/** Opens a video page and waits for its own player (the address changes before the page does). */
async function openVideo(page: Page, humanId: string): Promise<Locator> {
  await page.goto(tenantUrl('acme', `/video/${humanId}`));
  await expect(page.getByTestId('video-page')).toHaveAttribute('data-rendition', '1/en-us', {
    timeout: 240_000,
  });
  const video = page.getByTestId('video-element');
  await expect(video).toBeVisible();
  return video;
}

/** The languages of the text tracks showing, with whether their cues arrived. */
function showingTracks(video: Locator) {
  return video.evaluate((v: HTMLVideoElement) =>
    [...v.textTracks]
      .filter((t) => t.mode === 'showing')
      .map((t) => `${t.language}:${(t.cues?.length ?? 0) > 0}`),
  );
}

test('quality, captions and speed follow the member to the next video and across a reload', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signInByToken(page, page.request, 'acme', 'member@acme.test', '/home');

  // English UI, a video spoken in English: its English subtitles are not on by default.
  let video = await openVideo(page, 'acmewelcome');
  const captions = page.getByTestId('video-captions');
  await expect(captions).toHaveAccessibleName('Captions: Off', { timeout: 30_000 });
  expect(await showingTracks(video)).toEqual([]);

  await choosePlayerOption(page, 'video-captions', 'Danish');
  await expect(captions).toHaveAccessibleName('Captions: Danish');
  await expect(page.getByTestId('video-quality')).toHaveAccessibleName('Quality: Auto');
  await choosePlayerOption(page, 'video-quality', '360p');
  await expect(page.getByTestId('video-quality')).toHaveAccessibleName('Quality: 360p');
  await choosePlayerOption(page, 'video-speed', '1.5×');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);

  // The next video starts with the same choices: Danish captions showing, 360p, 1.5×.
  video = await openVideo(page, clip.humanId);
  await expect(page.getByTestId('video-title')).toHaveText(clip.name);
  await expect(captions).toHaveAccessibleName('Captions: Danish', { timeout: 30_000 });
  await expect.poll(() => showingTracks(video)).toEqual(['da:true']);
  await expect(page.getByTestId('video-quality')).toHaveAccessibleName('Quality: 360p');
  await expect(page.getByTestId('video-speed')).toHaveAccessibleName('Speed: 1.5×');
  await playsPast(video, 0.5);
  expect(await video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);
  // The 540p source plays its 360p rendition, the remembered quality.
  expect(await video.evaluate((v: HTMLVideoElement) => v.videoHeight)).toBe(360);
  await expect
    .poll(() =>
      video.evaluate((v: HTMLVideoElement) => {
        const track = [...v.textTracks].find((t) => t.mode === 'showing');
        return [...(track?.activeCues ?? [])].map((c) => (c as VTTCue).text).join(' ');
      }),
    )
    .toMatch(/Hej fra klippet|Farvel/);

  // Captions off and Auto are remembered too, and survive a reload.
  await choosePlayerOption(page, 'video-captions', 'Off');
  await choosePlayerOption(page, 'video-quality', 'Auto');
  await page.reload();
  video = page.getByTestId('video-element');
  await expect(page.getByTestId('video-page')).toHaveAttribute('data-rendition', '1/en-us', {
    timeout: 60_000,
  });
  await expect(captions).toHaveAccessibleName('Captions: Off', { timeout: 30_000 });
  await expect(page.getByTestId('video-quality')).toHaveAccessibleName('Quality: Auto');
  await expect(page.getByTestId('video-speed')).toHaveAccessibleName('Speed: 1.5×');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);
  // "Off" wins over the UI language's subtitles on the next video as well.
  video = await openVideo(page, 'acmewelcome');
  await expect(captions).toHaveAccessibleName('Captions: Off', { timeout: 30_000 });
  expect(await showingTracks(video)).toEqual([]);
});

test('a Danish member gets Danish captions by default', async ({ page }) => {
  test.setTimeout(300_000);
  await signInByToken(page, page.request, 'acme', 'member@acme.test', '/home');
  // The UI language as the language menu stores it; the next load is in Danish.
  await page.evaluate(() => window.localStorage.setItem('language', 'da'));
  const video = await openVideo(page, clip.humanId);
  await expect(page.locator('html')).toHaveAttribute('lang', /^da/);
  await expect(page.getByTestId('video-captions')).toHaveAccessibleName(/: Dansk$/, { timeout: 30_000 });
  await expect.poll(() => showingTracks(video)).toEqual(['da:true']);
});
