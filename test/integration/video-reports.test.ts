/**
 * The studio's reports and shared reports of one video (issue 12, spec 2 §2 "/edit/video/reports/…",
 * GET /query/studio/videos/{videoId}/report) against the local platform with real tokens: playback events
 * in two languages appear at once in the last 24 hours' and 30 days' figures, per language; another
 * organization's views of a shared video count in the shared report only; members without a producing
 * role are refused (403), other organizations see nothing (404), bad input is 400.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getEntities } from '../../functions/core/data/entities/index.js';
import { contract, createVideo, send, signIn, videoCommand } from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
const OWN_CHANNEL = 'ch-acme-onboarding';
// Acme shares this channel with globex (the seed): its published videos play there.
const SHARED_CHANNEL = 'ch-acme-sales-enablement';

const token = async (email: string, orgId: string) => (await signIn(email, PASSWORD, orgId)).idToken;

let acmeAdmin = '';
let acmeMember = '';
let globexAdmin = '';
let globexMember = '';

const videoReport = (idToken: string, videoId: string, query: Record<string, string>) =>
  send(contract.getVideoReport, { token: idToken, params: { videoId }, query });

/** A video of `channelId` that plays (published, with a duration): a viewer's events count. */
async function playableVideo(channelId: string, name: string) {
  const video = await createVideo(acmeAdmin, channelId, name);
  await getEntities()
    .video.patch({ orgId: 'acme', videoId: video.id })
    .set({ status: 'published', durationMs: 600_000 })
    .go();
  return video;
}

beforeAll(async () => {
  acmeAdmin = await token('admin@acme.test', 'acme');
  acmeMember = await token('member@acme.test', 'acme');
  globexAdmin = await token('admin@globex.test', 'globex');
  globexMember = await token('member@globex.test', 'globex');
});

