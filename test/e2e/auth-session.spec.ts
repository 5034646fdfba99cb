import { expect, test, type Page } from '@playwright/test';
import { apiPost, cognitoSignIn, DEMO_PASSWORD, organizationPool } from './support/auth';
import { apexUrl, tenantUrl, waitForPlatform } from './support/platform';

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
});

async function signInAtAcme(page: Page, path = '/login') {
  await page.goto(tenantUrl('acme', path));
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('member@acme.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(tenantUrl('acme', '/home'));
  await expect(page.getByTestId('user-menu-trigger')).toBeVisible();
}

/** Replaces a stored Amplify token of acme's app client (e.g. by a forged one the API will refuse). */
async function replaceStoredToken(
  page: Page,
  clientId: string,
  kind: 'idToken' | 'refreshToken',
  value: (old: string) => string,
) {
  const old = await page.evaluate(
    ({ clientId, kind }) => {
      const prefix = `CognitoIdentityServiceProvider.${clientId}`;
      const user = window.localStorage.getItem(`${prefix}.LastAuthUser`);
      return window.localStorage.getItem(`${prefix}.${user}.${kind}`) ?? '';
    },
    { clientId, kind },
  );
  expect(old).not.toBe('');
  await page.evaluate(
    ({ clientId, kind, next }) => {
      const prefix = `CognitoIdentityServiceProvider.${clientId}`;
      const user = window.localStorage.getItem(`${prefix}.LastAuthUser`);
      window.localStorage.setItem(`${prefix}.${user}.${kind}`, next);
    },
    { clientId, kind, next: value(old) },
  );
}

/** Same claims, broken signature: not expired for the browser, refused (401) by the API's authorizer. */
const forgeSignature = (token: string) => {
  const [header, payload] = token.split('.');
  return `${header}.${payload}.${'A'.repeat(342)}`;
};

test.describe('session', () => {
  test('a 401 triggers one token refresh and a retry; with a broken refresh token the user goes to login', async ({
    page,
    request,
  }) => {
    const acme = await organizationPool(request, 'acme');
    await signInAtAcme(page);

    const initDataStatuses: number[] = [];
    const refreshes: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/query/initData')) initDataStatuses.push(response.status());
      const target = response.request().headers()['x-amz-target'] ?? '';
      if (target.endsWith('.GetTokensFromRefreshToken')) refreshes.push(response.status());
    });

    await replaceStoredToken(page, acme.userPoolClientId, 'idToken', forgeSignature);
    await page.reload();
    await expect(page.getByTestId('user-menu-trigger')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/home');
    // Refused with the forged token, refreshed, retried with the new one. (React's development mode runs
    // the startup effect twice, so the pair can appear twice; the refresh is shared.)
    expect(initDataStatuses[0]).toBe(401);
    expect(initDataStatuses.at(-1)).toBe(200);
    expect(initDataStatuses.filter((s) => s === 401).length).toBe(
      initDataStatuses.filter((s) => s === 200).length,
    );
    expect(refreshes[0]).toBe(200);

    await replaceStoredToken(page, acme.userPoolClientId, 'idToken', forgeSignature);
    await replaceStoredToken(page, acme.userPoolClientId, 'refreshToken', () => 'broken-refresh-token');
    await page.reload();
    await page.waitForURL(tenantUrl('acme', '/login?redirect=%2Fhome'));
    await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible();
  });

  test('a sub-domain other than the last-used organization goes to the central login', async ({ page }) => {
    // The apex remembers acme as the organization last used.
    await page.goto(apexUrl('/'));
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('member@acme.test');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.host === new URL(tenantUrl('acme')).host);

    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await page.goto(tenantUrl('globex', '/home'));
    // Through the central login (with the redirect target and the origin), which sends the visitor on to acme.
    await page.waitForURL((url) => url.host === new URL(tenantUrl('acme')).host && url.pathname === '/login');
    const central = visited
      .map((address) => new URL(address))
      .find((url) => url.host === new URL(apexUrl()).host && url.pathname === '/');
    expect(central?.searchParams.get('redirectTo')).toBe(tenantUrl('globex', '/home'));
    expect(central?.searchParams.get('commingFrom')).toBe('globex');

    // Landing-page logins are exempt.
    await page.goto(tenantUrl('globex', '/login-lp'));
    await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible();
    expect(new URL(page.url()).host).toBe(new URL(tenantUrl('globex')).host);
  });

  test('maintenance mode shows the maintenance page while /login still loads', async ({ page, request }) => {
    const staff = await cognitoSignIn(request, 'studio', 'staff@tubes.dev');
    await apiPost(request, '/command/platformCommand', staff.IdToken, {
      type: 'setMaintenance',
      payload: { enabled: true },
    });
    try {
      await page.goto(tenantUrl('acme', '/home'));
      await expect(page.getByRole('heading', { level: 1, name: "We're down for maintenance" })).toBeVisible();
      await expect(page.getByText('Be right back!')).toBeVisible();
      await page.goto(tenantUrl('acme', '/login'));
      await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible();
    } finally {
      await apiPost(request, '/command/platformCommand', staff.IdToken, {
        type: 'setMaintenance',
        payload: { enabled: false },
      });
    }
  });

  test('an auto-login link signs the user in at its redirect path', async ({ page, request }) => {
    const admin = await cognitoSignIn(request, 'acme', 'admin@acme.test');
    const link = (await apiPost(request, '/user/autoLoginLinks', admin.IdToken, {
      email: 'member@acme.test',
      password: DEMO_PASSWORD,
      redirectPath: '/home',
    })) as { url: string; token: string };
    const target = new URL(link.url);
    expect(target.pathname).toBe('/auto-login');
    expect(link.url).not.toContain(DEMO_PASSWORD);

    await page.goto(tenantUrl('acme', `/auto-login?token=${encodeURIComponent(link.token)}`));
    await page.waitForURL(tenantUrl('acme', '/home'));
    await expect(page.getByTestId('user-menu-trigger')).toBeVisible();

    // An invalid token says so and offers the login.
    await page.goto(tenantUrl('globex', '/auto-login?token=not-a-valid-token-at-all'));
    await expect(page.getByRole('heading', { name: 'The link you have entered is invalid' })).toBeVisible();
  });
});
