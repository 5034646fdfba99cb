/**
 * The event log (issue 11: every command writes who, what, when, before and after) against the local
 * emulators: a change to a video is logged with the attributes that changed, once per change (a command
 * that changes nothing logs nothing), newest first, by subject and for the whole organization, filtered
 * by who, what and when; only the organization's admins read it, only their own organization's; bad
 * queries and foreign cursors are 400.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  channelCommand,
  contract,
  createVideo,
  registerUser,
  signIn,
  videoCommand,
} from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
const CHANNEL = 'ch-acme-onboarding';

let admin = '';
let member = '';
let globex = '';
let videoId = '';

const logOf = (token: string, query: Record<string, string | number>) =>
  call(contract.getEventLog, { token, query: query as never });

beforeAll(async () => {
  admin = (await signIn('admin@acme.test', PASSWORD, 'acme')).idToken;
  member = (await signIn('member@acme.test', PASSWORD, 'acme')).idToken;
  globex = (await signIn('admin@globex.test', PASSWORD, 'globex')).idToken;
  videoId = (await createVideo(admin, CHANNEL, 'Event log clip')).id;
}, 60_000);

describe('GET /query/eventLog', () => {
  it("logs a video's changed settings with who made them, before and after, newest first", async () => {
    const on = await videoCommand(admin, 'updateGeneral', { videoId, version: 1, publicEmbed: true });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    // The same setting again changes nothing, and logs nothing.
    expect(
      (await videoCommand(admin, 'updateGeneral', { videoId, version: 1, publicEmbed: true })).status,
    ).toBe(200);
    expect(
      (await videoCommand(admin, 'updateGeneral', { videoId, version: 1, publicEmbed: false })).status,
    ).toBe(200);

    const res = await logOf(admin, { subjectType: 'video', subjectId: videoId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.items.map((e) => [e.action, e.before, e.after])).toEqual([
      ['videoCommand.updateGeneral', { publicEmbed: true }, { publicEmbed: false }],
      ['videoCommand.updateGeneral', { publicEmbed: false }, { publicEmbed: true }],
      // Its creation (the draft), first.
      ['videoCommand.createVideo', {}, { name: 'Event log clip', status: 'draft', masterLanguage: 'en-us' }],
    ]);
    for (const entry of res.body.items) {
      expect(entry).toMatchObject({
        subjectType: 'video',
        subjectId: videoId,
        subjectName: 'Event log clip',
        actorEmail: 'admin@acme.test',
      });
      expect(Date.parse(entry.at)).toBeGreaterThan(Date.now() - 60_000);
    }
  });

  it('reads oldest first when asked, paged by cursor in that order; an unknown order is 400', async () => {
    const oldest = await logOf(admin, {
      subjectType: 'video',
      subjectId: videoId,
      order: 'oldest',
      limit: 2,
    });
    expect(oldest.status, JSON.stringify(oldest.body)).toBe(200);
    expect(oldest.body.items.map((e) => e.action)).toEqual([
      'videoCommand.createVideo',
      'videoCommand.updateGeneral',
    ]);
    expect(oldest.body.items[0]!.after).toMatchObject({ status: 'draft' });
    const rest = await logOf(admin, {
      subjectType: 'video',
      subjectId: videoId,
      order: 'oldest',
      limit: 2,
      cursor: oldest.body.cursor!,
    });
    expect(rest.status).toBe(200);
    expect(rest.body.items[0]?.after).toEqual({ publicEmbed: false });
    const newest = await logOf(admin, { subjectType: 'video', subjectId: videoId, limit: 10 });
    expect(newest.body.items.map((e) => e.eventId)).toEqual(
      [...oldest.body.items, ...rest.body.items].map((e) => e.eventId).reverse(),
    );
    expect((await logOf(admin, { order: 'random' })).status).toBe(400);
  });

  it("logs a member's new personal channel, with who created it", async () => {
    const created = await channelCommand(member, 'createPersonalChannel', {
      tubeId: 'tube-acme',
      name: 'Logbook',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const res = await logOf(admin, { subjectType: 'channel', subjectId: created.body.id });
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      expect.objectContaining({
        action: 'channelCommand.createPersonalChannel',
        actorEmail: 'member@acme.test',
        before: {},
        after: expect.objectContaining({ name: 'Logbook', type: 'personal' }),
      }),
    ]);
  });

  it("lists the organization's whole log, paged with a cursor", async () => {
    const first = await logOf(admin, { limit: 1 });
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(1);
    expect(first.body.cursor).toEqual(expect.any(String));
    const next = await logOf(admin, { limit: 1, cursor: first.body.cursor! });
    expect(next.status).toBe(200);
    expect(next.body.items[0]?.eventId).not.toBe(first.body.items[0]?.eventId);
    expect(next.body.items[0]!.eventId < first.body.items[0]!.eventId).toBe(true);
  });

  it('filters by who, what and when, and pages the matches with a cursor', async () => {
    const byMember = await logOf(admin, { actor: ' MEMBER@acme ', limit: 100 });
    expect(byMember.status, JSON.stringify(byMember.body)).toBe(200);
    expect(byMember.body.items.length).toBeGreaterThan(0);
    expect(byMember.body.items.every((e) => e.actorEmail.includes('member@acme'))).toBe(true);

    const personal = await logOf(admin, { action: 'createPersonalChannel', actor: 'member@acme.test' });
    expect(personal.body.items.map((e) => e.action)).toContain('channelCommand.createPersonalChannel');
    expect(personal.body.items.every((e) => e.action.includes('createPersonalChannel'))).toBe(true);

    // The organization's log filtered to one action, a match a page: each cursor continues after the
    // entry it gave, even where other actions sit in between.
    const all = await logOf(admin, { action: 'videoCommand.updateGeneral', limit: 100 });
    const ids = all.body.items.map((e) => e.eventId);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await logOf(admin, {
        action: 'videoCommand.updateGeneral',
        limit: 1,
        ...(cursor ? { cursor } : {}),
      });
      expect(page.status).toBe(200);
      paged.push(...page.body.items.map((e) => e.eventId));
      cursor = page.body.cursor;
    } while (cursor && paged.length < ids.length + 1);
    expect(paged).toEqual(ids);

    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const recent = await logOf(admin, {
      subjectType: 'video',
      subjectId: videoId,
      from: hourAgo,
      to: inAnHour,
    });
    // Every entry of the video was written during this run (its creation and the changes above).
    const whole = await logOf(admin, { subjectType: 'video', subjectId: videoId });
    expect(whole.body.items.length).toBeGreaterThanOrEqual(2);
    expect(recent.body.items).toEqual(whole.body.items);
    const later = await logOf(admin, { subjectType: 'video', subjectId: videoId, from: inAnHour });
    expect(later.body.items).toEqual([]);
    const earlier = await logOf(admin, { subjectType: 'video', subjectId: videoId, to: hourAgo });
    expect(earlier.body.items).toEqual([]);
  });

  it('refuses a date range that ends before it starts, or a date that is not one (400)', async () => {
    const now = new Date().toISOString();
    const backwards = await logOf(admin, { from: now, to: new Date(Date.now() - 1000).toISOString() });
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ message: expect.any(String), issues: expect.any(Array) });
    expect((await logOf(admin, { from: 'yesterday' })).status).toBe(400);
    expect((await logOf(admin, { actor: 'x'.repeat(300) })).status).toBe(400);
  });

  it('is for admins, of their own organization only', async () => {
    expect((await logOf(member, {})).status).toBe(403);
    const foreign = await logOf(globex, { subjectType: 'video', subjectId: videoId });
    expect(foreign.status).toBe(200);
    expect(foreign.body.items).toEqual([]);
  });

  it('refuses a subject type without its id, an unknown type and a cursor of another subject (400)', async () => {
    const half = await logOf(admin, { subjectType: 'video' });
    expect(half.status).toBe(400);
    expect(half.body).toMatchObject({ message: expect.any(String), issues: expect.any(Array) });
    expect((await logOf(admin, { subjectType: 'planet', subjectId: 'x' })).status).toBe(400);
    const all = await logOf(admin, { limit: 1 });
    const foreignCursor = await logOf(admin, {
      subjectType: 'video',
      subjectId: 'other',
      cursor: all.body.cursor!,
    });
    expect(foreignCursor.status).toBe(400);
    expect(foreignCursor.body).toEqual({ message: 'Invalid cursor' });
  });
});

/**
 * A channel's log (/channel/{id}/event-log): the channel's own entries and its playlists' and videos',
 * with readable names; the commands that create and discard videos, append to a playlist and generate
 * recommendations write theirs. Read by organization admins and the channel's owners and content
 * managers; contributors and members are refused, other organizations find no such channel.
 */
