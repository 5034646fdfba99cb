/**
 * Reports in Chromium (issue 11 "a report shows a view just made"; spec 2 §9): a member watches a
 * video, the admin opens Reports from the admin menu and the last 24 hours show the view (totals, the
 * top videos table); the range switch, the shared report, the channel's report and the CSV export work;
 * axe finds no serious violation. Both users sign in by token (sign-in is not the subject here).
 */
import type { APIRequestContext } from '@playwright/test';

import { cognitoSignIn } from './support/auth';
import { expect, test } from './support/console-guard';
import { exportFailsThenWorks } from './support/export';
import { signInByToken } from './support/shell-session';
import { API_URL, tenantUrl, waitForPlatform } from './support/platform';
import { playsPast } from './support/player';
import { seriousA11yViolations } from './support/a11y';

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
});

async function viewsInLast24Hours(request: APIRequestContext, idToken: string): Promise<number> {
  const response = await request.get(`${API_URL}/query/reports?range=24h`, {
    headers: { authorization: `Bearer ${idToken}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { totals: { views: number } }).totals.views;
}

test('a member watches a video and the admin’s report shows the view', async ({ browser, page, request }) => {
  test.setTimeout(120_000);
  const admin = await cognitoSignIn(request, 'acme', 'admin@acme.test');
  const before = await viewsInLast24Hours(request, admin.IdToken);

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signInByToken(member, request, 'acme', 'member@acme.test', '/video/acmewelcome');
  const player = member.getByTestId('video-element');
  await expect(player).toBeVisible({ timeout: 30_000 });
  await playsPast(player, 2);
  // The playback-started event is recorded on the server (the report reads what the server has).
  await expect
    .poll(() => viewsInLast24Hours(request, admin.IdToken), { timeout: 15_000 })
    .toBeGreaterThan(before);
  await memberContext.close();

  await signInByToken(page, request, 'acme', 'admin@acme.test', '/home');
  await page.getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(page).toHaveURL(tenantUrl('acme', '/admin/reports'));
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('report-chart-activity').locator('svg.recharts-surface')).toBeVisible();

  await page.getByRole('button', { name: 'Last 24 hours' }).click();
  await expect(page).toHaveURL(tenantUrl('acme', '/admin/reports?range=24h'));
  const views = page.getByTestId('report-total-views');
  await expect(views).toContainText(/\d/);
  const shown = Number((await page.getByTestId('report-total-views-value').innerText()).replace(/\D/g, ''));
  expect(shown).toBeGreaterThan(before);
  const welcome = page
    .getByTestId('report-top-videos')
    .getByRole('row')
    .filter({ hasText: 'Welcome to Acme' });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByRole('link', { name: 'Welcome to Acme' })).toHaveAttribute(
    'href',
    '/video/acmewelcome',
  );
  await expect(page.getByTestId('report-top-channels')).toBeVisible();

  // The hovered solid button keeps its text readable (the fill darkens away from white text), and so
  // does the page at rest.
  await page.getByRole('button', { name: 'Last 24 hours' }).hover();
  expect(await seriousA11yViolations(page, 'button[aria-pressed="true"]')).toEqual([]);
  await page.mouse.move(0, 0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^report-organization-24h-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = Buffer.concat((await (await file.createReadStream()).toArray()) as Buffer[]).toString('utf8');
  expect(csv.split('\r\n')[0]).toBe('hour (UTC),views,minutes watched,completions,active users');
  expect(csv).toContain('Welcome to Acme,');

  // The shared report: what other organizations watched of acme's shared videos (its own figures).
  await page.getByRole('link', { name: 'Shared with others' }).click();
  await expect(page).toHaveURL(tenantUrl('acme', '/admin/reports/shared?range=24h'));
  await expect(page.getByRole('heading', { level: 1, name: 'Shared reports' })).toBeVisible();
  await expect(page.getByTestId('report-totals')).toBeVisible();
  await page.mouse.move(0, 0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The channel's menu leads to the channel's report, which has the view too.
  await page.goto(tenantUrl('acme', '/channel/ch-acme-onboarding/home'));
  await page
    .getByRole('navigation', { name: 'Channel sections' })
    .getByRole('link', { name: 'Reports' })
    .click();
  await expect(page).toHaveURL(tenantUrl('acme', '/channel/ch-acme-onboarding/reports'));
  await expect(page.getByRole('heading', { level: 1, name: /^Reports: / })).toBeVisible();
  await page.getByRole('button', { name: 'Last 24 hours' }).click();
  await expect(
    page.getByTestId('report-top-videos').getByRole('row').filter({ hasText: 'Welcome to Acme' }),
  ).toBeVisible();
  await page.mouse.move(0, 0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The channel's shared report (what other organizations watched of this channel's shared videos).
  await page.getByRole('link', { name: 'Shared with others' }).click();
  await expect(page).toHaveURL(/\/channel\/ch-acme-onboarding\/reports\/shared/);
  await expect(page.getByRole('heading', { level: 1, name: /^Shared reports/ })).toBeVisible();
  await expect(page.getByTestId('report-totals')).toBeVisible();
  await page.mouse.move(0, 0);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test.describe('members', () => {
  // The channel report's call is refused (403), which the browser logs.
  test.use({ allowConsoleErrors: [/status of 403/] });

  test('a member has no reports: no menu entry, and the page says so', async ({ page, request }) => {
    await signInByToken(page, request, 'acme', 'member@acme.test', '/admin/reports');
    await expect(page.getByText('You do not have access to these reports.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reports', exact: true })).toHaveCount(0);
    await page.goto(tenantUrl('acme', '/channel/ch-acme-onboarding/reports'));
    await expect(page.getByTestId('reports-error')).toHaveText('You do not have access to these reports.');
  });
});

test.describe('a failed export', () => {
  // The export's call answers 500, which the browser logs.
  test.use({ allowConsoleErrors: [/status of 500/] });

  test('the report’s export says "Error exporting data" when its call fails, and not once it works', async ({
    page,
    request,
  }) => {
    await signInByToken(page, request, 'acme', 'admin@acme.test', '/admin/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(page.getByTestId('report-totals')).toBeVisible();

    // The export reads the report afresh: that read fails (the page already shows the report).
    await exportFailsThenWorks(page, {
      failing: (url) => url.pathname.endsWith('/query/reports'),
      stillShown: page.getByTestId('report-totals'),
      fileName: /^report-organization-30d-\d{4}-\d{2}-\d{2}\.csv$/,
    });
  });
});
