/**
 * Viewing analytics end to end: playback events from several users in parallel leave exact counters
 * (DynamoDB ADD in one transaction per event, no read-modify-write), completion rests on the parts of
 * the video actually played (not on seeking to the end), numbers the contract accepts are bounded and
 * rounded (no value can break a counter), the history lists the caller's own videos newest first, and
 * another tenant's video ids answer 404.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsData } from '../../functions/core/data/analytics-data.js';
import { getEntities } from '../../functions/core/data/entities/index.js';
import {
  call,
  contract,
  createVideo as createHelperVideo,
  decodeJwt,
  signIn,
  videoCommand as command,
} from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
// The member contributes to this channel, so both acme users may watch its (draft) videos.
const CHANNEL = 'ch-acme-sales-enablement';

let admin = '';
let member = '';
let globex = '';
const videos: { id: string; humanId: string }[] = [];

const createVideo = (name: string) => createHelperVideo(admin, CHANNEL, name);

const summary = async (token: string) =>
  (
    await call(contract.getUserAnalytics, {
      token,
    })
  ).body;

beforeAll(async () => {
  admin = (await signIn('admin@acme.test', PASSWORD, 'acme')).idToken;
  member = (await signIn('member@acme.test', PASSWORD, 'acme')).idToken;
  globex = (await signIn('admin@globex.test', PASSWORD, 'globex')).idToken;
  videos.push(await createVideo('Analytics one'), await createVideo('Analytics two'));
  // As if transcoded: 24 s long (completion is measured against the duration).
  for (const video of videos)
    await getEntities().video.patch({ orgId: 'acme', videoId: video.id }).set({ durationMs: 24_000 }).go();
}, 30_000);

describe('per-video counters under concurrency', () => {
  it('counts every view and every second of 50 parallel events from two users', async () => {
    const [video] = videos;
    const ref = { videoId: video!.id, version: 1, lang: 'en-us' as const };
    const before = await summary(member);
    const events = Array.from({ length: 50 }, (_, i) => {
      const token = i % 2 === 0 ? admin : member;
      return i % 5 === 0
        ? command(token, 'videoTimeWatched', { ...ref, time: i, watched: 7 })
        : command(token, 'videoPlaybackStarted', ref);
    });
    const results = await Promise.all(events);
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));

    const stats = await analyticsData('acme').videoStats(video!.id);
    expect(stats).toEqual({ views: 40, secondsWatched: 10 * 7, completions: 0 });
    // The video is new to both users: parallel first events count it once each.
    expect((await summary(member)).videosWatched).toBe(before.videosWatched + 1);
  });

  it('adds one 10 s interval when a report does not say how long was played; playing it all completes it once', async () => {
    const [, video] = videos;
    const ref = { videoId: video!.id, version: 1, lang: 'en-us' as const };
    const reports = await Promise.all(
      [1, 2, 3].map((n) => command(member, 'videoTimeWatched', { ...ref, time: n * 10 })),
    );
    expect(reports.map((r) => r.status)).toEqual([200, 200, 200]);
    const ended = await command(member, 'videoPlaybackEnded', ref);
    expect(ended.body).toMatchObject({ completed: true });
    await command(member, 'videoPlaybackEnded', ref);
    expect(await analyticsData('acme').videoStats(video!.id)).toEqual({
      views: 0,
      secondsWatched: 30,
      completions: 1,
    });
  });
});

describe('"watched to the end" rests on time actually watched', () => {
  it('seeking to 0:23 of a 24 s video and playing the last second does not complete it', async () => {
    const video = await createVideo('Analytics seek');
    await getEntities().video.patch({ orgId: 'acme', videoId: video.id }).set({ durationMs: 24_000 }).go();
    const ref = { videoId: video.id, version: 1, lang: 'en-us' as const };
    await command(member, 'videoPlaybackStarted', ref);
    const last = await command(member, 'videoTimeWatched', { ...ref, from: 23, time: 24, watched: 1 });
    expect(last.body).toMatchObject({ completed: false });
    const ended = await command(member, 'videoPlaybackEnded', ref);
    expect(ended.body).toMatchObject({ completed: false });
    // A report claiming the whole video for one second of playback covers one second's worth only.
    const greedy = await command(member, 'videoTimeWatched', { ...ref, from: 0, time: 24, watched: 1 });
    expect(greedy.body).toMatchObject({ completed: false });
    expect((await analyticsData('acme').videoStats(video.id)).completions).toBe(0);

    // Then actually watching it from the start does.
    for (const [from, time] of [
      [0, 10],
      [10, 20],
      [20, 23],
    ] as const) {
      await command(member, 'videoTimeWatched', { ...ref, from, time, watched: time - from });
    }
    expect((await command(member, 'videoPlaybackEnded', ref)).body).toMatchObject({ completed: true });
    expect((await analyticsData('acme').videoStats(video.id)).completions).toBe(1);
  });
});

describe('numbers the contract accepts (extreme values never break a counter)', () => {
  const ref = () => ({ videoId: videos[0]!.id, version: 1, lang: 'en-us' as const });

  it.each([
    ['a watched time of 1e-36', { time: 5, watched: 1e-36 }],
    ['a negative watched time', { time: 5, watched: -1 }],
    ['a watched time over 60 s', { time: 5, watched: 61 }],
    ['a position of 1e308', { time: 1e308, watched: 5 }],
    ['a negative position', { time: -1, watched: 5 }],
  ])('%s is a 400 with the offending field, and nothing is recorded', async (_name, numbers) => {
    const before = await analyticsData('acme').videoStats(ref().videoId);
    const res = await command(member, 'videoTimeWatched', { ...ref(), ...numbers });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.issues)).toMatch(/watched|time/);
    expect(await analyticsData('acme').videoStats(ref().videoId)).toEqual(before);
  });

  it('rounds to the millisecond, and later reports on the same counters keep working', async () => {
    const before = await analyticsData('acme').videoStats(ref().videoId);
    const odd = await command(member, 'videoTimeWatched', { ...ref(), time: 3.1234567, watched: 0.0004999 });
    expect(odd.status).toBe(400);
    const fine = await command(member, 'videoTimeWatched', {
      ...ref(),
      time: 3.1234567,
      watched: 1.23456789,
    });
    expect(fine.status).toBe(200);
    const after = await analyticsData('acme').videoStats(ref().videoId);
    expect(after.secondsWatched).toBeCloseTo(before.secondsWatched + 1.235, 6);
    expect((await command(member, 'videoTimeWatched', { ...ref(), time: 4, watched: 1 })).status).toBe(200);
  });

  it('the anonymous endpoint refuses the same values', async () => {
    const res = await call(contract.postAnonymousAnalytics, {
      query: { orgId: 'acme' },
      body: {
        type: 'videoTimeWatched',
        key: 'k'.repeat(24),
        version: 1,
        lang: 'en-us',
        time: 5,
        watched: 1e-36,
      },
    });
    expect(res.status).toBe(400);
  });
});

describe('GET /query/history', () => {
  it("lists the caller's videos, most recently watched first, with progress", async () => {
    const [first, second] = videos;
    await command(member, 'videoTimeWatched', { videoId: first!.id, version: 1, lang: 'en-us', time: 42 });
    const res = await call(contract.getHistory, {
      token: member,
    });
    expect(res.status).toBe(200);
    const ours = res.body.items.filter((i) => videos.some((v) => v.id === i.videoId));
    expect(ours.map((i) => i.videoId)).toEqual([first!.id, second!.id]);
    expect(ours[0]).toMatchObject({ humanId: first!.humanId, name: 'Analytics one', position: 42 });
    expect(ours[1]).toMatchObject({ completed: true, secondsWatched: 30 });
    // The three position reports above were sent in parallel: any of them may arrive last.
    expect([10, 20, 30]).toContain(ours[1]!.position);
  });

  it('pages with a cursor', async () => {
    const page1 = await call(contract.getHistory, {
      token: member,
      query: { limit: 1 },
    });
    expect(page1.body.items).toHaveLength(1);
    expect(page1.body.cursor).toBeTruthy();
    const page2 = await call(contract.getHistory, {
      token: member,
      query: { limit: 1, cursor: page1.body.cursor! },
    });
    expect(page2.status).toBe(200);
    expect(page2.body.items[0]?.videoId).not.toBe(page1.body.items[0]?.videoId);
  });

  it("never shows another user's history", async () => {
    const res = await call(contract.getHistory, { token: globex });
    expect(res.status).toBe(200);
    expect(res.body.items.filter((i) => videos.some((v) => v.id === i.videoId))).toEqual([]);
  });
});

describe('/user-analytics', () => {
  it('counts page visits exactly under concurrency and answers the caller only', async () => {
    const before = await summary(member);
    const visits = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(contract.postUserAnalytics, {
          token: member,
          body: { type: 'pageVisited', path: `/p/${i}` },
        }),
      ),
    );
    expect(visits.map((r) => r.status)).toEqual(Array(20).fill(200));
    const after = await summary(member);
    expect(after).toEqual({ ...before, pagesVisited: before.pagesVisited + 20 });
    expect(after.id).toBe(decodeJwt(member).sub);
  });

  it('accepts the playback events too (an end event alone completes nothing)', async () => {
    const res = await call(contract.postUserAnalytics, {
      token: member,
      body: { type: 'videoPlaybackEnded', videoId: videos[0]!.id, version: 1, lang: 'en-us' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ completed: false });
    expect((await analyticsData('acme').videoStats(videos[0]!.id)).completions).toBe(0);
  });
});

describe('across tenants', () => {
  it("answers 404 for another tenant's video ids and records nothing", async () => {
    const ref = { videoId: videos[0]!.id, version: 1, lang: 'en-us' as const };
    const before = await analyticsData('acme').videoStats(ref.videoId);
    for (const type of ['videoPlaybackStarted', 'videoPlaybackEnded'] as const)
      expect((await command(globex, type, ref)).status).toBe(404);
    expect((await command(globex, 'videoTimeWatched', { ...ref, time: 5 })).status).toBe(404);
    const viaAnalytics = await call(contract.postUserAnalytics, {
      token: globex,
      body: { type: 'videoPlaybackStarted', ...ref },
    });
    expect(viaAnalytics.status).toBe(404);
    expect(await analyticsData('acme').videoStats(ref.videoId)).toEqual(before);
  });
});
