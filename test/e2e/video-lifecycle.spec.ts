/**
 * The video life cycle in Chromium (issue 12; spec 2 §4, §8): on a transcoded draft of a channel of
 * its own, the admin checks the video out in the studio's editorial bar; a second editor (the member,
 * a contributor of the channel) sees "Video is checked out by admin@acme.test", cannot check it out,
 * and takes over — the admin is notified, and forces the check-in. axe on the bar. Publish → unpublish →
 * draft → check out to edit is studio-journey.spec.ts's (support/studio.ts publishUnpublishToDraft).
 * Sign-in by token (not the subject here).
 */
import { seriousA11yViolations } from './support/a11y';
import { cognitoSignIn } from './support/auth';
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
