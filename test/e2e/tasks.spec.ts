import { expect, test } from '@playwright/test';
import { cognitoSignIn } from './support/auth';
import { API_URL, waitForPlatform } from './support/platform';
import { signInByToken } from './support/shell-session';
import { seriousA11yViolations } from './support/a11y';

/**
 * The task workflow in the browser (issue 13, spec 2 §2 /admin/tasks, §4 actions): a member's support
 * request shows on /admin/tasks with the actions the table offers an admin; the admin takes it there,
 * comments on its page and completes it, and the page then offers no action.
 */

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
});

test.beforeEach(() => {
  test.setTimeout(120_000);
});

test('an admin takes a member request on /admin/tasks, comments and completes it', async ({
  page,
  request,
}) => {
  const { IdToken } = await cognitoSignIn(request, 'acme', 'member@acme.test');
  const title = `Quiz does not load ${Date.now()}`;
  const filed = await request.post(`${API_URL}/command/userCommand`, {
    headers: { authorization: `Bearer ${IdToken}` },
    data: { type: 'createSupportTask', payload: { taskTitle: title, comment: 'Since this morning' } },
  });
  expect(filed.ok()).toBe(true);

  await signInByToken(page, request, 'acme', 'admin@acme.test', '/admin/tasks');
  await expect(page.getByRole('heading', { name: 'Tasks of the organization' })).toBeVisible();
  const row = page.getByTestId('admin-task-row').filter({ hasText: title });
  await expect(row.getByText('Not started')).toBeVisible();
  // A request nobody took: the admin may take it, not complete it.
  await expect(row.getByRole('button', { name: 'Complete' })).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await row.getByRole('button', { name: 'Take' }).click();
  await expect(row.getByText('In progress')).toBeVisible();
  await expect(row.getByText('admin@acme.test')).toBeVisible();

  await row.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('No comments yet.')).toBeVisible();

  // An empty comment is refused with the spec's text before any request.
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('comment cannot be empty')).toBeVisible();
  await page.getByLabel('Add a comment').fill('Found it: the quiz lost its video');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('task-comment')).toHaveText(/Found it: the quiz lost its video/);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByTestId('task-actions').getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByTestId('task-page').getByText('Completed', { exact: true })).toBeVisible();
  await expect(page.getByTestId('task-actions')).toHaveCount(0);
});
