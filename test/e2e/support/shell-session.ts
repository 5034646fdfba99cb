import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { cognitoSignIn, type Tokens } from './auth';
import { tenantUrl } from './platform';

export const DEMO_PASSWORD = 'Passw0rd!';

/** Signs in through the tenant's own login page, as a user would, and waits for the workspace. */
export async function signInThroughUi(page: Page, tenant: string, email: string): Promise<void> {
  // Each journey starts in English whatever language an earlier journey saved to the profile; a choice
  // made during the journey is kept (the script only fills an empty slot).
  await page.addInitScript(() => {
    // Only the app's own document: init scripts also run in frames (the request-demo booking page).
    if (window.top !== window) return;
    if (window.localStorage.getItem('language') === null) window.localStorage.setItem('language', 'en-us');
  });
  await page.goto(tenantUrl(tenant, '/login'));
  await page.getByLabel(/^Email/).fill(email);
  // The label carries the required marker ("Password *").
  await page
    .getByLabel(/^Password/)
    .first()
    .fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/home(\?|#|$)/, { timeout: 30_000 });
  await expect(page.getByTestId('user-menu-trigger')).toBeVisible();
}

/**
 * Opens `path` in the tenant's workspace with the user's tokens in the hash (the SSO hand-over the app
 * adopts), for journeys whose subject is not the sign-in; answers the tokens.
 */
export async function signInByToken(
  page: Page,
  request: APIRequestContext,
  tenant: string,
  email: string,
  path: string,
): Promise<Tokens> {
  const tokens = await cognitoSignIn(request, tenant, email);
  await page.addInitScript(() => {
    if (window.top !== window) return;
    if (window.localStorage.getItem('language') === null) window.localStorage.setItem('language', 'en-us');
  });
  const hash = new URLSearchParams({
    id_token: tokens.IdToken,
    access_token: tokens.AccessToken,
    refresh_token: tokens.RefreshToken,
    token_type: 'Bearer',
  });
  await page.goto(tenantUrl(tenant, `${path}#${hash.toString()}`));
  await expect(page.getByTestId('user-menu-trigger')).toBeVisible({ timeout: 30_000 });
  return tokens;
}

/** The user menu's trigger (an avatar button named by its aria-label in the current language). */
export async function openUserMenu(page: Page, label = 'User menu'): Promise<void> {
  await page.getByRole('button', { name: label }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
}
