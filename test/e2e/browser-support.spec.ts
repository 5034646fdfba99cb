import { expect, test } from '@playwright/test';
import { tenantUrl, waitForPlatform } from './support/platform';

/**
 * Spec 1 §8 "Old Internet Explorer: unsupported-browser dialog"; spec 2 §2 "Browser-not-supported page:
 * recommends Chrome, Edge or Firefox. Also a dialog for unsupported browsers and a message for iOS
 * devices". Chromium presents itself with the user agents of those browsers; detection reads only that.
 */
const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
});

test.describe('old Internet Explorer', () => {
  test.use({ userAgent: IE11 });

  test('gets the unsupported-browser dialog, which leads to the browser-not-supported page', async ({
    page,
  }) => {
    await page.goto(tenantUrl('acme', '/login'));
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText('Your browser is not supported')).toBeVisible();
    await expect(dialog.getByText(/Google Chrome, Microsoft Edge or Mozilla Firefox/)).toBeVisible();

    // "Continue anyway" closes it; the sign-in page stays usable underneath.
    await dialog.getByRole('button', { name: 'Continue anyway' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible();

    await page.reload();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Learn more' }).click();
    await page.waitForURL(tenantUrl('acme', '/browser-not-supported'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your browser is not supported' }),
    ).toBeVisible();
    for (const browser of ['Google Chrome', 'Microsoft Edge', 'Mozilla Firefox']) {
      await expect(page.getByRole('link', { name: browser })).toBeVisible();
    }
    // The page itself does not open the dialog again.
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});

test.describe('iOS', () => {
  test.use({ userAgent: IPHONE, viewport: { width: 390, height: 844 } });

  test('gets the device message, which can be closed', async ({ page }) => {
    await page.goto(tenantUrl('acme', '/login'));
    const message = page.getByRole('alert').filter({ hasText: 'does not currently support this device' });
    await expect(message).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await message.getByRole('button').click();
    await expect(message).toHaveCount(0);
  });
});

test('a current Chromium sees neither', async ({ page }) => {
  await page.goto(tenantUrl('acme', '/login'));
  await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByText('does not currently support this device')).toHaveCount(0);
});
