import { expect, test } from '@playwright/test';
import { FIXED_CODE, registeredUser } from './support/auth';
import { tenantUrl, waitForPlatform } from './support/platform';

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
});

test('a user who forgot the password gets a code, chooses a new one (policy enforced) and signs in with it', async ({
  page,
  request,
}) => {
  const email = await registeredUser(request, 'reset');
  await page.goto(tenantUrl('acme', '/login'));
  // A fresh tab first asks the apex for the last-used organization (a top-level round trip that ends
  // by dropping ?orgChecked from the address): wait until the sign-in page has settled.
  await expect(page).toHaveURL(/\/login$/);
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password/);
  // Seen once in a clean-clone run: the form re-mounted after the e-mail was typed (empty field,
  // "Required"). The step is retried as a whole until the code is sent.
  await expect(async () => {
    if (!page.url().includes('/reset-password')) {
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
      await page.getByRole('button', { name: 'Send code' }).click();
    }
    await expect(page).toHaveURL(/\/reset-password/, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
  const code = page.getByRole('textbox', { name: 'Confirmation code', exact: true });
  const password = page.getByRole('textbox', { name: 'New password', exact: true });
  const confirmation = page.getByRole('textbox', { name: 'Confirm new password', exact: true });
  await code.fill(FIXED_CODE);

  // The spec's policy: 8+ characters with upper, lower, digit and a symbol from !@#$%?.^&*.
  await password.fill('weakpass');
  await confirmation.fill('weakpass');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');

  // "passwords must match"
  await password.fill('N3w-Passw0rd!');
  await confirmation.fill('N3w-Passw0rd?');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Passwords must match')).toBeVisible();

  await confirmation.fill('N3w-Passw0rd!');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(
    page.getByText('Your password has been changed. Sign in with your new password.'),
  ).toBeVisible();

  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('N3w-Passw0rd!');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(tenantUrl('acme', '/home'));
  await expect(page.getByTestId('user-menu-trigger')).toBeVisible();
});
