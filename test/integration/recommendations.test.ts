/**
 * Channel recommendations (spec 2 §3 featuredVideosForRecommendations /
 * featuredVideoRecommendationGenerationOn, §7 onUpdateFeaturedVideosForRecommendation, §8 "Recommendation
 * is not enabled", §9 "Recommendations are generated at 2:00 AM GMT"): the settings command and read, the
 * "Generate now" command and the nightly schedule fired through the local scheduler, against the emulators.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '#shared/api/index.js';
import { getEntities } from '../../functions/core/data/entities/index.js';
import { call, channelCommand, contract, platform, registerUser, signIn } from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
const run = randomUUID().slice(0, 8);
const CHANNEL = `ch-it-rec-${run}`;
const PUBLISHED = `vid-it-rec-pub-${run}`;
const WATCHED = `vid-it-rec-watched-${run}`;
const DRAFT = `vid-it-rec-draft-${run}`;

const token = async (email: string, orgId = 'acme') => (await signIn(email, PASSWORD, orgId)).idToken;

let admin: string;
let member: string;
let follower: string;
let followerId: string;
let globexAdmin: string;

async function recommendationsOf(t: string): Promise<Notification[]> {
  const res = await call(contract.getNotifications, { token: t, query: {} });
  expect(res.status).toBe(200);
  return res.body.data.filter((n) => n.isRecommendation);
}

beforeAll(async () => {
  const e = getEntities();
  await e.channel
    .put({ orgId: 'acme', channelId: CHANNEL, name: `Recommended ${run}`, type: 'company', status: 'active' })
    .go();
  for (const [videoId, status, name] of [
    [PUBLISHED, 'published', 'Featured safety video'],
    [WATCHED, 'published', 'Already watched video'],
    [DRAFT, 'draft', 'Draft video'],
  ] as const) {
    await e.video
      .create({
        orgId: 'acme',
        videoId,
        humanId: `rec${videoId.slice(-12)}`,
        channelId: CHANNEL,
        name,
        status,
        masterLanguage: 'en-us',
        authorId: 'it',
        authorEmail: 'admin@acme.test',
      })
      .go();
  }
  const email = `rec-${run}@acme.test`;
  await registerUser(email, PASSWORD);
  follower = await token(email);
  [admin, member, globexAdmin] = await Promise.all([
    token('admin@acme.test'),
    token('member@acme.test'),
    token('admin@globex.test', 'globex'),
  ]);
  expect((await channelCommand(follower, 'follow', { channelId: CHANNEL })).status).toBe(200);
  followerId = (await e.user.query.byEmail({ email }).go()).data[0]?.userId ?? '';
  // The follower has watched one featured video to the end: it is never recommended to them.
  await e.watchHistory
    .put({
      orgId: 'acme',
      userId: followerId,
      videoId: WATCHED,
      version: 1,
      language: 'en-us',
      lastWatchedAt: new Date().toISOString(),
      completed: true,
    })
    .go();
});

afterAll(async () => {
  const e = getEntities();
  await e.channelRecommendation.delete({ orgId: 'acme', channelId: CHANNEL }).go();
});

describe('onUpdateFeaturedVideosForRecommendation', () => {
  it('saves the featured videos and the nightly switch; the read answers them', async () => {
    const before = await call(contract.getChannelRecommendation, { token: admin, params: { id: CHANNEL } });
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      channelId: CHANNEL,
      featuredVideosForRecommendations: [],
      featuredVideoRecommendationGenerationOn: false,
      lastGeneratedAt: null,
      lastRecommendedCount: null,
    });
    const saved = await channelCommand(admin, 'onUpdateFeaturedVideosForRecommendation', {
      channelId: CHANNEL,
      featuredVideosForRecommendations: [PUBLISHED, WATCHED],
      featuredVideoRecommendationGenerationOn: false,
    });
    expect(saved.status).toBe(200);
    const after = await call(contract.getChannelRecommendation, { token: admin, params: { id: CHANNEL } });
    expect(after.body.featuredVideosForRecommendations).toEqual([PUBLISHED, WATCHED]);
    // Logged with before/after.
    const log = await call(contract.getEventLog, {
      token: admin,
      query: { subjectType: 'channel', subjectId: CHANNEL },
    });
    expect(log.body.items[0]).toMatchObject({
      action: 'channelCommand.onUpdateFeaturedVideosForRecommendation',
      // Only what changed: the switch stayed off.
      before: { featuredVideoIds: [] },
      after: { featuredVideoIds: [PUBLISHED, WATCHED] },
    });
  });

  it("refuses drafts, unknown and other channels' videos (400), members (403), other tenants (404)", async () => {
    const draft = await channelCommand(admin, 'onUpdateFeaturedVideosForRecommendation', {
      channelId: CHANNEL,
      featuredVideosForRecommendations: [PUBLISHED, DRAFT, 'no-such-video'],
      featuredVideoRecommendationGenerationOn: true,
    });
    expect(draft.status).toBe(400);
    expect(draft.body).toMatchObject({
      message: 'Only published videos of this channel can be featured',
      issues: [
        { path: 'payload.featuredVideosForRecommendations.1' },
        { path: 'payload.featuredVideosForRecommendations.2' },
      ],
    });
    const twice = await channelCommand(admin, 'onUpdateFeaturedVideosForRecommendation', {
      channelId: CHANNEL,
      featuredVideosForRecommendations: [PUBLISHED, PUBLISHED],
      featuredVideoRecommendationGenerationOn: true,
    });
    expect(twice.status).toBe(400);
    const byMember = await channelCommand(member, 'onUpdateFeaturedVideosForRecommendation', {
      channelId: CHANNEL,
      featuredVideosForRecommendations: [PUBLISHED],
      featuredVideoRecommendationGenerationOn: true,
    });
    expect(byMember.status).toBe(403);
    expect(
      (await call(contract.getChannelRecommendation, { token: member, params: { id: CHANNEL } })).status,
    ).toBe(403);
    const byGlobex = await channelCommand(globexAdmin, 'onUpdateFeaturedVideosForRecommendation', {
      channelId: CHANNEL,
      featuredVideosForRecommendations: [PUBLISHED],
      featuredVideoRecommendationGenerationOn: true,
    });
    expect(byGlobex.status).toBe(404);
    expect(
      (await call(contract.getChannelRecommendation, { token: globexAdmin, params: { id: CHANNEL } })).status,
    ).toBe(404);
    // Nothing of that changed the settings.
    const after = await call(contract.getChannelRecommendation, { token: admin, params: { id: CHANNEL } });
    expect(after.body).toMatchObject({
      featuredVideosForRecommendations: [PUBLISHED, WATCHED],
      featuredVideoRecommendationGenerationOn: false,
    });
  });
});

describe('generation', () => {
  it('"Generate now" is refused while the nightly generation is off (spec 2 §8)', async () => {
    const res = await channelCommand(admin, 'generateRecommendations', { channelId: CHANNEL });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: 'Recommendation is not enabled' });
    expect(await recommendationsOf(follower)).toEqual([]);
  });

  it('recommends each unwatched featured video to each follower once', async () => {
    await channelCommand(admin, 'onUpdateFeaturedVideosForRecommendation', {
      channelId: CHANNEL,
      featuredVideosForRecommendations: [PUBLISHED, WATCHED],
      featuredVideoRecommendationGenerationOn: true,
    });
    const first = await channelCommand(admin, 'generateRecommendations', { channelId: CHANNEL });
    expect(first.status).toBe(200);
    expect(first.body.res.recommended).toBe(1);
    const received = await recommendationsOf(follower);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ videoId: PUBLISHED, channelId: CHANNEL, isRecommendation: true });
    expect(received[0]?.title).toContain('Featured safety video');
    const again = await channelCommand(admin, 'generateRecommendations', { channelId: CHANNEL });
    expect(again.body.res.recommended).toBe(0);
    expect(await recommendationsOf(follower)).toHaveLength(1);
    const settings = await call(contract.getChannelRecommendation, { token: admin, params: { id: CHANNEL } });
    expect(settings.body.lastRecommendedCount).toBe(0);
    expect(settings.body.lastGeneratedAt).not.toBeNull();
  });

  it('the nightly schedule runs the same generation through the local scheduler', async () => {
    // A second follower: the schedule recommends to them, and again nothing twice to the first.
    const email = `rec-night-${run}@acme.test`;
    await registerUser(email, PASSWORD);
    const second = await token(email);
    await channelCommand(second, 'follow', { channelId: CHANNEL });
    const res = await fetch(`${platform().urls.scheduler}/schedules/generate-recommendations/run`, {
      method: 'POST',
    });
    expect(res.status).toBe(200);
    const ran = (await res.json()) as { outcome: string; result: { recommended: number; failed: string[] } };
    expect(ran.outcome).toBe('ok');
    expect(ran.result.failed).toEqual([]);
    expect(ran.result.recommended).toBeGreaterThanOrEqual(2);
    expect((await recommendationsOf(second)).map((n) => n.videoId).sort()).toEqual(
      [PUBLISHED, WATCHED].sort(),
    );
    expect(await recommendationsOf(follower)).toHaveLength(1);
    expect(followerId).not.toBe('');
  });
});
