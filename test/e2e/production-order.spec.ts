import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { seriousA11yViolations } from './support/a11y';
import { expect, test } from './support/console-guard';
import { cognitoSignIn } from './support/auth';
import { createVideo, createWorkDir, generateClip, type WorkDir } from './support/media';
import { waitForPlatform } from './support/platform';
import { signInByToken } from './support/shell-session';

/**
 * A production order across two organizations (issue 13): acme's admin orders a video on /produce-video;
 * the operator's staff (studio) accept it from /admin/operationalTasks, take the generation, are told
 * "A file must be uploaded before a generation request", upload the clip and request the generation;
 * the admin watches the result, rejects it with a reason; the staff generate again; the admin approves,
 * the staff review, and the video is published in acme's channel. The staff hear of each step of theirs
 * live (a notification toast). Two browsers, each on its own order
 * page, which follows the order as the state machine makes each next step.
 */
let workDir: WorkDir | undefined;

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
  workDir = createWorkDir('production-order');
});

test.afterAll(() => {
  workDir?.remove();
});

/** Opens the order's step `step` (round `round`) from the page's time line, once the machine made it. */
async function openStep(page: Page, step: string, round: number) {
  const row = page.locator(`[data-testid="production-step"][data-step="${step}"][data-round="${round}"]`);
  await expect(row).toBeVisible({ timeout: 30_000 });
  if ((await row.getAttribute('data-current')) === null) {
    await row.getByTestId('production-step-link').click();
  }
  await expect(
    page.locator(`[data-testid="production-step"][data-step="${step}"][data-round="${round}"][data-current]`),
  ).toBeVisible();
}

/** The page's action button (the step's own names: Accept the order, Request generation, Approve …). */
const action = (page: Page, name: string) =>
  page.getByTestId('task-actions').getByRole('button', { name, exact: true });

test('a customer orders a video; the operator verifies, generates and reviews; the customer approves; it is published', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const clip = generateClip(workDir!.dir, 'generated.mp4', { seconds: 3 });
  const title = `Booking a room ${randomUUID().slice(0, 6)}`;

  // The customer orders; the brief is required.
  await signInByToken(page, request, 'acme', 'admin@acme.test', '/tasks');
  await page.getByTestId('production-order-link').click();
  await expect(page).toHaveURL(/\/produce-video$/);
  const form = page.getByTestId('production-order-form');
  await page.getByTestId('production-order-title').fill(title);
  await page.getByTestId('production-order-type').selectOption('how-to');
  await page.getByTestId('production-order-variant').selectOption('cp07');
  await page.getByTestId('production-order-channel').selectOption('ch-acme-onboarding');
  await page.getByTestId('production-order-submit').click();
  await expect(form).toContainText('Describe what the video must show');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByTestId('production-order-brief').fill('Show how to book a meeting room, step by step.');
  await page.getByTestId('production-order-submit').click();
  await expect(page.getByText('Your order was sent to the production team')).toBeVisible();
  await expect(page).toHaveURL(/\/tasks$/);

  // The operator's staff, in their own browser, find the verification among the operational tasks.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  try {
    await signInByToken(operator, request, 'studio', 'staff@tubes.dev', '/admin/operationalTasks');
    const verifyRow = operator
      .getByTestId('operational-task')
      .filter({ hasText: `Verify the production order “${title}”` });
    await verifyRow.getByTestId('production-open-order').click();
    await expect(operator).toHaveURL(/\/produce-video\/[^?]+\?orgId=acme$/);
    await expect(operator.getByTestId('production-order-heading')).toHaveText(title);
    await expect(operator.getByTestId('production-order-brief-text')).toHaveText(
      'Show how to book a meeting room, step by step.',
    );
    await expect(operator.getByTestId('production-order-details')).toContainText('How-to');
    await action(operator, 'Take').click();
    await action(operator, 'Accept the order').click();
    // The generation waits on the staff: they hear of it live, as a toast in their own organization.
    await expect(
      operator
        .getByText(`New operational task for Acme Corporation: Generate the video “${title}”`, {
          exact: true,
        })
        .first(),
    ).toBeVisible({ timeout: 30_000 });

    // Generation: refused without a file, then the clip is uploaded into acme's video and requested.
    await openStep(operator, 'generate', 1);
    await action(operator, 'Take').click();
    await expect(operator.getByTestId('production-upload')).toBeVisible();
    await action(operator, 'Request generation').click();
    await expect(operator.getByTestId('task-actions')).toContainText(
      'A file must be uploaded before a generation request',
    );
    await operator.getByTestId('production-upload-input').setInputFiles(clip);
    await operator.getByTestId('production-upload-button').click();
    await expect(operator.getByTestId('production-uploaded')).toBeVisible();
    expect(await seriousA11yViolations(operator)).toEqual([]);
    await expect(operator.getByTestId('production-video-state')).toHaveAttribute('data-state', 'playable', {
      timeout: 60_000,
    });
    await action(operator, 'Request generation').click();
    await expect(operator.getByTestId('production-order-stage')).toHaveAttribute('data-stage', /next|open/);

    // The customer follows the order from /tasks, watches the generated video and rejects it.
    await page.reload();
    await page.getByTestId('production-open-order').first().click();
    await expect(page.getByTestId('production-order-heading')).toHaveText(title);
    await openStep(page, 'approve', 1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    const videoLink = page
      .getByTestId('production-video-state')
      .getByRole('link', { name: 'Open the video' });
    const videoPath = await videoLink.getAttribute('href');
    expect(videoPath).toMatch(/^\/video\//);
    await action(page, 'Reject').click();
    await page.getByRole('textbox', { name: 'Reason for rejecting' }).fill('Shorten the intro');
    await action(page, 'Reject').click();

    // Round 2: the staff read why, and request the generation again (the file is there).
    await openStep(operator, 'generate', 2);
    await expect(operator.getByTestId('production-step-comment')).toContainText(
      'Rejected, to change: admin@acme.test: Shorten the intro',
    );
    await action(operator, 'Take').click();
    await action(operator, 'Request generation').click();

    // The customer approves; the staff review; the machine publishes the video.
    await openStep(page, 'approve', 2);
    await action(page, 'Approve').click();
    await openStep(operator, 'review', 2);
    await action(operator, 'Take').click();
    await action(operator, 'Approve').click();
    await expect(operator.getByTestId('production-order-stage')).toHaveAttribute('data-stage', 'published', {
      timeout: 30_000,
    });
    await expect(page.getByTestId('production-order-stage')).toHaveAttribute('data-stage', 'published', {
      timeout: 30_000,
    });
    await expect(page.getByTestId('production-steps').getByTestId('production-step')).toHaveCount(6);

    // The published video plays in acme's channel.
    await page.getByTestId('production-video-state').getByRole('link', { name: 'Open the video' }).click();
    await expect(page).toHaveURL(new RegExp(`${videoPath!}$`));
    await expect(page.getByTestId('video-title')).toHaveText(title);
    await expect(page.getByTestId('video-element')).toBeVisible({ timeout: 30_000 });
  } finally {
    await operatorContext.close();
  }
});

