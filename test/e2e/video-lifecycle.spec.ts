/**
 * The video life cycle in Chromium (issue 12; spec 2 §4, §8): on a transcoded draft of a channel of
 * its own, the admin checks the video out in the studio's editorial bar; a second editor (the member,
 * a contributor of the channel) sees "Video is checked out by admin@acme.test", cannot check it out,
 * and takes over — the admin is notified, and forces the check-in. axe on the bar. Publish → unpublish →
 * draft → check out to edit is studio-journey.spec.ts's (support/studio.ts publishUnpublishToDraft).
 * Between two admins (issue 12 "check-out by one admin blocks another"): the second admin sees who holds
 * the video, only reads, forces the check-in (the holder is told), checks out, and the first takes
 * control back (the second is told). Sign-in by token (not the subject here).
 */
import { seriousA11yViolations } from './support/a11y';
import { apiPost, cognitoSignIn } from './support/auth';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/console-guard';
import { createTranscodedVideo, createWorkDir, generateClip, type WorkDir } from './support/media';
import { API_URL, waitForPlatform } from './support/platform';
import { signInByToken } from './support/shell-session';

const STAMP = Date.now().toString(36);
let workDir: WorkDir | undefined;
let video = { id: '', humanId: '' };
let adminToken = '';

test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  await waitForPlatform(request);
  workDir = createWorkDir('video-lifecycle');
  adminToken = (await cognitoSignIn(request, 'acme', 'admin@acme.test')).IdToken;
  const headers = { authorization: `Bearer ${adminToken}` };
  // A channel of the journey's own where the member is a contributor: a second editor.
  const created = await request.post(`${API_URL}/command/channelCommand`, {
    headers,
    data: { type: 'createChannel', payload: { name: `E2E life cycle ${STAMP}` } },
  });
  expect(created.status(), await created.text()).toBe(200);
  const channelId = ((await created.json()) as { id: string }).id;
  const role = await request.post(`${API_URL}/command/channelCommand`, {
    headers,
    data: { type: 'addChannelUser', payload: { channelId, email: 'member@acme.test', role: 'contributor' } },
  });
  expect(role.status(), await role.text()).toBe(200);
  const clip = generateClip(workDir.dir, 'lifecycle.mp4', { seconds: 3 });
  video = await createTranscodedVideo(request, adminToken, {
    channelId,
    name: `E2E life cycle ${STAMP}`,
    clip,
  });
});

test.afterAll(() => workDir?.remove());

test('one editor at a time: a check-out blocks the other editor, who takes over and the holder is told', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const studio = `/edit/video/overview/${video.id}/1`;
  await signInByToken(page, request, 'acme', 'admin@acme.test', studio);
  const bar = page.getByTestId('editorial-bar');
  await expect(bar.getByTestId('editorial-bar-control')).toHaveText('Video is checked in', {
    timeout: 30_000,
  });
  expect(await seriousA11yViolations(page, '[data-testid="editorial-bar"]')).toEqual([]);
  await bar.getByTestId('editorial-bar-checkOut').click();
  await expect(bar.getByTestId('editorial-bar-control')).toHaveText('Video is checked out by you');

  const other = await browser.newContext();
  const memberPage = await other.newPage();
  await signInByToken(memberPage, request, 'acme', 'member@acme.test', studio);
  const memberBar = memberPage.getByTestId('editorial-bar');
  await expect(memberBar.getByTestId('editorial-bar-control')).toHaveText(
    'Video is checked out by admin@acme.test',
    { timeout: 30_000 },
  );
  // No check-out while another editor holds it; deleting says why it is not possible.
  await expect(memberBar.getByTestId('editorial-bar-checkOut')).toHaveCount(0);
  await expect(memberBar.getByTestId('editorial-bar-delete')).toBeDisabled();
  await expect(memberBar.getByTestId('editorial-bar-forceCheckIn')).toHaveCount(0);
  expect(await seriousA11yViolations(memberPage, '[data-testid="editorial-bar"]')).toEqual([]);

  await memberBar.getByTestId('editorial-bar-takeOver').click();
  await expect(memberBar.getByTestId('editorial-bar-control')).toHaveText('Video is checked out by you');
  await other.close();

  // The admin was told (the notification the push made them refetch) and sees the new holder.
  const notifications = await request.get(`${API_URL}/query/notifications?lang=en-us`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  const titles = ((await notifications.json()) as { data: { title: string }[] }).data.map((n) => n.title);
  expect(
    titles.some((t) => t.includes('member@acme.test') && t.includes('took over editorial control')),
  ).toBe(true);
  await page.reload();
  await expect(bar.getByTestId('editorial-bar-control')).toHaveText(
    'Video is checked out by member@acme.test',
    {
      timeout: 30_000,
    },
  );
  // An admin may force the check-in.
  await bar.getByTestId('editorial-bar-forceCheckIn').click();
  await expect(bar.getByTestId('editorial-bar-control')).toHaveText('Video is checked in');
});

