/**
 * The collaboration workspace's branding (issue 9 point 13: "Staff switched into acme see 'Your training
 * at Tubes Studio' in studio's branding while acme's channels show: the whole page takes the workspace's
 * branding"). Every frame painted after the switch's reload is watched: studio's name and logo never
 * show, from the first paint on; back home, studio's return.
 */
import type { Page } from '@playwright/test';
import { TENANTS } from '../../infra/config/tenants';
import { apiPost, cognitoSignIn } from './support/auth';
import { expect, test } from './support/console-guard';
import { hexToRgb, waitForPlatform } from './support/platform';
import { openUserMenu, signInByToken } from './support/shell-session';

const tenant = (id: string) => {
  const found = TENANTS.find((t) => t.id === id);
  if (!found) throw new Error(`the demo tenant ${id} is missing from infra/config/tenants.ts`);
  return found;
};
const acme = tenant('acme');
const studio = tenant('studio');

declare global {
  interface Window {
    __painted?: string[];
  }
}

/** Records, frame by frame, the document title and the toolbar logo this page load has shown. */
async function recordPaints(page: Page) {
  await page.addInitScript(() => {
    if (window.top !== window) return;
    window.__painted = [];
    const note = () => {
      const logo = document.querySelector('header img')?.getAttribute('src') ?? '';
      const seen = `${document.title}|${logo}`;
      if (window.__painted!.at(-1) !== seen) window.__painted!.push(seen);
      requestAnimationFrame(note);
    };
    requestAnimationFrame(note);
  });
}
const painted = (page: Page) => page.evaluate(() => window.__painted ?? []);

async function expectAcmeBranding(page: Page) {
  await expect(page.getByRole('link', { name: `${acme.name} home` }).locator('img')).toHaveAttribute(
    'src',
    acme.logo,
  );
  await expect(page).toHaveTitle(acme.name);
  await expect(page.getByTestId('home-hero')).toContainText(`Your training at ${acme.name}`);
  await expect(page.getByTestId('home-hero')).toHaveCSS('background-color', hexToRgb(acme.color));
  for (const frame of await painted(page)) {
    expect(frame, 'a frame painted in the workspace').not.toContain(studio.name);
    expect(frame, 'a frame painted in the workspace').not.toContain(studio.logo);
  }
}

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
});

// A journey that fails half-way must not leave staff switched for the journeys after it.
test.afterEach(async ({ request }) => {
  const { IdToken } = await cognitoSignIn(request, 'studio', 'staff@tubes.dev');
  await apiPost(request, '/user/updateUserOrgSwitch', IdToken, { orgToSwitchTo: '' });
});

test("staff switched into acme see acme's tube on every paint, and studio's again back home", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await recordPaints(page);
  await signInByToken(page, page.request, 'studio', 'staff@tubes.dev', '/home');
  await expect(page.getByTestId('home-hero')).toContainText(`Your training at ${studio.name}`);

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Switch organization' }).click();
  await page.getByTestId('org-switch-dialog').getByRole('button', { name: acme.name }).click();
  const notice = page.getByRole('button', {
    name: 'You are working in another workspace. Click to move to your own organization.',
  });
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expectAcmeBranding(page);

  // Another page and a reload: still acme's, from the first paint.
  await page.getByRole('link', { name: `${acme.name} home` }).click();
  await page.reload();
  await expect(notice).toBeVisible();
  await expectAcmeBranding(page);

  await notice.click();
  await expect(page.getByTestId('workspace-notice')).toHaveCount(0, { timeout: 30_000 });
  await expect(page).toHaveTitle(studio.name);
  await expect(page.getByTestId('home-hero')).toContainText(`Your training at ${studio.name}`);
  for (const frame of await painted(page)) expect(frame).not.toContain(acme.name);
});
