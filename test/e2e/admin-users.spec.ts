/**
 * Users administration in Chromium (issue 11, spec 2 §2 /admin/users, §5 confirmation checkbox): an
 * admin reaches the users list from the admin menu, finds a user, disables them (the user can no longer
 * sign in) and enables them again.
 */

import { apiPost, cognitoSignIn, registeredUser } from './support/auth';
import { expect, test } from './support/console-guard';
import { API_URL, mailViewerUrl, tenantUrl, waitForPlatform } from './support/platform';
import { exportFailsThenWorks } from './support/export';
import { signInByToken, signInThroughUi } from './support/shell-session';
import { seriousA11yViolations } from './support/a11y';

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
});

test('an admin finds a user in /admin/users, disables them (confirmed by the checkbox) and enables them again', async ({
  page,
  request,
}) => {
  const email = await registeredUser(request, 'users-e2e');
  await signInByToken(page, request, 'acme', 'admin@acme.test', '/home');

  await page.getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page).toHaveURL(tenantUrl('acme', '/admin/users'));
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByTestId('admin-user-row').first()).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(email);
  const rows = page.getByTestId('admin-user-row');
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toContainText(email);
  await expect(row.getByTestId('user-status')).toHaveText('Active');
  // Registered, never signed in.
  await expect(row.getByTestId('user-last-sign-in')).toHaveText('Never');

  expect(await seriousA11yViolations(page)).toEqual([]);

  await row.getByRole('button', { name: `Disable: ${email}` }).click();
  const dialog = page.getByTestId('user-status-dialog');
  await expect(dialog).toBeVisible();
  const confirmDisable = dialog.getByRole('button', { name: 'Disable', exact: true });
  await expect(confirmDisable).toBeDisabled();
  await dialog.getByText('Yes, this user loses access to the organization').click();
  await confirmDisable.click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('user-status')).toHaveText('Disabled');
  await expect(cognitoSignIn(request, 'acme', email)).rejects.toThrow(/User is disabled/);

  // The status filter finds them among the disabled users.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('disabled');
  await expect(rows).toHaveCount(1);

  await row.getByRole('button', { name: `Enable: ${email}` }).click();
  await expect(dialog).toBeVisible();
  const confirmEnable = dialog.getByRole('button', { name: 'Enable', exact: true });
  await expect(confirmEnable).toBeDisabled();
  await dialog.getByText('Yes, this user gets access to the organization again').click();
  await confirmEnable.click();
  await expect(dialog).toBeHidden();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('');
  await expect(row.getByTestId('user-status')).toHaveText('Active');
  expect((await cognitoSignIn(request, 'acme', email)).IdToken).toBeTruthy();

  // That sign-in is the user's last sign-in (the post-authentication trigger), found by its filter.
  await page.getByRole('combobox', { name: 'Last sign-in' }).selectOption('within7d');
  await expect(rows).toHaveCount(1);
  await expect(row.getByTestId('user-last-sign-in')).not.toHaveText('Never');
  await page.getByRole('combobox', { name: 'Last sign-in' }).selectOption('never');
  await expect(page.getByTestId('users-empty')).toBeVisible();
  await page.getByRole('combobox', { name: 'Last sign-in' }).selectOption('');

  // A search nobody matches shows the empty state.
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill('nobody-matches-this');
  await expect(page.getByTestId('users-empty')).toContainText('No users found');
});

