/**
 * publishVideo / unpublishVideo against the local emulators (docs/decisions.md "Publishing commands";
 * spec 2 §5 "Publishing and unpublishing apply to the video and to each translation", in-progress locks
 * block publishing): members see a video in the channel list only once it is published, members without
 * a channel role cannot publish, the first publish notifies followers with alerts on (pushed
 * REFETCH_NOTIFICATIONS), and a video that is still transcoding is refused.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { videoData } from '../../functions/core/data/video-data.js';
import {
  call,
  channelCommand,
  contract,
  createVideo,
  decodeJwt,
  generateClip,
  platform,
  signIn,
  uploadOriginal,
  videoCommand,
  waitForTranscode,
  waitUntil,
} from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
// admin@acme.test owns it; member@acme.test follows it and has no role in it.
const CHANNEL = 'ch-acme-onboarding';

interface Caller {
  token: string;
  userId: string;
}

let admin: Caller;
let member: Caller;
let globexAdmin: Caller;
const sockets: WebSocket[] = [];
const clips: { remove(): void }[] = [];

async function caller(email: string, orgId: string): Promise<Caller> {
  const { idToken } = await signIn(email, PASSWORD, orgId);
  return { token: idToken, userId: String(decodeJwt(idToken).sub) };
}

const memberSees = async (videoId: string) => {
  const res = await call(contract.listChannelVideos, { params: { id: CHANNEL }, token: member.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.some((v) => v.id === videoId);
};

const notificationsOf = async (c: Caller) => {
  const res = await call(contract.getNotifications, {
    token: c.token,
  });
  expect(res.status).toBe(200);
  return res.body.data;
};

const setAlerts = (c: Caller, enabled: boolean) =>
  channelCommand(c.token, 'setAlerts', { channelId: CHANNEL, enabled });

async function listen(c: Caller): Promise<{ type: string }[]> {
  const url = new URL(platform().urls.websocket);
  url.searchParams.set('token', c.token);
  url.searchParams.set('userId', c.userId);
  url.searchParams.set('orgId', 'acme');
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

beforeAll(async () => {
  [admin, member, globexAdmin] = await Promise.all([
    caller('admin@acme.test', 'acme'),
    caller('member@acme.test', 'acme'),
    caller('admin@globex.test', 'globex'),
  ]);
  expect((await setAlerts(member, true)).status).toBe(200);
});

afterAll(async () => {
  for (const ws of sockets) ws.close();
  for (const clip of clips) clip.remove();
  if (member) await setAlerts(member, false);
});

describe('publishVideo and unpublishVideo', () => {
  it('publishes a transcoded video for members, notifies followers with alerts once, and unpublishes it', async () => {
    const clip = generateClip({ seconds: 2, size: '320x240' });
    clips.push(clip);
    const name = `Publish me ${randomUUID().slice(0, 8)}`;
    const video = await createVideo(admin.token, CHANNEL, name);

    // No media yet: refused with the reason, nothing changes.
    const early = await videoCommand(admin.token, 'publishVideo', { videoId: video.id });
    expect(early.status).toBe(400);
    expect(early.body.message).toMatch(/no transcoded en-us video in version 1/);

    await uploadOriginal(admin.token, video.id, clip.file, 240);
    await waitForTranscode(admin.token, video.id);
    await waitUntil(
      async () =>
        (await call(contract.getVideo, { params: { humanId: video.humanId }, token: admin.token })).body
          .status === 'draft',
      { ms: 10_000, label: 'the draft status after transcoding' },
    );
    expect(await memberSees(video.id)).toBe(false);

    // A member without a role in the channel may not publish; another organization cannot reach it.
    const byMember = await videoCommand(member.token, 'publishVideo', { videoId: video.id });
    expect(byMember.status).toBe(403);
    expect(byMember.body.message).toBe('You do not have access for this operation');
    expect((await videoCommand(globexAdmin.token, 'publishVideo', { videoId: video.id })).status).toBe(404);
    expect(await memberSees(video.id)).toBe(false);

    const pushes = await listen(member);
    const published = await videoCommand(admin.token, 'publishVideo', { videoId: video.id });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(await memberSees(video.id)).toBe(true);
    await waitUntil(() => pushes.some((m) => m.type === 'REFETCH_NOTIFICATIONS'), {
      ms: 5_000,
      label: 'the push',
    });
    const notified = (await notificationsOf(member)).filter((n) => n.title.includes(name));
    expect(notified).toEqual([expect.objectContaining({ humanId: video.humanId })]);
    // The publisher (who also follows the channel with alerts) is not told about their own video.
    expect((await notificationsOf(admin)).some((n) => n.title.includes(name))).toBe(false);

    const twice = await videoCommand(admin.token, 'publishVideo', { videoId: video.id });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('The video is already published');

    expect((await videoCommand(member.token, 'unpublishVideo', { videoId: video.id })).status).toBe(403);
    expect((await videoCommand(admin.token, 'unpublishVideo', { videoId: video.id })).status).toBe(200);
    expect(await memberSees(video.id)).toBe(false);
    expect((await videoCommand(admin.token, 'unpublishVideo', { videoId: video.id })).status).toBe(409);

    // Published again: visible again, but only the first publish was news.
    expect((await videoCommand(admin.token, 'publishVideo', { videoId: video.id })).status).toBe(200);
    expect(await memberSees(video.id)).toBe(true);
    expect((await notificationsOf(member)).filter((n) => n.title.includes(name))).toHaveLength(1);
    expect((await videoCommand(admin.token, 'unpublishVideo', { videoId: video.id })).status).toBe(200);
  });

  it('refuses to publish a video while it is transcoding, and while a translation of it is', async () => {
    // Long enough that the local pipeline is still at work when publishVideo arrives.
    const clip = generateClip({ seconds: 20, size: '1280x720' });
    clips.push(clip);
    const video = await createVideo(admin.token, CHANNEL, `Still transcoding ${randomUUID().slice(0, 8)}`);
    await uploadOriginal(admin.token, video.id, clip.file, 720);
    await waitUntil(
      async () =>
        (await call(contract.getVideo, { params: { humanId: video.humanId }, token: admin.token })).body
          .status === 'transcoding',
      { ms: 10_000, label: 'the transcoding status' },
    );
    const refused = await videoCommand(admin.token, 'publishVideo', { videoId: video.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Cannot publish a video when it is getting processed');
    expect(await memberSees(video.id)).toBe(false);

    await waitForTranscode(admin.token, video.id, 90_000);
    // A translation of the latest version being processed locks publishing too (spec 2 §5).
    const data = videoData('acme');
    const translation = { videoId: video.id, version: 1, language: 'da' };
    const job = { jobId: `job-${randomUUID()}`, submittedAt: new Date().toISOString() };
    await data.setRenditionJob(translation, job, { status: 'transcoding' });
    await waitUntil(
      async () =>
        (await call(contract.getVideo, { params: { humanId: video.humanId }, token: admin.token })).body
          .status === 'draft',
      { ms: 10_000, label: 'the draft status after transcoding' },
    );
    const locked = await videoCommand(admin.token, 'publishVideo', { videoId: video.id });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe('Cannot publish a translation when it is getting processed');
    await data.setRenditionJob(translation, job, { status: 'error', error: 'cancelled by the test' });
    expect((await videoCommand(admin.token, 'publishVideo', { videoId: video.id })).status).toBe(200);
    expect((await videoCommand(admin.token, 'unpublishVideo', { videoId: video.id })).status).toBe(200);
  });
});
