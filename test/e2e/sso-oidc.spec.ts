/**
 * Single sign-on through an OpenID Connect provider in Chromium (issue 11): globex's admin connects the
 * local OIDC provider on /admin/security (OpenID Connect selected: axe; the client secret is shown as
 * set, never its value), and a globex user signs in through the provider's login form from the tube's
 * sign-in page and lands in the globex tube. (The ID token travels between the provider and the Cognito
 * layer, not through the browser: its tampering is refused in test/integration/sso-oidc.test.ts.)
 */
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORTS } from '../../playwright.config';
import { OIDC_DEMO_CLIENT_ID, OIDC_DEMO_CLIENT_SECRET } from '../../infra/local/emulators/oidc-idp/users';
import { apiPost, cognitoSignIn } from './support/auth';
import { tenantUrl, waitForPlatform } from './support/platform';
import { signInByToken } from './support/shell-session';
import { seriousA11yViolations } from './support/a11y';

const ISSUER = `http://localhost:${E2E_PORTS.TUBES_OIDC_IDP_PORT}`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
});

// The journeys after this file see globex as the other files left it: without an SSO button.
test.afterAll(async ({ request }) => {
  const admin = await cognitoSignIn(request, 'globex', 'admin@globex.test');
  await apiPost(request, '/command/organizationCommand', admin.IdToken, {
    type: 'updateSsoSettings',
    payload: {
      protocol: 'OIDC',
      enabled: false,
      displayName: 'Globex ID',
      issuer: ISSUER,
      clientId: OIDC_DEMO_CLIENT_ID,
    },
  });
});

async function englishPage(page: Page) {
  await page.addInitScript(() => {
    if (window.top !== window) return;
    if (window.localStorage.getItem('language') === null) window.localStorage.setItem('language', 'en-us');
  });
}

test('an admin connects the OpenID Connect provider on /admin/security', async ({ page, request }) => {
  await signInByToken(page, request, 'globex', 'admin@globex.test', '/admin/security');
  await expect(page.getByRole('heading', { level: 1, name: 'Single sign-on' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Protocol' }).selectOption('OIDC');
  await expect(page.getByText(/\/oauth2\/idpresponse$/)).toBeVisible();
  await expect(page.getByText('No client secret is saved.')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('textbox', { name: 'Name on the sign-in button' }).fill('Globex ID');
  await page.getByRole('textbox', { name: 'Issuer' }).fill(ISSUER);
  await page.getByRole('textbox', { name: 'Client ID' }).fill(OIDC_DEMO_CLIENT_ID);
  await page.getByLabel('Client secret').fill(OIDC_DEMO_CLIENT_SECRET);
  await expect(page.getByRole('textbox', { name: 'Scopes' })).toHaveValue('openid email profile');
  await expect(page.getByRole('textbox', { name: 'E-mail claim' })).toHaveValue('email');
  // Scopes without openid are refused before anything is sent.
  await page.getByRole('textbox', { name: 'Scopes' }).fill('email profile');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The scopes must include openid')).toBeVisible();
  await page.getByRole('textbox', { name: 'Scopes' }).fill('openid email profile');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Single sign-on settings saved')).toBeVisible();
  await expect(page.getByText(/SSO address: .*\/oauth2\/authorize/)).toBeVisible();

  // Read again: the secret is set, its value is nowhere on the page.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Protocol' })).toHaveValue('OIDC');
  await expect(page.getByText('A client secret is saved. Leave the field empty to keep it.')).toBeVisible();
  await expect(page.getByLabel('Client secret')).toHaveValue('');
  expect(await page.content()).not.toContain(OIDC_DEMO_CLIENT_SECRET);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a globex user signs in through the OpenID provider and lands in the globex tube', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await englishPage(page);
  await page.goto(tenantUrl('globex', '/login'));
  await page.getByRole('link', { name: 'Sign in with Globex ID' }).click();
  await expect(page.getByRole('heading', { name: 'Tubes local OpenID provider' })).toBeVisible();
  await page.getByLabel('E-mail').fill('oidc.maria@globex.test');
  await page.getByLabel('Password').fill('Passw0rd!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.hostname === 'globex.localhost');
  await expect(page.getByTestId('user-menu-trigger')).toBeVisible({ timeout: 30_000 });
  // The tokens left the address once taken.
  expect(await page.evaluate(() => window.location.hash)).toBe('');
  await context.close();
});

test('a wrong password stays at the provider', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await englishPage(page);
  await page.goto(tenantUrl('globex', '/login'));
  await page.getByRole('link', { name: 'Sign in with Globex ID' }).click();
  await page.getByLabel('E-mail').fill('oidc.maria@globex.test');
  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Incorrect e-mail or password.');
  expect(new URL(page.url()).hostname).toBe('localhost');
  await context.close();
});
