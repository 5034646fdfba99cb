import { platformEntities } from './support/data-layer';
import { expect, test } from '@playwright/test';
import { apiPost, cognitoSignIn } from './support/auth';
import { API_URL, waitForPlatform } from './support/platform';
import { signInByToken } from './support/shell-session';

/**
 * Live notifications (issue 5, spec 1 §4 "Notifications"): an admin assigns a playlist as mandatory to a
 * member while the member's page is open in another browser context. Without a reload the member's page
 * shows the toast (10 s) and the bell's unseen count; opening the popup (480 px, latest 10) marks them
 * seen; clicking the notification marks it opened and leads to /mandatory.
 */

/** A playlist of this run: one notification per assignment, so a repeated run needs a fresh one. */
const run = Date.now().toString(36);
const TRACK = `track-e2e-notify-${run}`;
const TRACK_NAME = `Compliance refresher ${run}`;

/** The data layer of the test platform (tracks have no write endpoint yet), as player-track does. */
async function entities() {
  return platformEntities();
}

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
  const e = await entities();
  await e.track
    .put({
      orgId: 'acme',
      trackId: TRACK,
      channelId: 'ch-acme-onboarding',
      name: TRACK_NAME,
      status: 'active',
    })
    .go();
});

test.afterAll(async () => {
  const e = await entities();
  await e.track.delete({ orgId: 'acme', trackId: TRACK }).go();
});

test('an admin assigns a mandatory playlist: the member sees the toast and the bell count live; opening marks seen', async ({
  browser,
}) => {
  // Two sign-ins, a 10 s toast and a reload: longer than the default 60 s on a loaded 2-core machine.
  test.setTimeout(150_000);
  const memberContext = await browser.newContext();
  const adminContext = await browser.newContext();
  try {
    const page = await memberContext.newPage();
    await signInByToken(page, page.request, 'acme', 'member@acme.test', '/home');
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toBeVisible();
    const count = page.getByTestId('notification-count');
    // Whatever earlier journeys left: read it once the first fetch has settled.
    await page.waitForLoadState('networkidle');
    const before = (await count.count()) > 0 ? Number(await count.textContent()) : 0;
    // A marker that a reload would wipe.
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

    // The admin, in another browser context, assigns the playlist to the member.
    const { IdToken } = await cognitoSignIn(adminContext.request, 'acme', 'admin@acme.test');
    const assign = () =>
      apiPost(adminContext.request, '/command/mandatoryAssignments', IdToken, {
        trackId: TRACK,
        emails: ['member@acme.test'],
      });
    await assign();

    const toastText = `You have been assigned the mandatory playlist ${TRACK_NAME}`;
    const toast = page.getByText(toastText, { exact: true }).first();
    await expect(toast).toBeVisible({ timeout: 15_000 });
    await expect(count).toHaveText(String(before + 1));
    // Assigning the same playlist again is no news: one notification per assignment (the server writes
    // notifications before it answers, so its list says it at once).
    await assign();
    const member = await cognitoSignIn(memberContext.request, 'acme', 'member@acme.test');
    const notifications = await memberContext.request.get(`${API_URL}/query/notifications`, {
      headers: { Authorization: `Bearer ${member.IdToken}` },
    });
    const listed = (await notifications.json()) as { data: { trackId?: string }[] };
    expect(listed.data.filter((n) => n.trackId === TRACK)).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    // Spec 1 §9 "notification toast 10 s".
    await expect(toast).toBeHidden({ timeout: 15_000 });

    // Opening the popup lists it and marks the unseen ones seen.
    await bell.click();
    const popup = page.getByTestId('notification-popup');
    await expect(popup).toBeVisible();
    // The popup scales in: its width is 480 px once the opening animation has settled.
    await expect.poll(async () => (await popup.boundingBox())?.width).toBe(480);
    const item = popup.getByTestId('notification-item').first();
    await expect(item).toContainText(toastText);
    await expect(item.locator('b')).toHaveText(TRACK_NAME);
    await expect(count).toHaveCount(0);

    // Clicking it marks it opened and opens where it leads.
    await item.click();
    await expect(page).toHaveURL(/\/mandatory$/);

    // Seen on the server too: after a reload the bell shows no count.
    await page.reload();
    await expect(bell).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(count).toHaveCount(0);
    await page.goto(page.url().replace(/\/mandatory$/, '/notifications'));
    await expect(
      page.getByTestId('notifications-page').getByTestId('notification-item').first(),
    ).toHaveAttribute('data-opened', 'true');
  } finally {
    await memberContext.close();
    await adminContext.close();
  }
});