/** The acme user's id, as /admin/users looks it up. */
async function userIdOf(request: APIRequestContext, email: string): Promise<string> {
  const lookup = await request.get(`${API_URL}/query/userFromEmail`, {
    params: { email, orgId: 'acme' },
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(lookup.status(), await lookup.text()).toBe(200);
  return ((await lookup.json()) as { userId: string }).userId;
}

/** The titles of the user's notifications (HTML-free enough to search by e-mail and wording). */
async function notificationTitles(request: APIRequestContext, token: string): Promise<string[]> {
  const response = await request.get(`${API_URL}/query/notifications?lang=en-us`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { title: string }[] }).data.map((n) => n.title);
}

test("one admin's check-out blocks another admin, who forces the check-in; control changes hands with a notification each way", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // The second admin: the member, made an admin (updateOrganization) for this journey only.
  const memberId = await userIdOf(request, 'member@acme.test');
  await apiPost(request, '/user/updateUserPermissions', adminToken, {
    userId: memberId,
    permissions: ['readVideo', 'updateOrganization'],
    isMasterAdmin: false,
  });
  const other = await browser.newContext();
  try {
    // A video of a channel where the second admin has no channel role: only the admin role lets them in.
    const headers = { authorization: `Bearer ${adminToken}` };
    const created = await request.post(`${API_URL}/command/channelCommand`, {
      headers,
      data: { type: 'createChannel', payload: { name: `E2E two admins ${STAMP}` } },
    });
    expect(created.status(), await created.text()).toBe(200);
    const channelId = ((await created.json()) as { id: string }).id;
    const name = `E2E two admins ${STAMP}`;
    const clip = generateClip(workDir!.dir, 'two-admins.mp4', { seconds: 3 });
    const twoAdmins = await createTranscodedVideo(request, adminToken, { channelId, name, clip });
    const studio = `/edit/video/overview/${twoAdmins.id}/1`;

    // The first admin takes editorial control.
    await signInByToken(page, request, 'acme', 'admin@acme.test', studio);
    const bar = page.getByTestId('editorial-bar');
    const control = bar.getByTestId('editorial-bar-control');
    await expect(control).toHaveText('Video is checked in', { timeout: 30_000 });
    await bar.getByTestId('editorial-bar-checkOut').click();
    await expect(control).toHaveText('Video is checked out by you');
    await expect(page.getByTestId('studio-overview').getByLabel('Title')).toBeEnabled();

    // The second admin sees who holds it and only reads: no check-out, the overview disabled.
    const secondPage = await other.newPage();
    const second = await signInByToken(secondPage, request, 'acme', 'member@acme.test', studio);
    const secondBar = secondPage.getByTestId('editorial-bar');
    const secondControl = secondBar.getByTestId('editorial-bar-control');
    await expect(secondControl).toHaveText('Video is checked out by admin@acme.test', { timeout: 30_000 });
    await expect(secondPage.getByTestId('edit-notice')).toContainText(
      'Video is checked out by admin@acme.test',
    );
    await expect(secondPage.getByTestId('studio-overview').getByLabel('Title')).toBeDisabled();
    await expect(secondPage.getByTestId('studio-overview-save')).toBeDisabled();
    await expect(secondBar.getByTestId('editorial-bar-checkOut')).toHaveCount(0);
    await expect(secondBar.getByTestId('editorial-bar-delete')).toBeDisabled();
    // An admin, unlike a contributor, may force the check-in; taking over is offered too.
    await expect(secondBar.getByTestId('editorial-bar-takeOver')).toBeVisible();
    expect(await seriousA11yViolations(secondPage, '[data-testid="editorial-bar"]')).toEqual([]);

    // The forced check-in: the video is nobody's, and the first admin is told they no longer hold it.
    await secondBar.getByTestId('editorial-bar-forceCheckIn').click();
    await expect(secondControl).toHaveText('Video is checked in');
    await expect
      .poll(async () =>
        (await notificationTitles(request, adminToken)).some(
          (t) => t.includes('member@acme.test') && t.includes(name) && t.includes('you no longer hold it'),
        ),
      )
      .toBe(true);
    await page.reload();
    await expect(control).toHaveText('Video is checked in', { timeout: 30_000 });
    await expect(page.getByTestId('studio-overview').getByLabel('Title')).toBeDisabled();

    // The second admin checks out and edits; the first sees them as the holder and takes control back.
    await secondBar.getByTestId('editorial-bar-checkOut').click();
    await expect(secondControl).toHaveText('Video is checked out by you');
    await expect(secondPage.getByTestId('studio-overview').getByLabel('Title')).toBeEnabled();
    await page.reload();
    await expect(control).toHaveText('Video is checked out by member@acme.test', { timeout: 30_000 });
    await bar.getByTestId('editorial-bar-takeOver').click();
    await expect(control).toHaveText('Video is checked out by you');
    await expect
      .poll(async () =>
        (await notificationTitles(request, second.IdToken)).some(
          (t) => t.includes('admin@acme.test') && t.includes(`took over editorial control of <b>${name}`),
        ),
      )
      .toBe(true);
    await secondPage.reload();
    await expect(secondControl).toHaveText('Video is checked out by admin@acme.test', { timeout: 30_000 });
    await expect(secondPage.getByTestId('studio-overview').getByLabel('Title')).toBeDisabled();
    await bar.getByTestId('editorial-bar-checkIn').click();
    await expect(control).toHaveText('Video is checked in');
  } finally {
    await other.close();
    // The member as the seed made them.
    await apiPost(request, '/user/updateUserPermissions', adminToken, {
      userId: memberId,
      permissions: ['readVideo'],
      isMasterAdmin: false,
    });
  }
});