test('an admin creates a user, who signs in with the temporary password and sets their own', async ({
  browser,
  page,
  request,
}) => {
  // Two browsers and a password change: more than a minute on a loaded machine.
  test.setTimeout(120_000);
  const email = `created-e2e-${Date.now()}@acme.test`;
  // The admin's sign-in is not the subject (the newcomer's is): by token.
  await signInByToken(page, request, 'acme', 'admin@acme.test', '/admin/users');
  await page.getByRole('button', { name: 'Create user' }).click();
  const dialog = page.getByTestId('create-user-dialog');
  await expect(dialog).toBeVisible();
  // Nothing filled in: the form says what is missing and sends nothing.
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(dialog.getByText('Required').first()).toBeVisible();
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('not-an-email');
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(dialog.getByText('Invalid email')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Grace');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
  await dialog.getByText('Update organization', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('user-created')).toContainText(email);

  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill('grace hopper');
  const row = page.getByTestId('admin-user-row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Admin');
  await expect(row.getByTestId('user-status')).toHaveText('Active');

  // The new user, in a browser of their own, finds the invitation in the mail viewer (what the local SES
  // received: the tube's branding, the temporary password), signs in with it and must choose a new one.
  const context = await browser.newContext();
  const newcomer = await context.newPage();
  await newcomer.addInitScript(() => {
    if (window.top === window && window.localStorage.getItem('language') === null) {
      window.localStorage.setItem('language', 'en-us');
    }
  });
  await newcomer.goto(mailViewerUrl(`/?to=${encodeURIComponent(email)}`));
  await newcomer.getByRole('link', { name: 'Your account in Acme Corporation' }).click();
  await expect(
    newcomer.getByRole('heading', { level: 1, name: 'Your account in Acme Corporation' }),
  ).toBeVisible();
  const html = newcomer.frameLocator('iframe[title^="The message"]');
  await expect(html.getByRole('heading', { name: 'Welcome to Acme Corporation' })).toBeVisible();
  await expect(html.getByRole('link', { name: 'Sign in to Acme Corporation' })).toHaveAttribute(
    'href',
    tenantUrl('acme', '/login'),
  );
  const text = (await newcomer.locator('pre').textContent()) ?? '';
  expect(text).toContain('Hello Grace Hopper,');
  const password = /^Temporary password: (\S+)$/m.exec(text)?.[1] ?? '';
  expect(password).toHaveLength(14);
  await newcomer.goto(tenantUrl('acme', '/login'));
  await newcomer.getByLabel(/^Email/).fill(email);
  await newcomer
    .getByLabel(/^Password/)
    .first()
    .fill(password);
  await newcomer.getByRole('button', { name: 'Login' }).click();
  await expect(newcomer.getByRole('heading', { level: 2, name: 'Create a new password' })).toBeVisible();
  await newcomer.getByRole('textbox', { name: 'New password', exact: true }).fill('N3w-Passw0rd!');
  await newcomer.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('N3w-Passw0rd!');
  await newcomer.getByRole('button', { name: 'Save password and sign in' }).click();
  await newcomer.waitForURL(tenantUrl('acme', '/home'));
  await expect(newcomer.getByTestId('user-menu-trigger')).toBeVisible();
  await context.close();
});

test("an admin changes a user's permissions: updateOrganization makes them an admin", async ({
  page,
  request,
}) => {
  const email = await registeredUser(request, 'users-e2e');
  await signInByToken(page, request, 'acme', 'admin@acme.test', '/admin/users');
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(email);
  const row = page.getByTestId('admin-user-row').filter({ hasText: email });
  await expect(row).toContainText('Member');

  await row.getByRole('button', { name: `Edit access: ${email}` }).click();
  const dialog = page.getByTestId('user-access-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByText('Update organization', { exact: true }).click();
  await dialog.getByText('Master admin', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Admin');
  await expect(row).toContainText('Master admin');

  await page.getByRole('combobox', { name: 'Role' }).selectOption('masterAdmin');
  await expect(page.getByTestId('admin-user-row').filter({ hasText: email })).toHaveCount(1);
});

test('a lone master admin gives themself the Azure AD permission on their own row and opens /admin/azure-ad', async ({
  page,
  request,
}) => {
  // Two users' sign-ins, a first-login wizard and three page loads.
  test.slow();
  // A new master admin (as a fresh organization's first admin is), made by acme's admin.
  const email = await registeredUser(request, 'lone-admin-e2e');
  const admin = await cognitoSignIn(request, 'acme', 'admin@acme.test');
  const lookup = await request.get(`${API_URL}/query/userFromEmail`, {
    params: { email, orgId: 'acme' },
    headers: { authorization: `Bearer ${admin.IdToken}` },
  });
  const found = (await lookup.json()) as { userId: string };
  await apiPost(request, '/user/updateUserPermissions', admin.IdToken, {
    userId: found.userId,
    permissions: ['readVideo', 'updateOrganization'],
    isMasterAdmin: true,
  });

  await signInThroughUi(page, 'acme', email);
  // A first sign-in: the onboarding wizard opens; later.
  await page.getByTestId('onboarding-wizard').getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByTestId('onboarding-wizard')).toBeHidden();
  await page.goto(tenantUrl('acme', '/admin/users'));
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(email);
  const row = page.getByTestId('admin-user-row').filter({ hasText: email });
  await row.getByRole('button', { name: `Edit access: ${email}` }).click();
  const dialog = page.getByTestId('user-access-dialog');
  await expect(dialog.getByText('Your own admin rights stay as they are')).toBeVisible();
  // What makes them an admin stays: shown, not changeable.
  for (const locked of ['Read videos', 'Update organization', 'Master admin']) {
    await expect(dialog.getByRole('checkbox', { name: locked })).toBeDisabled();
  }
  await expect(dialog.getByRole('checkbox', { name: 'Update organization' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Update Azure AD certificate' })).not.toBeChecked();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByText('Update Azure AD certificate', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Update Azure AD certificate');

  // At once, without signing in again: the page and its data open.
  await page.goto(tenantUrl('acme', '/admin/azure-ad'));
  await expect(page.getByTestId('admin-azure-ad')).toBeVisible();
  await expect(page.getByText('You do not have access to this page.')).toBeHidden();
});

test('an admin imports users from a CSV file and reads the per-row report', async ({ page, request }) => {
  const stamp = Date.now();
  const csv = [
    'email,name,roles',
    `csv-ada-${stamp}@acme.test,Ada Lovelace,admin`,
    `csv-alan-${stamp}@acme.test,Alan Turing,`,
    'member@acme.test,Martin Meyer,member',
    'not-an-email,Nobody Here,',
  ].join('\n');
  await signInByToken(page, request, 'acme', 'admin@acme.test', '/admin/users');
  await page.getByRole('button', { name: 'Import from CSV' }).click();
  const dialog = page.getByTestId('import-users-dialog');
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'users.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(dialog.getByTestId('import-ready')).toHaveText('Rows ready to import: 4');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('Users created: 2 of 4 rows');
  const report = dialog.getByTestId('import-report-row');
  await expect(report).toHaveCount(4);
  await expect(report.nth(0)).toContainText('Created');
  await expect(report.nth(2)).toContainText('Already exists');
  await expect(report.nth(3)).toContainText('Invalid');
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(`csv-ada-${stamp}`);
  const row = page.getByTestId('admin-user-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Ada Lovelace');
  await expect(row).toContainText('Admin');
});

test('an admin reads the users’ usage and exports it as CSV', async ({ page, request }) => {
  await signInByToken(page, request, 'acme', 'admin@acme.test', '/admin/users');
  await page.getByRole('link', { name: 'Usage' }).click();
  await expect(page).toHaveURL(tenantUrl('acme', '/admin/users/usage'));
  await expect(page.getByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill('member@acme.test');
  const row = page.getByTestId('usage-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Martin');

  expect(await seriousA11yViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('users-usage.csv');
  const text = await (await file.createReadStream()).toArray();
  const csv = Buffer.concat(text as Buffer[]).toString('utf8');
  expect(csv.split('\r\n')[0]).toBe('email,name,videos watched,minutes watched,last activity');
  expect(csv).toContain('member@acme.test,Martin');
});

test.describe('a failed export', () => {
  // The export's call answers 500, which the browser logs.
  test.use({ allowConsoleErrors: [/status of 500/] });

  test('the users’ usage export says "Error exporting data" when its call fails, and not once it works', async ({
    page,
    request,
  }) => {
    await signInByToken(page, request, 'acme', 'admin@acme.test', '/admin/users/usage');
    await expect(page.getByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();
    await expect(page.getByTestId('usage-row').first()).toBeVisible();

    // The export reads the whole list again (100 users a page): that read fails.
    await exportFailsThenWorks(page, {
      failing: (url) =>
        url.pathname.endsWith('/listUsersUsage') && url.searchParams.get('pageSize') === '100',
      stillShown: page.getByTestId('usage-row').first(),
      fileName: 'users-usage.csv',
    });
  });
});
