/**
 * Users administration in Chromium (issue 11, spec 2 §2 /admin/users, §5 confirmation checkbox): an
 * admin reaches the users list from the admin menu, finds a user, disables them (the user can no longer
 * sign in) and enables them again.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { COGNITO_URL, DEMO_PASSWORD, FIXED_CODE, cognitoSignIn, organizationPool } from './support/auth';
import { expect, test } from './support/console-guard';
import { tenantUrl, waitForPlatform } from './support/platform';
import { signInThroughUi } from './support/shell-session';

/** A fresh confirmed member of acme, registered through the local Cognito as /register does it. */
async function registeredUser(request: APIRequestContext): Promise<string> {
  const email = `users-e2e-${Date.now()}@acme.test`;
  const pool = await organizationPool(request, 'acme');
  const cognito = (operation: string, data: unknown) =>
    request.post(COGNITO_URL, {
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      data,
    });
  const signUp = await cognito('SignUp', {
    ClientId: pool.userPoolClientId,
    Username: email,
    Password: DEMO_PASSWORD,
    UserAttributes: [{ Name: 'email', Value: email }],
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const confirm = await cognito('ConfirmSignUp', {
    ClientId: pool.userPoolClientId,
    Username: email,
    ConfirmationCode: FIXED_CODE,
  });
  expect(confirm.ok(), await confirm.text()).toBe(true);
  return email;
}

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
});

test('an admin finds a user in /admin/users, disables them (confirmed by the checkbox) and enables them again', async ({
  page,
  request,
}) => {
  const email = await registeredUser(request);
  await signInThroughUi(page, 'acme', 'admin@acme.test');

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

  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

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

  // A search nobody matches shows the empty state.
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill('nobody-matches-this');
  await expect(page.getByTestId('users-empty')).toContainText('No users found');
});
