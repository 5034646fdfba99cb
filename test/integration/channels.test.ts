/**
 * Channels and tracks with real tokens: the channel read, follow/unfollow and alerts reflected in the
 * follow data, personal channel creation, the tracks tree, and other tenants getting nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, channelCommand as command, contract, createVideo, send, signIn } from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
/** Not followed by the member in the seed, and no other test follows it. */
const CHANNEL = 'ch-acme-diversity-inclusion';

let member = '';
let admin = '';
let globex = '';

const followData = async (token: string) => (await call(contract.getUserFollowingData, { token })).body;

beforeAll(async () => {
  member = (await signIn('member@acme.test', PASSWORD, 'acme')).idToken;
  admin = (await signIn('admin@acme.test', PASSWORD, 'acme')).idToken;
  globex = (await signIn('admin@globex.test', PASSWORD, 'globex')).idToken;
});

describe('GET /query/channels/{id}', () => {
  it("answers the channel with the caller's role, rights and counts", async () => {
    const res = await call(contract.getChannel, {
      params: { id: 'ch-acme-onboarding' },
      token: admin,
      query: { getFirstVideoId: 'true' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: 'ch-acme-onboarding',
      name: 'Onboarding',
      role: 'channelOwner',
      canUpdate: true,
      canAddPlaylists: true,
      tracksCount: 1,
      sourceOrgId: 'acme',
    });
    expect(res.body.owners).toEqual(expect.arrayContaining([expect.any(String)]));
    expect(res.body).toHaveProperty('firstVideoId');
  });

  it('gives a contributor videos but not playlists, and a member neither', async () => {
    const contributor = await call(contract.getChannel, {
      params: { id: 'ch-acme-sales-enablement' },
      token: member,
    });
    expect(contributor.body).toMatchObject({
      role: 'contributor',
      canAddVideos: true,
      canAddPlaylists: false,
    });
    const plain = await call(contract.getChannel, { params: { id: CHANNEL }, token: member });
    expect(plain.body).toMatchObject({ role: null, canUpdate: false, canAddVideos: false });
  });

  it("answers an external channel as its shared view, and 404 for another tenant's", async () => {
    const shared = await call(contract.getChannel, {
      params: { id: 'ch-globex-supply-chain' },
      token: member,
    });
    expect(shared.status).toBe(200);
    expect(shared.body).toMatchObject({ shared: true, sourceOrgId: 'globex', orgId: 'acme', owners: [] });
    expect(
      (await call(contract.getChannel, { params: { id: 'ch-globex-onboarding' }, token: member })).status,
    ).toBe(404);
    expect(
      (await call(contract.getChannel, { params: { id: 'ch-acme-onboarding' }, token: globex })).status,
    ).toBe(404);
    expect(
      (await call(contract.getChannel, { params: { id: 'no-such-channel' }, token: member })).status,
    ).toBe(404);
  });
});

describe('POST /command/channelCommand follow, unfollow, setAlerts', () => {
  it('round-trips a follow through the follow data', async () => {
    expect((await followData(member)).channels).not.toContain(CHANNEL);
    const followed = await command(member, 'follow', { channelId: CHANNEL });
    expect(followed.status).toBe(200);
    expect(followed.body.id).toBe(CHANNEL);
    expect((await followData(member)).channels).toContain(CHANNEL);
    // Following twice is one follow.
    await command(member, 'follow', { channelId: CHANNEL });
    expect((await followData(member)).channels.filter((c) => c === CHANNEL)).toHaveLength(1);
    expect((await command(member, 'unfollow', { channelId: CHANNEL })).status).toBe(200);
    expect((await followData(member)).channels).not.toContain(CHANNEL);
  });

  it('turns alerts on (following too) and off (still following)', async () => {
    expect((await command(member, 'setAlerts', { channelId: CHANNEL, enabled: true })).status).toBe(200);
    let data = await followData(member);
    expect(data.channels).toContain(CHANNEL);
    expect(data.alertsEnabledChannels).toContain(CHANNEL);
    // A repeated follow keeps the alerts.
    await command(member, 'follow', { channelId: CHANNEL });
    expect((await followData(member)).alertsEnabledChannels).toContain(CHANNEL);
    await command(member, 'setAlerts', { channelId: CHANNEL, enabled: false });
    data = await followData(member);
    expect(data.channels).toContain(CHANNEL);
    expect(data.alertsEnabledChannels).not.toContain(CHANNEL);
    await command(member, 'unfollow', { channelId: CHANNEL });
  });

  it('follows a channel shared in from another organization', async () => {
    expect((await command(member, 'follow', { channelId: 'ch-globex-quality-management' })).status).toBe(200);
    expect((await followData(member)).channels).toContain('ch-globex-quality-management');
    await command(member, 'unfollow', { channelId: 'ch-globex-quality-management' });
  });

  it('refuses to follow a private channel', async () => {
    // Its owner may not subscribe to it either ("a private channel cannot be … subscribed to").
    const res = await command(member, 'follow', { channelId: 'ch-acme-martin-learning-log' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('A private channel cannot be subscribed to');
    expect((await followData(member)).channels).not.toContain('ch-acme-martin-learning-log');
    // Anyone else does not even see it: another member's personal channel (spec 2 §6).
    expect((await command(admin, 'follow', { channelId: 'ch-acme-martin-learning-log' })).status).toBe(404);
    expect((await followData(admin)).channels).not.toContain('ch-acme-martin-learning-log');
  });

  it("gives another tenant 404 for acme's channels and writes nothing", async () => {
    for (const type of ['follow', 'unfollow', 'setAlerts'] as const) {
      const res = await command(globex, type, { channelId: 'ch-acme-onboarding', enabled: true });
      expect(res.status).toBe(404);
    }
    expect((await followData(globex)).channels).not.toContain('ch-acme-onboarding');
  });

  it('rejects an unknown type and a payload without channelId', async () => {
    const body = (type: string, payload: unknown) => ({ token: member, body: { type, payload } });
    expect((await send(contract.channelCommand, body('subscribeAll', { channelId: CHANNEL }))).status).toBe(
      400,
    );
    expect((await send(contract.channelCommand, body('follow', {}))).status).toBe(400);
  });
});

describe('POST /command/channelCommand createPersonalChannel', () => {
  it('creates a personal channel that listchannels shows as the own one first', async () => {
    const res = await command(member, 'createPersonalChannel', {
      tubeId: 'tube-acme',
      name: '  Field Notes  ',
    });
    expect(res.status).toBe(200);
    const id = res.body.res.id;
    expect(id).toBe(res.body.id);
    const list = await call(contract.listChannels, { token: member });
    const created = list.body.find((c) => c.id === id);
    expect(created).toMatchObject({
      name: 'Field Notes',
      isPersonalChannel: true,
      isOwn: true,
      role: 'channelOwner',
    });
    // Only the caller's own personal channels are listed (spec 2 §6), the new one among them.
    const personal = list.body.filter((c) => c.isPersonalChannel);
    expect(personal.every((c) => c.isOwn)).toBe(true);
    expect(personal.map((c) => c.id)).toContain(id);
    const detail = await call(contract.getChannel, { params: { id }, token: member });
    expect(detail.body).toMatchObject({
      isPersonalChannel: true,
      canUpdate: true,
      videosCount: 0,
      tracksCount: 0,
    });
    // Another tenant cannot see it.
    expect((await call(contract.getChannel, { params: { id }, token: globex })).status).toBe(404);
  });

  it('validates the name and the tube', async () => {
    for (const name of ['', '   ', 'x'.repeat(101), '<script>']) {
      expect((await command(member, 'createPersonalChannel', { tubeId: 'tube-acme', name })).status).toBe(
        400,
      );
    }
    expect(
      (await command(member, 'createPersonalChannel', { tubeId: 'tube-globex', name: 'Mine' })).status,
    ).toBe(403);
  });
  // While switched: functions/command/channel-commands/create-personal-channel.test.ts (no switch call yet).
});

describe('GET /query/listchannels with fetchAdditionalInfo (the admin channel list)', () => {
  const managed = async () => {
    const res = await call(contract.listChannels, {
      token: admin,
      query: { action: 'manage', fetchAdditionalInfo: 'true', tubeId: 'tube-acme' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.find((c) => c.id === 'ch-acme-onboarding');
  };

  it('counts the videos and tracks each channel holds, a new video at once', async () => {
    const before = await managed();
    expect(before?.videosCount).toBeGreaterThanOrEqual(1);
    expect(before?.tracksCount).toBe(1);
    await createVideo(admin, 'ch-acme-onboarding', 'Counted draft');
    expect((await managed())?.videosCount).toBe(before!.videosCount! + 1);
  });
});

describe('GET /query/listtracks', () => {
  it("answers a channel's tracks as a tree with depth", async () => {
    const res = await call(contract.listTracks, {
      token: member,
      query: { channelId: 'ch-acme-onboarding', fetchAdditionalInfo: 'true' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    const [root] = res.body;
    expect(root).toMatchObject({
      id: 'track-acme-onboarding-essentials',
      type: 'track',
      depth: 0,
      parent: null,
    });
    // The demo videos (infra/local/seed-media-content.ts) sit around the seeded sub-track.
    expect(root?.items.map((i) => i.id)).toEqual([
      'video-acme-welcome',
      'track-acme-onboarding-first-week',
      'video-acme-tools',
      'video-acme-office',
      'video-acme-helpdesk',
      'video-acme-values',
    ]);
    expect(root?.items[1]).toEqual(
      expect.objectContaining({
        id: 'track-acme-onboarding-first-week',
        type: 'track',
        depth: 1,
        parent: 'track-acme-onboarding-essentials',
        name: 'Your first week',
      }),
    );
    expect(root?.items[0]).toEqual(expect.objectContaining({ type: 'video', depth: 1 }));
    expect(root?.videosCount).toBeGreaterThanOrEqual(6);
  });

  it("lists every channel's trees without channelId; other tenants get none of acme's", async () => {
    const all = await call(contract.listTracks, { token: member });
    // The seeded tracks (other files add tracks of their own channels meanwhile).
    expect(all.body.map((t) => t.id)).toEqual(
      expect.arrayContaining([
        'track-acme-onboarding-essentials',
        'track-acme-sales-101',
        'track-acme-security-mandatory',
      ]),
    );
    const other = await call(contract.listTracks, { token: globex });
    expect(other.status).toBe(200);
    expect(JSON.stringify(other.body)).not.toContain('track-acme');
    expect(
      (await call(contract.listTracks, { token: globex, query: { channelId: 'ch-acme-onboarding' } })).status,
    ).toBe(404);
  });

  it('lists the videos of a channel the caller may watch', async () => {
    const res = await call(contract.listChannelVideos, { params: { id: CHANNEL }, token: member });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(
      (await call(contract.listChannelVideos, { params: { id: 'ch-acme-onboarding' }, token: globex }))
        .status,
    ).toBe(404);
  });
});
