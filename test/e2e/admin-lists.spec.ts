/**
 * Every administration list searches, sorts and pages, and says when nothing matches (issue 11): the
 * organization's channels, a channel's users and tracks, a track's users, the users' usage, tags, the
 * organizations a channel is shared with, and the event logs filtered by who, what and when. axe finds
 * no serious violation on each page. Users sign in by token (sign-in is not the subject here).
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { apiPost } from './support/auth';
import { expect, test } from './support/console-guard';
import { signInByToken } from './support/shell-session';
import { API_URL, tenantUrl, waitForPlatform } from './support/platform';
import { seriousA11yViolations } from './support/a11y';

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
});

// Several pages, each scanned by axe, on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });

async function noSeriousViolations(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** The texts of one column of a table's body rows (0-based). */
function column(table: Locator, index: number): Promise<string[]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows, i) => rows.map((r) => (r.children[i] as HTMLElement).innerText.trim()), index);
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Clicks a column's sort button until the column says it sorts that way. */
async function sortBy(page: Page, label: string, order: 'ascending' | 'descending') {
  const header = page.getByRole('columnheader', { name: label, exact: false }).filter({
    has: page.getByRole('button', { name: `Sort by ${label}`, exact: true }),
  });
  for (let i = 0; i < 2 && (await header.getAttribute('aria-sort')) !== order; i++) {
    await header.getByRole('button').click();
  }
  await expect(header).toHaveAttribute('aria-sort', order);
}

async function channelCommand(request: APIRequestContext, idToken: string, type: string, payload: unknown) {
  return apiPost(request, '/command/channelCommand', idToken, { type, payload });
}

/** Takes the member's role in the channel away, if they have one (a clean start and end). */
async function removeMember(request: APIRequestContext, idToken: string, channelId: string) {
  const listed = await request.get(`${API_URL}/query/channels/${channelId}/users`, {
    headers: { authorization: `Bearer ${idToken}` },
  });
  const member = ((await listed.json()) as { userId: string; email: string }[]).find(
    (u) => u.email === 'member@acme.test',
  );
  if (member)
    await channelCommand(request, idToken, 'removeChannelUser', { channelId, userId: member.userId });
}

test('/admin/channels searches, sorts by a count and says when nothing matches', async ({
  page,
  request,
}) => {
  await signInByToken(page, request, 'acme', 'admin@acme.test', '/admin/channels');
  const table = page.getByTestId('admin-channels');
  await expect(table).toBeVisible();
  await noSeriousViolations(page);

  const search = page.getByTestId('admin-channels-search');
  await search.fill('sales enablement');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table).toContainText('Sales Enablement');
  await expect(page.getByTestId('admin-channels-count')).toHaveText('Found: 1');

  await search.fill('no channel is called this');
  await expect(page.getByTestId('admin-channels-empty')).toContainText('Nothing matches the search.');
  await noSeriousViolations(page);
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(search).toHaveValue('');

  await sortBy(page, 'Videos', 'descending');
  const videos = (await column(table, 4)).map((n) => (n === '—' ? 0 : Number(n)));
  expect(videos.length).toBeGreaterThan(3);
  expect(videos).toEqual([...videos].sort((a, b) => b - a));
  await sortBy(page, 'Name', 'ascending');
  const names = await column(table, 0);
  expect(names).toEqual([...names].sort(collator.compare));
});

