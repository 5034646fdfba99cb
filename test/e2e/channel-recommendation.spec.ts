/**
 * Channel recommendations in Chromium (issue 11, spec 2 §2 /channel/recommendation/{channelId}, §3
 * featuredVideosForRecommendations, §8 "Recommendation is not enabled", §9 "Recommendations are generated
 * at 2:00 AM GMT"): the channel owner reaches the page from the channel, features two videos, orders
 * them, is told the recommendation is not enabled while it is off, switches it on, generates now, and a
 * follower of the channel finds the recommendation among their notifications.
 */

import { apiPost, cognitoSignIn, registeredUser } from './support/auth';
import { expect, test } from './support/console-guard';
import { tenantUrl, waitForPlatform } from './support/platform';
import { signInByToken } from './support/shell-session';
import { seriousA11yViolations } from './support/a11y';

const CHANNEL = 'ch-acme-security-awareness';

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
});

test.describe('a channel owner', () => {
  // "Generate now" while the recommendation is off answers 409 (the page shows the spec's text).
  test.use({ allowConsoleErrors: [/status of 409/] });

  test('features videos, generates recommendations, and a follower is recommended them', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    // A follower of the channel who has watched none of its videos.
    const follower = await registeredUser(request, 'recommended-e2e');
    const { IdToken } = await cognitoSignIn(request, 'acme', follower);
    await apiPost(request, '/command/channelCommand', IdToken, {
      type: 'follow',
      payload: { channelId: CHANNEL },
    });
    // The channel's settings as the seed has them (a retry finds the first attempt's).
    const owner = await cognitoSignIn(request, 'acme', 'admin@acme.test');
    await apiPost(request, '/command/channelCommand', owner.IdToken, {
      type: 'onUpdateFeaturedVideosForRecommendation',
      payload: {
        channelId: CHANNEL,
        featuredVideosForRecommendations: [],
        featuredVideoRecommendationGenerationOn: false,
      },
    });

    // Sign-in is not the subject here: by token.
    await signInByToken(page, request, 'acme', 'admin@acme.test', `/channel/${CHANNEL}/home`);
    await page.getByTestId('channel-admin-links').getByRole('link', { name: 'Recommendations' }).click();
    await expect(page).toHaveURL(tenantUrl('acme', `/channel/recommendation/${CHANNEL}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Recommendations' })).toBeVisible();
    await expect(page.getByTestId('recommendation-featured-empty')).toBeVisible();
    // A first attempt on a fresh platform; a retry finds the first attempt's generation.
    if (test.info().retry === 0) {
      await expect(page.getByTestId('recommendation-last')).toHaveText('Not generated yet');
    }

    const videos = page.getByTestId('recommendation-videos');
    await videos.getByText('Phishing basics').click();
    await videos.getByText('Strong passwords and passkeys').click();
    const featured = page.getByTestId('recommendation-featured').getByRole('listitem');
    await expect(featured).toHaveText(['Phishing basics', 'Strong passwords and passkeys']);
    // Keyboard and pointer alike: the order is the owner's.
    await page.getByRole('button', { name: 'Move Strong passwords and passkeys up' }).click();
    await expect(featured).toHaveText(['Strong passwords and passkeys', 'Phishing basics']);
    await expect(page.getByRole('heading', { name: 'Featured videos (2 of 10)' })).toBeVisible();

    expect(await seriousA11yViolations(page)).toEqual([]);

    // Saved with the nightly switch off: "Generate now" is refused with the spec's text.
    await page.getByTestId('recommendation-save').click();
    await expect(page.getByText('Recommendations saved')).toBeVisible();
    await page.getByTestId('recommendation-generate').click();
    await expect(page.getByText('Recommendation is not enabled')).toBeVisible();

    await page.getByText('Recommend the featured videos every night').click();
    await page.getByTestId('recommendation-save').click();
    await expect(page.getByTestId('recommendation-save')).toBeDisabled();
    await page.getByTestId('recommendation-generate').click();
    // The new follower and the channel's other followers (demo members) who have not watched them.
    await expect(page.getByText(/^Recommendations sent: [1-9]\d*$/)).toBeVisible();
    await expect(page.getByTestId('recommendation-last')).toContainText(/Last generated .*: [1-9]\d* sent/);

    // The saved settings survive a reload.
    await page.reload();
    await expect(featured).toHaveText(['Strong passwords and passkeys', 'Phishing basics']);
    await expect(page.getByTestId('recommendation-generation').getByRole('checkbox')).toBeChecked();

    // The follower finds both recommendations among their notifications.
    const context = await browser.newContext();
    const followerPage = await context.newPage();
    await signInByToken(followerPage, request, 'acme', follower, '/notifications');
    await expect(followerPage.getByText(/Recommended for you in .*Phishing basics/)).toBeVisible();
    await expect(
      followerPage.getByText(/Recommended for you in .*Strong passwords and passkeys/),
    ).toBeVisible();
    await context.close();
  });
});

test.describe('a member', () => {
  test.use({ allowConsoleErrors: [/status of 403/] });

  test('who does not manage the channel is refused the page', async ({ page, request }) => {
    await signInByToken(page, request, 'acme', 'member@acme.test', `/channel/recommendation/${CHANNEL}`);
    await expect(page.getByTestId('recommendation-error')).toHaveText('You do not have access to this page.');
  });
});
