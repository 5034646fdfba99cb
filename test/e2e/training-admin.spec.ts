/**
 * The training admin sections in Chromium (issue 15; spec 2 §2 "Admin sections: Application Roles,
 * Application IDs, Processes, Training Plans (processes can be re-ordered by drag), Users with application
 * roles … add, edit and delete dialogs with a delete confirmation", §5, §6): the operator organization's
 * admin (staff@tubes.dev in studio) opens the Training group, creates a role, an application with it, two
 * processes (re-ordered by a move button and by dragging from the keyboard), a plan with them, gives a
 * user the role, sees every list, and deletes with confirmation (a role in use is refused).
 */
import type { TrainingAdmin } from '#shared/api';
import { seriousA11yViolations } from './support/a11y';
import { apiPost } from './support/auth';
import { expect, test } from './support/console-guard';
import { API_URL, mailViewerUrl, tenantUrl, waitForPlatform } from './support/platform';
import { signInByToken } from './support/shell-session';

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
});

// Deleting the role in use answers 409 (the dialog shows where it is used).
test.use({ allowConsoleErrors: [/status of 409/] });

test('an operator admin builds a training plan from roles, applications and processes, then deletes with confirmation', async ({
  browser,
  page,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const role = `Buyer ${suffix}`;
  const appId = `SAP_MM-${suffix}`;
  const first = `Order to cash ${suffix}`;
  const second = `Procure to pay ${suffix}`;
  const plan = `Purchasing ${suffix}`;
  const tokens = await signInByToken(page, request, 'studio', 'staff@tubes.dev', '/home');
  // Each page from the Training group of the admin menu (operator staff who are admins); the menu is
  // closed on admin pages until its button opens it.
  const training = page.getByTestId('sidebar-admin-training');
  const go = async (name: string) => {
    const link = training.getByRole('link', { name, exact: true });
    if (!(await link.isVisible()))
      await page.getByRole('button', { name: 'Show or hide navigation' }).click();
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  };
  await go('Application Roles');

  // A role.
  await page.getByRole('button', { name: 'Add application role' }).click();
  const roleDialog = page.getByTestId('training-role-dialog');
  await roleDialog.getByRole('button', { name: 'Save' }).click();
  await expect(roleDialog.getByText('Role name is required')).toBeVisible();
  await roleDialog.getByLabel('Role name').fill(role);
  await roleDialog.getByRole('button', { name: 'Save' }).click();
  await expect(roleDialog).toBeHidden();
  await expect(page.getByTestId('training-role-row').filter({ hasText: role })).toBeVisible();

  // An application with it: the spec's texts under the fields first.
  await go('Application IDs');
  await page.getByRole('button', { name: 'Add application' }).click();
  const appDialog = page.getByTestId('training-app-dialog');
  await appDialog.getByRole('button', { name: 'Save' }).click();
  await expect(appDialog.getByText('Application ID is required')).toBeVisible();
  await expect(appDialog.getByText('Application Name is required')).toBeVisible();
  await appDialog.getByLabel('Application ID').fill('SAP MM');
  await expect(
    appDialog.getByText('Application ID may contain only letters, numbers, underscores and hyphens'),
  ).toBeVisible();
  await appDialog.getByLabel('Application ID').fill(appId);
  await appDialog.getByLabel('Application Name').fill('SAP Materials Management');
  await appDialog.getByText(role).click();
  await appDialog.getByRole('button', { name: 'Save' }).click();
  await expect(appDialog).toBeHidden();
  await expect(page.getByTestId('training-app-row').filter({ hasText: appId })).toContainText(role);

  // Two processes, the first with a playlist; the second moved up by its button, then back by dragging
  // the first one's handle from the keyboard.
  await go('Processes');
  for (const name of [first, second]) {
    await page.getByRole('button', { name: 'Add process' }).click();
    const dialog = page.getByTestId('training-process-dialog');
    await dialog.getByLabel('Process name').fill(name);
    if (name === first) {
      await dialog.getByLabel('Introduction video ID').fill('any text, not checked');
      await dialog.getByLabel('Playlist').selectOption({ label: 'Recording basics' });
    }
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }
  const rows = page.getByTestId('training-process-row');
  const order = () => rows.allInnerTexts();
  await expect.poll(async () => (await order()).findIndex((t) => t.includes(second))).toBeGreaterThan(0);
  const before = await order();
  const at = (texts: string[], name: string) => texts.findIndex((t) => t.includes(name));
  await page.getByRole('button', { name: `Move ${second} up` }).click();
  await expect.poll(async () => at(await order(), second)).toBe(at(before, second) - 1);
  await expect(page.getByRole('status').filter({ hasText: 'The new order is saved.' })).toBeAttached();
  const handle = page.getByRole('button', { name: `Move ${first}`, exact: true });
  await handle.focus();
  await page.keyboard.press('Space');
  // Picked up (announced), moved over the row above (announced), dropped.
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(`${first} is at position ${at(before, first) + 1} of`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect.poll(async () => at(await order(), first)).toBe(at(before, first));
  await page.reload();
  await expect.poll(async () => at(await order(), first)).toBe(at(before, first));
  await expect(rows.filter({ hasText: first })).toContainText('Recording basics');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // A plan with both processes and the role.
  await go('Training Plans');
  await page.getByRole('button', { name: 'Add training plan' }).click();
  const planDialog = page.getByTestId('training-plan-dialog');
  await planDialog.getByLabel('Training Plan Name').fill(plan);
  for (const name of [first, second]) {
    await planDialog.getByLabel('Add a process').selectOption({ label: name });
    await planDialog.getByRole('button', { name: 'Add', exact: true }).click();
  }
  await planDialog.getByText('Include Parent Videos').click();
  await planDialog.getByText(role).click();
  await planDialog.getByRole('button', { name: 'Save' }).click();
  await expect(planDialog).toBeHidden();
  const planRow = page.getByTestId('training-plan-row').filter({ hasText: plan });
  await expect(planRow).toContainText(`${first} → ${second}`);
  await expect(planRow).toContainText('Yes');

  // The role given to a user, picked by name.
  await go('Users with application roles');
  await page.getByRole('button', { name: 'Add user' }).click();
  const userDialog = page.getByTestId('training-user-dialog');
  await userDialog.getByLabel('Search users by name or e-mail').fill('staff@tubes');
  await userDialog.getByText('Sam Studio (staff@tubes.dev)').click();
  await userDialog.getByText(role).click();
  await userDialog.getByRole('button', { name: 'Save' }).click();
  await expect(userDialog).toBeHidden();
  await expect(page.getByTestId('training-user-row').filter({ hasText: 'staff@tubes.dev' })).toContainText(
    role,
  );

  // Create training from the plan: the results dialog follows the run to its end, the requester's
  // e-mail is in the mail viewer, and the generated tasks are in the user's /tasks.
  await go('Training Plans');
  await page.getByRole('button', { name: `Create training: ${plan}` }).click();
  const create = page.getByTestId('create-training-dialog');
  await expect(create).toContainText('(1 now)');
  await create.getByRole('button', { name: 'Create training' }).click();
  const results = page.getByTestId('generation-results-dialog');
  await expect(results.getByTestId('generation-status')).toHaveText('Ready for review', { timeout: 30_000 });
  await expect(results.getByTestId('generation-facts')).toContainText('Total users assigned1');
  await expect(results.getByTestId('generation-facts')).toContainText('Channel filterAll channels');
  const firstVideo =
    (await results.getByTestId('generation-videos').getByRole('listitem').first().textContent()) ?? '';
  expect(firstVideo).not.toBe('');
  await results.getByRole('button', { name: 'Close' }).click();
  // The mail viewer in a browser of its own (the signed-in context's start-up scripts would run, blocked,
  // in the viewer's sandboxed frame).
  const viewer = await browser.newContext();
  const mailbox = await viewer.newPage();
  await mailbox.goto(mailViewerUrl('/?to=staff%40tubes.dev'));
  await mailbox
    .getByRole('link', { name: `Training ready for review: ${plan}` })
    .first()
    .click();
  await expect(mailbox.locator('pre')).toContainText('Review the results:');
  await viewer.close();
  await page.goto(tenantUrl('studio', '/tasks'));
  await expect(page.getByText(firstVideo).first()).toBeVisible();

  // Deleting the role in use is refused (nothing deleted); removing the user's roles is confirmed.
  await go('Application Roles');
  await page.getByRole('button', { name: `Delete: ${role}` }).click();
  const confirm = page.getByTestId('training-delete-dialog');
  await expect(confirm.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await confirm.getByText('Yes, delete it').click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toContainText(`This application role is used by 1 application (${appId})`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  await go('Users with application roles');
  await page.getByRole('button', { name: 'Remove: Sam Studio' }).click();
  await confirm.getByText('Yes, remove the roles').click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('No users with application roles found')).toBeVisible();

  // The plan deleted with confirmation; the rest by the command the dialogs send. Emptied, each list
  // shows the spec's text.
  await go('Training Plans');
  await page.getByRole('button', { name: `Delete: ${plan}` }).click();
  await confirm.getByText('Yes, delete it').click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('No training plans found')).toBeVisible();
  const listed = (await (
    await request.get(`${API_URL}/query/trainingAdmin`, {
      headers: { authorization: `Bearer ${tokens.IdToken}` },
    })
  ).json()) as TrainingAdmin;
  const send = (type: string, payload: unknown) =>
    apiPost(request, '/command/trainingCommand', tokens.IdToken, { type, payload });
  for (const process of listed.processes.filter((p) => p.name.endsWith(suffix)))
    await send('deleteProcess', { processId: process.processId });
  await send('deleteApplication', { appId });
  await send('deleteApplicationRole', { roleId: listed.roles.find((r) => r.name === role)?.roleId });
  // Changed behind the page's back: read afresh.
  await page.reload();
  for (const [name, empty] of [
    ['Processes', 'No processes found'],
    ['Application IDs', 'No application IDs found'],
    ['Application Roles', 'No application roles found'],
  ] as const) {
    await go(name);
    await expect(page.getByText(empty)).toBeVisible();
  }
});
