/**
 * The journey issue 11 names, end to end in Chromium: an admin builds a company channel with a track of
 * three videos and a sub-track; a member follows the channel and the track and plays the track. Each step
 * is done as a user does it (/admin/channels "Add channel", the channel's "Manage playlists", the track
 * editor's search, the sub-track from the track's page); the finer rules of each page are in their own
 * journeys (admin-company-channels, admin-tracks). Users sign in by token: sign-in is not the subject.
 */
import { registeredUser } from './support/auth';
import { expect, test } from './support/console-guard';
import { tenantUrl, waitForPlatform } from './support/platform';
import { playFromTrack } from './support/player';
import { signInByToken } from './support/shell-session';

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
});

test('an admin builds a company channel with a track of three videos and a sub-track; a member follows it and plays the track', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  const channelName = `Plant Safety ${run}`;
  const trackName = `First week ${run}`;
  const subName = `Going further ${run}`;

  // The company channel.
  await signInByToken(page, request, 'acme', 'admin@acme.test', '/admin/channels');
  await page.getByTestId('admin-add-channel').click();
  const add = page.getByTestId('add-channel-dialog');
  await add.getByLabel(/^Name/).fill(channelName);
  await add.getByLabel('Abstract').fill('Everything about working safely in our plants');
  await add.getByRole('button', { name: 'Create channel' }).click();
  await expect(page).toHaveURL(/\/channel\/edit\/ch-acme-[0-9a-f]+$/);
  const channelId = page.url().split('/').pop() ?? '';

  // Its track: three videos found by search, then a sub-track.
  await page.goto(tenantUrl('acme', `/channel/${channelId}/playlists`));
  await page.getByRole('link', { name: 'Manage playlists' }).click();
  await page.getByTestId('channel-create-track').click();
  await expect(page).toHaveURL(tenantUrl('acme', `/playlist/create?channelId=${channelId}`));
  await page.getByRole('textbox', { name: 'Name' }).fill(trackName);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(trackName);
  await page.getByTestId('track-form-submit').click();
  await expect(page).toHaveURL(/\/playlist\/edit\/tr-[0-9a-f]+$/);
  const trackId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const search = page.getByRole('searchbox', { name: 'Search videos by title, description or subtitles' });
  for (const [words, name] of [
    ['welcome acme', 'Welcome to Acme'],
    ['phishing', 'Phishing basics'],
    ['passkeys', 'Strong passwords and passkeys'],
  ] as const) {
    await search.fill(words);
    await page.getByRole('button', { name: `Add ${name} to the playlist` }).click();
  }
  await page.getByTestId('track-items-save').click();
  await expect(page.getByTestId('track-items-saved')).toBeVisible();
  await page.getByTestId('track-add-subtrack').click();
  // The create form of the sub-track has replaced the track's page before its name is typed.
  await expect(page).toHaveURL(tenantUrl('acme', `/playlist/create/${trackId}`));
  await expect(page.getByText(`A sub-track of ${trackName}, in its channel.`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(subName);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(subName);
  await page.getByTestId('track-form-submit').click();
  await expect(page.getByText(`Sub-track of ${trackName} in the channel`)).toBeVisible();
  await page.goto(tenantUrl('acme', `/playlist/edit/${trackId}`));
  await expect(page.getByTestId('track-item')).toHaveCount(4);

  // A member (a new one: the demo member's subscriptions are counted by other journeys) finds the
  // channel, follows it and the track, and plays the track from its first video.
  const memberEmail = await registeredUser(request, 'journey-member');
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signInByToken(member, request, 'acme', memberEmail, `/channel/${channelId}/home`);
  // A new user first meets the onboarding wizard (spec 1 §4): skipped, it is not the subject here.
  await member.getByRole('button', { name: 'Skip' }).click();
  await expect(member.getByRole('button', { name: 'Skip' })).toBeHidden();
  await expect(member.getByRole('heading', { level: 1, name: channelName })).toBeVisible();
  await member.getByTestId('channel-follow').click();
  await expect(member.getByTestId('channel-follow')).toHaveAttribute('aria-pressed', 'true');
  await member.goto(tenantUrl('acme', `/channel/${channelId}/playlists`));
  await member.getByRole('button', { name: `Follow ${trackName}` }).click();
  await expect(member.getByRole('button', { name: `Unfollow ${trackName}` })).toBeVisible();
  await playFromTrack(
    member,
    trackId,
    'Welcome to Acme',
    tenantUrl('acme', `/video/acmewelcome?track=${trackId}`),
  );
  // The channel and the track are among the member's subscriptions.
  await expect(
    member.getByTestId('sidebar-group-subscriptions').getByRole('link', { name: channelName }),
  ).toBeVisible();
  await memberContext.close();
});
