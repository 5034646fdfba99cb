import { expect, test, type Page } from '@playwright/test';
import { TENANTS } from '../../infra/config/tenants';
import { DEMO_PASSWORD, FIXED_CODE } from './support/auth';
import { apexUrl, tenantUrl, waitForPlatform } from './support/platform';
import { seriousA11yViolations } from './support/a11y';

const acme = TENANTS.find((t) => t.id === 'acme');
if (!acme) throw new Error('the demo tenant acme is missing from infra/config/tenants.ts');

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
});

async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test.describe('sign-in', () => {
  test('apex → "Login to organization" → acme login → signed in at the acme-branded /home', async ({
    page,
  }) => {
    await page.goto(apexUrl('/'));
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('member@acme.test');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.host === new URL(tenantUrl('acme')).host && url.pathname === '/login');
    await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible();

    // The e-mail is lower-cased before it is sent.
    await signIn(page, 'Member@ACME.test');
    await page.waitForURL(tenantUrl('acme', '/home'));
    await expect(page.getByTestId('user-menu-trigger')).toBeVisible();
    // The workspace carries acme's logo.
    await expect(page.locator(`img[src="${acme.logo}"]`).first()).toBeVisible();

    // The session survives a reload (tokens in Amplify's storage, initData loaded again).
    await page.reload();
    await expect(page.getByTestId('user-menu-trigger')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/home');

    // Logout: the central login with redirectTo, commingFrom (organization domain), isDev, loggingOut.
    await page.getByTestId('user-menu-trigger').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.host === new URL(apexUrl()).host);
    const query = new URL(page.url()).searchParams;
    expect(query.get('redirectTo')).toBe(tenantUrl('acme', '/home'));
    expect(query.get('commingFrom')).toBe('acme');
    expect(query.get('isDev')).toBe('true');
    expect(query.get('loggingOut')).toBe('true');
    // The session is gone: the workspace asks for a sign-in again.
    await page.goto(tenantUrl('acme', '/home'));
    await page.waitForURL((url) => url.pathname === '/login');
  });

  test('a guest on a protected page goes to /login?redirect=… and comes back after signing in', async ({
    page,
  }) => {
    await page.goto(tenantUrl('acme', '/home'));
    await page.waitForURL(tenantUrl('acme', '/login?redirect=%2Fhome'));
    await signIn(page, 'member@acme.test');
    await page.waitForURL(tenantUrl('acme', '/home'));
    // / redirects to /home; a signed-in user on /login goes back to the workspace.
    await page.goto(tenantUrl('acme', '/'));
    await page.waitForURL(tenantUrl('acme', '/home'));
    await page.goto(tenantUrl('acme', '/login'));
    await page.waitForURL(tenantUrl('acme', '/home'));
  });

  test('an unknown e-mail and a wrong password get the same text, on the password field', async ({
    page,
  }) => {
    await page.goto(tenantUrl('acme', '/login'));
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Required')).toHaveCount(2);

    // One text for an unknown e-mail and a wrong password, on the password field: the sign-in page does
    // not tell anyone which accounts exist (Cognito's prevented user-existence errors).
    const passwordField = page.getByRole('textbox', { name: 'Password', exact: true });
    const emailField = page.getByRole('textbox', { name: 'Email', exact: true });
    for (const [email, password] of [
      ['nobody@acme.test', 'Whatever1!'],
      ['member@acme.test', 'Wrong-passw0rd!'],
    ] as const) {
      await signIn(page, email, password);
      await expect(passwordField).toHaveAttribute('aria-invalid', 'true');
      await expect(emailField).not.toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Incorrect username or password.')).toBeVisible();
      await expect(page.getByText('User does not exist.')).toHaveCount(0);
    }
  });

  test('the apex pre-fills the e-mail on the tenant login page', async ({ page }) => {
    await page.goto(apexUrl('/?chooseOrganization=true'));
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('Member@acme.test');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/acme\.localhost.*\/login/);
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('member@acme.test');
  });

  test("registration admits only the organization's e-mail domains, and nobody into the operator organization", async ({
    page,
  }) => {
    await page.goto(tenantUrl('acme', '/register'));
    await expect(page.getByTestId('sign-up-domains')).toContainText('acme.test');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('someone@gmail.example');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Str0ng!pass');
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Str0ng!pass');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(
      page.getByText("Sign-up is open only to email addresses of this organization's domains.", {
        exact: false,
      }),
    ).toBeVisible();

    await page.goto(tenantUrl('studio', '/register'));
    await expect(page.getByTestId('sign-up-closed')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveCount(0);
    await page.goto(tenantUrl('studio', '/login'));
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
  });

  test('new@acme.test must create a new password; a weak one is refused', async ({ page }) => {
    await page.goto(tenantUrl('acme', '/login'));
    await signIn(page, 'new@acme.test');
    await expect(page.getByRole('heading', { level: 2, name: 'Create a new password' })).toBeVisible();

    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('weakpass');
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('weakpass');
    await page.getByRole('button', { name: 'Save password and sign in' }).click();
    await expect(page.getByText(/Password must be at least 8 characters/)).toBeVisible();

    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('N3w-Passw0rd!');
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('N3w-Passw0rd?');
    await page.getByRole('button', { name: 'Save password and sign in' }).click();
    await expect(page.getByText('Passwords must match')).toBeVisible();

    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('N3w-Passw0rd!');
    await page.getByRole('button', { name: 'Save password and sign in' }).click();
    await page.waitForURL(tenantUrl('acme', '/home'));
    await expect(page.getByTestId('user-menu-trigger')).toBeVisible();
  });

  test('a new user registers, confirms with the code (resend works) and is signed in', async ({ page }) => {
    const email = `e2e-${Date.now()}@acme.test`;
    await page.goto(tenantUrl('acme', '/register'));
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('short');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Str0ng-Pass!');
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Str0ng-Pass!');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Confirm your email' })).toBeVisible();

    await page.getByRole('button', { name: 'Resend code' }).click();
    await expect(page.getByText('A new confirmation code has been sent.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Confirmation code', exact: true }).fill('000000');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Confirmation code', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await page.getByRole('textbox', { name: 'Confirmation code', exact: true }).fill(FIXED_CODE);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.waitForURL(tenantUrl('acme', '/home'));
    await expect(page.getByTestId('user-menu-trigger')).toBeVisible();
  });

  test('login and register pages have no serious or critical accessibility violations', async ({ page }) => {
    await page.goto(tenantUrl('acme', '/login'));
    await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.goto(tenantUrl('acme', '/register'));
    await expect(page.getByRole('heading', { level: 2, name: 'Create an account' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.goto(tenantUrl('acme', '/forgot-password'));
    await expect(page.getByRole('heading', { level: 2, name: 'Forgot password?' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('an unknown sub-domain shows the organization-not-available page', async ({ page }) => {
    await page.goto(tenantUrl('nowhere', '/login'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'This organization is not available in the product' }),
    ).toBeVisible();
  });
});
