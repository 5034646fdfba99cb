/**
 * Notifications created by real events for the users concerned (spec 1 §3 "Notification", §4
 * "Notifications"): a playlist assigned as mandatory (POST /command/mandatoryAssignments), a task
 * assigned by provider staff (createSupportTaskForOtherOrg), a new video in a followed channel with
 * alerts on; REFETCH_NOTIFICATIONS pushed to the users' open connections; GET /query/notifications
 * (latest 10, unseen count, lang); updateNotificationIsSeenStatus / updateNotificationIsOpenedStatus.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Notification } from '#shared/api/index.js';
import { notifyNewVideoInChannel } from '../../functions/core/domain/notifications.js';
import { getEntities } from '../../functions/core/data/entities/index.js';
import {
  call,
  channelCommand,
  contract,
  decodeJwt,
  platform,
  signIn,
  userCommand,
  waitUntil,
} from './helpers/index.js';

/** Playlists of this run: one notification per assignment, so other files' assignments must not count. */
const run = randomUUID().slice(0, 8);
const TRACK = `track-it-notify-${run}`;
const TRACK_AGAIN = `track-it-notify-again-${run}`;

const PASSWORD = 'Passw0rd!';

interface Caller {
  token: string;
  userId: string;
  orgId: string;
}
interface Page {
  data: Notification[];
  unseenCount: number;
  cursor: string | null;
}

async function caller(email: string, orgId: string): Promise<Caller> {
  const { idToken } = await signIn(email, PASSWORD, orgId);
  return { token: idToken, userId: String(decodeJwt(idToken).sub), orgId };
}

const sockets: WebSocket[] = [];

/** An open realtime connection of a user and the messages it receives. */
async function listen(c: Caller): Promise<{ type: string }[]> {
  const url = new URL(platform().urls.websocket);
  url.searchParams.set('token', c.token);
  url.searchParams.set('userId', c.userId);
  url.searchParams.set('orgId', c.orgId);
  const ws = new WebSocket(url);
  sockets.push(ws);
  const received: { type: string }[] = [];
  ws.on('message', (data) => received.push(JSON.parse(String(data)) as { type: string }));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return received;
}

const list = async (c: Caller, query: Record<string, string | number> = {}) => {
  const res = await call(contract.getNotifications, { token: c.token, query });
  expect(res.status).toBe(200);
  return res.body;
};

let member: Caller;
let admin: Caller;
let staff: Caller;

beforeAll(async () => {
  for (const [trackId, name] of [
    [TRACK, 'Onboarding essentials'],
    [TRACK_AGAIN, 'Assigned twice'],
  ] as const) {
    await getEntities()
      .track.put({ orgId: 'acme', trackId, channelId: 'ch-acme-onboarding', name, status: 'active' })
      .go();
  }
  [member, admin, staff] = await Promise.all([
    caller('member@acme.test', 'acme'),
    caller('admin@acme.test', 'acme'),
    caller('staff@tubes.dev', 'studio'),
  ]);
});
afterAll(async () => {
  for (const ws of sockets) ws.terminate();
  // Other files list acme's tracks: this run's playlists go again.
  for (const trackId of [TRACK, TRACK_AGAIN])
    await getEntities().track.delete({ orgId: 'acme', trackId }).go();
});

