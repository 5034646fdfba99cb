/**
 * The studio's reports and shared reports of a video (issue 12, spec 2 §2 "reports (30 days / 24 hours,
 * per language) and shared reports"): after playback events in English and Danish, the reports section
 * shows the totals, the charts and the figures per language; choosing a language narrows the totals to
 * it; the 24 hours' range counts the same views; the shared reports say nothing was watched elsewhere.
 * axe on both sections.
 */
import { cognitoSignIn } from './support/auth';
import { expect, test } from './support/console-guard';
import { seriousA11yViolations } from './support/a11y';
import { createVideo, videoCommand } from './support/media';
import { waitForPlatform } from './support/platform';
import { signInByToken } from './support/shell-session';

const video = { id: '', name: `Studio reports ${Date.now().toString(36)}` };

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
  const admin = await cognitoSignIn(request, 'acme', 'admin@acme.test');
  const created = await createVideo(request, admin.IdToken, {
    channelId: 'ch-acme-onboarding',
    name: video.name,
  });
  video.id = created.id;
  const english = { videoId: video.id, version: 1, lang: 'en-us' as const };
  // The admin plays it in English twice (a minute watched), then in Danish once; real playback events.
  await videoCommand(request, admin.IdToken, 'videoPlaybackStarted', english);
  await videoCommand(request, admin.IdToken, 'videoTimeWatched', { ...english, time: 60, watched: 60 });
  await videoCommand(request, admin.IdToken, 'videoPlaybackStarted', english);
  await videoCommand(request, admin.IdToken, 'videoPlaybackStarted', { ...english, lang: 'da' });
});

test('an admin reads the reports of a video per language, over 30 days and 24 hours', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInByToken(page, request, 'acme', 'admin@acme.test', `/edit/video/reports/${video.id}/1`);
  await expect(page.getByRole('heading', { level: 2, name: 'Reports' })).toBeVisible();
  const section = page.getByTestId('studio-reports');
  await expect(section.getByTestId('report-total-views-value')).toHaveText('3');
  await expect(section.getByTestId('report-total-minutes-value')).toHaveText('1');
  await expect(section.getByTestId('report-total-active-users-value')).toHaveText('1');
  await expect(section.getByTestId('report-chart-activity')).toBeVisible();
  const rows = section.getByTestId('video-report-language-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('English (US)');
  await expect(rows.nth(0).getByRole('cell').nth(1)).toHaveText('2');
  await expect(rows.nth(1)).toContainText('Dansk');
  await expect(rows.nth(1).getByRole('cell').nth(1)).toHaveText('1');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // One language: its totals; every language stays listed.
  await section.getByTestId('video-report-language').selectOption('da');
  await expect(section.getByTestId('report-total-views-value')).toHaveText('1');
  await expect(section.getByTestId('report-total-minutes-value')).toHaveText('0');
  await expect(rows).toHaveCount(2);
  await section.getByTestId('video-report-language').selectOption('');
  await expect(section.getByTestId('report-total-views-value')).toHaveText('3');

  // The last 24 hours: the same views, hour by hour.
  await section.getByRole('button', { name: 'Last 24 hours' }).click();
  await expect(section.getByRole('button', { name: 'Last 24 hours' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(section.getByTestId('report-total-views-value')).toHaveText('3');

  // Shared reports: nobody outside acme has watched it.
  await page.getByTestId('studio-nav').getByRole('link', { name: 'Shared reports' }).click();
  await expect(page).toHaveURL(new RegExp(`/edit/video/shared-reports/${video.id}/1$`));
  const shared = page.getByTestId('studio-shared-reports');
  await expect(shared.getByTestId('video-report-empty')).toHaveText('Nothing was watched in this period.');
  await expect(shared.getByTestId('report-total-views-value')).toHaveText('0');
  expect(await seriousA11yViolations(page)).toEqual([]);
});
