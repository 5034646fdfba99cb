import { expect, test } from '@playwright/test';
import { cognitoSignIn, organizationPool } from './support/auth';
import { tenantUrl, waitForPlatform } from './support/platform';

/**
 * Spec 1 §4: "A single-sign-on token can arrive in the URL hash; an expired SSO token is removed and the
 * user goes to the SSO address." The identity provider's redirect carries Cognito's implicit-grant
 * tokens; here they come from the local Cognito (the demo tenants have no external identity provider).
 */
test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
});

test('an SSO token in the hash signs the member in and leaves the address', async ({ page, request }) => {
  const tokens = await cognitoSignIn(request, 'acme', 'member@acme.test');
  const hash = new URLSearchParams({
    id_token: tokens.IdToken,
    access_token: tokens.AccessToken,
    expires_in: '3600',
    token_type: 'Bearer',
  });
  await page.goto(tenantUrl('acme', `/history#${hash}`));
  await expect(page.getByTestId('user-menu-trigger')).toBeVisible();
  await expect(page).toHaveURL(tenantUrl('acme', '/history'));
  expect(await page.evaluate(() => window.location.hash)).toBe('');
});

test('an expired SSO token is removed; without an SSO address the user signs in normally', async ({
  page,
  request,
}) => {
  const pool = await organizationPool(request, 'acme');
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const expired = (claims: Record<string, unknown>) =>
    `${part({ alg: 'RS256' })}.${part({ exp: Math.floor(Date.now() / 1000) - 60, ...claims })}.sig`;
  const hash = new URLSearchParams({
    id_token: expired({ aud: pool.userPoolClientId, token_use: 'id' }),
    access_token: expired({ client_id: pool.userPoolClientId, token_use: 'access', username: 'x' }),
  });
  await page.goto(tenantUrl('acme', `/home#${hash}`));
  await page.waitForURL((url) => url.pathname === '/login');
  await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible();
  expect(page.url()).not.toContain('id_token');
  const stored = await page.evaluate(() =>
    Object.keys(window.localStorage).filter((k) => k.endsWith('.idToken')),
  );
  expect(stored).toEqual([]);
});
