/**
 * Task chat over the WebSocket (issue 13, the tasks-chat flag; spec 2 §5 "chat message and task required")
 * on the local platform with real tokens: a message of one participant is stored, pushed live to the
 * other's open socket (TASK_CHAT_MESSAGE), notified, and counted as unread for them until they read it;
 * the chat reads back in pages; a user the task does not concern as a participant gets 403, another
 * organization 404, a message without its text or task 400 with the spec's text.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { taskChatData } from '../../functions/core/data/task-chat-data.js';
import type { RealtimeMessage } from '../../shared/domain/realtime.js';
import {
  call,
  contract,
  decodeJwt,
  platform,
  send,
  signIn,
  userCommand,
  waitUntil,
} from './helpers/index.js';

const PASSWORD = 'Passw0rd!';

interface Caller {
  token: string;
  userId: string;
  orgId: string;
}

let member: Caller;
let admin: Caller;
let globex: Caller;
const sockets: WebSocket[] = [];

async function caller(email: string, orgId: string): Promise<Caller> {
  const { idToken } = await signIn(email, PASSWORD, orgId);
  return { token: idToken, userId: String(decodeJwt(idToken).sub), orgId };
}

/** An open socket of the caller and the messages it receives. */
async function listen(c: Caller): Promise<RealtimeMessage[]> {
  const url = new URL(platform().urls.websocket);
  for (const [k, v] of Object.entries({ token: c.token, userId: c.userId, orgId: c.orgId }))
    url.searchParams.set(k, v);
  const ws = new WebSocket(url.toString());
  sockets.push(ws);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const received: RealtimeMessage[] = [];
  ws.on('message', (data) => received.push(JSON.parse(String(data)) as RealtimeMessage));
  return received;
}

const say = (c: Caller, body: Record<string, unknown>) =>
  send(contract.sendTaskChatMessage, { token: c.token, body });
const chat = (c: Caller, taskId: string, query: Record<string, string> = {}) =>
  call(contract.listTaskChat, { token: c.token, params: { taskId }, query });
const unreadOf = async (c: Caller, taskId: string) => {
  const res = await call(contract.taskChatUnread, { token: c.token });
  expect(res.status).toBe(200);
  return { total: res.body.total, task: res.body.tasks.find((t) => t.taskId === taskId)?.unread ?? 0 };
};

/** A support request of `requester` (member or admin of acme), optionally taken by acme's admin. */
async function supportRequest(requester: Caller, taken: boolean): Promise<string> {
  const res = await userCommand(requester.token, 'createSupportTask', {
    taskTitle: `Chat about subtitles ${randomUUID()}`,
    comment: 'The Danish subtitles do not show',
  });
  expect(res.status).toBe(200);
  const taskId = res.body.taskId ?? '';
  if (taken) {
    const take = await send(contract.taskCommand, {
      token: admin.token,
      body: { type: 'take', payload: { taskId } },
    });
    expect(take.status).toBe(200);
  }
  return taskId;
}

beforeAll(async () => {
  [member, admin, globex] = await Promise.all([
    caller('member@acme.test', 'acme'),
    caller('admin@acme.test', 'acme'),
    caller('admin@globex.test', 'globex'),
  ]);
});

afterAll(() => {
  for (const ws of sockets) ws.terminate();
});

