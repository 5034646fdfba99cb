/**
 * Tracks administration (issue 11 "Tracks and playlists", spec 2 §5 "a playlist must be empty to be
 * deleted", §6 "channel owner and content manager may add playlists") with real tokens: channelCommand
 * createTrack, updateTrack, setTrackItems, deleteTrack and the reads GET /tracks/{trackId}(/users):
 * admins (and the channel's roles) only, the caller's own organization only, bad input 400.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEntities } from '../../functions/core/data/entities/index.js';
import { call, channelCommand as command, contract, send, signIn, videoCommand } from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
/** A channel of this file's own: other files count the seeded channels' tracks. */
const CHANNEL = `ch-it-tracks-${randomUUID().slice(0, 8)}`;
/** member@acme.test is a contributor there: contributors add videos, not playlists. */
const CONTRIBUTED = 'ch-acme-sales-enablement';

let admin = '';
let member = '';
let globexAdmin = '';

const fields = (name: string) => ({ name, abstract: 'About it', description: 'Longer', mandatory: false });

async function newTrack(name: string, extra: Record<string, unknown> = {}) {
  const res = await command(admin, 'createTrack', { channelId: CHANNEL, ...fields(name), ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.res.id;
}

beforeAll(async () => {
  await getEntities()
    .channel.put({ orgId: 'acme', channelId: CHANNEL, name: 'Tracks IT', type: 'company', status: 'active' })
    .go();
  admin = (await signIn('admin@acme.test', PASSWORD, 'acme')).idToken;
  member = (await signIn('member@acme.test', PASSWORD, 'acme')).idToken;
  globexAdmin = (await signIn('admin@globex.test', PASSWORD, 'globex')).idToken;
});

afterAll(async () => {
  await getEntities().channel.delete({ orgId: 'acme', channelId: CHANNEL }).go();
});

describe('createTrack and updateTrack', () => {
  it('creates a track and a sub-track that joins its parent, edits it, and logs both', async () => {
    const trackId = await newTrack('IT track');
    const subId = await newTrack('IT sub-track', { parentTrackId: trackId });
    const read = await call(contract.getTrack, { token: admin, params: { trackId } });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ name: 'IT track', channelId: CHANNEL, depth: 0, mandatory: false });
    expect(read.body.items).toEqual([
      { type: 'track', id: subId, name: 'IT sub-track', humanId: null, status: null },
    ]);
    const sub = await call(contract.getTrack, { token: admin, params: { trackId: subId } });
    expect(sub.body).toMatchObject({ parentTrackId: trackId, parentName: 'IT track', depth: 1 });

    const updated = await command(admin, 'updateTrack', {
      trackId,
      name: 'IT track renamed',
      abstract: '',
      description: 'New',
      mandatory: true,
    });
    expect(updated.status).toBe(200);
    const again = await call(contract.getTrack, { token: admin, params: { trackId } });
    expect(again.body).toMatchObject({ name: 'IT track renamed', abstract: '', mandatory: true });

    const tree = await call(contract.listTracks, { token: member, query: { channelId: CHANNEL } });
    const node = tree.body.find((t) => t.id === trackId);
    expect(node?.name).toBe('IT track renamed');
    expect(node?.items.map((i) => i.id)).toEqual([subId]);

    const log = await call(contract.getEventLog, {
      token: admin,
      query: { subjectType: 'track', subjectId: trackId },
    });
    expect(log.status).toBe(200);
    expect(JSON.stringify(log.body)).toContain('channelCommand.updateTrack');
  });

  it('refuses a sub-sub-sub-track (three levels at most)', async () => {
    const top = await newTrack('IT depth 0');
    const one = await newTrack('IT depth 1', { parentTrackId: top });
    const two = await newTrack('IT depth 2', { parentTrackId: one });
    const three = await command(admin, 'createTrack', {
      channelId: CHANNEL,
      parentTrackId: two,
      ...fields('x'),
    });
    expect(three.status).toBe(400);
  });

  it('refuses members without a playlist role (403), and answers bad input with 400 and issues', async () => {
    const refused = await command(member, 'createTrack', { channelId: CONTRIBUTED, ...fields('Nope') });
    expect(refused.status).toBe(403);
    const trackId = await newTrack('IT member refused');
    expect((await command(member, 'updateTrack', { trackId, ...fields('x') })).status).toBe(403);
    expect((await command(member, 'setTrackItems', { trackId, items: [] })).status).toBe(403);
    expect((await command(member, 'deleteTrack', { trackId })).status).toBe(403);
    expect((await call(contract.getTrack, { token: member, params: { trackId } })).status).toBe(403);
    expect((await call(contract.listTrackUsers, { token: member, params: { trackId } })).status).toBe(403);

    const empty = await command(admin, 'createTrack', { channelId: CHANNEL, ...fields('  ') });
    expect(empty.status).toBe(400);
    expect(empty.body.issues?.length).toBeGreaterThan(0);
    const long = await command(admin, 'createTrack', { channelId: CHANNEL, ...fields('x'.repeat(101)) });
    expect(long.status).toBe(400);
    const noFlag = await send(contract.channelCommand, {
      token: admin,
      body: { type: 'createTrack', payload: { channelId: CHANNEL, name: 'No flag' } },
    });
    expect(noFlag.status).toBe(400);
    const unknownChannel = await command(admin, 'createTrack', { channelId: 'ch-nope', ...fields('x') });
    expect(unknownChannel.status).toBe(404);
  });

  it("gives another organization's admin nothing (404)", async () => {
    const trackId = await newTrack('IT other tenant');
    const create = await command(globexAdmin, 'createTrack', { channelId: CHANNEL, ...fields('Theirs') });
    expect(create.status).toBe(404);
    expect((await command(globexAdmin, 'updateTrack', { trackId, ...fields('x') })).status).toBe(404);
    expect((await command(globexAdmin, 'setTrackItems', { trackId, items: [] })).status).toBe(404);
    expect((await command(globexAdmin, 'deleteTrack', { trackId })).status).toBe(404);
    expect((await call(contract.getTrack, { token: globexAdmin, params: { trackId } })).status).toBe(404);
    expect((await call(contract.listTrackUsers, { token: globexAdmin, params: { trackId } })).status).toBe(
      404,
    );
    const sub = await command(globexAdmin, 'createTrack', {
      channelId: CHANNEL,
      parentTrackId: trackId,
      ...fields('Theirs'),
    });
    expect(sub.status).toBe(404);
  });
});

