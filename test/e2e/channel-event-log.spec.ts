/**
 * A channel's event log in Chromium (issue 11, spec 2 §2 /channel/{id}/event-log): a content manager of a
 * company channel (not an organization admin) opens it from the channel's page and reads what was done to
 * the channel, its playlist and the video created into that playlist, each named by its name; a member
 * without a role on the channel is told the page is not theirs. axe on the log. Sign-in by token (sign-in
 * is not the subject here).
 */
import { seriousA11yViolations } from './support/a11y';
import { apiPost, cognitoSignIn, registeredUser } from './support/auth';
import { expect, test } from './support/console-guard';
import { API_URL, tenantUrl, waitForPlatform } from './support/platform';
import { signInByToken } from './support/shell-session';

const run = Date.now().toString(36);
const CHANNEL = `Logged channel ${run}`;
const PLAYLIST = `Logged playlist ${run}`;
const VIDEO = `Logged clip ${run}`;
let channelId = '';
let managerEmail = '';

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
  const { IdToken } = await cognitoSignIn(request, 'acme', 'admin@acme.test');
  const command = (endpoint: string, type: string, payload: unknown) =>
    apiPost(request, `/command/${endpoint}`, IdToken, { type, payload });
  channelId = ((await command('channelCommand', 'createChannel', { name: CHANNEL })) as { id: string }).id;
  const track = (await command('channelCommand', 'createTrack', {
    channelId,
    name: PLAYLIST,
    abstract: '',
    description: '',
    mandatory: false,
  })) as { res: { id: string } };
  // The playlist's create-video address (videoCommand is a PUT).
  const video = await request.put(`${API_URL}/command/videoCommand`, {
    headers: { authorization: `Bearer ${IdToken}` },
    data: {
      type: 'createVideo',
      payload: { channelId, name: VIDEO, language: 'en-us', trackId: track.res.id },
    },
  });
  expect(video.ok(), await video.text()).toBe(true);
  managerEmail = await registeredUser(request, 'e2e-log-manager');
  await command('channelCommand', 'addChannelUser', {
    channelId,
    email: managerEmail,
    role: 'contentManager',
  });
});

test("a channel's content manager reads its event log: the channel, its playlist and its video by name", async ({
  page,
  request,
}) => {
  // Two sign-ins' worth of work on a loaded machine: a first login with its wizard, two page loads.
  test.slow();
  await signInByToken(page, request, 'acme', managerEmail, `/channel/${channelId}/home`);
  await page.getByTestId('onboarding-wizard').getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByTestId('onboarding-wizard')).toBeHidden();

  await page.getByTestId('channel-admin-links').getByRole('link', { name: 'Event log' }).click();
  await expect(page).toHaveURL(tenantUrl('acme', `/channel/${channelId}/event-log`));
  await expect(page.getByRole('heading', { level: 1, name: `Event log of ${CHANNEL}` })).toBeVisible();
  const subjects = page.getByTestId('event-log').getByTestId('event-log-subject');
  // Newest first: the manager's role, the playlist's new item and the draft itself, the playlist, the
  // channel.
  await expect(subjects).toHaveText([
    `Channel: ${CHANNEL}`,
    `Playlist: ${PLAYLIST}`,
    `Video: ${VIDEO}`,
    `Playlist: ${PLAYLIST}`,
    `Channel: ${CHANNEL}`,
  ]);
  await expect(page.getByTestId('event-log').getByText('createVideo')).toHaveCount(2);
  await expect(page.getByTestId('event-log').getByText('admin@acme.test').first()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a member without a role on the channel is told the log is not theirs', async ({ page, request }) => {
  await signInByToken(page, request, 'acme', 'member@acme.test', `/channel/${channelId}/event-log`);
  await expect(page.getByText('You do not have access to this page.')).toBeVisible();
  await expect(page.getByTestId('event-log')).toHaveCount(0);
});
