/**
 * Tracks administration in Chromium (issue 11 "Tracks and playlists"; spec 2 §2 playlist and track
 * routes, §5): an admin builds a playlist of three videos and a sub-track in a seeded company channel,
 * re-orders it from the keyboard, a member follows it and plays the track from its first video; axe
 * finds no serious violation on each page. Users sign in by token (sign-in is not the subject here).
 */
import type { Page } from '@playwright/test';

import { expect, test } from './support/console-guard';
import { signInByToken } from './support/shell-session';
import { tenantUrl, waitForPlatform } from './support/platform';
import { playFromTrack } from './support/player';
import { seriousA11yViolations } from './support/a11y';

const CHANNEL = 'ch-acme-leadership';
const run = Date.now().toString(36);
const TRACK_NAME = `E2E onboarding path ${run}`;
const SUB_NAME = `E2E deep dive ${run}`;

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
});

async function addBySearch(page: Page, words: string, name: string) {
  await page.getByRole('searchbox', { name: 'Search videos by title, description or subtitles' }).fill(words);
  await page.getByRole('button', { name: `Add ${name} to the playlist` }).click();
}

const itemNames = (page: Page) =>
  page.getByTestId('track-item').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-item-id')));

test('an admin builds a playlist with three videos and a sub-track, re-orders it by keyboard; a member follows and plays it', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await signInByToken(page, request, 'acme', 'admin@acme.test', `/channel/${CHANNEL}/playlists`);
  await page.getByRole('link', { name: 'Manage playlists' }).click();
  await expect(page).toHaveURL(tenantUrl('acme', `/channel/${CHANNEL}/tracks`));
  await expect(page.getByTestId('channel-tracks-page')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByTestId('channel-create-track').click();
  await expect(page).toHaveURL(tenantUrl('acme', `/playlist/create?channelId=${CHANNEL}`));
  await expect(page.getByRole('combobox', { name: 'Channel' })).toHaveValue(CHANNEL);
  expect(await seriousA11yViolations(page)).toEqual([]);
  // Nothing filled in: the form says what is missing and sends nothing.
  await page.getByTestId('track-form-submit').click();
  await expect(page.getByText('This field cannot be empty')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(TRACK_NAME);
  await page.getByRole('textbox', { name: 'Abstract' }).fill('Three videos and a deep dive');
  await page.getByTestId('track-form-submit').click();
  await expect(page).toHaveURL(/\/playlist\/edit\/tr-[0-9a-f]+$/);
  const trackId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(page.getByTestId('track-items-empty')).toBeVisible();

  await addBySearch(page, 'phishing', 'Phishing basics');
  await addBySearch(page, 'passkeys', 'Strong passwords and passkeys');
  await addBySearch(page, 'welcome acme', 'Welcome to Acme');
  await page.getByTestId('track-items-save').click();
  await expect(page.getByTestId('track-items-saved')).toBeVisible();
  expect(await itemNames(page)).toEqual(['acmephishing', 'acmepasswords', 'acmewelcome']);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // A sub-track, made from the playlist's page, joins its items.
  await page.getByTestId('track-add-subtrack').click();
  await expect(page).toHaveURL(tenantUrl('acme', `/playlist/create/${trackId}`));
  await expect(page.getByText(`A sub-track of ${TRACK_NAME}, in its channel.`)).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('textbox', { name: 'Name' }).fill(SUB_NAME);
  await page.getByTestId('track-form-submit').click();
  await expect(page).toHaveURL(/\/playlist\/edit\/tr-[0-9a-f]+$/);
  await expect(page.getByText(`Sub-track of ${TRACK_NAME} in the channel`)).toBeVisible();

  await page.goto(tenantUrl('acme', `/playlist/edit/${trackId}`));
  await expect(page.getByTestId('track-item')).toHaveCount(4);
  expect(await itemNames(page)).toEqual(['acmephishing', 'acmepasswords', 'acmewelcome', expect.any(String)]);

  // Keyboard: the handle of "Welcome to Acme" moves it to the top (Home), the sub-track up one (ArrowUp).
  await page.getByRole('button', { name: 'Move Welcome to Acme, position 3 of 4' }).focus();
  await page.keyboard.press('Home');
  await expect(page.getByTestId('track-items-announcement')).toHaveText(
    'Welcome to Acme moved to position 1 of 4',
  );
  await expect(page.getByRole('button', { name: 'Move Welcome to Acme, position 1 of 4' })).toBeFocused();
  await page.getByRole('button', { name: `Move ${SUB_NAME}, position 4 of 4` }).focus();
  await page.keyboard.press('ArrowUp');
  await page.getByTestId('track-items-save').click();
  await expect(page.getByTestId('track-items-saved')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('track-item')).toHaveCount(4);
  const order = await itemNames(page);
  expect(order.slice(0, 2)).toEqual(['acmewelcome', 'acmephishing']);
  expect(order[3]).toBe('acmepasswords');

  // "Record or upload a video into this playlist" opens the add-video flow aimed at it.
  await page.getByTestId('track-create-video').click();
  await expect(page).toHaveURL(tenantUrl('acme', `/channel/${CHANNEL}/playlist/${trackId}/create-video`));
  await expect(page.getByTestId('add-video-upload')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(tenantUrl('acme', `/playlist/edit/${trackId}`));
  await expect(page.getByTestId('track-item')).toHaveCount(4);

  // The sub-track keeps the playlist from being deleted.
  await expect(page.getByText('A playlist must be empty to be deleted.')).toBeVisible();
  await expect(page.getByTestId('track-delete-submit')).toBeDisabled();

  // The organization's list finds it.
  await page.goto(tenantUrl('acme', '/admin/tracks'));
  await page.getByTestId('admin-tracks-search').fill(run);
  await expect(page.getByTestId('admin-track-row')).toHaveCount(2);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByTestId('admin-tracks-search').fill(`nothing-${run}`);
  await expect(page.getByTestId('admin-tracks-empty')).toHaveText('No playlist matches your search.');

  // The member follows it in the channel and plays it from its first video.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signInByToken(member, request, 'acme', 'member@acme.test', `/channel/${CHANNEL}/playlists`);
  await expect(member.getByTestId('track-follow').first()).toBeVisible();
  // A member (no playlist role there) is not offered the channel's tracks administration.
  await expect(member.getByRole('link', { name: 'Manage playlists' })).toHaveCount(0);
  await member.getByRole('button', { name: `Follow ${TRACK_NAME}` }).click();
  await expect(member.getByRole('button', { name: `Unfollow ${TRACK_NAME}` })).toBeVisible();
  await playFromTrack(
    member,
    trackId,
    'Welcome to Acme',
    tenantUrl('acme', `/video/acmewelcome?track=${trackId}`),
  );

  // The admin sees the follower.
  // A fresh page load boots the app again: on a loaded machine that alone can take 15 s.
  await page.goto(tenantUrl('acme', `/playlist/users/${trackId}`));
  await expect(page.getByTestId('track-followers-list')).toContainText('member@acme.test', {
    timeout: 30_000,
  });
  expect(await seriousA11yViolations(page)).toEqual([]);
  await memberContext.close();
});
