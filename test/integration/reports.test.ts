/**
 * Reports (spec 2 §9; issue 11 /admin/reports, /admin/reports/shared, /channel/{id}/reports) against the
 * local platform with real tokens: a view posted appears in the last 24 hours' figures at once (the
 * rollups are written by the playback event), a channel's owners and content managers read their
 * channel's report, members and other tenants are refused, bad input is 400. Shared reports: a globex
 * member's view of acme's shared video counts in acme's shared report, not in acme's own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getEntities } from '../../functions/core/data/entities/index.js';
import {
  contract,
  createVideo,
  decodeJwt,
  registerUser,
  send,
  signIn,
  videoCommand,
} from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
const CHANNEL = 'ch-acme-onboarding';
const SHARED_VIDEO = 'acmepitch';

const token = async (email: string, orgId: string) => (await signIn(email, PASSWORD, orgId)).idToken;

let acmeAdmin = '';
let acmeMember = '';
let globexAdmin = '';
let globexMember = '';

const report = (idToken: string, query: Record<string, string>) =>
  send(contract.getReport, { token: idToken, query });

beforeAll(async () => {
  acmeAdmin = await token('admin@acme.test', 'acme');
  acmeMember = await token('member@acme.test', 'acme');
  globexAdmin = await token('admin@globex.test', 'globex');
  globexMember = await token('member@globex.test', 'globex');
});

describe('GET /query/reports', () => {
  it('a view posted appears in the last 24 hours: totals, the current hour, top video and channel', async () => {
    const name = `Report video ${Date.now()}`;
    const video = await createVideo(acmeAdmin, CHANNEL, name);
    await getEntities().video.patch({ orgId: 'acme', videoId: video.id }).set({ durationMs: 600_000 }).go();
    const before = (await report(acmeAdmin, { range: '24h' })).body;
    const ref = { videoId: video.id, version: 1, lang: 'en-us' as const };
    expect((await videoCommand(acmeAdmin, 'videoPlaybackStarted', ref)).status).toBe(200);
    expect(
      (await videoCommand(acmeAdmin, 'videoTimeWatched', { ...ref, time: 60, watched: 60 })).status,
    ).toBe(200);

    const after = await report(acmeAdmin, { range: '24h' });
    expect(after.status).toBe(200);
    expect(after.body.period).toBe('hour');
    expect(after.body.series).toHaveLength(24);
    expect(after.body.totals.views).toBe(before.totals.views + 1);
    expect(after.body.totals.minutesWatched).toBeGreaterThanOrEqual(before.totals.minutesWatched + 1);
    expect(after.body.totals.activeUsers).toBeGreaterThanOrEqual(1);
    const hour = after.body.series.at(-1)!;
    expect(hour.views).toBe(before.series.at(-1)!.views + 1);
    expect(hour.activeUsers).toBeGreaterThanOrEqual(1);
    expect(after.body.topVideos).toContainEqual(
      expect.objectContaining({ id: video.id, name, humanId: video.humanId, views: 1 }),
    );
    expect(after.body.topChannels.map((c) => c.id)).toContain(CHANNEL);

    const month = await report(acmeAdmin, { range: '30d' });
    expect(month.body.period).toBe('day');
    expect(month.body.series).toHaveLength(30);
    expect(month.body.totals.views).toBeGreaterThanOrEqual(1);

    // The channel's report has the view; another channel's has not the video.
    const channel = await report(acmeAdmin, { range: '24h', channelId: CHANNEL });
    expect(channel.status).toBe(200);
    expect(channel.body.channelName).toBeTruthy();
    expect(channel.body.topVideos.map((v) => v.id)).toContain(video.id);
    expect(channel.body.topChannels).toEqual([]);
    const other = await report(acmeAdmin, { range: '24h', channelId: 'ch-acme-sales-enablement' });
    expect(other.body.topVideos.map((v) => v.id)).not.toContain(video.id);
  });

  it('counts each active user once over the range, however many events', async () => {
    const video = await createVideo(acmeAdmin, CHANNEL, `Active video ${Date.now()}`);
    const ref = { videoId: video.id, version: 1, lang: 'en-us' as const };
    const before = (await report(acmeAdmin, { range: '24h', channelId: CHANNEL })).body.totals;
    await videoCommand(acmeAdmin, 'videoPlaybackStarted', ref);
    await videoCommand(acmeAdmin, 'videoPlaybackStarted', ref);
    const after = (await report(acmeAdmin, { range: '24h', channelId: CHANNEL })).body.totals;
    expect(after.views).toBe(before.views + 2);
    // The admin played earlier in this file: already active, or active once now.
    expect(after.activeUsers - before.activeUsers).toBeLessThanOrEqual(1);
    expect(after.activeUsers).toBeGreaterThanOrEqual(1);
  });

  it("the channel's content manager reads the channel's report, not the organization's nor another channel's", async () => {
    const email = await registerUser(`reports-cm-${Date.now()}@acme.test`, PASSWORD);
    const idToken = await token(email, 'acme');
    const userId = String(decodeJwt(idToken).sub);
    await getEntities()
      .channelRole.put({ orgId: 'acme', channelId: CHANNEL, userId, role: 'contentManager' })
      .go();
    expect((await report(idToken, { range: '30d', channelId: CHANNEL })).status).toBe(200);
    expect((await report(idToken, { range: '30d', channelId: CHANNEL, shared: 'true' })).status).toBe(200);
    expect((await report(idToken, { range: '30d' })).status).toBe(403);
    expect((await report(idToken, { range: '30d', channelId: 'ch-acme-sales-enablement' })).status).toBe(403);
  });

  it('members are refused (403); another tenant sees nothing of this one (404); bad input 400', async () => {
    expect((await report(acmeMember, { range: '30d' })).status).toBe(403);
    expect((await report(acmeMember, { range: '24h', channelId: CHANNEL })).status).toBe(403);
    expect((await report(acmeMember, { range: '30d', shared: 'true' })).status).toBe(403);

    const globexOwn = await report(globexAdmin, { range: '24h' });
    expect(globexOwn.status).toBe(200);
    expect(JSON.stringify(globexOwn.body)).not.toContain(CHANNEL);
    expect((await report(globexAdmin, { range: '24h', channelId: CHANNEL })).status).toBe(404);
    expect((await report(globexAdmin, { range: '24h', channelId: 'no-such-channel' })).status).toBe(404);

    const badQueries: Record<string, string>[] = [
      { range: '7d' },
      {},
      { range: '30d', shared: 'maybe' },
      { range: '30d', channelId: '' },
    ];
    for (const query of badQueries) {
      const bad = await report(acmeAdmin, query);
      expect(bad.status, JSON.stringify(query)).toBe(400);
      expect(bad.body.message).toBeTruthy();
      expect(Array.isArray(bad.body.issues)).toBe(true);
    }
  });

  it("another organization's view of a shared video counts in the shared report of the organization that shares it", async () => {
    const sharedBefore = (await report(acmeAdmin, { range: '24h', shared: 'true' })).body;
    const ownBefore = (await report(acmeAdmin, { range: '24h' })).body;
    const globexBefore = (await report(globexAdmin, { range: '24h' })).body;
    const ref = { videoId: SHARED_VIDEO, version: 1, lang: 'en-us' as const };
    expect((await videoCommand(globexMember, 'videoPlaybackStarted', ref)).status).toBe(200);

    const shared = (await report(acmeAdmin, { range: '24h', shared: 'true' })).body;
    expect(shared.shared).toBe(true);
    expect(shared.totals.views).toBe(sharedBefore.totals.views + 1);
    expect(shared.totals.activeUsers).toBeGreaterThanOrEqual(1);
    expect(shared.topVideos.find((v) => v.humanId === SHARED_VIDEO)?.views).toBeGreaterThanOrEqual(1);
    expect(shared.topChannels.map((c) => c.id)).toContain('ch-acme-sales-enablement');
    expect(shared.mandatory).toEqual([]);
    const channelShared = (
      await report(acmeAdmin, { range: '24h', shared: 'true', channelId: 'ch-acme-sales-enablement' })
    ).body;
    expect(channelShared.topVideos.some((v) => v.humanId === SHARED_VIDEO)).toBe(true);

    // Acme's own report counts acme's viewers only; globex's own report counts its member's view.
    expect((await report(acmeAdmin, { range: '24h' })).body.totals.views).toBe(ownBefore.totals.views);
    const globexAfter = (await report(globexAdmin, { range: '24h' })).body;
    expect(globexAfter.totals.views).toBe(globexBefore.totals.views + 1);
    // Named while acme shares the channel with globex.
    expect(globexAfter.topVideos.find((v) => v.humanId === SHARED_VIDEO)?.name).toBeTruthy();
  });

  it('mandatory-training completion: assigned users of a track and who has watched all of it', async () => {
    const res = await report(acmeAdmin, { range: '30d' });
    expect(res.status).toBe(200);
    for (const row of res.body.mandatory) {
      expect(row.assigned).toBeGreaterThan(0);
      expect(row.completed).toBeLessThanOrEqual(row.assigned);
    }
    const tracks = await getEntities().track.query.byOrg({ orgId: 'acme' }).go({ pages: 'all' });
    const track = tracks.data.find((t) => t.status !== 'archived')!;
    const email = await registerUser(`reports-assigned-${Date.now()}@acme.test`, PASSWORD);
    const assign = await send(contract.assignMandatory, {
      token: acmeAdmin,
      body: { trackId: track.trackId, emails: [email] },
    });
    expect(assign.status, JSON.stringify(assign.body)).toBe(200);
    const after = (await report(acmeAdmin, { range: '30d' })).body.mandatory;
    const row = after.find((r) => r.trackId === track.trackId)!;
    const beforeRow = res.body.mandatory.find((r) => r.trackId === track.trackId);
    expect(row.name).toBe(track.name);
    expect(row.assigned).toBe((beforeRow?.assigned ?? 0) + 1);
    expect(row.completed).toBeLessThanOrEqual(beforeRow?.completed ?? 0);
  });
  it('counts an assigned user as completed only once every video of the track and its sub-tracks is watched', async () => {
    const stamp = Date.now();
    // A channel of this test's own: other files count the seeded channels' tracks.
    const OWN = `ch-it-report-${stamp}`;
    await getEntities()
      .channel.put({ orgId: 'acme', channelId: OWN, name: `Report channel ${stamp}`, type: 'company' })
      .go();
    const published = async (name: string) => {
      const video = await createVideo(acmeAdmin, OWN, name);
      await getEntities()
        .video.patch({ orgId: 'acme', videoId: video.id })
        .set({ status: 'published', durationMs: 10_000 })
        .go();
      return video;
    };
    const [first, second] = [
      await published(`Mandatory one ${stamp}`),
      await published(`Mandatory two ${stamp}`),
    ];
    const trackId = `report-track-${stamp}`;
    const subTrackId = `report-subtrack-${stamp}`;
    const e = getEntities();
    await e.track.put({ orgId: 'acme', trackId, channelId: OWN, name: `Report track ${stamp}` }).go();
    await e.track
      .put({
        orgId: 'acme',
        trackId: subTrackId,
        channelId: OWN,
        name: `Report sub-track ${stamp}`,
        parentTrackId: trackId,
      })
      .go();
    await e.trackItem.put({ orgId: 'acme', trackId, position: 0, type: 'video', targetId: first.id }).go();
    await e.trackItem.put({ orgId: 'acme', trackId, position: 1, type: 'track', targetId: subTrackId }).go();
    await e.trackItem
      .put({ orgId: 'acme', trackId: subTrackId, position: 0, type: 'video', targetId: second.id })
      .go();

    const learners = await Promise.all(
      ['reports-all', 'reports-half'].map(async (prefix) => {
        const email = await registerUser(`${prefix}-${stamp}@acme.test`, PASSWORD);
        return { email, idToken: await token(email, 'acme') };
      }),
    );
    const assign = await send(contract.assignMandatory, {
      token: acmeAdmin,
      body: { trackId, emails: learners.map((l) => l.email) },
    });
    expect(assign.status, JSON.stringify(assign.body)).toBe(200);
    const watchAll = async (idToken: string, videoId: string) => {
      const res = await videoCommand(idToken, 'videoTimeWatched', {
        videoId,
        version: 1,
        lang: 'en-us',
        from: 0,
        time: 10,
        watched: 10,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    await watchAll(learners[0]!.idToken, first.id);
    await watchAll(learners[0]!.idToken, second.id);
    await watchAll(learners[1]!.idToken, first.id);

    const rows = (await report(acmeAdmin, { range: '30d' })).body.mandatory;
    expect(rows.find((r) => r.trackId === trackId)).toEqual({
      trackId,
      name: `Report track ${stamp}`,
      assigned: 2,
      completed: 1,
    });
    // The sub-track has no assignments of its own; the channel's report lists the track too.
    expect(rows.find((r) => r.trackId === subTrackId)).toBeUndefined();
    const channelRows = (await report(acmeAdmin, { range: '24h', channelId: OWN })).body.mandatory;
    expect(channelRows.map((r) => r.trackId)).toContain(trackId);
    const otherRows = (await report(acmeAdmin, { range: '24h', channelId: 'ch-acme-sales-enablement' })).body
      .mandatory;
    expect(otherRows.map((r) => r.trackId)).not.toContain(trackId);
    // The completions count in the figures too.
    const day = (await report(acmeAdmin, { range: '24h', channelId: OWN })).body;
    expect(day.totals.completions).toBeGreaterThanOrEqual(3);
  });
});
