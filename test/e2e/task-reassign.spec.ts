/**
 * Reassign with autocomplete and a channel's tasks (issue 13; spec 2 §2 /admin/tasks and
 * /channel/{channelId}/tasks, §4 action "reassign", §9 "Autocomplete: 5 suggestions"): provider staff file
 * a support task for acme's onboarding channel, assigned to acme's admin; the channel's tasks page,
 * reached from the channel, lists it; the admin finds it on /admin/tasks with the search and reassigns it
 * to the member picked from the suggestions, and the task is then the member's (their /tasks list).
 */
import { expect, test } from '@playwright/test';
import { cognitoSignIn } from './support/auth';
import { API_URL, waitForPlatform } from './support/platform';
import { signInByToken } from './support/shell-session';
import { seriousA11yViolations } from './support/a11y';

// admin@acme.test owns this seeded channel.
const CHANNEL = 'ch-acme-onboarding';

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
});

test('an admin reassigns a task to a member picked by autocomplete; the channel lists its task', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const staff = await cognitoSignIn(request, 'studio', 'staff@tubes.dev');
  const title = `Onboarding quiz broken ${Date.now()}`;
  const filed = await request.post(`${API_URL}/command/userCommand`, {
    headers: { authorization: `Bearer ${staff.IdToken}` },
    data: {
      type: 'createSupportTaskForOtherOrg',
      payload: {
        taskTitle: title,
        comment: 'The last question never loads',
        orgId: 'acme',
        channelId: CHANNEL,
        assigneeEmail: 'admin@acme.test',
      },
    },
  });
  expect(filed.ok()).toBe(true);
  const { taskId } = (await filed.json()) as { taskId: string };

  // The channel's tasks page, from the channel's own admin links: the new task, still the admin's.
  await signInByToken(page, request, 'acme', 'admin@acme.test', `/channel/${CHANNEL}/home`);
  await page.getByTestId('channel-admin-links').getByRole('link', { name: 'Tasks' }).click();
  await expect(page).toHaveURL(new RegExp(`/channel/${CHANNEL}/tasks$`));
  await expect(page.getByRole('heading', { name: 'Tasks of the channel' })).toBeVisible();
  await page.getByLabel('Search tasks').fill(title);
  const channelRow = page.getByTestId('channel-task-row').filter({ hasText: title });
  await expect(channelRow.getByText('admin@acme.test')).toBeVisible();
  await expect(page.getByTestId('channel-task-row')).toHaveCount(1);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // /admin/tasks (the sidebar's admin entry): found with the search, reassigned to the member.
  await page
    .getByTestId('sidebar-admin-organization')
    .getByRole('link', { name: 'Tasks of the organization' })
    .click();
  await expect(page.getByRole('heading', { name: 'Tasks of the organization' })).toBeVisible();
  await page.getByLabel('Search tasks').fill(title);
  const row = page.getByTestId('admin-task-row').filter({ hasText: title });
  await expect(row.getByText('admin@acme.test')).toBeVisible();
  await expect(page.getByTestId('admin-task-row')).toHaveCount(1);

  await row.getByRole('button', { name: 'Reassign' }).click();
  const dialog = page.getByTestId('task-reassign-dialog');
  await expect(dialog.getByRole('heading', { name: 'Reassign task' })).toBeVisible();
  // A fragment that is no e-mail is refused before any request.
  await dialog.getByLabel('New assignee (name or e-mail)').fill('Mart');
  await dialog.getByRole('button', { name: 'Reassign' }).click();
  await expect(
    dialog.getByText('Choose a user from the suggestions or enter their full e-mail.'),
  ).toBeVisible();
  // The suggestions are a combobox's list: a click picks one; typing again forgets the pick.
  const field = dialog.getByRole('combobox', { name: 'New assignee (name or e-mail)' });
  const martin = dialog.getByRole('option', { name: 'Martin Meyer (member@acme.test)' });
  await martin.click();
  await expect(dialog.getByTestId('task-reassign-picked')).toHaveText(
    'Chosen: Martin Meyer (member@acme.test)',
  );
  await expect(field).toHaveValue('member@acme.test');
  await field.fill('Martin Mey');
  await expect(dialog.getByTestId('task-reassign-picked')).toHaveCount(0);
  // From the keyboard: ArrowDown points at the first suggestion (focus stays in the field), Escape
  // closes the list and leaves the dialog open, ArrowDown opens it again, Enter picks.
  await expect(martin).toBeVisible();
  await field.press('ArrowDown');
  await expect(martin).toHaveAttribute('aria-selected', 'true');
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-activedescendant', (await martin.getAttribute('id')) ?? '');
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await field.press('Escape');
  await expect(martin).toBeHidden();
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog).toBeVisible();
  await field.press('ArrowDown');
  await expect(martin).toHaveAttribute('aria-selected', 'true');
  await field.press('Enter');
  await expect(dialog.getByTestId('task-reassign-picked')).toHaveText(
    'Chosen: Martin Meyer (member@acme.test)',
  );
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Reassign' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByText('member@acme.test')).toBeVisible();

  // The member's /tasks (GET /listMyTasks) now holds it, assigned to them.
  const member = await cognitoSignIn(request, 'acme', 'member@acme.test');
  const mine = await request.get(`${API_URL}/query/listMyTasks?limit=100`, {
    headers: { authorization: `Bearer ${member.IdToken}` },
  });
  expect(mine.ok()).toBe(true);
  const { items } = (await mine.json()) as { items: { taskId: string; assigneeEmail: string }[] };
  expect(items.find((task) => task.taskId === taskId)).toMatchObject({ assigneeEmail: 'member@acme.test' });
});
