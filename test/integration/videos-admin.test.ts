/**
 * Videos administration (spec 2 §2 /admin/videos, §3 "Filters", §4 "Changing a video's location …
 * requires draft status", §6 "Videos need readVideo") against the local platform with real tokens: the
 * caller's own organization only, readVideo required, bad input answered 400 `{ message, issues }`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getEntities } from '../../functions/core/data/entities/index.js';
import { call, contract, createVideo, decodeJwt, registerUser, send, signIn } from './helpers/index.js';

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
