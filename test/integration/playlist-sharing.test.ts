/**
 * Sharing a playlist with another organization (issue 11, spec 2 §2 /playlist/edit/{trackId}/share, §5
 * the channel-sharing rules; docs/decisions.md "Shared playlists") with real tokens: channelCommand
 * sharePlaylist / unsharePlaylist, GET /tracks/{trackId}/shares and GET /sharedPlaylists. Acme's admin
 * shares a playlist with globex; globex's members see it as it is now and watch its videos, and only
 * those (not the rest of the channel); stopping the share ends that at once. Members are refused (403),
 * other tenants find nothing (404), bad domains 400/404, the channel's rules 409.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEntities } from '../../functions/core/data/entities/index.js';
import { call, channelCommand as command, contract, send, signIn } from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
const run = randomUUID().slice(0, 8);
/** This file's own channels: shared-enabled, sharing off, limited to studio, private. */
const OPEN = `ch-it-plshare-${run}`;
const CLOSED = `ch-it-plshare-off-${run}`;
const LIMITED = `ch-it-plshare-lim-${run}`;
const PRIVATE = `ch-it-plshare-priv-${run}`;
/** Not shared, sharing off: a playlist elsewhere may still hold its videos. */
const OTHER = `ch-it-plshare-other-${run}`;
const CHANNELS = [OPEN, CLOSED, LIMITED, PRIVATE, OTHER];

let admin = '';
let member = '';
let globexAdmin = '';
let globexMember = '';
/**
 * Published videos: the first three of OPEN (the first two are the playlist's, the third is not), the
 * fourth of OTHER, the fifth of PRIVATE.
 */
const videos = [1, 2, 3, 4, 5].map((n) => ({
  videoId: `video-it-plshare-${run}-${n}`,
  humanId: `itplshare${run}${n}`,
  name: `Shared playlist video ${n}`,
  channelId: n === 4 ? OTHER : n === 5 ? PRIVATE : OPEN,
}));

const fields = (name: string) => ({ name, abstract: 'For partners', description: '', mandatory: false });