describe('a playlist assigned as mandatory', () => {
  it('notifies exactly the assigned users, pushes REFETCH_NOTIFICATIONS to them, and lists it', async () => {
    const [toMember, toAdmin] = await Promise.all([listen(member), listen(admin)]);
    const before = await list(member);
    const res = await call(contract.assignMandatory, {
      token: admin.token,
      body: { trackId: TRACK, emails: ['member@acme.test'] },
    });
    expect(res.status).toBe(200);
    await waitUntil(() => toMember.some((m) => m.type === 'REFETCH_NOTIFICATIONS'), {
      ms: 5_000,
      label: 'the push',
    });
    await new Promise((r) => setTimeout(r, 200));
    // Transcoding progress of another file's upload may reach the admin (its author): not this push.
    expect(toAdmin.filter((m) => m.type !== 'TRANSCODING_STATUS')).toEqual([]);

    const after = await list(member);
    expect(after.unseenCount).toBe(before.unseenCount + 1);
    const newest = after.data[0];
    expect(newest).toMatchObject({
      type: 'watch-video',
      trackId: TRACK,
      isSeen: false,
      isOpened: false,
    });
    expect(newest?.title).toBe('You have been assigned the mandatory playlist <b>Onboarding essentials</b>');
    // The same notification in Danish, for ?lang=da.
    const da = await list(member, { lang: 'da' });
    expect(da.data[0]?.title).toBe(
      'Du har fået tildelt den obligatoriske playliste <b>Onboarding essentials</b>',
    );
    // The admin who assigned it is not notified.
    expect((await list(admin)).data.some((n) => n.id === newest?.id)).toBe(false);
  });

  it('one notification per assignment: assigning the same playlist again (also in parallel) tells nobody again', async () => {
    const body = { trackId: TRACK_AGAIN, emails: ['member@acme.test'] };
    const assign = () => call(contract.assignMandatory, { token: admin.token, body });
    const before = await list(member, { limit: 50 });
    const results = await Promise.all([assign(), assign(), assign()]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    await assign();
    const after = await list(member, { limit: 50 });
    const about = (page: Page) => page.data.filter((n) => n.trackId === TRACK_AGAIN);
    expect(about(after).length).toBe(about(before).length + 1);
    expect(after.unseenCount).toBe(before.unseenCount + 1);
  });
});

describe('a task assigned by provider staff', () => {
  it("notifies the assignee in the assignee's organization", async () => {
    const toMember = await listen(member);
    const title = `Check the <script>${randomUUID()}</script> report`;
    const res = await userCommand(staff.token, 'createSupportTaskForOtherOrg', {
      taskTitle: title,
      comment: 'Please have a look',
      ticketReferenceUrl: '',
      orgId: 'acme',
      channelId: '',
      assigneeEmail: 'member@acme.test',
    });
    expect(res.status).toBe(200);
    await waitUntil(() => toMember.some((m) => m.type === 'REFETCH_NOTIFICATIONS'), {
      ms: 5_000,
      label: 'the push',
    });
    const newest = (await list(member)).data[0];
    expect(newest?.type).toBe('operational');
    expect(newest?.taskId).toBeTruthy();
    // User text is escaped into the HTML title: no markup of its own.
    expect(newest?.title).toContain('&lt;script&gt;');
    expect(newest?.title).not.toContain('<script>');
  });
});

describe('a new video in a followed channel with alerts on', () => {
  it('notifies followers with alerts, not followers without them, not the publisher', async () => {
    const channelId = 'ch-acme-sales-enablement';
    const set = (c: Caller, enabled: boolean) => channelCommand(c.token, 'setAlerts', { channelId, enabled });
    expect((await set(member, true)).status).toBe(200);
    expect((await set(admin, false)).status).toBe(200);
    const name = `Pricing ${randomUUID().slice(0, 8)}`;
    const result = await notifyNewVideoInChannel(
      'acme',
      { videoId: `v-${randomUUID()}`, humanId: 'pricing-1', name, channelId },
      'Sales Enablement',
      undefined,
    );
    expect(result.notified).toBe(1);
    const newest = (await list(member)).data[0];
    expect(newest).toMatchObject({ type: 'watch-video', humanId: 'pricing-1', channelId });
    expect(newest?.title).toBe(`New video <b>${name}</b> in <b>Sales Enablement</b>`);
    expect((await list(admin)).data.some((n) => n.title.includes(name))).toBe(false);
    expect((await set(member, false)).status).toBe(200);
  });
});

describe('seen and opened', () => {
  it('updateNotificationIsSeenStatus marks the given ones seen and lowers the unseen count', async () => {
    const page = await list(member);
    const unseen = page.data.filter((n) => !n.isSeen).map((n) => n.id);
    expect(unseen.length).toBeGreaterThan(0);
    expect(
      (
        await userCommand(member.token, 'updateNotificationIsSeenStatus', {
          isSeen: true,
          notificationIds: unseen,
        })
      ).status,
    ).toBe(200);
    const after = await list(member);
    expect(after.unseenCount).toBe(page.unseenCount - unseen.length);
    expect(after.data.filter((n) => unseen.includes(n.id)).every((n) => n.isSeen)).toBe(true);
  });

  it('updateNotificationIsOpenedStatus marks one opened; another user cannot (404) and ids are validated', async () => {
    const target = (await list(member)).data[0] as Notification;
    expect(
      (
        await userCommand(admin.token, 'updateNotificationIsOpenedStatus', {
          notificationId: target.id,
          isOpened: true,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await userCommand(member.token, 'updateNotificationIsOpenedStatus', {
          notificationId: target.id,
          isOpened: true,
        })
      ).status,
    ).toBe(200);
    expect((await list(member)).data.find((n) => n.id === target.id)).toMatchObject({
      isOpened: true,
      isSeen: true,
    });
    expect(
      (
        await userCommand(member.token, 'updateNotificationIsSeenStatus', {
          isSeen: true,
          notificationIds: [],
        })
      ).status,
    ).toBe(400);
  });

  it('lists 10 by default, newest first, and pages on by cursor', async () => {
    const first = await list(member, { limit: 2 });
    expect(first.data).toHaveLength(2);
    expect(first.data[0]!.createdAt >= first.data[1]!.createdAt).toBe(true);
    expect(first.cursor).toBeTruthy();
    const next = await list(member, { limit: 2, cursor: first.cursor as string });
    expect(next.data.map((n) => n.id)).not.toContain(first.data[0]!.id);
    expect(
      (await call(contract.getNotifications, { token: member.token, query: { cursor: 'forged' } })).status,
    ).toBe(400);
    expect((await call(contract.getNotifications, {})).status).toBe(401);
  });
});
