/**
 * Ask for review in the browser (issue 13 "an editor asks for review, the reviewer approves in /tasks,
 * the video becomes readyToPublish"): acme's admin opens the studio's ask-for-review section of a new
 * draft, finds the member by name and asks them with a comment; the section shows the running review.
 * The member, in a browser of their own, finds the review task in /tasks and completes it; the state
 * machine (the platform's local Step Functions) moves the video, and the editor's section shows the
 * review approved and the video ready to publish.
 */
import { cognitoSignIn } from './support/auth';
import { expect, test } from './support/console-guard';
import { createVideo } from './support/media';
import { waitForPlatform } from './support/platform';
import { signInByToken } from './support/shell-session';
import { seriousA11yViolations } from './support/a11y';

// admin@acme.test owns this seeded channel.
const CHANNEL = 'ch-acme-onboarding';

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
});

test('an editor asks a reviewer in the studio; the reviewer approves in /tasks; the video is ready to publish', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { IdToken } = await cognitoSignIn(request, 'acme', 'admin@acme.test');
  const name = `Review journey ${Date.now()}`;
  const video = await createVideo(request, IdToken, { channelId: CHANNEL, name });
  const section = `/edit/video/ask-for-review/${video.id}/1`;

  await signInByToken(page, request, 'acme', 'admin@acme.test', section);
  const studio = page.getByTestId('studio-ask-for-review');
  await expect(studio).toBeVisible({ timeout: 30_000 });
  await expect(studio.getByTestId('review-video-status')).toHaveText('Video status: Draft');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await studio.getByLabel('Find reviewers by name or e-mail').fill('Martin');
  await studio.getByRole('button', { name: 'Search' }).click();
  await studio.getByRole('button', { name: 'Add Martin Meyer (member@acme.test)' }).click();
  await expect(studio.getByTestId('review-chosen')).toContainText('member@acme.test');
  await studio.getByLabel('Comment for the reviewers (optional)').fill('Please check the intro');
  await studio.getByTestId('review-submit').click();

  const latest = studio.getByTestId('review-latest');
  await expect(latest.getByTestId('review-outcome')).toHaveText('In review', { timeout: 20_000 });
  await expect(latest.getByTestId('review-reviewer-member@acme.test')).toHaveText(
    'member@acme.test: In progress',
  );
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The reviewer, in a browser of their own.
  const reviewerContext = await browser.newContext();
  const reviewer = await reviewerContext.newPage();
  await signInByToken(reviewer, request, 'acme', 'member@acme.test', '/tasks');
  const title = `Review ${name} (version 1)`;
  const entry = reviewer.getByTestId('task-entry').filter({ hasText: title });
  await expect(entry.getByText('Video review')).toBeVisible({ timeout: 20_000 });
  await expect(entry.getByText('Please check the intro')).toBeVisible();
  await entry.getByRole('link', { name: title }).click();
  await reviewer.getByTestId('task-actions').getByRole('button', { name: 'Complete' }).click();
  await expect(reviewer.getByTestId('task-page').getByText('Completed', { exact: true })).toBeVisible();
  await reviewerContext.close();

  // The editor's section follows the review (it reads again while one runs).
  await expect(latest.getByTestId('review-outcome')).toHaveText('Approved', { timeout: 30_000 });
  await expect(latest.getByTestId('review-reviewer-member@acme.test')).toHaveText(
    'member@acme.test: Completed',
  );
  await expect(studio.getByTestId('review-video-status')).toHaveText('Video status: Ready to publish');
  await page.reload();
  await expect(page.getByTestId('review-video-status')).toHaveText('Video status: Ready to publish', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('review-not-draft')).toHaveText('A video must be in draft to ask for review');
});
