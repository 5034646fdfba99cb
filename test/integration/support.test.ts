/**
 * Help, support and tasks with real tokens (spec 1 §2 help dialog, §4 support request and assisted
 * search, §6 "Staff of the two provider organizations can create support tasks on behalf of another
 * organization"; spec 2 §6 operational tasks for the operator organizations only).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { getEntities } from '../../functions/core/data/entities/index.js';
import { taskChatData } from '../../functions/core/data/task-chat-data.js';
import { taskData } from '../../functions/core/data/task-data.js';
import { call, contract, send, signIn, userCommand as command } from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
let member = '';
let admin = '';
let globex = '';
let staff = '';

interface Task {
  taskId: string;
  orgId: string;
  subtype: string;
  status: string;
  taskTitle: string;
  orgName?: string;
}

const myTasks = async (token: string) => (await call(contract.listMyTasks, { token })).body.items;

beforeAll(async () => {
  const tokenOf = async (email: string, orgId: string) => (await signIn(email, PASSWORD, orgId)).idToken;
  member = await tokenOf('member@acme.test', 'acme');
  admin = await tokenOf('admin@acme.test', 'acme');
  globex = await tokenOf('admin@globex.test', 'globex');
  staff = await tokenOf('staff@tubes.dev', 'studio');
});

describe('createSupportTask and createAssistedSearchTask', () => {
  it("store the task in the caller's organization only and list it as the caller's own", async () => {
    const title = `Player stays black ${randomUUID()}`;
    const res = await send(contract.userCommand, {
      token: member,
      body: {
        type: 'createSupportTask',
        // orgId is not part of the payload: a member cannot steer the task into another organization.
        payload: { taskTitle: title, comment: 'Since Monday', orgId: 'globex' },
      },
    });
    expect(res.status).toBe(200);
    const taskId = res.body.taskId ?? '';
    expect(taskId).toBeTruthy();
    expect(res.body.res?.taskId).toBe(taskId);

    expect(await taskData('acme').task(taskId)).toMatchObject({ orgId: 'acme', taskTitle: title });
    expect(await taskData('globex').task(taskId)).toBeNull();

    expect((await myTasks(member)).find((t) => t.taskId === taskId)).toMatchObject({
      subtype: 'support-ticket',
      status: 'notStarted',
      taskTitle: title,
    });
    expect((await myTasks(admin)).some((t) => t.taskId === taskId)).toBe(false);
    expect((await myTasks(globex)).some((t) => t.taskId === taskId)).toBe(false);
  });

  it('assisted search creates an assisted-search task answered with taskId', async () => {
    const title = `Where is the expense policy? ${randomUUID()}`;
    const res = await command(member, 'createAssistedSearchTask', { taskTitle: `  ${title}  ` });
    expect(res.status).toBe(200);
    const listed = (await myTasks(member)).find((t) => t.taskId === res.body.taskId);
    expect(listed).toMatchObject({ subtype: 'assisted-search', taskTitle: title });
  });

  it("the assistant answers in the task's chat: the best moments with their player links, unread until read", async () => {
    // Seeded "Welcome to Acme": its Danish chapter 2 (from 8 s) says "Vi bygger raketter, ambolte …".
    const res = await command(member, 'createAssistedSearchTask', { taskTitle: 'ambolte' });
    expect(res.status).toBe(200);
    const taskId = res.body.taskId ?? '';
    const chat = await call(contract.listTaskChat, { token: member, params: { taskId } });
    expect(chat.status).toBe(200);
    expect(chat.body.items).toHaveLength(1);
    const [answer] = chat.body.items;
    expect(answer).toMatchObject({ authorName: 'Tubes assistant', mine: false });
    const lines = answer?.text.split('\n') ?? [];
    expect(lines[0]).toBe('The best moments for “ambolte”:');
    expect(lines).toContain('1. Welcome to Acme');
    expect(lines.find((l) => l.startsWith('0:08 '))).toContain('ambolte');
    expect(lines).toContain('/video/acmewelcome?t=8');
    const unread = await call(contract.taskChatUnread, { token: member });
    expect(unread.body.tasks.find((t) => t.taskId === taskId)?.unread).toBe(1);
  });

  it('says a colleague will answer when no video matches; no chat answer where the tasks-chat flag is off', async () => {
    const word = `zyx${randomUUID().slice(0, 8)}`;
    const res = await command(member, 'createAssistedSearchTask', { taskTitle: word });
    const chat = await call(contract.listTaskChat, {
      token: member,
      params: { taskId: res.body.taskId ?? '' },
    });
    expect(chat.body.items.map((m) => m.text)).toEqual([
      `I found no video that answers “${word}”. Your question stays open here for a colleague to answer.`,
    ]);
    // globex runs without the tasks-chat feature: the task is created, no message is written.
    const other = await command(globex, 'createAssistedSearchTask', { taskTitle: 'safety' });
    expect(other.status).toBe(200);
    const { items } = await taskChatData('globex').messages(other.body.taskId ?? '', { limit: 10 });
    expect(items).toEqual([]);
  });

  it('refuses blank titles and messages with "Required"', async () => {
    for (const [type, payload] of [
      ['createSupportTask', { taskTitle: '  ', comment: 'x' }],
      ['createSupportTask', { taskTitle: 'x', comment: '' }],
      ['createAssistedSearchTask', { taskTitle: ' \t ' }],
    ] as const) {
      const res = await command(member, type, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.issues?.map((i) => i.message)).toContain('Required');
    }
  });
});

describe('createTicket (local ticket system)', () => {
  it("stores the member's ticket for their own organization, as themselves", async () => {
    const subject = `Cannot upload ${randomUUID()}`;
    const res = await command(member, 'createTicket', {
      orgId: 'acme',
      subject,
      body: 'The upload stops at 99 %.',
      requesterName: 'Martin Meyer',
      requesterEmail: 'someone.else@acme.test',
      phoneNumber: '12345678',
    });
    expect(res.status).toBe(200);
    // The local ticket system has no web app of its own: its tickets are read in the app.
    expect(res.body.res?.url).toBe('');
    const { data } = await getEntities().localTicket.query.byCreated({}).go({ order: 'desc', limit: 50 });
    expect(data.find((t) => t.ticketId === res.body.id)).toMatchObject({
      orgId: 'acme',
      subject,
      requesterEmail: 'member@acme.test',
      phoneNumber: '12345678',
    });
  });

  it('a member cannot file a ticket for another organization', async () => {
    const res = await command(member, 'createTicket', {
      orgId: 'globex',
      subject: 's',
      body: 'b',
      requesterName: 'n',
      requesterEmail: 'member@acme.test',
      phoneNumber: '',
    });
    expect(res.status).toBe(403);
  });
});

const ticketOf = (token: string, ticketId: string) =>
  call(contract.getTicket, { params: { ticketId }, token });

/** A ticket filed by the member through createTicket, as the support dialog does. */
async function memberTicket(subject: string) {
  const res = await command(member, 'createTicket', {
    orgId: 'acme',
    subject,
    body: 'The player stays black on every video.',
    requesterName: 'Martin Meyer',
    requesterEmail: 'member@acme.test',
    phoneNumber: '',
  });
  expect(res.status).toBe(200);
  return res.body.id;
}