test("a channel's users and tracks, and a track's users, search and sort", async ({ page, request }) => {
  const channelId = 'ch-acme-compliance';
  const admin = await signInByToken(page, request, 'acme', 'admin@acme.test', `/channel/${channelId}/users`);
  await removeMember(request, admin.IdToken, channelId);
  await channelCommand(request, admin.IdToken, 'addChannelUser', {
    channelId,
    email: 'member@acme.test',
    role: 'contributor',
  });
  try {
    await page.reload();
    const users = page.getByTestId('channel-users-table');
    await expect(users.locator('tbody tr')).toHaveCount(2);
    await sortBy(page, 'Role', 'ascending');
    // The spec's order of roles: the admin (content manager) before the contributor.
    expect(await column(users, 1)).toEqual(['admin@acme.test', 'member@acme.test']);
    await sortBy(page, 'Role', 'descending');
    expect(await column(users, 1)).toEqual(['member@acme.test', 'admin@acme.test']);
    await page.getByTestId('channel-users-search').fill('MEMBER@');
    await expect(users.locator('tbody tr')).toHaveCount(1);
    await expect(users).toContainText('member@acme.test');
    await noSeriousViolations(page);
  } finally {
    await removeMember(request, admin.IdToken, channelId);
  }

  // The onboarding channel's tracks: sorted by name either way, searched.
  await page.goto(tenantUrl('acme', '/channel/ch-acme-onboarding/tracks'));
  const tracks = page.getByTestId('channel-tracks-table');
  await expect(tracks.locator('tbody tr').first()).toBeVisible();
  await sortBy(page, 'Name', 'descending');
  const names = (await column(tracks, 0)).map((cell) => cell.split('\n')[0]!);
  expect(names).toEqual([...names].sort((a, b) => collator.compare(b, a)));
  // The search finds the sub-track by its own words; it names its parent.
  await page.getByTestId('channel-tracks-search').fill('first week');
  await expect(tracks.locator('tbody tr')).toHaveCount(1);
  await expect(tracks).toContainText('Your first week');
  await expect(tracks).toContainText('Sub-track of Onboarding essentials');
  await noSeriousViolations(page);

  // A track's users: the member follows "Onboarding essentials".
  await page.goto(tenantUrl('acme', '/track/users/track-acme-onboarding-essentials'));
  const followers = page.getByTestId('track-followers-list');
  await expect(followers).toContainText('member@acme.test');
  await sortBy(page, 'E-mail', 'descending');
  const emails = await column(followers, 1);
  expect(emails).toEqual([...emails].sort((a, b) => collator.compare(b, a)));
  await page.getByTestId('track-users-search').fill('nobody-follows-this');
  await expect(page.getByTestId('track-followers-empty')).toContainText('Nothing matches the search.');
  await noSeriousViolations(page);
});

test('the usage sorts by minutes watched; tags and the shared-with list search and sort', async ({
  page,
  request,
}) => {
  const admin = await signInByToken(page, request, 'acme', 'admin@acme.test', '/admin/users/usage');
  const usage = page.getByTestId('users-usage');
  await expect(usage).toBeVisible();
  await sortBy(page, 'Minutes watched', 'descending');
  const minutes = (await column(usage, 3)).map(Number);
  expect(minutes).toEqual([...minutes].sort((a, b) => b - a));
  await noSeriousViolations(page);

  const tags = [
    { tagGroup: 'lists-e2e', tagValue: 'Zulu' },
    { tagGroup: 'lists-e2e', tagValue: 'Alpha' },
    { tagGroup: 'lists-e2e-other', tagValue: 'Mike' },
  ];
  for (const tag of tags) {
    await apiPost(request, '/command/organizationCommand', admin.IdToken, { type: 'saveTag', payload: tag });
  }
  try {
    await page.goto(tenantUrl('acme', '/admin/tags'));
    const table = page.getByTestId('admin-tags-table');
    await page.getByTestId('admin-tags-list-search').fill('lists-e2e');
    await expect(table.locator('tbody tr')).toHaveCount(3);
    await sortBy(page, 'Value', 'ascending');
    expect(await column(table, 1)).toEqual(['Alpha', 'Mike', 'Zulu']);
    await sortBy(page, 'Value', 'descending');
    expect(await column(table, 1)).toEqual(['Zulu', 'Mike', 'Alpha']);
    await page.getByTestId('admin-tags-list-search').fill('lists-e2e-other');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await noSeriousViolations(page);
  } finally {
    for (const tag of tags) {
      await apiPost(request, '/command/organizationCommand', admin.IdToken, {
        type: 'deleteTag',
        payload: tag,
      });
    }
  }

  // Sales Enablement is shared with globex (the demo).
  await page.goto(tenantUrl('acme', '/channel/access-control/ch-acme-sales-enablement'));
  // Its users and their roles: a list searched as every other (the member is its contributor).
  const holders = page.getByTestId('channel-access-users-table');
  await expect(holders).toContainText('member@acme.test');
  await page.getByTestId('channel-access-users-search').fill('MEMBER@');
  await expect(holders.locator('tbody tr')).toHaveCount(1);
  await expect(holders.locator('tbody tr')).toContainText('Contributor');
  await page.getByTestId('channel-access-users-search').fill('nobody-here');
  await expect(page.getByTestId('channel-access-users-empty')).toContainText('Nothing matches the search.');
  const shared = page.getByTestId('channel-shared-with');
  await expect(shared).toContainText('globex');
  await page.getByTestId('channel-shared-with-list-search').fill('GLOB');
  await expect(shared.locator('tbody tr')).toHaveCount(1);
  await page.getByTestId('channel-shared-with-list-search').fill('initech');
  await expect(page.getByTestId('channel-shared-with-list-empty')).toContainText(
    'Nothing matches the search.',
  );
  await noSeriousViolations(page);
});

