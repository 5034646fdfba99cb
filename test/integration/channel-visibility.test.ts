/**
 * Who sees which channel and track item (issue 9 points 7, 8, 16), against the seeded demo data:
 * personal channels are their owners' (spec 2 §6), a track holds videos of other channels too and counts
 * every one the caller may watch, and every channel shared into another organization has videos there.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, contract, signIn } from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
const PERSONAL = 'ch-acme-martin-learning-log';

let member = '';
let admin = '';
let globexMember = '';

beforeAll(async () => {
  [member, admin, globexMember] = await Promise.all([
    signIn('member@acme.test', PASSWORD, 'acme').then((t) => t.idToken),
    signIn('admin@acme.test', PASSWORD, 'acme').then((t) => t.idToken),
    signIn('member@globex.test', PASSWORD, 'globex').then((t) => t.idToken),
  ]);
});

describe("personal channels are their owners' (point 7)", () => {
  const channels = async (token: string) =>
    (await call(contract.listChannels, { token, query: { action: 'read' } })).body;

  it('the sidebar lists only your own personal channels, your own first', async () => {
    const mine = (await channels(member)).filter((c) => c.isPersonalChannel);
    expect(mine.map((c) => c.id)).toContain(PERSONAL);
    expect(mine.every((c) => c.isOwn)).toBe(true);
    const others = (await channels(admin)).filter((c) => c.isPersonalChannel);
    expect(others.map((c) => c.id)).not.toContain(PERSONAL);
    expect(others.every((c) => c.isOwn)).toBe(true);
  });

  it('another member — an admin too — gets 404 for the channel, its videos and its tracks', async () => {
    expect((await call(contract.getChannel, { params: { id: PERSONAL }, token: member })).status).toBe(200);
    expect((await call(contract.getChannel, { params: { id: PERSONAL }, token: admin })).status).toBe(404);
    expect((await call(contract.listChannelVideos, { params: { id: PERSONAL }, token: admin })).status).toBe(
      404,
    );
    expect((await call(contract.listTracks, { token: admin, query: { channelId: PERSONAL } })).status).toBe(
      404,
    );
    expect(
      (await call(contract.getVideo, { params: { humanId: 'acmelearningnotes' }, token: member })).status,
    ).toBe(200);
    expect(
      (await call(contract.getVideo, { params: { humanId: 'acmelearningnotes' }, token: admin })).status,
    ).toBe(404);
    expect(
      (await call(contract.getVideoUrl, { token: admin, query: { key: 'acmelearningnotes' } })).status,
    ).toBe(404);
  });

  it("search does not find another member's private notes", async () => {
    const hits = async (token: string) =>
      (
        await call(contract.search, {
          token,
          query: { q: 'negotiation' },
        })
      ).body.hits.map((h) => h.humanId);
    expect(await hits(member)).toContain('acmelearningnotes');
    expect(await hits(admin)).not.toContain('acmelearningnotes');
  });

  it('all tracks of the organization leave out what the caller may not read, without failing', async () => {
    const res = await call(contract.listTracks, { token: admin });
    expect(res.status).toBe(200);
  });
});

describe('a track shows every item it holds, wherever the video lives (point 8)', () => {
  it("globex's mandatory Warehouse starter has its 6 videos, 3 of them kept in other channels", async () => {
    const res = await call(contract.getTrackQueue, {
      params: { trackId: 'track-globex-warehouse-starter' },
      token: globexMember,
    });
    expect(res.status).toBe(200);
    expect(res.body.items.map((i) => i.humanId)).toEqual([
      'globexwelcome',
      'globexforklift',
      'globexlifting',
      'globexracking',
      'globexreceiving',
      'globexordertodelivery',
    ]);
  });

  it('the mandatory page counts all six', async () => {
    const res = await call(contract.getMandatory, {
      token: globexMember,
    });
    expect(res.status).toBe(200);
    const track = res.body.tracks.find((t) => t.trackId === 'track-globex-warehouse-starter');
    expect(track?.items).toHaveLength(6);
  });
});

describe('shared channels hold videos that play for the other organization (point 16)', () => {
  it("acme's Sales Enablement plays for member@globex.test", async () => {
    const videos = await call(contract.listChannelVideos, {
      params: { id: 'ch-acme-sales-enablement' },
      token: globexMember,
    });
    expect(videos.status).toBe(200);
    expect(videos.body.map((v) => v.humanId)).toEqual(
      expect.arrayContaining(['acmepitch', 'acmeobjections']),
    );
    expect(
      (await call(contract.getVideo, { params: { humanId: 'acmepitch' }, token: globexMember })).status,
    ).toBe(200);
  });
});
