/**
 * Single sign-on in Chromium (issue 11): an admin connects the local SAML identity provider on
 * /admin/security (axe), a user signs in through the IdP's login form from the tube's sign-in page and
 * lands in the tenant, and goes back to the identity provider when the session ends mid-use; a tampered SAML response is refused; /sso of an organization without SSO says
 * "SSO link not found".
 */
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORTS } from '../../playwright.config';
import { COGNITO_URL, apiPost, cognitoSignIn } from './support/auth';
import { API_URL, tenantUrl, waitForPlatform } from './support/platform';
import { signInByToken } from './support/shell-session';
import { seriousA11yViolations } from './support/a11y';

const IDP_METADATA = `http://localhost:${E2E_PORTS.TUBES_SAML_IDP_PORT}/metadata`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
});

// The journeys after this file see acme as the other files left it: without an SSO button.
test.afterAll(async ({ request }) => {
  const admin = await cognitoSignIn(request, 'acme', 'admin@acme.test');
  await apiPost(request, '/command/organizationCommand', admin.IdToken, {
    type: 'updateSsoSettings',
    payload: { protocol: 'SAML', enabled: false, displayName: 'Acme IdP', metadataUrl: IDP_METADATA },
  });
});

async function englishPage(page: Page) {
  await page.addInitScript(() => {
    if (window.top !== window) return;
    if (window.localStorage.getItem('language') === null) window.localStorage.setItem('language', 'en-us');
  });
}

test('an admin connects the SAML identity provider on /admin/security', async ({ page, request }) => {
  await signInByToken(page, request, 'acme', 'admin@acme.test', '/admin/security');
  await expect(page.getByRole('heading', { level: 1, name: 'Single sign-on' })).toBeVisible();
  await expect(page.getByText('urn:amazon:cognito:sp:')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Set as a new admin would, whatever an earlier journey left (the Azure AD journey stores the
  // provider's metadata as XML, switched off).
  await page.getByRole('combobox', { name: 'Protocol' }).selectOption({ label: 'SAML 2.0' });
  await page.getByRole('textbox', { name: 'Name on the sign-in button' }).fill('Acme IdP');
  await page.getByRole('combobox', { name: 'Metadata from' }).selectOption({ label: 'Metadata address' });
  await page.getByRole('textbox', { name: 'Metadata address' }).fill(IDP_METADATA);
  const enabled = page.getByRole('checkbox', { name: 'Members may sign in with single sign-on' });
  if (!(await enabled.isChecked())) await page.getByText('Members may sign in with single sign-on').click();
  await expect(enabled).toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Single sign-on settings saved')).toBeVisible();
  await expect(page.getByText(/SSO address: .*\/oauth2\/authorize/)).toBeVisible();
});

test('a user signs in through the identity provider and lands in the tenant', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await englishPage(page);
  await page.goto(tenantUrl('acme', '/login'));
  await page.getByRole('link', { name: 'Sign in with Acme IdP' }).click();
  await expect(page.getByRole('heading', { name: 'Tubes local identity provider' })).toBeVisible();
  await page.getByLabel('E-mail').fill('sso.jonas@acme.test');
  await page.getByLabel('Password').fill('Passw0rd!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.hostname === 'acme.localhost');
  await expect(page.getByTestId('user-menu-trigger')).toBeVisible({ timeout: 30_000 });
  // The tokens left the address once taken.
  expect(await page.evaluate(() => window.location.hash)).toBe('');

  // The session ends mid-use (the API refuses the token, Cognito refuses the refresh): an SSO user is
  // sent back to the identity provider, not to a password form they may not have.
  await page.route(`${COGNITO_URL}/**`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          contentType: 'application/x-amz-json-1.1',
          body: JSON.stringify({ __type: 'NotAuthorizedException', message: 'Refresh Token has expired' }),
        })
      : route.continue(),
  );
  // Only the calls that carry the session (the public lookups before sign-in still answer).
  await page.route(`${API_URL}/**`, async (route) =>
    (await route.request().headerValue('authorization'))
      ? route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Unauthorized"}' })
      : route.continue(),
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tubes local identity provider' })).toBeVisible({
    timeout: 30_000,
  });
  await context.close();
});

test('a tampered SAML response is refused', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await englishPage(page);
  await page.route(`${COGNITO_URL}/saml2/idpresponse`, async (route) => {
    const form = new URLSearchParams(route.request().postData() ?? '');
    const xml = Buffer.from(form.get('SAMLResponse') ?? '', 'base64').toString('utf8');
    form.set(
      'SAMLResponse',
      Buffer.from(xml.replace(/sso\.jonas@acme\.test/g, 'admin@acme.test')).toString('base64'),
    );
    await route.continue({ postData: form.toString() });
  });
  await page.goto(tenantUrl('acme', '/login'));
  await page.getByRole('link', { name: 'Sign in with Acme IdP' }).click();
  await page.getByLabel('E-mail').fill('sso.jonas@acme.test');
  await page.getByLabel('Password').fill('Passw0rd!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid SAML response');
  expect(new URL(page.url()).hostname).toBe('localhost');
  await context.close();
});

test('/sso of an organization without single sign-on says "SSO link not found"', async ({ page }) => {
  await englishPage(page);
  await page.goto(tenantUrl('globex', '/sso'));
  await expect(page.getByTestId('sso-link-not-found')).toHaveText('SSO link not found');
  await expect(page.getByRole('link', { name: 'Go to sign-in' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