describe("issue 9: the member's own ticket, safe ticket links", () => {
  it('the support task keeps the ticket the server read; the requester reads subject, status and message', async () => {
    const subject = `Video will not start ${randomUUID()}`;
    const ticketId = await memberTicket(subject);
    const task = await command(member, 'createSupportTask', { taskTitle: subject, comment: 'x', ticketId });
    expect(task.status).toBe(200);
    const listed = (await myTasks(member)).find((t) => t.taskId === task.body.taskId) as
      (Task & { ticketId: string; ticketReferenceUrl: string }) | undefined;
    expect(listed).toMatchObject({ ticketId, ticketReferenceUrl: '' });

    const read = await ticketOf(member, ticketId);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id: ticketId,
      orgId: 'acme',
      subject,
      status: 'new',
      requesterEmail: 'member@acme.test',
      messages: [{ author: 'requester', body: 'The player stays black on every video.' }],
    });
    expect(Date.parse(read.body.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('nobody else reads it: another member of the organization and another tenant get 404; staff 200', async () => {
    const ticketId = await memberTicket(`Private ${randomUUID()}`);
    for (const token of [admin, globex]) {
      const res = await ticketOf(token, ticketId);
      expect(res.status).toBe(404);
      // Exactly the answer for a ticket that does not exist: nothing reveals it.
      expect(res.body.message).toBe((await ticketOf(token, 'T-00000000')).body.message);
      expect(JSON.stringify(res.body)).not.toContain('Private');
    }
    expect((await ticketOf(member, 'T-00000000')).status).toBe(404);
    expect((await ticketOf(staff, ticketId)).status).toBe(200);
    // An id that cannot be a ticket's is refused before the ticket system is asked.
    expect((await ticketOf(member, 'T 1;drop')).status).toBe(400);
  });

  it("a task cannot point at someone else's ticket (404, as for an unknown one)", async () => {
    const ticketId = await memberTicket(`Not yours ${randomUUID()}`);
    for (const [token, id] of [
      [admin, ticketId],
      [globex, ticketId],
      [member, 'T-00000000'],
    ] as const) {
      const res = await command(token, 'createSupportTask', { taskTitle: 't', comment: 'c', ticketId: id });
      expect(res.status).toBe(404);
    }
  });

  it.each([
    ['//evil.example/agent/tickets/1', 'The ticket link must be an absolute https:// address'],
    ['javascript:alert(document.cookie)', 'The ticket link must be an absolute https:// address'],
    ['http://tubes.zendesk.com/agent/tickets/1', 'The ticket link must be an absolute https:// address'],
    ['/admin/operationalTasks#ticket-T-1', 'The ticket link must be an absolute https:// address'],
    ['https:evil.example/agent/tickets/1', 'The ticket link must be an absolute https:// address'],
    // Absolute https, but not the ticket system's (the local one has no web address at all).
    ['https://evil.example/agent/tickets/1', 'The ticket link must point to the ticket system'],
  ])('ticketReferenceUrl %j is a 400: %s', async (url, message) => {
    const mine = await command(member, 'createSupportTask', {
      taskTitle: 'Unsafe link',
      comment: 'c',
      ticketReferenceUrl: url,
    });
    expect(mine.status).toBe(400);
    expect(mine.body.issues).toContainEqual({ path: 'body.payload.ticketReferenceUrl', message });
    const onBehalf = await command(staff, 'createSupportTaskForOtherOrg', {
      taskTitle: 'Unsafe link',
      comment: 'c',
      ticketReferenceUrl: url,
      orgId: 'globex',
      channelId: '',
      assigneeEmail: 'admin@globex.test',
    });
    expect(onBehalf.status).toBe(400);
    expect(onBehalf.body.issues).toContainEqual({ path: 'body.payload.ticketReferenceUrl', message });
  });

  it('replies: operator staff answer as the support team (the ticket opens), the requester writes back, others get 404', async () => {
    const ticketId = await memberTicket(`Conversation ${randomUUID()}`);
    const staffReply = await command(staff, 'replyToTicket', { ticketId, body: 'Please update Chrome.' });
    expect(staffReply.status).toBe(200);
    const memberReply = await command(member, 'replyToTicket', { ticketId, body: '  Works now, thanks!  ' });
    expect(memberReply.status).toBe(200);
    expect((await command(admin, 'replyToTicket', { ticketId, body: 'me too' })).status).toBe(404);
    expect((await command(globex, 'replyToTicket', { ticketId, body: 'me too' })).status).toBe(404);
    expect((await command(member, 'replyToTicket', { ticketId, body: '  ' })).status).toBe(400);

    const read = await ticketOf(member, ticketId);
    expect(read.body.status).toBe('open');
    expect(read.body.messages.map((m) => [m.author, m.body])).toEqual([
      ['requester', 'The player stays black on every video.'],
      ['support', 'Please update Chrome.'],
      ['requester', 'Works now, thanks!'],
    ]);
    expect(read.body.messages[1]?.authorName).toBeTruthy();
  });

  it("on behalf: the task keeps the organization's ticket filed for the assignee, who reads it", async () => {
    const subject = `Shift leads ${randomUUID()}`;
    const ticket = await command(staff, 'createTicket', {
      orgId: 'globex',
      subject,
      body: 'Please add the new shift leads.',
      requesterName: 'Gustav Globex',
      requesterEmail: 'admin@globex.test',
      phoneNumber: '',
    });
    expect(ticket.status).toBe(200);
    const ticketId = ticket.body.id;
    const payload = {
      taskTitle: subject,
      comment: 'c',
      ticketId,
      orgId: 'globex',
      channelId: '',
      assigneeEmail: 'admin@globex.test',
    };
    // Not the assignee's ticket (they could not open it), or not that organization's: 404.
    expect(
      (
        await command(staff, 'createSupportTaskForOtherOrg', {
          ...payload,
          assigneeEmail: 'member@globex.test',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await command(staff, 'createSupportTaskForOtherOrg', {
          ...payload,
          ticketId: await memberTicket('acme ticket'),
        })
      ).status,
    ).toBe(404);
    const task = await command(staff, 'createSupportTaskForOtherOrg', payload);
    expect(task.status).toBe(200);
    expect(await taskData('globex').task(task.body.taskId ?? '')).toMatchObject({ ticketId });
    const read = await ticketOf(globex, ticketId);
    expect(read.status).toBe(200);
    expect(read.body.subject).toBe(subject);
    expect((await ticketOf(member, ticketId)).status).toBe(404);
  });
});

describe('on behalf of another organization (provider staff only)', () => {
  const onBehalf = (title: string) => ({
    taskTitle: title,
    comment: 'Please help the warehouse team',
    ticketReferenceUrl: '',
    orgId: 'globex',
    channelId: '',
    assigneeEmail: 'admin@globex.test',
  });

  it('is refused for members and for admins of customer organizations', async () => {
    expect((await command(member, 'createSupportTaskForOtherOrg', onBehalf('x'))).status).toBe(403);
    expect((await command(admin, 'createSupportTaskForOtherOrg', onBehalf('x'))).status).toBe(403);
    expect((await call(contract.listOrgChannels, { token: admin, query: { orgId: 'globex' } })).status).toBe(
      403,
    );
    expect((await call(contract.listOperationalTasks, { token: admin })).status).toBe(403);
  });

  it('staff file it in the chosen organization, for the assignee, and see it in the operational tasks', async () => {
    const channels = await call(contract.listOrgChannels, {
      token: staff,
      query: { orgId: 'globex' },
    });
    expect(channels.status).toBe(200);
    expect(channels.body.length).toBeGreaterThan(0);
    const title = `Warehouse onboarding ${randomUUID()}`;
    const res = await command(staff, 'createSupportTaskForOtherOrg', {
      ...onBehalf(title),
      channelId: channels.body[0]?.id,
    });
    expect(res.status).toBe(200);
    const taskId = res.body.taskId ?? '';
    expect(await taskData('globex').task(taskId)).toMatchObject({
      orgId: 'globex',
      channelId: channels.body[0]?.id,
      assigneeEmail: 'admin@globex.test',
      requesterEmail: 'staff@tubes.dev',
    });
    expect(await taskData('studio').task(taskId)).toBeNull();
    // The assignee (a user of that organization) has it in their /tasks.
    expect((await myTasks(globex)).some((t) => t.taskId === taskId)).toBe(true);
    // … and is told: "a task assigned" notification (spec issue 5, notifications by real events).
    const notices = await call(contract.getNotifications, {
      token: globex,
      query: { lang: 'en-us' },
    });
    expect(notices.body.data.some((n) => n.title.includes(title))).toBe(true);

    const ops = await call(contract.listOperationalTasks, {
      token: staff,
    });
    expect(ops.status).toBe(200);
    expect(ops.body.tasks.find((t) => t.taskId === taskId)).toMatchObject({
      orgName: 'Globex',
      taskTitle: title,
    });
    const times = ops.body.tasks.map((t) => (t as unknown as { createdAt: string }).createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('refuses an unknown organization or a channel of another organization', async () => {
    expect(
      (await command(staff, 'createSupportTaskForOtherOrg', { ...onBehalf('x'), orgId: 'nope' })).status,
    ).toBe(404);
    const res = await command(staff, 'createSupportTaskForOtherOrg', {
      ...onBehalf('x'),
      channelId: 'ch-acme-onboarding',
    });
    expect(res.status).toBe(400);
  });
});

describe('GET /query/getHelpVideos', () => {
  it("lists the videos carrying the page's tags as a tree; untagged pages say so", async () => {
    const e = getEntities();
    // A channel of its own: in a seeded one, other suites give the member a channel role (and with it
    // the right to see that channel's drafts) while this runs.
    const channel = { channelId: `ch-help-${randomUUID().slice(0, 8)}` };
    await e.channel
      .put({
        orgId: 'acme',
        channelId: channel.channelId,
        name: 'Help videos',
        type: 'company',
        status: 'active',
      })
      .go();
    const videoId = randomUUID();
    const name = `Selling with Tubes ${videoId.slice(0, 6)}`;
    await e.video
      .create({
        orgId: 'acme',
        videoId,
        humanId: `help${videoId.slice(0, 8)}`,
        channelId: channel.channelId,
        name,
        status: 'published',
        masterLanguage: 'en-us',
        authorId: 'seed',
        authorEmail: 'admin@acme.test',
        tags: [{ tagGroup: 'department', tagValue: 'Sales' }],
      })
      .go();
    const draftId = randomUUID();
    await e.video
      .create({
        orgId: 'acme',
        videoId: draftId,
        humanId: `help${draftId.slice(0, 8)}`,
        channelId: channel.channelId,
        name: `Draft ${draftId}`,
        status: 'draft',
        masterLanguage: 'en-us',
        authorId: 'seed',
        authorEmail: 'admin@acme.test',
        tags: [{ tagGroup: 'department', tagValue: 'Sales' }],
      })
      .go();

    const home = await call(contract.getHelpVideos, {
      token: member,
      query: { page: 'home', lang: 'en-us' },
    });
    expect(home.status).toBe(200);
    expect(home.body.tagged).toBe(true);
    const sales = home.body.videos.find((b) => b.name === 'Sales');
    expect(sales?.items.map((i) => i.id)).toContain(videoId);
    // Members see published videos only.
    expect(sales?.items.map((i) => i.id)).not.toContain(draftId);

    const history = await call(contract.getHelpVideos, {
      token: member,
      query: { page: 'history', lang: 'en-us' },
    });
    expect(history.body).toMatchObject({ tagged: false, videos: [], featuredVideo: null });

    // Another tenant's help never lists acme's videos.
    const other = await call(contract.getHelpVideos, {
      token: globex,
      query: { page: 'home' },
    });
    expect(JSON.stringify(other.body)).not.toContain(videoId);
  });
});
