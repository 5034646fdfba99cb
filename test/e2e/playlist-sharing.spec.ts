/**
 * Sharing a playlist with another organization in Chromium (issue 11, spec 2 §2
 * /channel/{channelId}/playlist/{trackId}/share; docs/decisions.md "Shared playlists"): acme's admin
 * opens a channel's playlists, shares one with globex by its domain; a globex member finds it on /library
 * under "Shared with your organization", opens it and plays its first video in the track queue; once the
 * admin stops sharing, it is gone for globex and its video is not found. axe on the share page and on the
 * library. Users sign in by token (sign-in is not the subject here); the channel and its playlist are made
 * through the API (the tracks journeys cover building them).
 */
import type { Page } from '@playwright/test';

import { apiPost, cognitoSignIn } from './support/auth';
import { expect, test } from './support/console-guard';
import { signInByToken } from './support/shell-session';
import { tenantUrl, waitForPlatform } from './support/platform';
import { seriousA11yViolations, seriousA11yViolationsAtRest } from './support/a11y';
import { playsPast } from './support/player';

/** The one demo video the e2e platform transcodes (it lives in acme's Onboarding channel). */
const VIDEO = { id: 'video-acme-welcome', humanId: 'acmewelcome', name: 'Welcome to Acme' };

// After the share ends the video page's read answers 404 (the page shows the spec's text).
test.use({ allowConsoleErrors: [/status of 404/] });

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
});

async function noSeriousViolations(page: Page) {
  expect(await seriousA11yViolationsAtRest(page)).toEqual([]);
}

test('an acme admin shares a playlist with globex; a globex member plays it until the share ends', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const playlistName = `Partner welcome ${suffix}`;

  // A company channel with external sharing on, and a playlist of the welcome video in it.
  const { IdToken } = await cognitoSignIn(request, 'acme', 'admin@acme.test');
  const command = (type: string, payload: unknown) =>
    apiPost(request, '/command/channelCommand', IdToken, { type, payload }) as Promise<{
      res: { id: string };
    }>;
  const channelId = (await command('createChannel', { name: `Partner academy ${suffix}` })).res.id;
  await command('onUpdateExternalShareShareSetting', { channelId, isChannelExternalShareEnabled: true });
  const trackId = (
    await command('createTrack', {
      channelId,
      name: playlistName,
      abstract: 'For our partners',
      description: '',
      mandatory: false,
    })
  ).res.id;
  await command('setTrackItems', { trackId, items: [{ type: 'video', id: VIDEO.id }] });

  // The channel's playlists → Share → the share page.
  await signInByToken(page, request, 'acme', 'admin@acme.test', `/channel/${channelId}/tracks`);
  const row = page.getByTestId('channel-track-row').filter({ hasText: playlistName });
  await row.getByRole('link', { name: /^Share/ }).click();
  await expect(page).toHaveURL(tenantUrl('acme', `/channel/${channelId}/playlist/${trackId}/share`));
  await expect(page.getByRole('heading', { level: 1, name: `Share “${playlistName}”` })).toBeVisible();
  await expect(page.getByTestId('playlist-shared-with-none')).toBeVisible();
  await noSeriousViolations(page);
  const form = page.getByTestId('playlist-share-form');
  await form.getByLabel('Organization domain').fill('globex');
  await form.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByText('Shared with globex')).toBeVisible();
  await expect(page.getByTestId('playlist-shared-with')).toContainText('Globex');

  // A globex member finds it on /library and plays its first video in the playlist's queue.
  const globexContext = await browser.newContext();
  const member = await globexContext.newPage();
  await signInByToken(member, request, 'globex', 'member@globex.test', '/library');
  const shared = member.getByTestId('shared-playlist').filter({ hasText: playlistName });
  await expect(shared).toBeVisible({ timeout: 30_000 });
  await expect(shared).toContainText('From Acme Corporation');
  await noSeriousViolations(member);
  await shared.getByRole('link', { name: /^Play/ }).click();
  await expect(member).toHaveURL(tenantUrl('globex', `/video/${VIDEO.humanId}?track=${trackId}`));
  await expect(member.getByRole('heading', { level: 1, name: VIDEO.name })).toBeVisible({ timeout: 30_000 });
  const video = member.locator('video');
  await expect(video).toBeVisible({ timeout: 30_000 });
  await playsPast(video, 0.5, 30_000);

  // /playlist/edit/{trackId}/share, the alias of the channel's address, shows the same track's share
  // page (its sharing with globex included), where the rest of the journey goes on.
  await page.goto(tenantUrl('acme', `/playlist/edit/${trackId}/share`));
  await expect(page).toHaveURL(tenantUrl('acme', `/playlist/edit/${trackId}/share`));
  await expect(page.getByRole('heading', { level: 1, name: `Share “${playlistName}”` })).toBeVisible();
  await expect(page.getByText(`Share this playlist of Partner academy ${suffix} with`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Channel sharing settings' })).toHaveAttribute(
    'href',
    `/channel/access-control/${channelId}`,
  );
  await expect(page.getByTestId('playlist-shared-with')).toContainText('Globex');
  await expect(page.getByTestId('playlist-share-form')).toBeVisible();
  await noSeriousViolations(page);

  // Stop sharing (confirmed by the checkbox): the playlist leaves globex's library and its video is not
  // found there any more.
  await page
    .getByTestId('playlist-shared-with-item')
    .filter({ hasText: 'Globex' })
    .getByRole('button', { name: /^Stop sharing/ })
    .click();
  const stopDialog = page.getByTestId('playlist-unshare-dialog');
  await expect(stopDialog.getByRole('heading', { name: 'Stop sharing with Globex?' })).toBeVisible();
  const stop = stopDialog.getByRole('button', { name: 'Stop sharing', exact: true });
  await expect(stop).toBeDisabled();
  // Cancelled, nothing changes.
  await stopDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(stopDialog).toBeHidden();
  await expect(page.getByTestId('playlist-shared-with-item').filter({ hasText: 'Globex' })).toBeVisible();
  await page
    .getByTestId('playlist-shared-with-item')
    .filter({ hasText: 'Globex' })
    .getByRole('button', { name: /^Stop sharing/ })
    .click();
  // With the dialog open (the page behind it is hidden from assistive technology).
  expect(await seriousA11yViolations(page)).toEqual([]);
  await stopDialog.getByText('Yes, stop sharing this playlist with Globex').click();
  await stop.click();
  await expect(stopDialog).toBeHidden();
  await expect(page.getByText('No longer shared with Globex')).toBeVisible();
  await expect(page.getByTestId('playlist-shared-with-none')).toBeVisible();
  await member.goto(tenantUrl('globex', '/library'));
  await expect(member.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
  await expect(member.getByTestId('shared-playlist').filter({ hasText: playlistName })).toHaveCount(0);
  await member.goto(tenantUrl('globex', `/video/${VIDEO.humanId}?track=${trackId}`));
  await expect(member.getByTestId('video-not-found')).toHaveText('Video you are looking is not found');
  await expect(member.locator('video')).toHaveCount(0);
  await globexContext.close();
});
