/**
 * The /track/… addresses and /admin/playlists (issue 11 "Tracks and playlists"; spec 2 §2 names both
 * words for one thing), and re-ordering with the mouse: an admin starts from /admin/tracks, creates a
 * track at /track/create in a channel they choose, drags its second video above the first, renames it,
 * reads its users at /track/users, finds it on /admin/playlists, then empties and deletes it behind the
 * confirmation checkbox. admin-tracks.spec.ts covers the /playlist/… addresses and the keyboard.
 * axe finds no serious violation on each page. The admin signs in by token (sign-in is not the subject).
 */
import type { Page } from '@playwright/test';

import { expect, test } from './support/console-guard';
import { signInByToken } from './support/shell-session';
import { registeredUser } from './support/auth';
import { readFile } from 'node:fs/promises';
import { tenantUrl, waitForPlatform } from './support/platform';
import { seriousA11yViolations } from './support/a11y';

const CHANNEL = 'ch-acme-leadership';
const run = Date.now().toString(36);
const TRACK_NAME = `E2E track route ${run}`;
const RENAMED = `E2E security track ${run}`;

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
});

async function noSeriousViolations(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

const itemIds = (page: Page) =>
  page.getByTestId('track-item').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-item-id')));

// The assignment to an address that is nobody's answers 400 (the dialog shows the server's message).
test.use({ allowConsoleErrors: [/status of 400/] });

test('an admin creates a track at /track/create, re-orders it by dragging, reads its users and deletes it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signInByToken(page, request, 'acme', 'admin@acme.test', '/admin/tracks');
  await expect(page.getByRole('heading', { name: 'Tracks', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Create track' }).click();
  await expect(page).toHaveURL(tenantUrl('acme', '/track/create'));
  await expect(page.getByRole('heading', { name: 'Create track', level: 1 })).toBeVisible();
  await noSeriousViolations(page);

  // No channel chosen: the form says so and creates nothing.
  await page.getByRole('textbox', { name: 'Name' }).fill(TRACK_NAME);
  await page.getByTestId('track-form-submit').click();
  await expect(page.getByText('This field cannot be empty')).toBeVisible();
  await expect(page).toHaveURL(tenantUrl('acme', '/track/create'));
  await page.getByRole('combobox', { name: 'Channel' }).selectOption(CHANNEL);
  await page.getByTestId('track-form-submit').click();
  await expect(page).toHaveURL(/\/track\/edit\/tr-[0-9a-f]+$/);
  const trackId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(page.getByRole('heading', { name: 'Edit track', level: 1 })).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search videos by title, description or subtitles' });
  await search.fill('phishing');
  await page.getByRole('button', { name: 'Add Phishing basics to the playlist' }).click();
  await search.fill('welcome acme');
  await page.getByRole('button', { name: 'Add Welcome to Acme to the playlist' }).click();
  expect(await itemIds(page)).toEqual(['acmephishing', 'acmewelcome']);

  // The mouse: the second row dropped on the first takes its place (native drag and drop).
  const rows = page.getByTestId('track-item');
  await rows.nth(1).dragTo(rows.nth(0));
  await expect(page.getByTestId('track-items-announcement')).toHaveText(
    'Welcome to Acme moved to position 1 of 2',
  );
  expect(await itemIds(page)).toEqual(['acmewelcome', 'acmephishing']);
  await page.getByTestId('track-items-save').click();
  await expect(page.getByTestId('track-items-saved')).toHaveText('Items saved');
  await noSeriousViolations(page);

  // The details: a new name, kept after a reload with the dragged order.
  await page.getByRole('textbox', { name: 'Name' }).fill(RENAMED);
  await page.getByTestId('track-form-submit').click();
  await expect(page.getByTestId('track-saved')).toHaveText('Saved');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(RENAMED);
  await expect(rows).toHaveCount(2);
  expect(await itemIds(page)).toEqual(['acmewelcome', 'acmephishing']);

  // Its users: nobody follows it or has it assigned yet.
  await page.getByTestId('track-users-link').click();
  await expect(page).toHaveURL(tenantUrl('acme', `/track/users/${trackId}`));
  await expect(page.getByRole('heading', { name: `Users of ${RENAMED}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Nobody follows this playlist yet.')).toBeVisible();
  await expect(page.getByText('Nobody is assigned this playlist.')).toBeVisible();
  await noSeriousViolations(page);

  // Issue 15: the admin assigns it as mandatory to a learner with a due date, sees their compliance and
  // exports it.
  const learner = await registeredUser(request, 'track-learner');
  const dueDay = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await page.getByTestId('assign-mandatory').click();
  const assign = page.getByTestId('assign-mandatory-dialog');
  await assign.getByRole('button', { name: 'Assign as mandatory' }).click();
  await expect(assign.getByText('Required')).toBeVisible();
  await assign.getByRole('textbox', { name: 'E-mail addresses' }).fill(`${learner}, nobody-${run}@acme.test`);
  await assign.getByLabel('Due date').fill(dueDay);
  await assign.getByRole('button', { name: 'Assign as mandatory' }).click();
  // The server names the address that is nobody's in the organization; nothing is assigned.
  await expect(assign.getByText('This email does not belong to a user of your organization')).toBeVisible();
  await assign.getByRole('textbox', { name: 'E-mail addresses' }).fill(learner);
  await assign.getByRole('button', { name: 'Assign as mandatory' }).click();
  await expect(assign).toBeHidden();
  await expect(page.getByTestId('assign-mandatory-done')).toHaveText('Assigned to 1 user(s).');
  const assignee = page.getByTestId('track-assignee');
  await expect(assignee).toHaveCount(1);
  await expect(assignee).toContainText(learner);
  await expect(assignee).toContainText('0 of 2 videos');
  await expect(assignee).toContainText('Not started');
  const download = page.waitForEvent('download');
  await page.getByTestId('compliance-export').click();
  const csv = await readFile((await (await download).path()) ?? '', 'utf8');
  expect(csv).toContain(`${learner},${learner},notStarted,0,2,${dueDay}`);

  // /admin/playlists is the same list under the other word; its rows open /playlist/edit.
  await page.goto(tenantUrl('acme', '/admin/playlists'));
  await expect(page.getByRole('heading', { name: 'Playlists', level: 1 })).toBeVisible();
  await page.getByTestId('admin-tracks-search').fill(run);
  await expect(page.getByTestId('admin-track-row')).toHaveCount(1);
  const row = page.getByTestId('admin-track-row');
  await expect(row.getByRole('cell').nth(2)).toHaveText('2');
  await noSeriousViolations(page);
  await row.getByRole('link', { name: RENAMED }).click();
  await expect(page).toHaveURL(tenantUrl('acme', `/playlist/edit/${trackId}`));

  // Deleting: only an empty track, and only once the checkbox is ticked.
  await expect(page.getByTestId('track-delete-submit')).toBeDisabled();
  await page.getByRole('button', { name: 'Remove Welcome to Acme' }).click();
  await page.getByRole('button', { name: 'Remove Phishing basics' }).click();
  await expect(page.getByTestId('track-items-empty')).toBeVisible();
  await page.getByTestId('track-items-save').click();
  await expect(page.getByTestId('track-items-saved')).toBeVisible();
  await expect(page.getByText('A playlist must be empty to be deleted.')).toHaveCount(0);
  await expect(page.getByTestId('track-delete-submit')).toBeDisabled();
  await page.getByText('I understand that the playlist will be deleted').click();
  await page.getByTestId('track-delete-submit').click();
  await expect(page).toHaveURL(tenantUrl('acme', `/channel/${CHANNEL}/tracks`));

  await page.goto(tenantUrl('acme', '/admin/playlists'));
  await page.getByTestId('admin-tracks-search').fill(run);
  await expect(page.getByTestId('admin-tracks-empty')).toHaveText('No playlist matches your search.');
});
