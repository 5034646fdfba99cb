/**
 * Videos administration (spec 2 §2 /admin/videos, §3 "Filters", §4 "Changing a video's location …
 * requires draft status", §6 "Videos need readVideo") against the local platform with real tokens: the
 * caller's own organization only, readVideo required, bad input answered 400 `{ message, issues }`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getEntities } from '../../functions/core/data/entities/index.js';
import {
  call,
  contract,
  createVideo,
  decodeJwt,
  registerUser,
  send,
  signIn,
  videoCommand,
} from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
const token = async (email: string, orgId: string) => (await signIn(email, PASSWORD, orgId)).idToken;
const unique = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@acme.test`;

let acmeAdmin = '';
let acmeMember = '';
let globexAdmin = '';
/** A video made for these tests in the onboarding channel's sub-channel "Sales Onboarding". */
let subChannelVideo = { id: '', humanId: '' };

beforeAll(async () => {
  acmeAdmin = await token('admin@acme.test', 'acme');
  acmeMember = await token('member@acme.test', 'acme');
  globexAdmin = await token('admin@globex.test', 'globex');
  subChannelVideo = await createVideo(acmeAdmin, 'ch-acme-onboarding-sales', `Admin list ${Date.now()}`);
});

const list = (idToken: string, query: Record<string, string> = {}) =>
  send(contract.listVideos, { token: idToken, query: { pageSize: '100', ...query } });
const humanIds = (res: { body: { videos?: { humanId: string }[] } }) =>
  (res.body.videos ?? []).map((v) => v.humanId);

