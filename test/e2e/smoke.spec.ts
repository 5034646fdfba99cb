import { expect, test } from './support/console-guard';
import { TENANTS } from '../../infra/config/tenants';
import { apexUrl, hexToRgb, tenantUrl, waitForPlatform } from './support/platform';
import { seriousA11yViolations } from './support/a11y';

const acme = TENANTS.find((t) => t.id === 'acme');
if (!acme) throw new Error('the demo tenant acme is missing from infra/config/tenants.ts');

/** acme's own login address, arrived at from the central login (it may carry the e-mail along). */
const acmeLogin = (url: URL) =>
  url.host === new URL(tenantUrl('acme')).host &&
  url.pathname === '/login' &&
  url.searchParams.get('commingFrom') === 'acme';

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
});

test.describe('the platform boots', () => {
  test('the apex shows the "Login to organization" screen', async ({ page }) => {
    await page.goto(apexUrl('/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Login to organization' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });

  test('the form says what is wrong with the e-mail', async ({ page }) => {
    await page.goto(apexUrl('/'));
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Required', { exact: true })).toBeVisible();
    await page.getByLabel('Email').fill('member@');
    await expect(page.getByText('Invalid email', { exact: true })).toBeVisible();
  });

  test("member@acme.test lands on acme's branded login address", async ({ page }) => {
    await page.goto(apexUrl('/'));
    await page.getByLabel('Email').fill('Member@Acme.test');
    await page.getByLabel('Email').press('Enter');

    await page.waitForURL((url) => url.host === new URL(tenantUrl('acme')).host && url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('commingFrom')).toBe('acme');

    await expect(page.getByRole('heading', { level: 1, name: `Welcome to ${acme.name}` })).toBeVisible();
    await expect(page.getByTestId('organization-name')).toHaveText(acme.name);
    const logo = page.getByRole('img', { name: `${acme.name} logo` });
    await expect(logo).toHaveAttribute('src', acme.logo);
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect(page.getByTestId('brand-hero')).toHaveCSS('background-color', hexToRgb(acme.color));
    await expect(page).toHaveTitle(acme.name);
  });

  test('the apex remembers the organization and jumps straight to it next time', async ({ page }) => {
    await page.goto(apexUrl('/'));
    await page.getByLabel('Email').fill('member@acme.test');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(acmeLogin);

    await page.goto(apexUrl('/'));
    await page.waitForURL(acmeLogin);

    // Logging out lands on the central login without jumping back; another organization can be chosen.
    await page.goto(apexUrl('/?loggingOut=true'));
    await expect(
      page.getByRole('button', { name: `Continue to ${new URL(tenantUrl('acme')).host}` }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Use another organization' }).click();
    await expect(page.getByRole('button', { name: /Continue to/ })).toHaveCount(0);
    await page.goto(apexUrl('/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Login to organization' })).toBeVisible();
  });

  test('the tenant links back to the apex, which then does not jump back', async ({ page }) => {
    await page.goto(apexUrl('/'));
    await page.getByLabel('Email').fill('member@acme.test');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(acmeLogin);

    await page.getByRole('link', { name: 'Find your organization' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Login to organization' })).toBeVisible();
    expect(new URL(page.url()).host).toBe(new URL(apexUrl()).host);
  });

  test('an unknown sub-domain shows the organization-not-available page', async ({ page }) => {
    await page.goto(tenantUrl('nowhere'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'This organization is not available in the product' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Find your organization' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Login to organization' })).toBeVisible();
  });

  test('the UI follows the stored language, also in <html lang>', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'da'));
    await page.goto(apexUrl('/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Log ind i organisation' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'da');
  });

  test('the apex and acme pages have no serious or critical accessibility violations', async ({ page }) => {
    await page.goto(apexUrl('/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Login to organization' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto(tenantUrl('acme', '/login'));
    await expect(page.getByRole('heading', { level: 1, name: `Welcome to ${acme.name}` })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto(tenantUrl('nowhere'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe('an unknown e-mail', () => {
  // The lookup answers 404 for an e-mail of no organization, which the browser logs as a failed load.
  test.use({ allowConsoleErrors: [/Failed to load resource: the server responded with a status of 404/] });

  test("an unknown e-mail shows the spec's message", async ({ page }) => {
    await page.goto(apexUrl('/'));
    await page.getByLabel('Email').fill('someone@nowhere.test');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('This email does not belong to any organization')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();
  });
});
