/**
 * Archiving, restoring and deleting company channels in Chromium (issue 11, spec 2 §5 "deleting a
 * channel or playlist and similar actions need a confirmation checkbox"): an admin restores an archived
 * channel from the Archived list (nothing is taken away: no checkbox), is refused deleting a channel
 * that holds videos (the server's reason shows), and deletes an empty one behind the checkbox, after
 * which it is gone from every list and its address. axe on the dialogs. The admin signs in by token.
 */
import type { Page } from '@playwright/test';

import { apiPost } from './support/auth';
import { expect, test } from './support/console-guard';
import { signInByToken } from './support/shell-session';
import { API_URL, waitForPlatform } from './support/platform';
import { seriousA11yViolations } from './support/a11y';

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
});

// The refused delete answers 409 (the browser logs it as a failed resource).
test.use({ allowConsoleErrors: [/status of 409/] });

async function noSeriousViolations(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

async function openAction(page: Page, channel: string, action: 'Restore' | 'Archive' | 'Delete') {
  await page.getByRole('button', { name: `Actions: ${channel}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action }).click();
  const dialog = page.getByTestId('channel-status-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('an admin restores an archived channel and deletes an empty one behind the checkbox', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const name = `Short-lived ${Date.now().toString(36)}`;
  const admin = await signInByToken(page, request, 'acme', 'admin@acme.test', '/admin/channels');
  const created = (await apiPost(request, '/command/channelCommand', admin.IdToken, {
    type: 'createChannel',
    payload: { name, abstract: 'Made to be deleted' },
  })) as { res: { id: string } };
  const channelId = created.res.id;
  await apiPost(request, '/command/channelCommand', admin.IdToken, {
    type: 'archiveChannel',
    payload: { channelId },
  });

  // Restore from the Archived list: no checkbox, the channel is active again.
  await page.reload();
  const status = page.getByTestId('admin-channels-status');
  await status.selectOption('archived');
  const row = page.getByTestId(`admin-channel-${channelId}`);
  await expect(row).toContainText('Archived');
  const restore = await openAction(page, name, 'Restore');
  await expect(restore.getByRole('checkbox')).toHaveCount(0);
  await expect(restore).toContainText(`${name} becomes visible to members again.`);
  await noSeriousViolations(page);
  await restore.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(restore).toBeHidden();
  await expect(row).toBeHidden();
  await status.selectOption('active');
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('Archived');

  // A channel with videos is not deleted: the server's reason shows in the dialog.
  const refused = await openAction(page, 'Onboarding', 'Delete');
  await refused.getByText('Yes, delete this channel permanently').click();
  await refused.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(refused).toContainText(
    'Only an empty channel can be deleted: move or delete its videos and tracks first',
  );
  await refused.getByRole('button', { name: 'Cancel' }).click();
  await expect(refused).toBeHidden();

  // The empty channel: Delete waits for the checkbox, then it is gone.
  const remove = await openAction(page, name, 'Delete');
  const confirm = remove.getByRole('button', { name: 'Delete', exact: true });
  await expect(confirm).toBeDisabled();
  await noSeriousViolations(page);
  await remove.getByText('Yes, delete this channel permanently').click();
  await confirm.click();
  await expect(remove).toBeHidden();
  await expect(row).toHaveCount(0);
  await status.selectOption('all');
  await page.getByTestId('admin-channels-search').fill(name);
  await expect(page.getByTestId('admin-channels-empty')).toContainText('Nothing matches the search.');
  const read = await request.get(`${API_URL}/query/channels/${channelId}`, {
    headers: { authorization: `Bearer ${admin.IdToken}` },
  });
  expect(read.status()).toBe(404);
});
