/**
 * Layout at phone, tablet and small-desktop widths (issue 9 point 14: "the document is 442 px wide, the
 * user menu is off-screen, the bell badge and the speed button are clipped. No page scrolls sideways at
 * 360–1024 px") and the one page padding (point 18). Every page a member, an admin and staff reach is
 * loaded once and checked at each width; the console stays clean throughout.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/console-guard';
import { tenantUrl, waitForPlatform } from './support/platform';
import { signInByToken } from './support/shell-session';

const WIDTHS = [360, 390, 768, 1024] as const;

const MEMBER_PAGES = [
  '/home',
  '/video/acmewelcome',
  '/results?q=welcome',
  '/mandatory',
  '/library',
  '/favorites',
  '/sharings',
  '/my-videos',
  '/history',
  '/tasks',
  '/support/chat',
  '/notifications',
  '/playlists',
  '/subscriptions',
  '/channel/ch-acme-onboarding/home',
  '/channel/ch-acme-onboarding/videos',
  '/channel/ch-acme-onboarding/playlists',
];
const ADMIN_PAGES = [
  '/admin/organization',
  '/admin/channels',
  '/admin/branding',
  '/channel/create',
  '/produce-video',
];
const STAFF_PAGES = ['/home', '/admin/operationalTasks'];

/** The whole box of a visible element lies inside the viewport (nothing clipped at either edge). */
async function expectInViewport(page: Page, locator: Pick<Locator, 'boundingBox'>, what: string) {
  const box = await locator.boundingBox();
  expect(box, `${what} has a box`).not.toBeNull();
  const width = page.viewportSize()!.width;
  expect(box!.x, `${what} starts inside the viewport`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends inside the ${width} px viewport`).toBeLessThanOrEqual(
    width + 0.5,
  );
}

async function expectNoSidewaysScroll(page: Page, path: string) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: `${path} at ${page.viewportSize()!.width} px scrolls sideways by`,
    })
    .toBeLessThanOrEqual(0);
}

/** Loads a page and waits until it has rendered its content (a heading, no spinner left in it). */
async function openPage(page: Page, tenant: string, path: string) {
  await page.goto(tenantUrl(tenant, path));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading').first()).toBeVisible();
  await expect(main.locator('.chakra-spinner')).toHaveCount(0);
}

/**
 * Everything that must fit at the current width, measured in the page in one pass (one round trip per
 * width instead of one per button: the same checks, a fraction of the suite's time). Returns what does
 * not fit, described; empty when the page is right.
 */
function layoutProblems(page: Page, path: string) {
  return page.evaluate((path) => {
    const width = window.innerWidth;
    const problems: string[] = [];
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const fits = (el: Element | null, what: string) => {
      if (!el || !shown(el)) return void problems.push(`${what} has no box`);
      const box = el.getBoundingClientRect();
      if (box.left < 0) problems.push(`${what} starts at ${box.left} px, outside the viewport`);
      if (box.right > width + 0.5)
        problems.push(`${what} ends at ${box.right} px, past the ${width} px viewport`);
    };
    const buttonsIn = (root: Element | null) =>
      root
        ? [...root.querySelectorAll('button, [role="button"]')].filter(
            (el) => shown(el) && !el.closest('[aria-hidden="true"]'),
          )
        : [];
    const at = `${path} @${width}`;
    const named = (el: Element) => el.getAttribute('aria-label') ?? el.textContent ?? '';
    const banner = [...document.querySelectorAll('header')].find(
      (el) => !el.closest('main, article, section'),
    );
    fits(document.querySelector('[data-testid="user-menu-trigger"]'), `${at}: user menu`);
    fits(document.querySelector('[data-testid="notification-bell"]'), `${at}: bell`);
    for (const button of buttonsIn(banner ?? null)) fits(button, `${at}: toolbar button ${named(button)}`);
    // The page's own controls too (the player's quality, captions and speed buttons among them). A control
    // inside a table's own horizontal scroll area (a wide list on a phone) is reached by scrolling that
    // area, not the page: the area itself must fit.
    for (const button of buttonsIn(document.querySelector('main'))) {
      let area: Element | null = null;
      for (let p = button.parentElement; p && !area; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (['auto', 'scroll'].includes(style.overflowX) && p.scrollWidth > p.clientWidth) area = p;
      }
      const what = `${at}: button ${named(button)}`;
      if (area) fits(area, `${what}'s scroll area`);
      else fits(button, what);
    }
    // The page content keeps its distance from the sidebar and the window edge.
    const content = document.querySelector('[data-testid="page-container"]');
    if (content && parseFloat(getComputedStyle(content).paddingLeft) < 16)
      problems.push(`${at}: page padding ${getComputedStyle(content).paddingLeft}`);
    return problems;
  }, path);
}

async function checkWidths(page: Page, tenant: string, paths: readonly string[]) {
  for (const path of paths) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page, tenant, path);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoSidewaysScroll(page, path);
      // Polled: a resize re-renders responsive parts (the sidebar becomes a drawer) a moment later.
      await expect.poll(() => layoutProblems(page, path)).toEqual([]);
    }
  }
}

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
});

// Dozens of pages at four widths each.
test.describe.configure({ timeout: 240_000 });

test.describe('layout at 360–1024 px', () => {
  test("a member's pages never scroll sideways; the toolbar stays whole", async ({ page }) => {
    await signInByToken(page, page.request, 'acme', 'member@acme.test', '/home');
    await checkWidths(page, 'acme', MEMBER_PAGES);
  });

  test("an admin's pages never scroll sideways", async ({ page }) => {
    await signInByToken(page, page.request, 'acme', 'admin@acme.test', '/home');
    await checkWidths(page, 'acme', ADMIN_PAGES);
  });

  test("staff's pages never scroll sideways", async ({ page }) => {
    await signInByToken(page, page.request, 'studio', 'staff@tubes.dev', '/home');
    await checkWidths(page, 'studio', STAFF_PAGES);
  });

  test('on a 360 px phone the menus, the search and the drawer fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInByToken(page, page.request, 'acme', 'member@acme.test', '/home');

    await page.getByTestId('user-menu-trigger').click();
    await expectInViewport(page, page.getByTestId('user-menu'), 'the user menu');
    const dansk = page.getByRole('menuitemradio', { name: 'Dansk' });
    await expect(dansk).toBeVisible();
    await expectInViewport(page, dansk, 'the language choice');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('user-menu')).toBeHidden();

    // The search field has no room in the toolbar: a button opens it below.
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const search = page.getByRole('search').getByRole('searchbox');
    await expect(search).toBeFocused();
    await expectInViewport(page, search, 'the search field');
    await search.fill('welcome');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/results\?q=welcome$/);
    await expect(page.getByRole('search')).toBeHidden();

    // The navigation drawer opens, closes with Escape (a dismissable layer, no zag warning) and leads on.
    const toggle = page.getByRole('button', { name: 'Show or hide navigation' });
    await expect(toggle).toHaveAttribute('aria-controls', 'shell-sidebar');
    await toggle.click();
    const drawer = page.getByRole('dialog').filter({ has: page.getByTestId('sidebar-group-subscriptions') });
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveAttribute('id', 'shell-sidebar');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await toggle.click();
    await drawer.getByRole('link', { name: 'Home' }).click();
    await expect(drawer).toBeHidden();
    await expectNoSidewaysScroll(page, '/home');
  });
});
