/**
 * The video life cycle against the local emulators (issue 12; spec 2 §4, §8): check-out, check-in,
 * take over (the holder is notified), forced check-in (admins), two check-outs at once (exactly one
 * wins), ready to publish / back to draft, publish → unpublish → draft, delete (confirmed; refused while
 * published, locked or held by another editor), and a crashed job's lock timing the video out when read.
 * Rights: a member without a role in the channel is refused (403), another organization finds nothing
 * (404), bad input is a 400 with issues. A new major version of a published video: members keep
 * version 1 while version 2 is edited, and get version 2 once it is published over it. One admin's
 * check-out blocks a second admin (the member, promoted for that test and restored).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoLifecycleData } from '../../functions/core/data/video-lifecycle.js';
import type { VideoLifecycleCommand } from '../../shared/api/endpoints/video-lifecycle.js';
import { LIFECYCLE_TEXTS } from '../../shared/domain/video-lifecycle.js';
import {
  call,
  channelCommand,
  contract,
  createVideo,
  decodeJwt,
  generateClip,
  send,
  signIn,
  uploadOriginal,
  videoCommand,
  waitForTranscode,
} from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
// member@acme.test has no role in this seeded channel.
const FOREIGN_CHANNEL = 'ch-acme-onboarding';

let admin: string;
let member: string;
let globex: string;
let channelId: string;
const clips: { remove(): void }[] = [];

const lifecycle = (token: string, type: VideoLifecycleCommand['type'], payload: Record<string, unknown>) =>
  send(contract.videoLifecycleCommand, { token, body: { type, payload } });
const stateOf = (token: string, videoId: string) =>
  call(contract.getVideoLifecycle, { token, params: { videoId } });
const titlesOf = async (token: string) => {
  const res = await call(contract.getNotifications, { token, query: { lang: 'en-us' } });
  expect(res.status).toBe(200);
  return res.body.data.map((n) => n.title);
};

beforeAll(async () => {
  [admin, member, globex] = (
    await Promise.all([
      signIn('admin@acme.test', PASSWORD, 'acme'),
      signIn('member@acme.test', PASSWORD, 'acme'),
      signIn('admin@globex.test', PASSWORD, 'globex'),
    ])
  ).map((t) => t.idToken) as [string, string, string];
  // A channel of this file's own where the member is a contributor: a second editor who is no admin.
  const created = await channelCommand(admin, 'createChannel', {
    name: `Life cycle ${randomUUID().slice(0, 6)}`,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  channelId = created.body.id;
  const role = await channelCommand(admin, 'addChannelUser', {
    channelId,
    email: 'member@acme.test',
    role: 'contributor',
  });
  expect(role.status, JSON.stringify(role.body)).toBe(200);
});

afterAll(() => {
  for (const clip of clips) clip.remove();
});

describe('editorial control', () => {
  it('checks out, refuses another editor, takes over with a notification, forces a check-in', async () => {
    const video = await createVideo(admin, channelId, `Check me out ${randomUUID().slice(0, 6)}`);
    const checkedIn = await lifecycle(member, 'checkInVideo', { videoId: video.id });
    expect(checkedIn.status).toBe(409);
    expect(checkedIn.body.message).toBe('Video is checked in');

    expect((await lifecycle(admin, 'checkOutVideo', { videoId: video.id })).status).toBe(200);
    // Again by the holder: nothing changes.
    expect((await lifecycle(admin, 'checkOutVideo', { videoId: video.id })).status).toBe(200);
    const state = await stateOf(admin, video.id);
    expect(state.status).toBe(200);
    expect(state.body).toMatchObject({
      status: 'draft',
      checkout: { email: 'admin@acme.test', mine: true },
      lock: null,
      mayForce: true,
    });

    for (const type of ['checkOutVideo', 'checkInVideo'] as const) {
      const refused = await lifecycle(member, type, { videoId: video.id });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('Video is checked out by admin@acme.test');
    }
    expect((await lifecycle(member, 'forceCheckInVideo', { videoId: video.id })).status).toBe(403);
    expect((await stateOf(member, video.id)).body).toMatchObject({
      mayForce: false,
      checkout: { mine: false },
    });

    const takeOver = await lifecycle(member, 'takeOverVideo', { videoId: video.id });
    expect(takeOver.status, JSON.stringify(takeOver.body)).toBe(200);
    expect((await stateOf(admin, video.id)).body.checkout).toMatchObject({
      email: 'member@acme.test',
      mine: false,
    });
    expect(
      (await titlesOf(admin)).some(
        (t) => t.includes('took over editorial control') && t.includes('<b>member@acme.test</b>'),
      ),
    ).toBe(true);

    const forced = await lifecycle(admin, 'forceCheckInVideo', { videoId: video.id });
    expect(forced.status, JSON.stringify(forced.body)).toBe(200);
    expect((await stateOf(admin, video.id)).body.checkout).toBeNull();
    expect(
      (await titlesOf(member)).some((t) => t.includes('checked in') && t.includes('admin@acme.test')),
    ).toBe(true);

    // The event log has every change of hands.
    const log = await call(contract.getEventLog, {
      token: admin,
      query: { subjectType: 'video', subjectId: video.id },
    });
    expect(log.status).toBe(200);
    const actions = JSON.stringify(log.body);
    for (const action of ['checkOutVideo', 'takeOverVideo', 'forceCheckInVideo'])
      expect(actions).toContain(action);
  });

  it('lets exactly one of two simultaneous check-outs win', async () => {
    const video = await createVideo(admin, channelId, `Race ${randomUUID().slice(0, 6)}`);
    const answers = await Promise.all([
      lifecycle(admin, 'checkOutVideo', { videoId: video.id }),
      lifecycle(member, 'checkOutVideo', { videoId: video.id }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers[0].status === 200 ? 'admin@acme.test' : 'member@acme.test';
    expect(answers.find((a) => a.status === 409)?.body.message).toBe(`Video is checked out by ${winner}`);
    expect((await stateOf(admin, video.id)).body.checkout?.email).toBe(winner);
  });

  it('refuses members without a role (403), other organizations (404) and bad input (400)', async () => {
    const video = await createVideo(admin, FOREIGN_CHANNEL, `Not yours ${randomUUID().slice(0, 6)}`);
    expect((await lifecycle(member, 'checkOutVideo', { videoId: video.id })).status).toBe(403);
    expect((await stateOf(member, video.id)).status).toBe(403);
    expect((await lifecycle(globex, 'checkOutVideo', { videoId: video.id })).status).toBe(404);
    expect((await lifecycle(globex, 'deleteVideo', { videoId: video.id, confirm: true })).status).toBe(404);
    expect((await stateOf(globex, video.id)).status).toBe(404);
    const bad = await lifecycle(admin, 'checkOutVideo', {});
    expect(bad.status).toBe(400);
    expect(bad.body.issues?.length).toBeGreaterThan(0);
    const unconfirmed = await lifecycle(admin, 'deleteVideo', { videoId: video.id, confirm: false });
    expect(unconfirmed.status).toBe(400);
    expect(JSON.stringify(unconfirmed.body)).toContain('Confirm the deletion');
    expect((await lifecycle(admin, 'deleteVideo', { videoId: video.id, confirm: true })).status).toBe(200);
  });
});

describe('statuses, locks and delete', () => {
  it('moves draft → ready to publish → draft by the table, and refuses what it does not allow', async () => {
    const video = await createVideo(admin, channelId, `Ready ${randomUUID().slice(0, 6)}`);
    expect((await lifecycle(member, 'markReadyToPublish', { videoId: video.id })).status).toBe(200);
    expect((await stateOf(admin, video.id)).body.status).toBe('readyToPublish');
    const twice = await lifecycle(admin, 'markReadyToPublish', { videoId: video.id });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('A video in status readyToPublish cannot markReady');
    expect((await lifecycle(admin, 'makeDraft', { videoId: video.id })).status).toBe(200);
    expect((await lifecycle(admin, 'makeDraft', { videoId: video.id })).status).toBe(409);
    expect((await stateOf(admin, video.id)).body.status).toBe('draft');
  });

  it('blocks delete and publish while a lock is in force; an expired lock times the video out when read', async () => {
    const video = await createVideo(admin, channelId, `Locked ${randomUUID().slice(0, 6)}`);
    const data = videoLifecycleData('acme');
    const now = new Date();
    const since = now.toISOString();
    expect(
      await data.lock(video.id, 'translation', since, new Date(now.getTime() + 60_000).toISOString()),
    ).toBe(true);
    // A second job cannot take the video while the first one's lock holds.
    expect(
      await data.lock(video.id, 'processing', since, new Date(now.getTime() + 60_000).toISOString()),
    ).toBe(false);
    const del = await lifecycle(admin, 'deleteVideo', { videoId: video.id, confirm: true });
    expect(del.status).toBe(409);
    expect(del.body.message).toBe('Cannot delete a video when it is getting translated');
    const pub = await videoCommand(admin, 'publishVideo', { videoId: video.id });
    expect(pub.status).toBe(409);
    expect(pub.body.message).toBe('Cannot publish a video when it is getting translated');
    expect((await stateOf(admin, video.id)).body.lock).toMatchObject({ kind: 'translation' });
    expect(await data.unlock(video.id, since)).toBe(true);

    // A crashed job: its lock expired without being released.
    const crashed = new Date(Date.now() - 120_000);
    expect(
      await data.lock(
        video.id,
        'processing',
        crashed.toISOString(),
        new Date(Date.now() - 1000).toISOString(),
      ),
    ).toBe(true);
    const read = await stateOf(admin, video.id);
    expect(read.body).toMatchObject({ status: 'timedOut', lock: null });
    // timedOut is editable again and can go back to draft.
    expect((await lifecycle(admin, 'makeDraft', { videoId: video.id })).status).toBe(200);
  });

  it('deletes a draft with its items, refusing while another editor holds it', async () => {
    const video = await createVideo(admin, channelId, `Delete me ${randomUUID().slice(0, 6)}`);
    expect((await lifecycle(member, 'checkOutVideo', { videoId: video.id })).status).toBe(200);
    const held = await lifecycle(admin, 'deleteVideo', { videoId: video.id, confirm: true });
    expect(held.status).toBe(409);
    expect(held.body.message).toBe('Video is checked out by member@acme.test');
    expect((await lifecycle(member, 'deleteVideo', { videoId: video.id, confirm: true })).status).toBe(200);
    expect((await call(contract.getVideo, { token: admin, params: { humanId: video.humanId } })).status).toBe(
      404,
    );
    expect((await stateOf(admin, video.id)).status).toBe(404);
    expect((await lifecycle(admin, 'deleteVideo', { videoId: video.id, confirm: true })).status).toBe(404);
  });

  it('plans a video: its status is planned, it cannot be published yet, and it can be deleted', async () => {
    const name = `Planned ${randomUUID().slice(0, 6)}`;
    const byMember = await lifecycle(member, 'planVideo', {
      channelId: FOREIGN_CHANNEL,
      name,
      language: 'en-us',
    });
    expect(byMember.status).toBe(403);
    expect((await lifecycle(admin, 'planVideo', { channelId, name: ' ', language: 'en-us' })).status).toBe(
      400,
    );
    expect((await lifecycle(globex, 'planVideo', { channelId, name, language: 'en-us' })).status).toBe(404);
    const planned = await lifecycle(member, 'planVideo', { channelId, name, language: 'en-us' });
    expect(planned.status, JSON.stringify(planned.body)).toBe(200);
    const videoId = planned.body.id;
    expect((await stateOf(admin, videoId)).body.status).toBe('planned');
    const page = await call(contract.getVideo, {
      token: admin,
      params: { humanId: planned.body.humanId ?? '' },
    });
    expect(page.body.status).toBe('planned');
    const publish = await videoCommand(admin, 'publishVideo', { videoId });
    expect(publish.body.message).toBe('This video has been planned but is not available yet.');
    expect((await lifecycle(admin, 'deleteVideo', { videoId, confirm: true })).status).toBe(200);
  });

  it('publish → unpublish → draft → check-out: a published video is neither deleted nor edited first', async () => {
    const clip = generateClip({ seconds: 2, size: '320x240' });
    clips.push(clip);
    const video = await createVideo(admin, channelId, `Round trip ${randomUUID().slice(0, 6)}`);
    await uploadOriginal(admin, video.id, clip.file, 240);
    await waitForTranscode(admin, video.id);
    const deadline = Date.now() + 10_000;
    while ((await stateOf(admin, video.id)).body.status !== 'draft' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await videoCommand(admin, 'publishVideo', { videoId: video.id })).status).toBe(200);
    expect((await stateOf(admin, video.id)).body).toMatchObject({ status: 'published', publishedVersion: 1 });
    const del = await lifecycle(admin, 'deleteVideo', { videoId: video.id, confirm: true });
    expect(del.status).toBe(409);
    expect(del.body.message).toBe('A published video must be unpublished before it is deleted');
    const draft = await lifecycle(admin, 'makeDraft', { videoId: video.id });
    expect(draft.status).toBe(409);
    expect(draft.body.message).toBe('A video in status published cannot makeDraft');

    expect((await videoCommand(admin, 'unpublishVideo', { videoId: video.id })).status).toBe(200);
    expect((await lifecycle(admin, 'makeDraft', { videoId: video.id })).status).toBe(200);
    expect((await lifecycle(admin, 'checkOutVideo', { videoId: video.id })).status).toBe(200);
    expect((await stateOf(admin, video.id)).body).toMatchObject({
      status: 'draft',
      publishedVersion: null,
      checkout: { mine: true },
    });
    expect((await lifecycle(admin, 'deleteVideo', { videoId: video.id, confirm: true })).status).toBe(200);
  });
});

describe('a new major version of a published video', () => {
  it('keeps members on version 1 while version 2 is edited, and gives them version 2 once published over it', async () => {
    const clip = generateClip({ seconds: 2, size: '320x240' });
    clips.push(clip);
    const video = await createVideo(admin, channelId, `Major ${randomUUID().slice(0, 6)}`);
    await uploadOriginal(admin, video.id, clip.file, 240);
    await waitForTranscode(admin, video.id);
    const deadline = Date.now() + 10_000;
    while ((await stateOf(admin, video.id)).body.status !== 'draft' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await videoCommand(admin, 'publishVideo', { videoId: video.id })).status).toBe(200);

    // What the member (a contributor of the channel, no admin) gets: the played version's links and URL.
    const memberSees = async () => {
      const page = await call(contract.getVideo, { token: member, params: { humanId: video.humanId } });
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      const url = await call(contract.getVideoUrl, {
        token: member,
        query: { key: video.id, download: '0' },
      });
      expect(url.status, JSON.stringify(url.body)).toBe(200);
      const played = /\/(\d+)\/en-us\//.exec(url.body.signedUrl)?.[1];
      return { version: Number(played), links: page.body.links.map((l) => l.title) };
    };
    expect(await memberSees()).toEqual({ version: 1, links: [] });

    // Version 2 starts from version 1's media: it could play at once, but it is a draft.
    const major = await videoCommand(admin, 'createMajorVersion', {
      videoId: video.id,
      language: 'en-us',
      reuseVideo: true,
    });
    expect(major.status, JSON.stringify(major.body)).toBe(200);
    expect(major.body.version).toBe(2);
    expect((await stateOf(admin, video.id)).body).toMatchObject({
      status: 'published',
      publishedVersion: 1,
      lastVersion: 2,
    });

    // Version 2 is edited while the published version 1 stays as it is.
    expect((await lifecycle(admin, 'checkOutVideo', { videoId: video.id })).status).toBe(200);
    const saveVersion = (version: number, title: string) =>
      call(contract.saveRenderingData, {
        token: admin,
        params: { videoId: video.id, version, language: 'en-us' },
        body: {
          revision: 0,
          renderingData: {
            subtitles: { chapters: [{ startSeconds: 0, manuscript: `Version ${version}` }] },
            links: [{ startSeconds: 1, url: 'https://acme.example/v', title }],
          },
        } as never,
      });
    const v1 = await saveVersion(1, 'Edited published');
    expect(v1.status).toBe(409);
    expect(v1.body.message).toBe('Can not update published video');
    const v2 = await saveVersion(2, 'New in version 2');
    expect(v2.status, JSON.stringify(v2.body)).toBe(200);
    expect(await memberSees()).toEqual({ version: 1, links: [] });

    // Published over it: members get version 2 with its edit.
    const published = await videoCommand(admin, 'publishVideo', { videoId: video.id });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect((await stateOf(admin, video.id)).body).toMatchObject({ status: 'published', publishedVersion: 2 });
    expect(await memberSees()).toEqual({ version: 2, links: ['New in version 2'] });
  }, 60_000);
});

describe('two admins', () => {
  it("one admin's check-out blocks another admin's check-out, check-in, edit and delete", async () => {
    const memberId = String(decodeJwt(member).sub);
    const video = await createVideo(admin, FOREIGN_CHANNEL, `Two admins ${randomUUID().slice(0, 6)}`);
    // Without a role in the channel the member cannot even check it out ...
    expect((await lifecycle(member, 'checkOutVideo', { videoId: video.id })).status).toBe(403);
    expect((await lifecycle(admin, 'checkOutVideo', { videoId: video.id })).status).toBe(200);
    const setAccess = (permissions: string[]) =>
      send(contract.updateUserPermissions, {
        token: admin,
        body: { userId: memberId, permissions, isMasterAdmin: false },
      });
    // ... so member@acme.test becomes a second admin for this test, and a member again after it.
    const promoted = await setAccess(['readVideo', 'updateOrganization']);
    expect(promoted.status, JSON.stringify(promoted.body)).toBe(200);
    expect(promoted.body).toMatchObject({ role: 'admin' });
    try {
      const secondAdmin = (await signIn('member@acme.test', PASSWORD, 'acme')).idToken;
      expect((await stateOf(secondAdmin, video.id)).body).toMatchObject({
        checkout: { email: 'admin@acme.test', mine: false },
        mayForce: true,
      });
      const held = LIFECYCLE_TEXTS.checkedOutBy('admin@acme.test');
      for (const type of ['checkOutVideo', 'checkInVideo'] as const) {
        const refused = await lifecycle(secondAdmin, type, { videoId: video.id });
        expect(refused.status, type).toBe(409);
        expect(refused.body.message).toBe(held);
      }
      const edit = await call(contract.saveRenderingData, {
        token: secondAdmin,
        params: { videoId: video.id, version: 1, language: 'en-us' },
        body: { revision: 0, renderingData: { subtitles: { chapters: [] }, links: [] } } as never,
      });
      expect(edit.status).toBe(409);
      expect(edit.body.message).toBe(held);
      const del = await lifecycle(secondAdmin, 'deleteVideo', { videoId: video.id, confirm: true });
      expect(del.status).toBe(409);
      expect(del.body.message).toBe(held);
      expect((await stateOf(admin, video.id)).body.checkout).toMatchObject({ email: 'admin@acme.test' });
    } finally {
      const restored = await setAccess(['readVideo']);
      expect(restored.body).toMatchObject({ role: 'member', permissions: ['readVideo'] });
    }
    expect((await lifecycle(admin, 'deleteVideo', { videoId: video.id, confirm: true })).status).toBe(200);
  });
});
