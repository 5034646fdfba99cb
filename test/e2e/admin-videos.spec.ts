/**
 * Videos administration in Chromium (issue 11, spec 2 §2 /admin/videos, §3 "Filters", §5 confirmation
 * checkbox): an admin opens Videos from the admin menu, filters by channel, selects two published videos,
 * unpublishes them (members no longer see them), publishes them again, and archives a draft with the
 * confirmation checkbox, reading the per-video report (a published video is refused). axe on the page.
 * The admin signs in by token (sign-in is not the subject here).
 */
import type { APIRequestContext } from '@playwright/test';

import { cognitoSignIn } from './support/auth';
import { expect, test } from './support/console-guard';
import {
  createTranscodedVideo,
  createVideo,
  createWorkDir,
  generateClip,
  type WorkDir,
} from './support/media';
import { API_URL, tenantUrl, waitForPlatform } from './support/platform';
import { signInByToken } from './support/shell-session';
import { seriousA11yViolations } from './support/a11y';

/** A company channel without demo videos: the journey's videos are alone in it. */
const CHANNEL = 'ch-acme-leadership';
const run = Date.now().toString(36);
const names = {
  a: `E2E bulk A ${run}`,
  b: `E2E bulk B ${run}`,
  draft: `E2E bulk draft ${run}`,
};
const ids: Record<keyof typeof names, string> = { a: '', b: '', draft: '' };
let workDir: WorkDir | undefined;

test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  await waitForPlatform(request);
  workDir = createWorkDir('admin-videos');
  const { IdToken } = await cognitoSignIn(request, 'acme', 'admin@acme.test');
  const clip = generateClip(workDir.dir, 'bulk.mp4', { seconds: 2 });
  const [a, b] = await Promise.all(
    (['a', 'b'] as const).map((key) =>
      createTranscodedVideo(request, IdToken, { channelId: CHANNEL, name: names[key], clip, publish: true }),
    ),
  );
  ids.a = a!.id;
  ids.b = b!.id;
  ids.draft = (await createVideo(request, IdToken, { channelId: CHANNEL, name: names.draft })).id;
});

test.afterAll(() => workDir?.remove());

/** The ids of the channel's videos the member sees (GET /query/channels/{id}/videos). */
async function memberSees(request: APIRequestContext): Promise<string[]> {
  const { IdToken } = await cognitoSignIn(request, 'acme', 'member@acme.test');
  const response = await request.get(`${API_URL}/query/channels/${CHANNEL}/videos`, {
    headers: { authorization: `Bearer ${IdToken}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string }[]).map((v) => v.id);
}

test('an admin filters the videos by channel, unpublishes and publishes two, and archives a draft with the checkbox', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInByToken(page, request, 'acme', 'admin@acme.test', '/home');
  await page.locator('a[href="/admin/videos"]').first().click();
  await expect(page).toHaveURL(tenantUrl('acme', '/admin/videos'));
  await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible();
  const rows = page.getByTestId('admin-video-row');
  await expect(rows.first()).toBeVisible();

  await page
    .getByRole('combobox', { name: 'Channel', exact: true })
    .selectOption({ label: 'Leadership Essentials' });
  await page.getByRole('searchbox', { name: 'Search by name or ID' }).fill(run);
  await expect(rows).toHaveCount(3);
  const row = (key: keyof typeof names) => rows.filter({ hasText: names[key] });
  await expect(row('a').getByTestId('video-status')).toHaveText('Published');
  await expect(row('draft').getByTestId('video-status')).toHaveText('Draft');

  expect(await seriousA11yViolations(page)).toEqual([]);

  const dialog = page.getByTestId('video-bulk-dialog');
  const bar = page.getByTestId('video-bulk-bar');
  const report = dialog.getByTestId('video-bulk-report-row');
  const choose = async (...keys: (keyof typeof names)[]) => {
    for (const key of keys) await row(key).locator('label').first().click();
    await expect(bar).toContainText(`Selected videos: ${keys.length}`);
  };

  // Unpublish the two published videos: the member no longer sees them.
  await choose('a', 'b');
  await bar.getByRole('button', { name: 'Unpublish', exact: true }).click();
  await dialog.getByRole('button', { name: 'Unpublish', exact: true }).click();
  await expect(report).toHaveCount(2);
  await expect(report.and(page.locator('[data-outcome="done"]'))).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();
  await expect(bar).toBeHidden();
  await expect(row('a').getByTestId('video-status')).toHaveText('Unpublished');
  await expect(row('b').getByTestId('video-status')).toHaveText('Unpublished');
  const hidden = await memberSees(request);
  expect(hidden).not.toContain(ids.a);
  expect(hidden).not.toContain(ids.b);

  // Publish them again: the member sees them again.
  await choose('a', 'b');
  await bar.getByRole('button', { name: 'Publish', exact: true }).click();
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(report.and(page.locator('[data-outcome="done"]'))).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(row('a').getByTestId('video-status')).toHaveText('Published');
  expect(await memberSees(request)).toEqual(expect.arrayContaining([ids.a, ids.b]));

  // Archive the draft and one published video: the checkbox is required; the published one is refused.
  await choose('draft', 'a');
  await bar.getByRole('button', { name: 'Archive', exact: true }).click();
  const confirm = dialog.getByRole('button', { name: 'Archive', exact: true });
  await expect(confirm).toBeDisabled();
  await dialog.getByText('Yes, archive the selected videos (2)').click();
  await confirm.click();
  await expect(report).toHaveCount(2);
  await expect(report.filter({ hasText: names.draft })).toHaveAttribute('data-outcome', 'done');
  const refused = report.filter({ hasText: names.a });
  await expect(refused).toHaveAttribute('data-outcome', 'refused');
  await expect(refused).toContainText('A published video must be unpublished before it is archived');
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(row('draft').getByTestId('video-status')).toHaveText('Archived');
  await expect(row('a').getByTestId('video-status')).toHaveText('Published');

  // The status filter finds the archived draft; a search nobody matches shows the empty state.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('archived');
  await expect(rows).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Search by name or ID' }).fill('nobody-matches-this');
  await expect(page.getByTestId('videos-empty')).toContainText('No videos found');
});
