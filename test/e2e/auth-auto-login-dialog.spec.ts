import { expect, test } from '@playwright/test';
import { waitForPlatform } from './support/platform';
import { DEMO_PASSWORD, openUserMenu, signInThroughUi } from './support/shell-session';

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
});

test('an admin generates an auto-login URL from the user menu; the link signs that user in', async ({
  page,
  browser,
}) => {
  await signInThroughUi(page, 'acme', 'admin@acme.test');
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Generate auto-login URL' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate auto-login URL' });
  await expect(dialog).toBeVisible();

  // "Create stays disabled until both email and password are filled" (spec 1 §5).
  const create = dialog.getByRole('button', { name: 'Create' });
  await expect(create).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Email' }).fill('member@acme.test');
  await expect(create).toBeDisabled();
  await dialog.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await expect(create).toBeEnabled();
  await dialog.getByRole('textbox', { name: 'Open this page after sign-in' }).fill('/history');
  await create.click();

  const link = await dialog.getByTestId('auto-login-link').inputValue();
  // The link never carries the password: an opaque organization-bound token only.
  expect(link).toMatch(/^http:\/\/acme\.localhost:\d+\/auto-login\?token=acme\./);
  expect(link).not.toContain(DEMO_PASSWORD);
  expect(decodeURIComponent(link)).not.toContain(DEMO_PASSWORD);

  // A fresh browser (no session) opening the link lands signed in as the member, on the chosen page.
  const visitor = await browser.newContext();
  try {
    const tab = await visitor.newPage();
    await tab.goto(link);
    await tab.waitForURL(/\/history$/, { timeout: 30_000 });
    await expect(tab.getByTestId('user-menu-trigger')).toBeVisible();
  } finally {
    await visitor.close();
  }
});

test('a member sees no auto-login entries', async ({ page }) => {
  await signInThroughUi(page, 'acme', 'member@acme.test');
  await openUserMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Generate auto-login URL' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Create auto login' })).toHaveCount(0);
});