describe('GET /query/listVideos', () => {
  it("lists the admin's own organization's videos with their channel, author and the filters' choices", async () => {
    const res = await list(acmeAdmin);
    expect(res.status).toBe(200);
    expect(humanIds(res)).toEqual(
      expect.arrayContaining(['acmewelcome', 'acmephishing', subChannelVideo.humanId]),
    );
    expect(humanIds(res).some((h) => h.startsWith('globex') || h.startsWith('studio'))).toBe(false);
    // A member's personal channel stays theirs (docs/decisions.md "Personal channels").
    expect(humanIds(res)).not.toContain('acmelearningnotes');
    expect(res.body.videos.find((v) => v.humanId === 'acmewelcome')).toMatchObject({
      name: 'Welcome to Acme',
      channelId: 'ch-acme-onboarding',
      channelName: expect.any(String),
      status: expect.any(String),
      type: expect.any(String),
    });
    expect(res.body.filters.channels.map((c) => c.id)).toEqual(
      expect.arrayContaining(['ch-acme-onboarding', 'ch-acme-onboarding-sales']),
    );
    expect(res.body.filters.channels.find((c) => c.id === 'ch-acme-onboarding-sales')?.parentId).toBe(
      'ch-acme-onboarding',
    );
    expect(res.body.filters.tracks.find((t) => t.id === 'track-acme-onboarding-first-week')?.parentId).toBe(
      'track-acme-onboarding-essentials',
    );
    expect(res.body.filters.authors).toContain('admin@acme.test');
    expect(res.body.total).toBe(res.body.videos.length);
  });

  it('filters by channel (with its sub-channels), sub-channel, track levels, status, author and search', async () => {
    const channel = await list(acmeAdmin, { channelId: 'ch-acme-onboarding' });
    expect(humanIds(channel)).toEqual(expect.arrayContaining(['acmewelcome', subChannelVideo.humanId]));
    expect(humanIds(channel)).not.toContain('acmephishing');
    const sub = await list(acmeAdmin, {
      channelId: 'ch-acme-onboarding',
      subChannelId: 'ch-acme-onboarding-sales',
    });
    expect(humanIds(sub)).toEqual([subChannelVideo.humanId]);

    const track = await list(acmeAdmin, { trackId: 'track-acme-onboarding-essentials' });
    const trackIds = track.body.videos.map((v) => v.id);
    // The sub-track's video counts as the track's.
    expect(trackIds).toEqual(expect.arrayContaining(['video-acme-welcome', 'video-acme-week-plan']));
    const subTrack = await list(acmeAdmin, {
      trackId: 'track-acme-onboarding-essentials',
      subTrackId: 'track-acme-onboarding-first-week',
    });
    expect(subTrack.body.videos.map((v) => v.id)).toEqual(['video-acme-week-plan']);

    const drafts = await list(acmeAdmin, { status: 'draft', authorEmail: 'ADMIN@acme.test' });
    expect(humanIds(drafts)).toContain(subChannelVideo.humanId);
    expect(drafts.body.videos.every((v) => v.status === 'draft' && v.authorEmail === 'admin@acme.test')).toBe(
      true,
    );
    const search = await list(acmeAdmin, { search: subChannelVideo.humanId });
    expect(humanIds(search)).toEqual([subChannelVideo.humanId]);
  });

  it('sorts and pages', async () => {
    const byName = await list(acmeAdmin, { sort: 'name', order: 'desc' });
    const names = byName.body.videos.map((v) => v.name);
    expect(names).toEqual(
      [...names].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base', numeric: true })),
    );
    const page2 = await list(acmeAdmin, { sort: 'name', pageSize: '10', page: '2' });
    expect(page2.body).toMatchObject({ page: 2, pageSize: 10 });
    expect(page2.body.videos.map((v) => v.name)).toEqual(names.reverse().slice(10, 20));
  });

  it('shows a member only the channels where their role may add videos', async () => {
    const res = await list(acmeMember);
    expect(res.status).toBe(200);
    expect(humanIds(res)).not.toContain('acmewelcome');
    expect(humanIds(res)).toContain('acmelearningnotes');
  });

  it('refuses a user without readVideo (403) and another workspace', async () => {
    const email = await registerUser(unique('noread'), PASSWORD);
    const idToken = await token(email, 'acme');
    await getEntities()
      .user.patch({ orgId: 'acme', userId: String(decodeJwt(idToken).sub) })
      .set({ permissions: [] })
      .go();
    const res = await list(idToken);
    expect(res.status).toBe(403);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it("never shows another organization's videos, whatever the query names", async () => {
    const res = await list(globexAdmin, { channelId: 'ch-acme-onboarding' });
    expect(res.status).toBe(200);
    expect(res.body.videos).toEqual([]);
    const all = await list(globexAdmin);
    expect(humanIds(all).some((h) => h.startsWith('acme'))).toBe(false);
  });

  it('answers bad input with 400 and its issues', async () => {
    for (const query of [{ pageSize: '7' }, { status: 'gone' }, { sort: 'size' }, { page: '0' }]) {
      const res = await send(contract.listVideos, { token: acmeAdmin, query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
      expect(res.body.issues?.length).toBeGreaterThan(0);
    }
  });

  it('is refused without a token', async () => {
    expect((await call(contract.listVideos, { query: {} })).status).toBe(401);
  });
});

/** The video's newest event-log entry, as the admin reads it. */
async function lastLogEntry(videoId: string) {
  const log = await call(contract.getEventLog, {
    token: acmeAdmin,
    query: { subjectType: 'video', subjectId: videoId },
  });
  expect(log.status).toBe(200);
  return log.body.items[0];
}

const status = async (videoId: string) =>
  (await getEntities().video.get({ orgId: 'acme', videoId }).go()).data?.status;

describe('PUT /command/videoCommand moveVideo', () => {
  it('moves a draft to another channel of the organization; the list and the event log follow', async () => {
    const video = await createVideo(acmeAdmin, 'ch-acme-onboarding', `Move me ${Date.now()}`);
    const res = await videoCommand(acmeAdmin, 'moveVideo', {
      videoId: video.id,
      channelId: 'ch-acme-security-awareness',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const moved = await list(acmeAdmin, { channelId: 'ch-acme-security-awareness', search: video.humanId });
    expect(moved.body.videos.map((v) => v.id)).toEqual([video.id]);
    const before = await list(acmeAdmin, { channelId: 'ch-acme-onboarding', search: video.humanId });
    expect(before.body.videos).toEqual([]);
    expect(await lastLogEntry(video.id)).toMatchObject({
      action: 'videoCommand.moveVideo',
      before: { channelId: 'ch-acme-onboarding' },
      after: { channelId: 'ch-acme-security-awareness' },
    });
  });

  it('refuses a published video (409), the same channel (409), a member (403)', async () => {
    const published = await videoCommand(acmeAdmin, 'moveVideo', {
      videoId: 'video-acme-values',
      channelId: 'ch-acme-security-awareness',
    });
    expect(published.status).toBe(409);
    expect(published.body.message).toMatch(/unpublish/i);
    expect(await status('video-acme-values')).toBe('published');
    const draft = await createVideo(acmeAdmin, 'ch-acme-onboarding', `Stay ${Date.now()}`);
    const same = await videoCommand(acmeAdmin, 'moveVideo', {
      videoId: draft.id,
      channelId: 'ch-acme-onboarding',
    });
    expect(same.status).toBe(409);
    const member = await videoCommand(acmeMember, 'moveVideo', {
      videoId: draft.id,
      channelId: 'ch-acme-martin-learning-log',
    });
    expect(member.status).toBe(403);
  });

  it("treats another organization's video and channel as not found, and changes nothing", async () => {
    const draft = await createVideo(acmeAdmin, 'ch-acme-onboarding', `Foreign ${Date.now()}`);
    const theirs = await videoCommand(globexAdmin, 'moveVideo', {
      videoId: draft.id,
      channelId: 'ch-globex-supply-chain',
    });
    expect(theirs.status).toBe(404);
    const toTheirs = await videoCommand(acmeAdmin, 'moveVideo', {
      videoId: draft.id,
      channelId: 'ch-globex-supply-chain',
    });
    expect(toTheirs.status).toBe(404);
    expect((await getEntities().video.get({ orgId: 'acme', videoId: draft.id }).go()).data?.channelId).toBe(
      'ch-acme-onboarding',
    );
  });

  it('answers bad input with 400', async () => {
    const res = await send(contract.videoCommand, {
      token: acmeAdmin,
      body: { type: 'moveVideo', payload: { videoId: 'x' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues?.length).toBeGreaterThan(0);
  });
});

describe('PUT /command/videoCommand archiveVideo / restoreVideo', () => {
  it('archives a draft (members never list it) and restores it as a draft, both logged', async () => {
    const video = await createVideo(acmeAdmin, 'ch-acme-onboarding', `Archive me ${Date.now()}`);
    expect((await videoCommand(acmeAdmin, 'archiveVideo', { videoId: video.id })).status).toBe(200);
    expect(await status(video.id)).toBe('archived');
    expect(await lastLogEntry(video.id)).toMatchObject({
      action: 'videoCommand.archiveVideo',
      before: { status: 'draft' },
      after: { status: 'archived' },
    });
    const channel = await call(contract.listChannelVideos, {
      token: acmeAdmin,
      params: { id: 'ch-acme-onboarding' },
    });
    expect(channel.body.map((v) => v.id)).not.toContain(video.id);
    const again = await videoCommand(acmeAdmin, 'archiveVideo', { videoId: video.id });
    expect(again.status).toBe(409);

    expect((await videoCommand(acmeAdmin, 'restoreVideo', { videoId: video.id })).status).toBe(200);
    expect(await status(video.id)).toBe('draft');
    expect((await lastLogEntry(video.id))?.action).toBe('videoCommand.restoreVideo');
    expect((await videoCommand(acmeAdmin, 'restoreVideo', { videoId: video.id })).status).toBe(409);
  });

  it('refuses a published video (unpublish first), a video being processed, a member', async () => {
    const published = await videoCommand(acmeAdmin, 'archiveVideo', { videoId: 'video-acme-values' });
    expect(published.status).toBe(409);
    expect(published.body.message).toMatch(/unpublished/i);
    const video = await createVideo(acmeAdmin, 'ch-acme-onboarding', `Processing ${Date.now()}`);
    await getEntities().video.patch({ orgId: 'acme', videoId: video.id }).set({ status: 'transcoding' }).go();
    const processing = await videoCommand(acmeAdmin, 'archiveVideo', { videoId: video.id });
    expect(processing.status).toBe(409);
    expect(processing.body.message).toMatch(/processed/i);
    const moving = await videoCommand(acmeAdmin, 'moveVideo', {
      videoId: video.id,
      channelId: 'ch-acme-security-awareness',
    });
    expect(moving.status).toBe(409);
    expect((await videoCommand(acmeMember, 'archiveVideo', { videoId: 'video-acme-values' })).status).toBe(
      403,
    );
    expect((await videoCommand(globexAdmin, 'archiveVideo', { videoId: video.id })).status).toBe(404);
    expect((await videoCommand(globexAdmin, 'restoreVideo', { videoId: video.id })).status).toBe(404);
    expect(await status(video.id)).toBe('transcoding');
  });

  it('answers bad input with 400 and its issues', async () => {
    for (const type of ['archiveVideo', 'restoreVideo'] as const) {
      for (const payload of [{}, { videoId: '' }, { videoId: 42 }]) {
        const res = await send(contract.videoCommand, { token: acmeAdmin, body: { type, payload } as never });
        expect(res.status, `${type} ${JSON.stringify(payload)}`).toBe(400);
        expect(res.body.issues?.length).toBeGreaterThan(0);
      }
    }
  });
});

describe('POST /command/bulkVideoCommand', () => {
  const bulk = (idToken: string, body: unknown) => send(contract.bulkVideoCommand, { token: idToken, body });

  it("reports every video: done, refused with the command's message, another organization's video not found and untouched", async () => {
    const a = await createVideo(acmeAdmin, 'ch-acme-onboarding', `Bulk A ${Date.now()}`);
    const b = await createVideo(acmeAdmin, 'ch-acme-onboarding', `Bulk B ${Date.now()}`);
    const globexVideo = await createVideo(globexAdmin, 'ch-globex-supply-chain', `Globex bulk ${Date.now()}`);
    const res = await bulk(acmeAdmin, {
      action: 'move',
      videoIds: [a.id, 'video-acme-values', globexVideo.id, b.id],
      channelId: 'ch-acme-security-awareness',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.results).toEqual([
      { videoId: a.id, outcome: 'done' },
      { videoId: 'video-acme-values', outcome: 'refused', message: expect.stringMatching(/unpublish/i) },
      { videoId: globexVideo.id, outcome: 'notFound', message: expect.any(String) },
      { videoId: b.id, outcome: 'done' },
    ]);
    const globexItem = (await getEntities().video.get({ orgId: 'globex', videoId: globexVideo.id }).go())
      .data;
    expect(globexItem?.channelId).toBe('ch-globex-supply-chain');
    expect(await lastLogEntry(a.id)).toMatchObject({ action: 'videoCommand.moveVideo' });

    const archived = await bulk(acmeAdmin, { action: 'archive', videoIds: [a.id, b.id] });
    expect(archived.body.results.map((r) => r.outcome)).toEqual(['done', 'done']);
    const restored = await bulk(acmeAdmin, { action: 'restore', videoIds: [a.id, 'nope'] });
    expect(restored.body.results.map((r) => r.outcome)).toEqual(['done', 'notFound']);
    expect(await status(a.id)).toBe('draft');
    expect(await status(b.id)).toBe('archived');

    // Publishing needs media: a draft without it is refused, with publishVideo's message.
    const publish = await bulk(acmeAdmin, { action: 'publish', videoIds: [a.id] });
    expect(publish.body.results[0]).toMatchObject({
      outcome: 'refused',
      message: expect.stringMatching(/upload/i),
    });
  });

  it("refuses a member's videos one by one (their role does not allow it) and another organization's destination as a whole", async () => {
    const member = await bulk(acmeMember, { action: 'unpublish', videoIds: ['video-acme-values'] });
    expect(member.status).toBe(200);
    expect(member.body.results[0]).toMatchObject({ outcome: 'refused' });
    expect(await status('video-acme-values')).toBe('published');
    const foreign = await bulk(acmeAdmin, {
      action: 'move',
      videoIds: ['video-acme-values'],
      channelId: 'ch-globex-supply-chain',
    });
    expect(foreign.status).toBe(404);
  });

  it('answers bad input with 400 and its issues', async () => {
    const many = Array.from({ length: 101 }, (_, i) => `v${i}`);
    for (const body of [
      { action: 'delete', videoIds: ['a'] },
      { action: 'archive', videoIds: [] },
      { action: 'archive', videoIds: many },
      { action: 'archive', videoIds: ['a', 'a'] },
      { action: 'move', videoIds: ['a'] },
    ]) {
      const res = await bulk(acmeAdmin, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.issues?.length).toBeGreaterThan(0);
    }
  });
});
