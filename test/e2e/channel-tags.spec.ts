/**
 * Channel tags in Chromium (issue 11, spec 2 §2 /channel/tags/{channelId}, §3 Channel tags, the channelTags
 * feature, on in the demo for Security Awareness and Compliance): the channel's owner picks tags from the
 * organization's tags and the channel shows them to its members; where the feature is off the page says so.
 */

import { apiPost, cognitoSignIn } from './support/auth';
import { expect, test } from './support/console-guard';
import { tenantUrl, waitForPlatform } from './support/platform';
import { signInByToken } from './support/shell-session';
import { seriousA11yViolations } from './support/a11y';

const CHANNEL = 'ch-acme-security-awareness';
const run = Date.now().toString(36);
const tags = [
  { tagGroup: `Audience ${run}`, tagValue: 'Everyone' },
  { tagGroup: `Topic ${run}`, tagValue: 'Phishing' },
];

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
  // The organization's tags, as an admin adds them on /admin/tags.
  const { IdToken } = await cognitoSignIn(request, 'acme', 'admin@acme.test');
  for (const tag of tags) {
    await apiPost(request, '/command/organizationCommand', IdToken, { type: 'saveTag', payload: tag });
  }
});

test("a channel owner tags the channel with the organization's tags; members see them", async ({
  page,
  browser,
  request,
}) => {
  // Sign-in is not the subject: by token (two UI sign-ins ran this journey past its minute in CI).
  await signInByToken(page, request, 'acme', 'admin@acme.test', `/channel/${CHANNEL}/home`);
  await page.getByTestId('channel-admin-links').getByRole('link', { name: 'Tags' }).click();
  await expect(page).toHaveURL(tenantUrl('acme', `/channel/tags/${CHANNEL}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Channel tags' })).toBeVisible();
  const save = page.getByTestId('channel-tags-save');
  await expect(save).toBeDisabled();
  await page
    .getByRole('group', { name: `Topic ${run}` })
    .getByText('Phishing')
    .click();
  await page
    .getByRole('group', { name: `Audience ${run}` })
    .getByText('Everyone')
    .click();

  expect(await seriousA11yViolations(page)).toEqual([]);

  await save.click();
  await expect(page.getByText('Channel tags saved')).toBeVisible();
  await expect(save).toBeDisabled();

  const context = await browser.newContext();
  const member = await context.newPage();
  await signInByToken(member, request, 'acme', 'member@acme.test', `/channel/${CHANNEL}/home`);
  const list = member.getByRole('list', { name: 'Channel tags' });
  await expect(list.getByRole('listitem')).toContainText(['Phishing', 'Everyone']);
  await context.close();
});

test('where the channelTags feature is off, the page says so and offers nothing to save', async ({
  page,
  request,
}) => {
  await signInByToken(page, request, 'acme', 'admin@acme.test', '/channel/tags/ch-acme-onboarding');
  await expect(page.getByTestId('channel-tags-disabled')).toHaveText(
    'Channel tags are not enabled for this channel.',
  );
  await expect(page.getByTestId('channel-tags-save')).toHaveCount(0);
});