describe('GET /query/studio/videos/{videoId}/report', () => {
  it('counts the playback events of the video per language, over 24 hours and 30 days', async () => {
    const video = await playableVideo(OWN_CHANNEL, `Studio report ${Date.now()}`);
    const empty = await videoReport(acmeAdmin, video.id, { range: '24h' });
    expect(empty.status, JSON.stringify(empty.body)).toBe(200);
    expect(empty.body.totals).toEqual({ views: 0, minutesWatched: 0, completions: 0, activeUsers: 0 });
    expect(empty.body.languages).toEqual([]);

    const english = { videoId: video.id, version: 1, lang: 'en-us' as const };
    const danish = { ...english, lang: 'da' as const };
    expect((await videoCommand(acmeAdmin, 'videoPlaybackStarted', english)).status).toBe(200);
    expect(
      (await videoCommand(acmeAdmin, 'videoTimeWatched', { ...english, time: 60, watched: 60 })).status,
    ).toBe(200);
    expect((await videoCommand(acmeMember, 'videoPlaybackStarted', danish)).status).toBe(200);
    expect((await videoCommand(acmeMember, 'videoPlaybackStarted', danish)).status).toBe(200);

    const day = await videoReport(acmeAdmin, video.id, { range: '24h' });
    expect(day.status).toBe(200);
    expect(day.body).toMatchObject({
      videoId: video.id,
      range: '24h',
      period: 'hour',
      shared: false,
      language: null,
    });
    expect(day.body.series).toHaveLength(24);
    expect(day.body.totals).toMatchObject({ views: 3, minutesWatched: 1, completions: 0, activeUsers: 2 });
    expect(day.body.series.at(-1)).toMatchObject({ views: 3, activeUsers: 2 });
    // Most viewed first: Danish (two views by the member), then English (the admin's view and minute).
    expect(day.body.languages).toEqual([
      { language: 'da', views: 2, minutesWatched: 0, completions: 0, activeUsers: 1 },
      { language: 'en-us', views: 1, minutesWatched: 1, completions: 0, activeUsers: 1 },
    ]);

    const inDanish = await videoReport(acmeAdmin, video.id, { range: '24h', language: 'da' });
    expect(inDanish.body.language).toBe('da');
    expect(inDanish.body.totals).toMatchObject({ views: 2, minutesWatched: 0, activeUsers: 1 });
    expect(inDanish.body.series.at(-1)!.views).toBe(2);
    expect(inDanish.body.languages.map((l) => l.language)).toEqual(['da', 'en-us']);
    const inGerman = await videoReport(acmeAdmin, video.id, { range: '24h', language: 'de' });
    expect(inGerman.body.totals.views).toBe(0);

    const month = await videoReport(acmeAdmin, video.id, { range: '30d' });
    expect(month.body.period).toBe('day');
    expect(month.body.series).toHaveLength(30);
    expect(month.body.totals).toMatchObject({ views: 3, activeUsers: 2 });

    // Nobody outside acme watched it: the shared report is empty. The organization's own report counts
    // the video once among its top videos (its language rows are not videos of their own).
    const shared = await videoReport(acmeAdmin, video.id, { range: '24h', shared: 'true' });
    expect(shared.body.shared).toBe(true);
    expect(shared.body.totals.views).toBe(0);
    const organization = await send(contract.getReport, { token: acmeAdmin, query: { range: '24h' } });
    const rows = organization.body.topVideos.filter((v) => v.id.startsWith(video.id));
    expect(rows).toEqual([expect.objectContaining({ id: video.id, views: 3 })]);
  });

  it("another organization's viewers of a shared video count in its shared report, not in its own", async () => {
    const video = await playableVideo(SHARED_CHANNEL, `Shared studio report ${Date.now()}`);
    const ref = { videoId: video.id, version: 1, lang: 'en-us' as const };
    const played = await videoCommand(globexMember, 'videoPlaybackStarted', ref);
    expect(played.status, JSON.stringify(played.body)).toBe(200);

    const shared = await videoReport(acmeAdmin, video.id, { range: '24h', shared: 'true' });
    expect(shared.status).toBe(200);
    expect(shared.body.totals).toMatchObject({ views: 1, activeUsers: 1 });
    expect(shared.body.languages).toEqual([
      { language: 'en-us', views: 1, minutesWatched: 0, completions: 0, activeUsers: 1 },
    ]);
    const own = await videoReport(acmeAdmin, video.id, { range: '24h' });
    expect(own.body.totals.views).toBe(0);
  });

  it('is for those who may change the video: members 403, other organizations 404, bad input 400', async () => {
    const video = await createVideo(acmeAdmin, OWN_CHANNEL, `Report rights ${Date.now()}`);
    // member@acme.test is a contributor of Sales Enablement only.
    expect((await videoReport(acmeMember, video.id, { range: '30d' })).status).toBe(403);
    expect((await videoReport(acmeMember, video.id, { range: '30d', shared: 'true' })).status).toBe(403);
    expect((await videoReport(globexAdmin, video.id, { range: '30d' })).status).toBe(404);
    expect((await videoReport(globexMember, video.id, { range: '30d', shared: 'true' })).status).toBe(404);
    expect((await videoReport(acmeAdmin, 'no-such-video', { range: '30d' })).status).toBe(404);

    // A contributor of the video's channel may change it, so reads its reports.
    const contributed = await createVideo(acmeAdmin, SHARED_CHANNEL, `Contributor report ${Date.now()}`);
    expect((await videoReport(acmeMember, contributed.id, { range: '24h' })).status).toBe(200);

    const badQueries: Record<string, string>[] = [
      { range: '7d' },
      {},
      { range: '30d', shared: 'maybe' },
      { range: '30d', language: 'xx' },
    ];
    for (const query of badQueries) {
      const bad = await videoReport(acmeAdmin, video.id, query);
      expect(bad.status, JSON.stringify(query)).toBe(400);
      expect(bad.body.message).toBeTruthy();
    }
  });
});
