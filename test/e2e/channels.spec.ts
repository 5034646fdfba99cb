import { expect, test } from './support/console-guard';
import { tenantUrl, waitForPlatform } from './support/platform';
import { signInByToken } from './support/shell-session';

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
});

test.describe('channels', () => {
  test('a member opens a channel from the sidebar, follows and unfollows it; subscriptions follow along', async ({
    page,
  }) => {
    await signInByToken(page, page.request, 'acme', 'member@acme.test', '/home');
    // Not followed in the seed; the journey leaves it unfollowed again.
    await page
      .getByTestId('sidebar-group-company')
      .getByRole('link', { name: 'Diversity & Inclusion' })
      .click();
    await expect(page).toHaveURL(/\/channel\/ch-acme-diversity-inclusion\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Diversity & Inclusion' })).toBeVisible();
    await expect(page.getByText('Building an inclusive workplace together.').first()).toBeVisible();
    const subscriptions = page.getByTestId('sidebar-group-subscriptions');
    await expect(subscriptions.getByRole('link', { name: 'Diversity & Inclusion' })).toHaveCount(0);

    const follow = page.getByTestId('channel-follow');
    await expect(follow).toHaveText('Follow');
    await follow.click();
    await expect(follow).toHaveText('Unfollow');
    // The sidebar's follow data is refetched: the channel joins the subscriptions group.
    await expect(subscriptions.getByRole('link', { name: 'Diversity & Inclusion' })).toBeVisible();
    // Alerts appear while following (the switch's root is its label).
    const alerts = page.getByTestId('channel-alerts');
    await alerts.click();
    await expect(alerts.locator('input')).toBeChecked();

    await page.goto(tenantUrl('acme', '/subscriptions'));
    const list = page.getByTestId('subscriptions-list');
    await expect(list.getByRole('link', { name: 'Diversity & Inclusion' })).toBeVisible();
    await list.getByRole('link', { name: 'Diversity & Inclusion' }).click();

    await expect(page.getByTestId('channel-follow')).toHaveText('Unfollow');
    await page.getByTestId('channel-follow').click();
    await expect(page.getByTestId('channel-follow')).toHaveText('Follow');
    await expect(page.getByTestId('channel-alerts')).toHaveCount(0);
    await expect(subscriptions.getByRole('link', { name: 'Diversity & Inclusion' })).toHaveCount(0);
    await page.goto(tenantUrl('acme', '/subscriptions'));
    await expect(page.getByTestId('subscriptions-list').getByRole('link').first()).toBeVisible();
    await expect(
      page.getByTestId('subscriptions-list').getByRole('link', { name: 'Diversity & Inclusion' }),
    ).toHaveCount(0);
  });

  test("a channel's playlists show the tracks tree with its sub-track", async ({ page }) => {
    await signInByToken(page, page.request, 'acme', 'member@acme.test', '/home');
    // A channel's own address (spec 2 §2 /channel/{redirectId}) opens its home.
    await page.goto(tenantUrl('acme', '/channel/ch-acme-onboarding'));
    await expect(page).toHaveURL(/\/channel\/ch-acme-onboarding\/home$/);
    await page.goto(tenantUrl('acme', '/channel/ch-acme-onboarding/playlists'));
    const tree = page.getByTestId('track-tree');
    await expect(
      tree.locator('li[data-depth="0"]').filter({ hasText: 'Onboarding essentials' }).first(),
    ).toBeVisible();
    // The sub-track sits among the track's videos (the seeded demo videos).
    await expect(
      tree.locator('li[data-depth="1"][data-type="track"]').filter({ hasText: 'Your first week' }),
    ).toBeVisible();
  });

  test('an admin creates a personal channel through /channel/create and lands on its home', async ({
    page,
  }) => {
    // The admin, so the member's own personal channels (checked by the shell journey) stay three.
    await signInByToken(page, page.request, 'acme', 'admin@acme.test', '/home');
    const name = `Field Notes ${Date.now()}`;
    await page.getByRole('link', { name: 'Add channel' }).click();
    await expect(page).toHaveURL(/\/channel\/create$/);
    await page.getByRole('button', { name: 'Create channel' }).click();
    await expect(page.getByText('Required')).toBeVisible();
    await page.getByLabel(/^Channel name/).fill(name);
    await page.getByRole('button', { name: 'Create channel' }).click();
    const confirm = page.getByTestId('create-channel-confirm');
    await expect(confirm).toContainText(name);
    await confirm.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByTestId('create-channel-busy')).toBeVisible();
    await expect(page).toHaveURL(/\/channel\/ch-acme-p-[0-9a-f]+\/home$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('channel-header')).toContainText('Personal');
    await expect(page.getByTestId('sidebar-group-personal').getByRole('link', { name })).toBeVisible();
  });
});
