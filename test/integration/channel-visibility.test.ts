/**
 * Who sees which channel and track item (issue 9 points 7, 8, 16), against the seeded demo data:
 * personal channels are their owners' (spec 2 §6), a track holds videos of other channels too and counts
 * every one the caller may watch, and every channel shared into another organization has videos there.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
const PERSONAL = 'ch-acme-martin-learning-log';

interface ChannelEntry {
  id: string;
  isPersonalChannel: boolean;
  isOwn: boolean;
}
interface Queue {
  items: { videoId: string; humanId: string }[];
}

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
    (await api<ChannelEntry[]>('GET', '/query/listchannels', { token, query: { action: 'read' } })).body;

  it('the sidebar lists only your own personal channels, your own first', async () => {
    const mine = (await channels(member)).filter((c) => c.isPersonalChannel);
    expect(mine.map((c) => c.id)).toContain(PERSONAL);
    expect(mine.every((c) => c.isOwn)).toBe(true);
    const others = (await channels(admin)).filter((c) => c.isPersonalChannel);
    expect(others.map((c) => c.id)).not.toContain(PERSONAL);
    expect(others.every((c) => c.isOwn)).toBe(true);
  });

  it('another member — an admin too — gets 404 for the channel, its videos and its tracks', async () => {
    expect((await api('GET', `/query/channels/${PERSONAL}`, { token: member })).status).toBe(200);
    expect((await api('GET', `/query/channels/${PERSONAL}`, { token: admin })).status).toBe(404);
    expect((await api('GET', `/query/channels/${PERSONAL}/videos`, { token: admin })).status).toBe(404);
    expect(
      (await api('GET', '/query/listtracks', { token: admin, query: { channelId: PERSONAL } })).status,
    ).toBe(404);
    expect((await api('GET', '/query/videos/acmelearningnotes', { token: member })).status).toBe(200);
    expect((await api('GET', '/query/videos/acmelearningnotes', { token: admin })).status).toBe(404);
    expect(
      (await api('GET', '/query/getVideoUrl', { token: admin, query: { key: 'acmelearningnotes' } })).status,
    ).toBe(404);
  });

  it("search does not find another member's private notes", async () => {
    const hits = async (token: string) =>
      (
        await api<{ hits: { humanId: string }[] }>('GET', '/query/search', {
          token,
          query: { q: 'negotiation' },
        })
      ).body.hits.map((h) => h.humanId);
    expect(await hits(member)).toContain('acmelearningnotes');
    expect(await hits(admin)).not.toContain('acmelearningnotes');
  });

  it('all tracks of the organization leave out what the caller may not read, without failing', async () => {
    const res = await api<{ id: string }[]>('GET', '/query/listtracks', { token: admin });
    expect(res.status).toBe(200);
  });
});

describe('a track shows every item it holds, wherever the video lives (point 8)', () => {
  it("globex's mandatory Warehouse starter has its 6 videos, 3 of them kept in other channels", async () => {
    const res = await api<Queue>('GET', '/query/trackQueue/track-globex-warehouse-starter', {
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
    const res = await api<{ tracks: { trackId: string; items: unknown[] }[] }>('GET', '/query/mandatory', {
      token: globexMember,
    });
    expect(res.status).toBe(200);
    const track = res.body.tracks.find((t) => t.trackId === 'track-globex-warehouse-starter');
    expect(track?.items).toHaveLength(6);
  });
});

describe('shared channels hold videos that play for the other organization (point 16)', () => {
  it("acme's Sales Enablement plays for member@globex.test", async () => {
    const videos = await api<{ humanId: string }[] | { items: { humanId: string }[] }>(
      'GET',
      '/query/channels/ch-acme-sales-enablement/videos',
      { token: globexMember },
    );
    expect(videos.status).toBe(200);
    const list = Array.isArray(videos.body) ? videos.body : videos.body.items;
    expect(list.map((v) => v.humanId)).toEqual(expect.arrayContaining(['acmepitch', 'acmeobjections']));
    expect((await api('GET', '/query/videos/acmepitch', { token: globexMember })).status).toBe(200);
  });
});
