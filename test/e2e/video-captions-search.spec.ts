import { expect, test, type Page } from '@playwright/test';
import { choosePlayerOption } from './support/player';
import { tenantUrl, waitForPlatform } from './support/platform';
import { signInByToken } from './support/shell-session';

/**
 * Captions and search on the seeded demo videos (issue 4): "Welcome to Acme" went through the real
 * pipeline at platform start with English and Danish subtitle sidecars. A member picks Danish captions
 * and sees the cue that is spoken; a word said in a Danish subtitle is found from the toolbar search
 * and its result opens the player at that moment (the chapter starting at 8 s).
 */

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
});

/** The demo media is transcoded in the background after the start: the page polls every 7 s. */
async function openPlayable(page: Page, path: string) {
  await page.goto(tenantUrl('acme', path));
  const video = page.getByTestId('video-element');
  await expect(video).toBeVisible({ timeout: 240_000 });
  return video;
}

test('a member turns on Danish captions and sees the spoken sentence', async ({ page }) => {
  test.setTimeout(300_000);
  await signInByToken(page, page.request, 'acme', 'member@acme.test', '/home');
  const video = await openPlayable(page, '/video/acmewelcome');

  const captions = page.getByTestId('video-captions');
  // An English UI and a video spoken in English: no captions by default (a Danish UI gets Danish ones,
  // player-preferences.spec.ts).
  await expect(captions).toHaveAccessibleName('Captions: Off', { timeout: 30_000 });
  await captions.click();
  const options = page.getByTestId('video-captions-menu').getByRole('menuitemradio');
  await expect(options).toHaveText(['Off', 'Danish', 'American English']);
  await page.keyboard.press('Escape');
  await expect(options).toHaveCount(0);
  await choosePlayerOption(page, 'video-captions', 'Danish');
  await expect(captions).toHaveAccessibleName('Captions: Danish');

  // hls.js shows the Danish rendition as the video's text track and loads its cues.
  await expect
    .poll(() =>
      video.evaluate((v: HTMLVideoElement) =>
        [...v.textTracks]
          .filter((t) => t.mode === 'showing')
          .map((t) => `${t.language}:${t.cues?.length ?? 0}`),
      ),
    )
    .toEqual([expect.stringMatching(/^da:[1-9]/)]);
  // At 9 s the second chapter's first sentence is on screen.
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    v.currentTime = 9;
  });
  await expect
    .poll(
      () =>
        video.evaluate((v: HTMLVideoElement) => {
          const track = [...v.textTracks].find((t) => t.mode === 'showing');
          return [...(track?.activeCues ?? [])].map((c) => (c as VTTCue).text).join(' ');
        }),
      { timeout: 20_000 },
    )
    .toContain('Vi bygger raketter, ambolte og andre pålidelige dimser.');

  // Off again: no text track is showing.
  await choosePlayerOption(page, 'video-captions', 'Off');
  await expect(captions).toHaveAccessibleName('Captions: Off');
  await expect
    .poll(() =>
      video.evaluate((v: HTMLVideoElement) => [...v.textTracks].filter((t) => t.mode === 'showing').length),
    )
    .toBe(0);
});

test('search finds a word spoken in a subtitle and opens the player at that moment', async ({ page }) => {
  test.setTimeout(300_000);
  await signInByToken(page, page.request, 'acme', 'member@acme.test', '/home');
  const box = page.getByRole('search').getByRole('searchbox');
  await box.fill('ambolte');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/results\?q=ambolte$/);

  const hits = page.getByTestId('search-hit');
  await expect(hits).toHaveCount(1);
  await expect(hits.getByTestId('search-hit-title')).toHaveText('Welcome to Acme');
  await expect(hits.getByTestId('search-match-where')).toHaveText('Said at 0:08');
  await expect(hits.getByTestId('search-snippet')).toContainText('Vi bygger raketter, ambolte');
  await expect(hits.locator('mark')).toHaveText('ambolte');

  // A word nobody says finds nothing.
  await page.goto(tenantUrl('acme', '/results?q=zyxwvut'));
  await expect(page.getByTestId('results-empty')).toBeVisible();
  await page.goBack();

  await page.getByTestId('search-match-play').click();
  await expect(page).toHaveURL(/\/video\/acmewelcome\?t=8$/);
  const video = page.getByTestId('video-element');
  await expect(video).toBeVisible({ timeout: 240_000 });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(7.5);
  expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeLessThan(12);
});
