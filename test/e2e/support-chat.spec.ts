import { expect, test } from '@playwright/test';
import { apiPost, cognitoSignIn, registeredUser } from './support/auth';
import { tenantUrl, waitForPlatform } from './support/platform';
import { signInByToken } from './support/shell-session';
import { seriousA11yViolations } from './support/a11y';

/**
 * /support/chat (issue 13; spec 1 §2 and spec 2 §2 routes, spec 2 §1 "support chat"): a new member's
 * support requests and assisted searches as conversations. The newest opens first (the assistant's
 * answer to an assisted search); an admin's message in the other one is counted as unread live; opened,
 * it is read and answered. Where the tasks-chat flag is off (globex) the page says so. Sign-in by token.
 */

test.beforeAll(async ({ request }) => {
  await waitForPlatform(request);
});

test('a member follows their support conversations on /support/chat, live', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const email = await registeredUser(request, 'support-chat');
  await signInByToken(page, request, 'acme', email, '/tasks');
  // A new user first meets the onboarding wizard (spec 1 §4): skipped, it is not the subject here.
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('button', { name: 'Skip' })).toBeHidden();
  await page.getByRole('link', { name: 'Support chat' }).click();
  await expect(page).toHaveURL(tenantUrl('acme', '/support/chat'));
  await expect(page.getByRole('heading', { name: 'Support chat', level: 1 })).toBeVisible();
  await expect(page.getByTestId('support-chat-empty')).toHaveText(
    'You have no support conversations yet. Ask a question with the support button at the bottom right.',
  );
  expect(await seriousA11yViolations(page)).toEqual([]);

  // A support request, then an assisted search that the assistant answers in its chat.
  const member = await cognitoSignIn(request, 'acme', email);
  const requestTitle = `Support chat quiz ${Date.now()}`;
  const { taskId: requestId } = (await apiPost(request, '/command/userCommand', member.IdToken, {
    type: 'createSupportTask',
    payload: { taskTitle: requestTitle, comment: 'The quiz does not load' },
  })) as { taskId: string };
  await apiPost(request, '/command/userCommand', member.IdToken, {
    type: 'createAssistedSearchTask',
    payload: { taskTitle: 'ambolte' },
  });

  let sockets = 0;
  page.on('websocket', () => (sockets += 1));
  await page.reload();
  const conversations = page.getByTestId('support-conversation');
  await expect(conversations).toHaveCount(2);
  // The newest is open: the assisted search with the assistant's answer.
  await expect(conversations.first()).toContainText('Assisted search');
  await expect(conversations.first().getByRole('button')).toHaveAttribute('aria-current', 'true');
  const pane = page.getByTestId('task-chat-pane');
  await expect(pane.getByRole('heading', { name: 'Chat: ambolte' })).toBeVisible();
  await expect(pane.getByTestId('task-chat-message').filter({ hasText: 'Tubes assistant' })).toContainText(
    'Welcome to Acme',
  );
  // The page is the chat's home: no "Close chat".
  await expect(pane.getByRole('button', { name: 'Close chat' })).toHaveCount(0);
  const requestRow = conversations.filter({ hasText: requestTitle });
  await expect(requestRow).toContainText('Support request');
  await expect(requestRow.getByTestId('support-conversation-unread')).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // An admin takes the request and writes in it: the unread count comes without a reload.
  await expect.poll(() => sockets).toBeGreaterThanOrEqual(1);
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  const adminContext = await browser.newContext();
  try {
    const admin = await cognitoSignIn(adminContext.request, 'acme', 'admin@acme.test');
    await apiPost(adminContext.request, '/command/taskCommand', admin.IdToken, {
      type: 'take',
      payload: { taskId: requestId },
    });
    await apiPost(adminContext.request, '/command/taskChatMessage', admin.IdToken, {
      taskId: requestId,
      text: 'Which quiz is it?',
    });
  } finally {
    await adminContext.close();
  }
  await expect(requestRow.getByTestId('support-conversation-unread')).toHaveText('1 unread', {
    timeout: 15_000,
  });
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

  // Opened, it is read; the member answers in it.
  await requestRow.getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`selectedTaskChatId=${requestId}`));
  await expect(pane.getByRole('heading', { name: `Chat: ${requestTitle}` })).toBeVisible();
  await expect(pane.getByTestId('task-chat-message')).toHaveText([/Which quiz is it\?/]);
  await expect(requestRow.getByTestId('support-conversation-unread')).toHaveCount(0);
  await pane.getByRole('textbox', { name: 'Message' }).fill('The onboarding quiz');
  await pane.getByRole('button', { name: 'Send' }).click();
  await expect(pane.getByTestId('task-chat-message').last()).toHaveText(/The onboarding quiz/);
  await page.reload();
  await expect(pane.getByTestId('task-chat-message')).toHaveCount(2);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('where task chat is off, /support/chat says so and leads to the tasks', async ({ page, request }) => {
  await signInByToken(page, request, 'globex', 'member@globex.test', '/support/chat');
  await expect(page.getByTestId('support-chat-off')).toContainText(
    'Task chat is not enabled for this organization',
  );
  await page.getByRole('link', { name: 'See your tasks' }).click();
  await expect(page).toHaveURL(tenantUrl('globex', '/tasks'));
});
