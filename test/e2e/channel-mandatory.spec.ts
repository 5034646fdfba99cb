/**
 * Channel mandatory training in Chromium (issue 11, spec 2 §3 channelMandatoryTrainingSetting): an admin
 * makes a track of a company channel mandatory on the channel's access-control page, confirms the
 * assignment behind the checkbox, and a follower of the channel finds the track on /mandatory. axe on
 * the page with the dialog. Sign-in by token (sign-in is not the subject here).
 */
import { seriousA11yViolations } from './support/a11y';
import { apiPost, cognitoSignIn, registeredUser } from './support/auth';
import { expect, test } from './support/console-guard';
import { waitForPlatform } from './support/platform';
import { signInByToken } from './support/shell-session';

const run = Date.now().toString(36);
const TRACK = `Mandatory basics ${run}`;
let channelId = '';
let followerEmail = '';

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
  const { IdToken } = await cognitoSignIn(request, 'acme', 'admin@acme.test');
  const created = (await apiPost(request, '/command/channelCommand', IdToken, {
    type: 'createChannel',
    payload: { name: `Mandatory ${run}` },
  })) as { res: { id: string } };
  channelId = created.res.id;
  await apiPost(request, '/command/channelCommand', IdToken, {
    type: 'createTrack',
    payload: { channelId, name: TRACK, abstract: '', description: '', mandatory: false },
  });
  followerEmail = await registeredUser(request, 'e2e-mandatory');
  const follower = await cognitoSignIn(request, 'acme', followerEmail);
  await apiPost(request, '/command/channelCommand', follower.IdToken, {
    type: 'follow',
    payload: { channelId },
  });
});

test("an admin makes a channel's track mandatory; its follower finds it on /mandatory", async ({
  page,
  request,
  browser,
}) => {
  await signInByToken(page, request, 'acme', 'admin@acme.test', `/channel/access-control/${channelId}`);
  const section = page.getByTestId('channel-mandatory');
  await expect(section.getByRole('heading', { name: 'Mandatory training' })).toBeVisible();
  const save = section.getByRole('button', { name: 'Save mandatory training' });
  await expect(save).toBeDisabled();

  await section.getByText('Mandatory for every user of the channel', { exact: true }).click();
  await expect(section.getByTestId('channel-mandatory-problem')).toHaveText('Choose at least one track.');
  await section.getByTestId('channel-mandatory-tracks').getByText(TRACK).click();
  await expect(save).toBeEnabled();
  await save.click();

  const dialog = page.getByTestId('channel-mandatory-confirm');
  await expect(dialog).toBeVisible();
  const assign = dialog.getByRole('button', { name: 'Assign' });
  await expect(assign).toBeDisabled();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByText('I understand that this assigns training to many users').click();
  await assign.click();
  await expect(page.getByText('Mandatory training saved. New assignments: 1')).toBeVisible();
  // The channel was read again: the saved setting is what the form shows, nothing left to save.
  await expect(save).toBeDisabled();
  expect(await seriousA11yViolations(page)).toEqual([]);

  const context = await browser.newContext();
  const follower = await context.newPage();
  await signInByToken(follower, request, 'acme', followerEmail, '/mandatory');
  await expect(follower.getByText(TRACK)).toBeVisible();
  await context.close();
});