async function newTrack(channelId: string, name: string) {
  const res = await command(admin, 'createTrack', { channelId, ...fields(name) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.res.id;
}

const share = (token: string, trackId: string, domain: string) =>
  command(token, 'sharePlaylist', { trackId, domain });
const unshare = (token: string, trackId: string, orgId: string) =>
  command(token, 'unsharePlaylist', { trackId, orgId });
const sharesOf = (token: string, trackId: string) =>
  call(contract.listPlaylistShares, { token, params: { trackId } });
const sharedWithGlobex = async () => {
  const res = await call(contract.listSharedPlaylists, { token: globexMember });
  expect(res.status).toBe(200);
  return res.body.playlists;
};
const videoFor = (token: string, humanId: string) => call(contract.getVideo, { token, params: { humanId } });
const queueFor = (token: string, trackId: string) =>
  call(contract.getTrackQueue, { token, params: { trackId } });

beforeAll(async () => {
  const e = getEntities();
  const channel = (channelId: string, extra: Record<string, unknown>) =>
    e.channel
      .put({ orgId: 'acme', channelId, name: `Playlist sharing ${channelId}`, type: 'company', ...extra })
      .go();
  await Promise.all([
    channel(OPEN, { isChannelExternalShareEnabled: true }),
    channel(CLOSED, { isChannelExternalShareEnabled: false }),
    channel(LIMITED, { isChannelExternalShareEnabled: true, externalShareAllowedDomains: ['studio'] }),
    channel(PRIVATE, { isChannelExternalShareEnabled: true, isPrivate: true }),
    channel(OTHER, {}),
    ...videos.map((v) =>
      e.video
        .put({
          orgId: 'acme',
          ...v,
          masterLanguage: 'en-us',
          authorId: 'it-playlist-sharing',
          authorEmail: 'admin@acme.test',
          status: 'published',
          lastVersion: 1,
        })
        .go(),
    ),
  ]);
  admin = (await signIn('admin@acme.test', PASSWORD, 'acme')).idToken;
  member = (await signIn('member@acme.test', PASSWORD, 'acme')).idToken;
  globexAdmin = (await signIn('admin@globex.test', PASSWORD, 'globex')).idToken;
  globexMember = (await signIn('member@globex.test', PASSWORD, 'globex')).idToken;
});

afterAll(async () => {
  const e = getEntities();
  await Promise.all([
    ...CHANNELS.map((channelId) => e.channel.delete({ orgId: 'acme', channelId }).go()),
    ...videos.map((v) => e.video.delete({ orgId: 'acme', videoId: v.videoId }).go()),
  ]);
});

describe('sharePlaylist and the receiving organization', () => {
  it("shares a playlist: globex's member sees it as it is now, plays its videos and only those; unsharing ends it", async () => {
    const trackId = await newTrack(OPEN, 'Partner onboarding');
    const items = [videos[0]!, videos[1]!].map((v) => ({ type: 'video' as const, id: v.videoId }));
    expect((await command(admin, 'setTrackItems', { trackId, items })).status).toBe(200);
    // Before the share globex has nothing of it.
    expect((await sharedWithGlobex()).map((p) => p.trackId)).not.toContain(trackId);
    expect((await videoFor(globexMember, videos[0]!.humanId)).status).toBe(404);
    expect((await queueFor(globexMember, trackId)).status).toBe(404);

    const shared = await share(admin, trackId, 'globex');
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    // Sharing again changes nothing.
    expect((await share(admin, trackId, 'globex')).status).toBe(200);
    const list = await sharesOf(admin, trackId);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ trackId, channelId: OPEN, canShare: true });
    expect(list.body.shares.map((s) => [s.orgId, s.domain])).toEqual([['globex', 'globex']]);

    const playlist = (await sharedWithGlobex()).find((p) => p.trackId === trackId);
    expect(playlist).toMatchObject({
      name: 'Partner onboarding',
      sourceOrgId: 'acme',
      sourceOrgName: 'Acme Corporation',
      videosCount: 2,
      firstVideoHumanId: videos[0]!.humanId,
    });
    const queue = await queueFor(globexMember, trackId);
    expect(queue.status).toBe(200);
    expect(queue.body.items.map((i) => i.humanId)).toEqual([videos[0]!.humanId, videos[1]!.humanId]);
    const first = await videoFor(globexMember, videos[0]!.humanId);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.name).toBe(videos[0]!.name);
    // The rest of the channel stays acme's: its third video and the channel itself are not found.
    expect((await videoFor(globexMember, videos[2]!.humanId)).status).toBe(404);
    expect((await call(contract.getChannel, { token: globexMember, params: { id: OPEN } })).status).toBe(404);

    // Renamed and re-ordered at the source: globex sees it as it is now.
    const renamed = await command(admin, 'updateTrack', { trackId, ...fields('Partner onboarding 2') });
    expect(renamed.status).toBe(200);
    expect((await command(admin, 'setTrackItems', { trackId, items: [...items].reverse() })).status).toBe(
      200,
    );
    const now = (await sharedWithGlobex()).find((p) => p.trackId === trackId);
    expect(now).toMatchObject({ name: 'Partner onboarding 2', firstVideoHumanId: videos[1]!.humanId });
    expect((await queueFor(globexMember, trackId)).body.items.map((i) => i.humanId)).toEqual([
      videos[1]!.humanId,
      videos[0]!.humanId,
    ]);

    const ended = await unshare(admin, trackId, 'globex');
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect((await sharedWithGlobex()).map((p) => p.trackId)).not.toContain(trackId);
    expect((await videoFor(globexMember, videos[0]!.humanId)).status).toBe(404);
    expect((await queueFor(globexMember, trackId)).status).toBe(404);
    expect((await sharesOf(admin, trackId)).body.shares).toEqual([]);
    expect((await unshare(admin, trackId, 'globex')).status).toBe(404);

    // Both sides' event logs: the track's in acme, the organization's in globex.
    const acmeLog = await call(contract.getEventLog, {
      token: admin,
      query: { subjectType: 'track', subjectId: trackId },
    });
    expect(acmeLog.body.items.map((i) => i.action)).toEqual(
      expect.arrayContaining(['channelCommand.sharePlaylist', 'channelCommand.unsharePlaylist']),
    );
    const globexLog = await call(contract.getEventLog, {
      token: globexAdmin,
      query: { subjectType: 'organization', subjectId: 'globex' },
    });
    const received = globexLog.body.items.filter((i) => JSON.stringify(i).includes(trackId));
    expect(received.map((i) => i.action)).toEqual(
      expect.arrayContaining(['channelCommand.sharePlaylist', 'channelCommand.unsharePlaylist']),
    );
  });

  it('ends access when the source channel becomes private', async () => {
    const trackId = await newTrack(OPEN, 'Short-lived');
    await command(admin, 'setTrackItems', { trackId, items: [{ type: 'video', id: videos[0]!.videoId }] });
    expect((await share(admin, trackId, 'globex')).status).toBe(200);
    expect((await videoFor(globexMember, videos[0]!.humanId)).status).toBe(200);
    await getEntities().channel.patch({ orgId: 'acme', channelId: OPEN }).set({ isPrivate: true }).go();
    try {
      expect((await videoFor(globexMember, videos[0]!.humanId)).status).toBe(404);
      expect((await sharedWithGlobex()).map((p) => p.trackId)).not.toContain(trackId);
    } finally {
      await getEntities().channel.patch({ orgId: 'acme', channelId: OPEN }).set({ isPrivate: false }).go();
    }
    expect((await unshare(admin, trackId, 'globex')).status).toBe(200);
  });

  it("brings the playlist's videos of other open channels, never those of a private channel", async () => {
    const trackId = await newTrack(OPEN, 'Across channels');
    const items = [videos[3]!, videos[4]!].map((v) => ({ type: 'video' as const, id: v.videoId }));
    expect((await command(admin, 'setTrackItems', { trackId, items })).status).toBe(200);
    expect((await share(admin, trackId, 'globex')).status).toBe(200);
    const queue = await queueFor(globexMember, trackId);
    expect(queue.body.items.map((i) => i.humanId)).toEqual([videos[3]!.humanId]);
    expect((await videoFor(globexMember, videos[3]!.humanId)).status).toBe(200);
    expect((await videoFor(globexMember, videos[4]!.humanId)).status).toBe(404);
    expect((await call(contract.getChannel, { token: globexMember, params: { id: OTHER } })).status).toBe(
      404,
    );
    expect((await unshare(admin, trackId, 'globex')).status).toBe(200);
    expect((await videoFor(globexMember, videos[3]!.humanId)).status).toBe(404);
  });
});