test.describe('requests for the production team', () => {
  // The spec's refusals are 409 answers, which the browser logs.
  test.use({ allowConsoleErrors: [/status of 409/] });

  test('an editor asks the production team for an adjustment of a draft; the staff do it; the spec’s rules answer', async ({
    page,
    request,
    browser,
  }) => {
    const name = `Needs polish ${randomUUID().slice(0, 6)}`;
    const { IdToken } = await cognitoSignIn(request, 'acme', 'admin@acme.test');
    const video = await createVideo(request, IdToken, { channelId: 'ch-acme-onboarding', name });
    await signInByToken(page, request, 'acme', 'admin@acme.test', `/edit/video/overview/${video.id}/1`);
    const card = page.getByTestId('studio-production-request');
    await expect(card.getByRole('heading', { name: 'Ask the production team' })).toBeVisible();
    await card.getByTestId('production-request-service').selectOption('adjustment:how-to');
    await card.getByTestId('production-request-comment').fill('Slow the clicks down in the second chapter');
    await card.getByTestId('production-request-send').click();
    await expect(page.getByText('Your request was sent to the production team')).toBeVisible();
    // The same request again, and a playlist structure of a draft: the server's rules, as written. (The
    // toast lies over the button for a while: the keyboard sends.)
    await card.getByTestId('production-request-comment').fill('Once more');
    await card.getByTestId('production-request-send').press('Enter');
    await expect(card).toContainText('This request is already open for the video');
    await card.getByTestId('production-request-service').selectOption('playlistStructure');
    await card.getByTestId('production-request-send').press('Enter');
    await expect(card).toContainText(
      'A video must be ready to publish or published to request building a playlist',
    );
    expect(await seriousA11yViolations(page, '[data-testid="studio-production-request"]')).toEqual([]);

    const operatorContext = await browser.newContext();
    const operator = await operatorContext.newPage();
    try {
      await signInByToken(operator, request, 'studio', 'staff@tubes.dev', '/admin/operationalTasks');
      const row = operator
        .getByTestId('operational-task')
        .filter({ hasText: `Adjust the video “${name}” (how-to)` });
      await expect(row).toContainText('Adjustment (how-to)');
      await expect(row.getByTestId('operational-task-note')).toHaveText(
        'Slow the clicks down in the second chapter',
      );
      await row.getByRole('button', { name: 'Take' }).click();
      await row.getByRole('button', { name: 'Complete' }).click();
      await expect(row).toContainText('Completed');
    } finally {
      await operatorContext.close();
    }
  });
});
