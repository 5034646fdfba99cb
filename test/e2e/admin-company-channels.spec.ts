/**
 * Company channels in Chromium (issue 11, spec 2 §2 channel routes, §3, §5): an admin creates a company
 * channel from /admin/channels, edits it (/channel/edit/{id}: description, colour, icon), adds a member
 * as contributor (/channel/{id}/users); the member finds it in the sidebar and follows it; the channel's
 * and the organization's event logs show what was done; the admin archives it behind the confirmation
 * checkbox and it leaves the member's sidebar, while the admins' list keeps it under "Archived". axe finds
 * no serious violation on each page. Users sign in by token (sign-in is not the subject here).
 */
import type { Page } from '@playwright/test';

import { registeredUser } from './support/auth';
import { expect, test } from './support/console-guard';
import { signInByToken } from './support/shell-session';
import { tenantUrl, waitForPlatform } from './support/platform';
import { seriousA11yViolations, seriousA11yViolationsAtRest } from './support/a11y';

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
});

async function noSeriousViolations(page: Page) {
  expect(await seriousA11yViolationsAtRest(page)).toEqual([]);
}

/** The sidebar's company channels, all of them shown. */
async function companyChannels(page: Page) {
  const group = page.getByTestId('sidebar-group-company');
  await expect(group.getByRole('link').first()).toBeVisible();
  const more = page.locator('#sidebar-company').getByRole('button', { name: 'Show more' });
  if (await more.isVisible()) await more.click();
  return group;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('an admin creates, edits and staffs a company channel; a member follows it; the admin archives it', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const name = `Field Service ${Date.now().toString(36)}`;
  // The member exists in the organization (their profile is made at first sign-in) before being added.
  const memberEmail = await registeredUser(request, 'channel-member');
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signInByToken(member, request, 'acme', memberEmail, '/home');
  // A new user first meets the onboarding wizard (spec 1 §4): skipped, it is not the subject here.
  await member.getByRole('button', { name: 'Skip' }).click();
  await expect(member.getByRole('button', { name: 'Skip' })).toBeHidden();

  // /admin/channels → Add channel → the new channel's edit page.
  await signInByToken(page, request, 'acme', 'admin@acme.test', '/admin/channels');
  await expect(page.getByRole('heading', { level: 1, name: 'Channels' })).toBeVisible();
  await expect(page.getByTestId('admin-channels')).toBeVisible();
  await noSeriousViolations(page);
  await page.getByTestId('admin-add-channel').click();
  const add = page.getByTestId('add-channel-dialog');
  await expect(add).toBeVisible();
  await add.getByRole('button', { name: 'Create channel' }).click();
  await expect(add.getByText('Required')).toBeVisible();
  await add.getByLabel(/^Name/).fill(name);
  await add.getByLabel('Abstract').fill('Repairs on site');
  await add.getByRole('button', { name: 'Create channel' }).click();
  await expect(page).toHaveURL(/\/channel\/edit\/ch-acme-[0-9a-f]+$/);
  const channelId = page.url().split('/').pop()!;

  // Edit: description, background colour and an icon.
  const form = page.getByTestId('channel-edit');
  await expect(form.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible();
  await noSeriousViolations(page);
  await form.getByLabel('Description').fill('How our technicians work on site.');
  await form.locator('input[name="backgroundColor"]').fill('#1a73e8');
  await page
    .getByTestId('channel-icon-input')
    .setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The channel was saved.')).toBeVisible();
  await page.reload();
  await expect(form.getByLabel('Description')).toHaveValue('How our technicians work on site.');
  await expect(form.locator('input[name="backgroundColor"]')).toHaveValue('#1a73e8');
  await expect(form.getByRole('img', { name: 'Preview of the Icon' })).toBeVisible();

  // Users: the member becomes a contributor.
  await form.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(tenantUrl('acme', `/channel/${channelId}/users`));
  await expect(page.getByTestId('channel-users-empty')).toBeVisible();
  await noSeriousViolations(page);
  const addUser = page.getByTestId('channel-add-user');
  await addUser.getByLabel(/^E-mail/).fill(memberEmail);
  await addUser.getByRole('combobox', { name: 'Role' }).selectOption('contributor');
  await addUser.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('The user was added to the channel.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: memberEmail });
  await expect(row.getByRole('combobox')).toHaveValue('contributor');

  // The member finds the channel in the sidebar (it refreshes on load) and follows it.
  await member.reload();
  const memberChannels = await companyChannels(member);
  await memberChannels.getByRole('link', { name }).click();
  await expect(member).toHaveURL(tenantUrl('acme', `/channel/${channelId}/home`));
  await member.getByTestId('channel-follow').click();
  await expect(member.getByTestId('channel-follow')).toHaveAttribute('aria-pressed', 'true');
  await expect(member.getByTestId('sidebar-group-subscriptions').getByRole('link', { name })).toBeVisible();

  // The channel's event log, then the organization's, filtered by the channel.
  await page.goto(tenantUrl('acme', `/channel/${channelId}/event-log`));
  const log = page.getByTestId('event-log');
  await expect(log.getByText('addChannelUser')).toBeVisible();
  await expect(log.getByText('updateChannel')).toBeVisible();
  await expect(log.getByText('createChannel')).toBeVisible();
  await noSeriousViolations(page);
  await page.goto(tenantUrl('acme', '/admin/event-log'));
  await expect(page.getByRole('heading', { level: 1, name: 'Event log' })).toBeVisible();
  await page.getByTestId('event-log-channel').selectOption(channelId);
  await expect(page.getByTestId('event-log').getByText('createChannel')).toBeVisible();
  await noSeriousViolations(page);

  // The member loses their role, behind the confirmation checkbox (cancelled first: nothing changes).
  await page.goto(tenantUrl('acme', `/channel/${channelId}/users`));
  const staffed = page.getByTestId('channel-user-row').filter({ hasText: memberEmail });
  await expect(staffed).toHaveCount(1);
  await staffed.getByRole('button', { name: 'Remove' }).click();
  const removeDialog = page.getByTestId('channel-remove-user-dialog');
  await expect(removeDialog.getByRole('heading', { name: /^Remove .+\?$/ })).toBeVisible();
  const remove = removeDialog.getByRole('button', { name: 'Remove', exact: true });
  await expect(remove).toBeDisabled();
  await removeDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(removeDialog).toBeHidden();
  await expect(staffed).toHaveCount(1);
  await staffed.getByRole('button', { name: 'Remove' }).click();
  await expect(remove).toBeDisabled();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await removeDialog.getByText("Yes, remove this user's role").click();
  await expect(remove).toBeEnabled();
  await remove.click();
  await expect(removeDialog).toBeHidden();
  await expect(staffed).toHaveCount(0);
  await expect(page.getByTestId('channel-users-empty')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('channel-users-empty')).toBeVisible();

  // Archive, behind the confirmation checkbox.
  await page.goto(tenantUrl('acme', '/admin/channels'));
  await page.getByRole('button', { name: `Actions: ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  const dialog = page.getByTestId('channel-status-dialog');
  await expect(dialog).toBeVisible();
  const archive = dialog.getByRole('button', { name: 'Archive', exact: true });
  await expect(archive).toBeDisabled();
  await dialog.getByText('Yes, hide this channel from every member').click();
  await archive.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId(`admin-channel-${channelId}`)).toBeHidden();
  await page.getByTestId('admin-channels-status').selectOption('archived');
  await expect(page.getByTestId(`admin-channel-${channelId}`)).toContainText('Archived');
  await noSeriousViolations(page);

  await member.reload();
  await expect(member.getByTestId('user-menu-trigger')).toBeVisible();
  await expect((await companyChannels(member)).getByRole('link', { name })).toHaveCount(0);
  await memberContext.close();
});

test.describe('external sharing', () => {
  // The refusals the journey provokes answer 409 (the browser logs each as a failed resource).
  test.use({ allowConsoleErrors: [/status of 409/] });

  test('an admin shares a company channel with another organization by its domain, within the domain rule', async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const name = `Partner Channel ${Date.now().toString(36)}`;
    await signInByToken(page, request, 'acme', 'admin@acme.test', '/admin/channels');
    await page.getByTestId('admin-add-channel').click();
    const add = page.getByTestId('add-channel-dialog');
    await add.getByLabel(/^Name/).fill(name);
    await add.getByRole('button', { name: 'Create channel' }).click();
    await expect(page).toHaveURL(/\/channel\/edit\/ch-acme-[0-9a-f]+$/);
    const channelId = page.url().split('/').pop() ?? '';
    // Sharing is part of the channel's access control (/channel/access-control/{id}).
    await page.getByRole('link', { name: 'Access control' }).click();
    await expect(page).toHaveURL(tenantUrl('acme', `/channel/access-control/${channelId}`));
    await expect(page.getByTestId('channel-access-visibility')).toHaveText(
      'Open: everyone in Acme Corporation can find and follow it.',
    );
    await expect(page.getByTestId('channel-access-users-empty')).toBeVisible();
    await noSeriousViolations(page);

    const sharing = page.getByTestId('channel-sharing');
    await expect(sharing.getByTestId('channel-shared-with-none')).toBeVisible();
    const share = sharing.getByTestId('channel-share-form');
    // Sharing is off: the spec's message.
    await share.getByLabel('Share with an organization (its domain)').fill('globex');
    await share.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(sharing.getByText('External sharing is not enabled for this channel')).toBeVisible();

    await sharing.getByText('Allow sharing with other organizations').click();
    await expect(page.getByText('External sharing is on.')).toBeVisible();
    await sharing.getByLabel('Allowed organization domains').fill('initech');
    await sharing.getByRole('button', { name: 'Save domains' }).click();
    await expect(page.getByText('The allowed domains were saved.')).toBeVisible();
    await share.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(sharing.getByText('Reshare is not allowed with this domain')).toBeVisible();
    await noSeriousViolations(page);

    // An empty list allows any organization.
    await sharing.getByLabel('Allowed organization domains').fill('');
    await sharing.getByRole('button', { name: 'Save domains' }).click();
    await share.getByLabel('Share with an organization (its domain)').fill('globex');
    await share.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(page.getByText('The channel is now shared with globex.')).toBeVisible();
    await expect(sharing.getByTestId('channel-shared-with')).toContainText('globex');

    // globex's member finds it among the external channels.
    const globexContext = await browser.newContext();
    const globex = await globexContext.newPage();
    await signInByToken(globex, request, 'globex', 'member@globex.test', '/home');
    await expect(globex.getByTestId('sidebar-group-external').getByRole('link', { name })).toBeVisible();

    // Stopping the share takes it away from globex, behind the confirmation checkbox.
    await sharing.getByRole('button', { name: 'Stop sharing: globex' }).click();
    const unshare = page.getByTestId('channel-unshare-dialog');
    await expect(unshare.getByRole('heading', { name: 'Stop sharing with globex?' })).toBeVisible();
    const stop = unshare.getByRole('button', { name: 'Stop sharing', exact: true });
    await expect(stop).toBeDisabled();
    // With the dialog open (the page behind it is hidden from assistive technology).
    expect(await seriousA11yViolations(page)).toEqual([]);
    await unshare.getByText('Yes, stop sharing this channel with globex').click();
    await stop.click();
    await expect(unshare).toBeHidden();
    await expect(page.getByText('The channel is no longer shared with globex.')).toBeVisible();
    await expect(sharing.getByTestId('channel-shared-with-none')).toBeVisible();
    await globex.reload();
    await expect(globex.getByTestId('user-menu-trigger')).toBeVisible();
    await expect(globex.getByTestId('sidebar-group-external').getByRole('link', { name })).toHaveCount(0);
    await globexContext.close();
  });
});