describe('GET /query/channels/{channelId}/eventLog', () => {
  const run = Date.now().toString(36);
  let channelId = '';
  let trackId = '';
  let trackVideoId = '';
  let discardedId = '';
  const channelLog = (token: string, id: string, query: Record<string, string | number> = {}) =>
    call(contract.getChannelEventLog, { token, params: { channelId: id }, query: query as never });
  const roleHolder = async (role: 'channelOwner' | 'contentManager' | 'contributor') => {
    const email = await registerUser(`log-${role.toLowerCase()}-${run}@acme.test`, PASSWORD);
    const added = await channelCommand(admin, 'addChannelUser', { channelId, email, role });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    return (await signIn(email, PASSWORD, 'acme')).idToken;
  };

  beforeAll(async () => {
    const channel = await channelCommand(admin, 'createChannel', { name: `Logged channel ${run}` });
    expect(channel.status, JSON.stringify(channel.body)).toBe(200);
    channelId = channel.body.id;
    const track = await channelCommand(admin, 'createTrack', {
      channelId,
      name: 'Logged playlist',
      abstract: 'About it',
      description: 'Longer',
      mandatory: false,
    });
    expect(track.status, JSON.stringify(track.body)).toBe(200);
    trackId = track.body.res.id;
    // The playlist's create-video address: a new draft appended to the playlist.
    const intoTrack = await videoCommand(admin, 'createVideo', {
      channelId,
      name: 'Logged video in the playlist',
      language: 'en-us',
      trackId,
    });
    expect(intoTrack.status, JSON.stringify(intoTrack.body)).toBe(200);
    trackVideoId = intoTrack.body.id;
    // An upload cancelled before its file arrived: the draft goes.
    discardedId = (await createVideo(admin, channelId, 'Logged draft discarded')).id;
    const discarded = await videoCommand(admin, 'discardUpload', { videoId: discardedId, version: 1 });
    expect(discarded.status, JSON.stringify(discarded.body)).toBe(200);
    // "Generate now" (an empty featured list: nothing recommended, the run still logged).
    await channelCommand(admin, 'onUpdateFeaturedVideosForRecommendation', {
      channelId,
      featuredVideosForRecommendations: [],
      featuredVideoRecommendationGenerationOn: true,
    });
    const generated = await channelCommand(admin, 'generateRecommendations', { channelId });
    expect(generated.status, JSON.stringify(generated.body)).toBe(200);
  }, 60_000);

  it("holds the channel's, its playlists' and its videos' entries, newest first, with readable names", async () => {
    const res = await channelLog(admin, channelId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const entries = res.body.items.map((e) => [e.action, e.subjectType, e.subjectName]);
    expect(entries).toEqual([
      ['channelCommand.generateRecommendations', 'channel', `Logged channel ${run}`],
      ['channelCommand.onUpdateFeaturedVideosForRecommendation', 'channel', `Logged channel ${run}`],
      // The discarded draft is gone: the entry still names it.
      ['videoCommand.discardUpload', 'video', 'Logged draft discarded'],
      ['videoCommand.createVideo', 'video', 'Logged draft discarded'],
      ['videoCommand.createVideo', 'track', 'Logged playlist'],
      ['videoCommand.createVideo', 'video', 'Logged video in the playlist'],
      ['channelCommand.createTrack', 'track', 'Logged playlist'],
      ['channelCommand.createChannel', 'channel', `Logged channel ${run}`],
    ]);
    const byAction = (action: string, subjectType: string) =>
      res.body.items.find((e) => e.action === action && e.subjectType === subjectType);
    expect(byAction('videoCommand.createVideo', 'track')).toMatchObject({
      subjectId: trackId,
      actorEmail: 'admin@acme.test',
      before: { items: [] },
      after: { items: [`video:${trackVideoId}`] },
    });
    expect(byAction('videoCommand.discardUpload', 'video')).toMatchObject({
      subjectId: discardedId,
      before: { name: 'Logged draft discarded', status: 'draft' },
      after: { status: 'discarded' },
    });
    expect(byAction('channelCommand.generateRecommendations', 'channel')?.after).toMatchObject({
      recommended: 0,
      generatedAt: expect.any(String),
    });
    // Another channel's entries are not in it.
    await createVideo(admin, CHANNEL, 'Logged elsewhere');
    const again = await channelLog(admin, channelId);
    expect(again.body.items.map((e) => e.subjectName)).not.toContain('Logged elsewhere');
    // The organization's log names its subjects too, by their name now.
    await channelCommand(admin, 'updateTrack', {
      trackId,
      name: 'Renamed playlist',
      abstract: 'About it',
      description: 'Longer',
      mandatory: false,
    });
    const org = await logOf(admin, { subjectType: 'track', subjectId: trackId });
    expect(org.body.items.map((e) => e.subjectName)).toEqual(org.body.items.map(() => 'Renamed playlist'));
  });

  it('pages with a cursor bound to the channel', async () => {
    const first = await channelLog(admin, channelId, { limit: 2 });
    expect(first.body.items).toHaveLength(2);
    const next = await channelLog(admin, channelId, { limit: 2, cursor: first.body.cursor! });
    expect(next.status).toBe(200);
    expect(next.body.items[0]!.eventId < first.body.items[1]!.eventId).toBe(true);
    const foreign = await channelLog(admin, CHANNEL, { cursor: first.body.cursor! });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual({ message: 'Invalid cursor' });
    const bad = await channelLog(admin, channelId, { limit: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.issues?.[0]?.path).toContain('limit');
  });

  it("is read by the channel's owners and content managers, refused to contributors and members", async () => {
    expect((await channelLog(await roleHolder('channelOwner'), channelId)).status).toBe(200);
    const manager = await roleHolder('contentManager');
    const read = await channelLog(manager, channelId);
    expect(read.status).toBe(200);
    expect(read.body.items.length).toBeGreaterThan(0);
    // The content manager reads this channel's log, not another's nor the organization's.
    expect((await channelLog(manager, CHANNEL)).status).toBe(403);
    expect((await logOf(manager, {})).status).toBe(403);
    expect((await channelLog(await roleHolder('contributor'), channelId)).status).toBe(403);
    expect((await channelLog(member, channelId)).status).toBe(403);
  });

  it('is not found for another organization, also for a channel shared with it', async () => {
    expect((await channelLog(globex, channelId)).status).toBe(404);
    // acme's Sales Enablement is shared into globex: its log stays acme's.
    expect((await channelLog(globex, 'ch-acme-sales-enablement')).status).toBe(404);
    expect((await channelLog(admin, 'ch-globex-supply-chain')).status).toBe(404);
    expect((await channelLog(admin, 'no-such-channel')).status).toBe(404);
  });
});
