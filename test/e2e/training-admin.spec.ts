/**
 * The training admin sections in Chromium (issue 15; spec 2 §2 "Admin sections: Application Roles,
 * Application IDs, Processes, Training Plans (processes can be re-ordered by drag), Users with application
 * roles … add, edit and delete dialogs with a delete confirmation", §5, §6): the operator organization's
 * admin (staff@tubes.dev in studio) opens the Training group, creates a role, an application with it, two
 * processes (re-ordered by a move button and by dragging from the keyboard), a plan with them, gives a
 * member the role, creates the training (results dialog, the e-mail in the mail viewer); the member finds
 * the videos in /mandatory and /tasks and completes one by watching it; the admin assigns a playlist to
 * the role's holders and reads the member's training record; then deletes with confirmation (a role in
 * use is refused); pools and lanes likewise.
 */
import type { APIRequestContext } from '@playwright/test';
import type { TrainingAdmin } from '#shared/api';
import { seriousA11yViolations } from './support/a11y';
import { apiPost } from './support/auth';
import { expect, test } from './support/console-guard';
import { API_URL, mailViewerUrl, tenantUrl, waitForPlatform } from './support/platform';
import { signInByToken } from './support/shell-session';
import { cognitoSignIn } from './support/auth';
import { platformEntities } from './support/data-layer';
import { playMuted } from './support/player';

const LEARNER = 'learner@tubes.dev';
const RECORDING_BASICS = 'track-studio-recording-basics';

/**
 * The member starts with no training (a run before this one gave them tasks, watched a video and a
 * playlist): their watch-video tasks, watch history and mandatory assignments are taken away.
 */
async function withoutTraining(userId: string) {
  const e = await platformEntities();
  const orgId = 'studio';
  const tasks = await e.task.query.byAssignee({ orgId, assigneeId: userId }).go({ pages: 'all' });
  for (const task of tasks.data) await e.task.delete({ orgId, taskId: task.taskId }).go();
  const watched = await e.watchHistory.query.byUser({ orgId, userId }).go({ pages: 'all' });
  for (const entry of watched.data)
    await e.watchHistory.delete({ orgId, userId, videoId: entry.videoId }).go();
  const assigned = await e.mandatoryAssignment.query.byUser({ orgId, userId }).go({ pages: 'all' });
  for (const a of assigned.data)
    await e.mandatoryAssignment.delete({ orgId, userId, trackId: a.trackId }).go();
}

/**
 * The training sections start empty (the journey checks their empty states): what an earlier attempt
 * left is deleted through the commands, users' roles and plans first, pools last.
 */
async function withoutTrainingItems(request: APIRequestContext) {
  const { IdToken } = await cognitoSignIn(request, 'studio', 'staff@tubes.dev');
  const response = await request.get(`${API_URL}/query/trainingAdmin`, {
    headers: { authorization: `Bearer ${IdToken}` },
  });
  const left = (await response.json()) as TrainingAdmin;
  // apiPost throws on any answer but 2xx.
  const send = (type: string, payload: unknown) =>
    apiPost(request, '/command/trainingCommand', IdToken, { type, payload });
  for (const u of left.userRoles) await send('removeUserApplicationRoles', { userId: u.userId });
  for (const p of left.plans) await send('deleteTrainingPlan', { planId: p.planId });
  for (const p of left.processes) await send('deleteProcess', { processId: p.processId });
  for (const a of left.applications) await send('deleteApplication', { appId: a.appId });
  for (const r of left.roles) await send('deleteApplicationRole', { roleId: r.roleId });
  for (const l of left.lanes) await send('deleteLane', { laneId: l.laneId });
  for (const p of left.pools) await send('deletePool', { poolId: p.poolId });
}

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
  const { IdToken } = await cognitoSignIn(request, 'studio', LEARNER);
  const sub = JSON.parse(Buffer.from(IdToken.split('.')[1] ?? '', 'base64url').toString()) as { sub: string };
  await withoutTraining(sub.sub);
  await withoutTrainingItems(request);
});

// Deleting the role in use answers 409 (the dialog shows where it is used).
test.use({ allowConsoleErrors: [/status of 409/] });