describe('setTrackItems and deleteTrack', () => {
  it('orders videos of any channel of the organization and the sub-tracks, then empties and deletes', async () => {
    const trackId = await newTrack('IT items');
    const subId = await newTrack('IT items sub', { parentTrackId: trackId });
    const items: { type: 'video' | 'track'; id: string }[] = [
      { type: 'video', id: 'acmepasswords' },
      { type: 'track', id: subId },
      { type: 'video', id: 'acmewelcome' },
    ];
    const set = await command(admin, 'setTrackItems', { trackId, items });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const read = await call(contract.getTrack, { token: admin, params: { trackId } });
    expect(read.body.items.map((i) => i.humanId ?? i.id)).toEqual(['acmepasswords', subId, 'acmewelcome']);

    // Reordered: fewer positions than before leave no stale item behind.
    const reordered = await command(admin, 'setTrackItems', {
      trackId,
      items: [
        { type: 'track', id: subId },
        { type: 'video', id: 'acmewelcome' },
      ],
    });
    expect(reordered.status).toBe(200);
    const after = await call(contract.getTrack, { token: admin, params: { trackId } });
    expect(after.body.items.map((i) => i.humanId ?? i.id)).toEqual([subId, 'acmewelcome']);

    const notEmpty = await command(admin, 'deleteTrack', { trackId });
    expect(notEmpty.status).toBe(409);
    expect(notEmpty.body.message).toBe('A playlist must be empty to be deleted');

    // The sub-track cannot be dropped from the list, only deleted.
    const dropped = await command(admin, 'setTrackItems', { trackId, items: [] });
    expect(dropped.status).toBe(400);
    expect((await command(admin, 'deleteTrack', { trackId: subId })).status).toBe(200);
    expect((await command(admin, 'setTrackItems', { trackId, items: [] })).status).toBe(200);
    expect((await command(admin, 'deleteTrack', { trackId })).status).toBe(200);
    expect((await call(contract.getTrack, { token: admin, params: { trackId } })).status).toBe(404);
  });

  it("refuses another organization's video, duplicates and unknown items (400)", async () => {
    const trackId = await newTrack('IT bad items');
    const foreign = await command(admin, 'setTrackItems', {
      trackId,
      items: [{ type: 'video', id: 'globexincident' }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.issues?.[0]?.path).toBe('payload.items.0.id');
    const twice = await command(admin, 'setTrackItems', {
      trackId,
      items: [
        { type: 'video', id: 'acmewelcome' },
        { type: 'video', id: 'acmewelcome' },
      ],
    });
    expect(twice.status).toBe(400);
    const otherTrack = await command(admin, 'setTrackItems', {
      trackId,
      items: [{ type: 'track', id: 'track-acme-onboarding-essentials' }],
    });
    expect(otherTrack.status).toBe(400);
    const badType = await send(contract.channelCommand, {
      token: admin,
      body: { type: 'setTrackItems', payload: { trackId, items: [{ type: 'channel', id: 'x' }] } },
    });
    expect(badType.status).toBe(400);
  });
});

describe('GET /tracks/{trackId}/users', () => {
  it('lists who follows the track', async () => {
    const trackId = await newTrack('IT followed');
    expect((await command(member, 'follow', { trackId })).status).toBe(200);
    const users = await call(contract.listTrackUsers, { token: admin, params: { trackId } });
    expect(users.status).toBe(200);
    expect(users.body.followers.map((u) => u.email)).toContain('member@acme.test');
    expect(users.body.assignees).toEqual([]);
  });
});

describe('createVideo into a track (/channel/{id}/playlist/{trackId}/create-video)', () => {
  it("appends the new video to the track's items, for the track's editors only", async () => {
    const trackId = await newTrack('IT create-video');
    const created = await videoCommand(admin, 'createVideo', {
      channelId: CHANNEL,
      name: 'IT video into a track',
      language: 'en-us',
      trackId,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const read = await call(contract.getTrack, { token: admin, params: { trackId } });
    expect(read.body.items.map((i) => i.id)).toEqual([created.body.id]);
    expect(read.body.items[0]).toMatchObject({ type: 'video', status: 'draft' });

    // Another channel than the track's: 400; a contributor (may add videos, not manage playlists): 403.
    const elsewhere = await videoCommand(admin, 'createVideo', {
      channelId: 'ch-acme-leadership',
      name: 'IT wrong channel',
      language: 'en-us',
      trackId,
    });
    expect(elsewhere.status).toBe(400);
    const salesTrack = await command(admin, 'createTrack', { channelId: CONTRIBUTED, ...fields('IT sales') });
    const contributor = await videoCommand(member, 'createVideo', {
      channelId: CONTRIBUTED,
      name: 'IT contributor',
      language: 'en-us',
      trackId: salesTrack.body.res.id,
    });
    expect(contributor.status).toBe(403);
    const foreign = await videoCommand(globexAdmin, 'createVideo', {
      channelId: 'ch-globex-supply-chain',
      name: 'IT foreign',
      language: 'en-us',
      trackId,
    });
    expect(foreign.status).toBe(404);
  });
});