describe('sharePlaylist refusals', () => {
  it("refuses members (403) and gives another organization's admin nothing (404)", async () => {
    const trackId = await newTrack(OPEN, 'Refusals');
    expect((await share(member, trackId, 'globex')).status).toBe(403);
    expect((await unshare(member, trackId, 'globex')).status).toBe(403);
    expect((await sharesOf(member, trackId)).status).toBe(403);
    expect((await share(globexAdmin, trackId, 'studio')).status).toBe(404);
    expect((await unshare(globexAdmin, trackId, 'globex')).status).toBe(404);
    expect((await sharesOf(globexAdmin, trackId)).status).toBe(404);
    expect((await share(admin, 'track-nope', 'globex')).status).toBe(404);
  });

  it('answers bad domains with 400 (with issues) or 404, and its own organization with 400', async () => {
    const trackId = await newTrack(OPEN, 'Bad domains');
    const bad = await share(admin, trackId, 'Not A Domain!');
    expect(bad.status).toBe(400);
    expect(bad.body.issues?.length).toBeGreaterThan(0);
    const unknown = await share(admin, trackId, 'nobody-here');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No organization has this domain');
    expect((await share(admin, trackId, 'acme')).status).toBe(400);
    const missing = await send(contract.channelCommand, {
      token: admin,
      body: { type: 'sharePlaylist', payload: { trackId } },
    });
    expect(missing.status).toBe(400);
  });

  it("applies the channel's sharing rules (409): sharing off, the allowed domains, a private channel", async () => {
    const off = await share(admin, await newTrack(CLOSED, 'Off'), 'globex');
    expect(off.status).toBe(409);
    expect(off.body.message).toBe('External sharing is not enabled for this channel');
    const limited = await newTrack(LIMITED, 'Limited');
    const outside = await share(admin, limited, 'globex');
    expect(outside.status).toBe(409);
    expect(outside.body.message).toBe('Reshare is not allowed with this domain');
    expect((await share(admin, limited, 'studio')).status).toBe(200);
    expect((await unshare(admin, limited, 'studio')).status).toBe(200);
    const priv = await share(admin, await newTrack(PRIVATE, 'Private'), 'globex');
    expect(priv.status).toBe(409);
    expect(priv.body.message).toBe('A private channel cannot be shared');
  });
});
