/**
 * /create/video can be found (issue 12, spec 2 §2 video routes): those who may add videos reach it from
 * the sidebar, from the toolbar's Add video dialog (which keeps the quick upload and recording) and from
 * a channel's videos page, which opens it with that channel chosen; a member without a producing role
 * in a channel finds no such entry on that channel's page. axe on the pages.
 */
import { expect, test } from './support/console-guard';
import { seriousA11yViolations } from './support/a11y';
import { tenantUrl, waitForPlatform } from './support/platform';
import { signInByToken } from './support/shell-session';

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
});

test('a channel owner opens /create/video from the channel, the sidebar and the Add video dialog', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInByToken(page, request, 'acme', 'admin@acme.test', '/channel/ch-acme-leadership/videos');
  const fromChannel = page.getByTestId('channel-create-video');
  await expect(fromChannel).toHaveText('Create video');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await fromChannel.click();
  await expect(page).toHaveURL(/\/create\/video\?channelId=ch-acme-leadership$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create a video' })).toBeVisible();
  // The channel the page was opened for is chosen.
  await expect(page.getByTestId('create-video-channel')).toHaveValue('ch-acme-leadership');

  // The sidebar's entry opens it as well (no channel chosen in advance: the first one).
  await page.goto(tenantUrl('acme', '/home'));
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByRole('link', { name: 'Create video' }).click();
  await expect(page).toHaveURL(/\/create\/video$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create a video' })).toBeVisible();

  // The quick dialog stays, and points to the full page with the channel picked in it.
  await page.getByTestId('add-video').click();
  const dialog = page.getByTestId('add-video-dialog');
  await expect(dialog.getByText('Need the video type, a playlist or the upload options?')).toBeVisible();
  await dialog.getByTestId('add-video-channel').selectOption({ label: 'Onboarding' });
  await dialog.getByTestId('add-video-open-studio').click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/create\/video\?channelId=ch-acme-onboarding$/);
  await expect(page.getByTestId('create-video-channel')).toHaveValue('ch-acme-onboarding');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a member without a producing role in a channel finds no Create video on its page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInByToken(page, request, 'acme', 'member@acme.test', '/channel/ch-acme-onboarding/videos');
  await expect(page.getByTestId('channel-videos')).toBeVisible();
  await expect(page.getByTestId('channel-create-video')).toHaveCount(0);
  // Their own channel (a contributor of Sales Enablement) has it.
  await page.goto(tenantUrl('acme', '/channel/ch-acme-sales-enablement/videos'));
  await expect(page.getByTestId('channel-videos')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('channel-create-video')).toBeVisible();
});