test('the event logs filter by who, what and when', async ({ page, request }) => {
  const channelId = 'ch-acme-compliance';
  const admin = await signInByToken(page, request, 'acme', 'admin@acme.test', '/admin/event-log');
  // Something to find: the admin adds the member to a channel and removes them again.
  await removeMember(request, admin.IdToken, channelId);
  await channelCommand(request, admin.IdToken, 'addChannelUser', {
    channelId,
    email: 'member@acme.test',
    role: 'contributor',
  });
  await removeMember(request, admin.IdToken, channelId);

  const log = page.getByTestId('event-log');
  await expect(log).toBeVisible();
  await page.getByTestId('event-log-filter-action').fill('RemoveChannelUser');
  await expect(log.getByRole('row').nth(1)).toContainText('removeChannelUser');
  const actions = await log
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => (r.children[2] as HTMLElement).innerText));
  expect(actions.every((a) => a.includes('removeChannelUser'))).toBe(true);

  await page.getByTestId('event-log-filter-actor').fill('admin@acme');
  await expect(log.getByRole('row').nth(1)).toContainText('admin@acme.test');
  await page.getByTestId('event-log-filter-actor').fill(`nobody-${Date.now().toString(36)}`);
  await expect(page.getByTestId('event-log-empty')).toContainText('No entry matches the filters.');
  await noSeriousViolations(page);
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page.getByTestId('event-log-filter-action')).toHaveValue('');

  // The whole log reads newest first, or oldest first when chosen (an order, kept by "Clear filters").
  const rows = log.locator('tbody tr');
  const times = () =>
    rows.locator('time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''));
  await expect(rows.nth(1)).toBeVisible();
  const newestFirst = await times();
  expect(newestFirst).toEqual([...newestFirst].sort().reverse());
  await page.getByTestId('event-log-order').selectOption('oldest');
  // The oldest entry first: none on the newest page is older (a longer log holds older ones still).
  await expect.poll(async () => ((await times())[0] ?? '') <= newestFirst.at(-1)!).toBe(true);
  const oldestFirst = await times();
  expect(oldestFirst).toEqual([...oldestFirst].sort());
  expect(oldestFirst[0]! < newestFirst[0]!).toBe(true);
  await page.getByTestId('event-log-order').selectOption('newest');

  // Days: today finds today's entries; a range ending before it starts says so and asks nothing.
  const today = new Date();
  const day = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  await page.getByTestId('event-log-filter-from').fill(day(today));
  await page.getByTestId('event-log-filter-to').fill(day(today));
  await expect(log.locator('tbody tr').first()).toContainText('removeChannelUser');
  await page.getByTestId('event-log-filter-from').fill(day(tomorrow));
  await expect(page.getByText('The last day comes before the first.')).toBeVisible();
  await page.getByTestId('event-log-filter-to').fill('');
  await expect(page.getByTestId('event-log-empty')).toContainText('No entry matches the filters.');

  // The channel's own log filters the same way.
  await page.goto(tenantUrl('acme', `/channel/${channelId}/event-log`));
  await page.getByTestId('event-log-filter-action').fill('addChannelUser');
  await expect(page.getByTestId('event-log').locator('tbody tr').first()).toContainText('addChannelUser');
  await noSeriousViolations(page);
});