describe('task chat', () => {
  it('a message is stored, pushed live to the other participant, notified and unread until read', async () => {
    const taskId = await supportRequest(member, true);
    const memberInbox = await listen(member);
    const before = await unreadOf(member, taskId);

    const sent = await say(admin, { taskId, text: '  Which video is it?  ' });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ taskId, text: 'Which video is it?', mine: true });
    const messageId = sent.body.messageId;

    // Stored in the task's partition.
    const stored = await taskChatData('acme').messages(taskId, { limit: 10 });
    expect(stored.items.map((m) => [m.messageId, m.text, m.authorEmail])).toEqual([
      [messageId, 'Which video is it?', 'admin@acme.test'],
    ]);

    // Pushed to the requester's open socket, beside the notification's refetch.
    await waitUntil(() => memberInbox.some((m) => m.type === 'TASK_CHAT_MESSAGE'), {
      label: 'the TASK_CHAT_MESSAGE push',
    });
    const push = memberInbox.find((m) => m.type === 'TASK_CHAT_MESSAGE');
    expect(push?.payload).toMatchObject({
      orgId: 'acme',
      taskId,
      message: { messageId, text: 'Which video is it?', authorEmail: 'admin@acme.test' },
    });
    await waitUntil(() => memberInbox.some((m) => m.type === 'REFETCH_NOTIFICATIONS'), {
      label: 'the notification',
    });
    const notes = await call(contract.getNotifications, { token: member.token, query: { limit: 20 } });
    expect(notes.body.data.some((n) => n.taskId === taskId && n.title.includes('wrote in the chat'))).toBe(
      true,
    );

    // One unread for the requester, none for the author.
    expect(await unreadOf(member, taskId)).toEqual({ total: before.total + 1, task: 1 });
    expect((await unreadOf(admin, taskId)).task).toBe(0);

    // Read back by both, each seeing whose it is.
    const memberView = await chat(member, taskId);
    expect(memberView.status).toBe(200);
    expect(memberView.body.items).toEqual([expect.objectContaining({ messageId, mine: false })]);
    expect((await chat(admin, taskId)).body.items[0]?.mine).toBe(true);

    // The requester answers (the admin's unread) and reads the chat.
    expect((await say(member, { taskId, text: 'The onboarding video' })).status).toBe(200);
    expect((await unreadOf(admin, taskId)).task).toBe(1);
    const read = await send(contract.markTaskChatRead, {
      token: member.token,
      body: { taskId, upToMessageId: messageId },
    });
    expect(read.body).toEqual({ unread: 0 });
    expect(await unreadOf(member, taskId)).toEqual({ total: before.total, task: 0 });
  });

  it('a read marker older than a message counted meanwhile leaves that message unread', async () => {
    const taskId = await supportRequest(member, true);
    const first = await say(admin, { taskId, text: 'First' });
    await say(admin, { taskId, text: 'Second' });
    const stale = await send(contract.markTaskChatRead, {
      token: member.token,
      body: { taskId, upToMessageId: first.body.messageId },
    });
    expect(stale.body.unread).toBeGreaterThan(0);
    expect((await unreadOf(member, taskId)).task).toBeGreaterThan(0);
  });

  it('reads back a page at a time: the newest first page, older ones through the cursor', async () => {
    const taskId = await supportRequest(member, true);
    const texts = ['one', 'two', 'three', 'four', 'five'];
    for (const text of texts) expect((await say(admin, { taskId, text })).status).toBe(200);
    const newest = await chat(member, taskId, { limit: '2' });
    expect(newest.body.items.map((m) => m.text)).toEqual(['four', 'five']);
    expect(newest.body.cursor).not.toBeNull();
    const older = await chat(member, taskId, { limit: '2', cursor: newest.body.cursor ?? '' });
    expect(older.body.items.map((m) => m.text)).toEqual(['two', 'three']);
    const oldest = await chat(member, taskId, { limit: '2', cursor: older.body.cursor ?? '' });
    expect(oldest.body.items.map((m) => m.text)).toEqual(['one']);
    expect((await chat(member, taskId, { cursor: 'not a cursor' })).status).toBe(400);
  });

  it('"chat message and task required": 400 without the text or the task, nothing stored', async () => {
    const taskId = await supportRequest(member, true);
    for (const body of [
      { taskId },
      { taskId, text: '   ' },
      { text: 'Hello' },
      { taskId: ' ', text: 'Hi' },
    ]) {
      const res = await say(member, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe('chat message and task required');
    }
    expect((await taskChatData('acme').messages(taskId, { limit: 10 })).items).toEqual([]);
  });

  it('403 for a user the task does not concern as a participant, 404 for another organization', async () => {
    // The admin's own request, nobody's yet: acme's member is no participant of it.
    const taskId = await supportRequest(admin, false);
    const stranger = await say(member, { taskId, text: 'May I join?' });
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe('Only the participants of a task may use its chat');
    expect((await chat(member, taskId)).status).toBe(403);

    const other = await say(globex, { taskId, text: 'Hello from globex' });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Task not found');
    expect((await say(globex, { taskId, orgId: 'acme', text: 'Hello' })).status).toBe(404);
    expect((await chat(globex, taskId)).status).toBe(404);
    const mark = await send(contract.markTaskChatRead, {
      token: globex.token,
      body: { taskId, upToMessageId: 'x' },
    });
    expect(mark.status).toBe(404);
    expect((await taskChatData('acme').messages(taskId, { limit: 10 })).items).toEqual([]);
  });

  it('403 "Task chat is not enabled" where the task\'s organization has the tasks-chat flag off (globex)', async () => {
    const res = await userCommand(globex.token, 'createSupportTask', {
      taskTitle: `No chat here ${randomUUID()}`,
      comment: 'globex runs without the tasks-chat feature',
    });
    expect(res.status).toBe(200);
    const taskId = res.body.taskId ?? '';
    const refused = await say(globex, { taskId, text: 'Anyone there?' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Task chat is not enabled for this organization');
    expect((await chat(globex, taskId)).status).toBe(403);
    expect((await taskChatData('globex').messages(taskId, { limit: 10 })).items).toEqual([]);
  });
});