test('an operator admin builds a training plan from roles, applications and processes, then deletes with confirmation', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const role = `Buyer ${suffix}`;
  const appId = `SAP_MM-${suffix}`;
  const first = `Order to cash ${suffix}`;
  const second = `Procure to pay ${suffix}`;
  const plan = `Purchasing ${suffix}`;
  const tokens = await signInByToken(page, request, 'studio', 'staff@tubes.dev', '/home');
  // Each page from the Training group of the admin menu (operator staff who are admins); the menu is
  // closed on admin pages until its button opens it.
  const training = page.getByTestId('sidebar-admin-training');
  const go = async (name: string) => {
    const link = training.getByRole('link', { name, exact: true });
    if (!(await link.isVisible()))
      await page.getByRole('button', { name: 'Show or hide navigation' }).click();
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  };
  await go('Application Roles');

  // A role.
  await page.getByRole('button', { name: 'Add application role' }).click();
  const roleDialog = page.getByTestId('training-role-dialog');
  await roleDialog.getByRole('button', { name: 'Save' }).click();
  await expect(roleDialog.getByText('Role name is required')).toBeVisible();
  await roleDialog.getByLabel('Role name').fill(role);
  await roleDialog.getByRole('button', { name: 'Save' }).click();
  await expect(roleDialog).toBeHidden();
  await expect(page.getByTestId('training-role-row').filter({ hasText: role })).toBeVisible();

  // An application with it: the spec's texts under the fields first.
  await go('Application IDs');
  await page.getByRole('button', { name: 'Add application' }).click();
  const appDialog = page.getByTestId('training-app-dialog');
  await appDialog.getByRole('button', { name: 'Save' }).click();
  await expect(appDialog.getByText('Application ID is required')).toBeVisible();
  await expect(appDialog.getByText('Application Name is required')).toBeVisible();
  await appDialog.getByLabel('Application ID').fill('SAP MM');
  await expect(
    appDialog.getByText('Application ID may contain only letters, numbers, underscores and hyphens'),
  ).toBeVisible();
  await appDialog.getByLabel('Application ID').fill(appId);
  await appDialog.getByLabel('Application Name').fill('SAP Materials Management');
  await appDialog.getByText(role).click();
  await appDialog.getByRole('button', { name: 'Save' }).click();
  await expect(appDialog).toBeHidden();
  await expect(page.getByTestId('training-app-row').filter({ hasText: appId })).toContainText(role);

  // Two processes, the first with a playlist; the second moved up by its button, then back by dragging
  // the first one's handle from the keyboard.
  await go('Processes');
  for (const name of [first, second]) {
    await page.getByRole('button', { name: 'Add process' }).click();
    const dialog = page.getByTestId('training-process-dialog');
    await dialog.getByLabel('Process name').fill(name);
    if (name === first) {
      await dialog.getByLabel('Introduction video ID').fill('any text, not checked');
      await dialog.getByLabel('Playlist').selectOption({ label: 'Recording basics' });
    }
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }
  const rows = page.getByTestId('training-process-row');
  const order = () => rows.allInnerTexts();
  await expect.poll(async () => (await order()).findIndex((t) => t.includes(second))).toBeGreaterThan(0);
  const before = await order();
  const at = (texts: string[], name: string) => texts.findIndex((t) => t.includes(name));
  await page.getByRole('button', { name: `Move ${second} up` }).click();
  await expect.poll(async () => at(await order(), second)).toBe(at(before, second) - 1);
  await expect(page.getByRole('status').filter({ hasText: 'The new order is saved.' })).toBeAttached();
  const handle = page.getByRole('button', { name: `Move ${first}`, exact: true });
  await handle.focus();
  await page.keyboard.press('Space');
  // Picked up (announced), moved over the row above (announced), dropped.
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(`${first} is at position ${at(before, first) + 1} of`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect.poll(async () => at(await order(), first)).toBe(at(before, first));
  await page.reload();
  await expect.poll(async () => at(await order(), first)).toBe(at(before, first));
  await expect(rows.filter({ hasText: first })).toContainText('Recording basics');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // A plan with both processes and the role.
  await go('Training Plans');
  await page.getByRole('button', { name: 'Add training plan' }).click();
  const planDialog = page.getByTestId('training-plan-dialog');
  await planDialog.getByLabel('Training Plan Name').fill(plan);
  for (const name of [first, second]) {
    await planDialog.getByLabel('Add a process').selectOption({ label: name });
    await planDialog.getByRole('button', { name: 'Add', exact: true }).click();
  }
  await planDialog.getByText('Include Parent Videos').click();
  await planDialog.getByText(role).click();
  await planDialog.getByRole('button', { name: 'Save' }).click();
  await expect(planDialog).toBeHidden();
  const planRow = page.getByTestId('training-plan-row').filter({ hasText: plan });
  await expect(planRow).toContainText(`${first} → ${second}`);
  await expect(planRow).toContainText('Yes');

  // The role given to a member, picked by name.
  await go('Users with application roles');
  await page.getByRole('button', { name: 'Add user' }).click();
  const userDialog = page.getByTestId('training-user-dialog');
  await userDialog.getByLabel('Search users by name or e-mail').fill('learner@tubes');
  await userDialog.getByText(`Lena Lindqvist (${LEARNER})`).click();
  await userDialog.getByText(role).click();
  await userDialog.getByRole('button', { name: 'Save' }).click();
  await expect(userDialog).toBeHidden();
  await expect(page.getByTestId('training-user-row').filter({ hasText: LEARNER })).toContainText(role);

  // Create training from the plan, due on a day of its own: the results dialog follows the run to its
  // end, the requester's e-mail is in the mail viewer.
  await go('Training Plans');
  await page.getByRole('button', { name: `Create training: ${plan}` }).click();
  const create = page.getByTestId('create-training-dialog');
  await expect(create).toContainText('(1 now)');
  await create.getByLabel('Due date').fill('2099-06-30');
  await create.getByRole('button', { name: 'Create training' }).click();
  const results = page.getByTestId('generation-results-dialog');
  await expect(results.getByTestId('generation-status')).toHaveText('Ready for review', { timeout: 30_000 });
  await expect(results.getByTestId('generation-facts')).toContainText('Total users assigned1');
  await expect(results.getByTestId('generation-facts')).toContainText('Channel filterAll channels');
  const firstVideo =
    (await results.getByTestId('generation-videos').getByRole('listitem').first().textContent()) ?? '';
  expect(firstVideo).not.toBe('');
  await results.getByRole('button', { name: 'Close' }).click();
  // The mail viewer in a browser of its own (the signed-in context's start-up scripts would run, blocked,
  // in the viewer's sandboxed frame).
  const viewer = await browser.newContext();
  const mailbox = await viewer.newPage();
  await mailbox.goto(mailViewerUrl('/?to=staff%40tubes.dev'));
  await mailbox
    .getByRole('link', { name: `Training ready for review: ${plan}` })
    .first()
    .click();
  await expect(mailbox.locator('pre')).toContainText('Review the results:');
  await viewer.close();

  // The member: the plan's videos in /tasks and on /mandatory (its playlist, every member's mandatory
  // training here, now due by the run's day); the first watched to its end (at the fastest speed the
  // player offers) completes its task.
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await signInByToken(learner, request, 'studio', LEARNER, '/tasks');
  await expect(learner.getByTestId('task-entry').filter({ hasText: firstVideo })).toContainText(
    'Not started',
  );
  await learner.goto(tenantUrl('studio', '/mandatory'));
  const card = learner.getByTestId('mandatory-track').filter({ hasText: 'Recording basics' });
  await expect(card).toContainText('Due Jun 30, 2099');
  await expect(card.getByTestId('mandatory-progress')).toHaveText('0 of 6 watched');
  await card.getByRole('link', { name: firstVideo }).click();
  // The video page's code loads before the address changes: wait for it, so a reload below reloads it.
  await expect(learner).toHaveURL(/\/video\/studiolighting/);
  // /video/studiolighting: the e2e platform transcodes it at its start (it may still be at it).
  const video = learner.getByTestId('video-element');
  await expect(async () => {
    if (!(await video.isVisible())) await learner.reload();
    await expect(video).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 120_000 });
  await playMuted(video);
  await video.evaluate((v: HTMLVideoElement) => {
    v.playbackRate = 3;
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.ended), { timeout: 45_000 }).toBe(true);
  await learner.goto(tenantUrl('studio', '/mandatory'));
  await expect(card.getByTestId('mandatory-progress')).toHaveText('1 of 6 watched');
  await learner.goto(tenantUrl('studio', '/tasks'));
  await expect(learner.getByTestId('task-entry').filter({ hasText: firstVideo })).toContainText('Completed');
  await learnerContext.close();

  // The admin assigns a playlist to the role's holders, then reads the member's training record from
  // the playlist's compliance: the watched video completed, the rest open, due by the run's day.
  await page.goto(tenantUrl('studio', `/track/users/${RECORDING_BASICS}`));
  await page.getByTestId('assign-mandatory').click();
  const assign = page.getByTestId('assign-mandatory-dialog');
  await assign.getByText(role).click();
  await assign.getByRole('button', { name: 'Assign as mandatory' }).click();
  await expect(page.getByTestId('assign-mandatory-done')).toHaveText('Assigned to 1 user(s).');
  await page
    .getByTestId('track-assignee')
    .filter({ hasText: LEARNER })
    .getByRole('link', { name: 'Lena Lindqvist' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Training record: Lena Lindqvist' }),
  ).toBeVisible();
  await expect(page.getByTestId('training-record-completed')).toContainText('1');
  await expect(page.getByTestId('training-record-task').filter({ hasText: firstVideo })).toHaveAttribute(
    'data-state',
    'completed',
  );
  await expect(page.getByTestId('training-record-task').first()).toContainText('Jun 30, 2099');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Pools and lanes: empty at first; a lane needs its pool; a pool with lanes is not deleted.
  const pool = `Finance ${suffix}`;
  await go('Pools');
  await expect(page.getByText('No pools found')).toBeVisible();
  await page.getByRole('button', { name: 'Add pool' }).click();
  const poolDialog = page.getByTestId('training-pool-dialog');
  await poolDialog.getByRole('button', { name: 'Save' }).click();
  await expect(poolDialog.getByText('Pool name is required')).toBeVisible();
  await poolDialog.getByLabel('Pool name').fill(pool);
  await poolDialog.getByRole('button', { name: 'Save' }).click();
  await expect(poolDialog).toBeHidden();
  await go('Lanes');
  await expect(page.getByText('No lanes found')).toBeVisible();
  await page.getByRole('button', { name: 'Add lane' }).click();
  const laneDialog = page.getByTestId('training-lane-dialog');
  await laneDialog.getByLabel('Lane name').fill('Billing');
  await laneDialog.getByRole('button', { name: 'Save' }).click();
  await expect(laneDialog.getByText('Choose a pool', { exact: true }).last()).toBeVisible();
  await laneDialog.getByLabel('Pool').selectOption({ label: pool });
  await laneDialog.getByRole('button', { name: 'Save' }).click();
  await expect(laneDialog).toBeHidden();
  await expect(page.getByTestId('training-lane-row').filter({ hasText: 'Billing' })).toContainText(pool);
  await go('Pools');
  await expect(page.getByTestId('training-pool-row').filter({ hasText: pool })).toContainText('1');
  const confirmDelete = page.getByTestId('training-delete-dialog');
  await page.getByRole('button', { name: `Delete: ${pool}` }).click();
  await confirmDelete.getByText('Yes, delete it').click();
  await confirmDelete.getByRole('button', { name: 'Delete' }).click();
  await expect(confirmDelete).toContainText('This pool has 1 lane (Billing)');
  await confirmDelete.getByRole('button', { name: 'Cancel' }).click();
  await go('Lanes');
  await page.getByRole('button', { name: 'Delete: Billing' }).click();
  await confirmDelete.getByText('Yes, delete it').click();
  await confirmDelete.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No lanes found')).toBeVisible();
  await go('Pools');
  await page.getByRole('button', { name: `Delete: ${pool}` }).click();
  await confirmDelete.getByText('Yes, delete it').click();
  await confirmDelete.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No pools found')).toBeVisible();

  // Deleting the role in use is refused (nothing deleted); removing the user's roles is confirmed.
  await go('Application Roles');
  await page.getByRole('button', { name: `Delete: ${role}` }).click();
  const confirm = page.getByTestId('training-delete-dialog');
  await expect(confirm.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await confirm.getByText('Yes, delete it').click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toContainText(`This application role is used by 1 application (${appId})`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  await go('Users with application roles');
  await page.getByRole('button', { name: 'Remove: Lena Lindqvist' }).click();
  await confirm.getByText('Yes, remove the roles').click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('No users with application roles found')).toBeVisible();

  // The plan deleted with confirmation; the rest by the command the dialogs send. Emptied, each list
  // shows the spec's text.
  await go('Training Plans');
  await page.getByRole('button', { name: `Delete: ${plan}` }).click();
  await confirm.getByText('Yes, delete it').click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('No training plans found')).toBeVisible();
  const listed = (await (
    await request.get(`${API_URL}/query/trainingAdmin`, {
      headers: { authorization: `Bearer ${tokens.IdToken}` },
    })
  ).json()) as TrainingAdmin;
  const send = (type: string, payload: unknown) =>
    apiPost(request, '/command/trainingCommand', tokens.IdToken, { type, payload });
  for (const process of listed.processes.filter((p) => p.name.endsWith(suffix)))
    await send('deleteProcess', { processId: process.processId });
  await send('deleteApplication', { appId });
  await send('deleteApplicationRole', { roleId: listed.roles.find((r) => r.name === role)?.roleId });
  // Changed behind the page's back: read afresh.
  await page.reload();
  for (const [name, empty] of [
    ['Processes', 'No processes found'],
    ['Application IDs', 'No application IDs found'],
    ['Application Roles', 'No application roles found'],
  ] as const) {
    await go(name);
    await expect(page.getByText(empty)).toBeVisible();
  }
});
