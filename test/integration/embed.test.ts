/**
 * Public viewing end to end (spec 1 §1 "Anonymous visitors can watch public shared or embedded videos,
 * but only when the video's publicEmbed flag is true"; §7 GET /getVideoEmbed, POST /anonymous-analytics;
 * design.md §6). A generated clip goes through the local pipeline; updateGeneral sets publicEmbed and
 * answers the embed key; anonymous callers then get the embed fields and the playlists (segments
 * presigned) by that key alone. Once publicEmbed is false, anonymous callers and users of another
 * tenant get nothing of the video, while its own organization still plays it through the member path.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { embedData } from '../../functions/core/data/embed-data.js';
import {
  api,
  call,
  contract,
  createVideo,
  generateClip,
  playlistUris,
  send,
  signIn,
  uploadOriginal,
  videoCommand,
  waitForTranscode,
} from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
/** Anything shaped like an e-mail address. */
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+/;
const CHANNEL = 'ch-acme-onboarding';

let acmeAdmin = '';
let acmeMember = '';
let globexAdmin = '';
let video = { id: '', humanId: '' };
let embedKey = '';

const setPublicEmbed = (token: string, videoId: string, publicEmbed: boolean) =>
  videoCommand(token, 'updateGeneral', { videoId, version: 1, publicEmbed });

interface Embed {
  url: string;
  thumbnail?: string;
  videoId: string;
  name: string;
  publicEmbed: boolean;
  duration?: number;
  language: string;
  version: number;
  channelName: string;
  /** Members only: anonymous readers get no e-mail address. */
  authorEmail?: string;
  renderingData: Record<string, unknown>;
  organization: { id: string; hasActiveSubscription: boolean; logo: string; name: string };
  message?: string;
}

beforeAll(async () => {
  acmeAdmin = (await signIn('admin@acme.test', PASSWORD, 'acme')).idToken;
  acmeMember = (await signIn('member@acme.test', PASSWORD, 'acme')).idToken;
  globexAdmin = (await signIn('admin@globex.test', PASSWORD, 'globex')).idToken;
  const clip = generateClip();
  try {
    video = await createVideo(acmeAdmin, CHANNEL, 'Embed clip');
    await uploadOriginal(acmeAdmin, video.id, clip.file);
  } finally {
    clip.remove();
  }
  await waitForTranscode(acmeAdmin, video.id);
}, 60_000);

describe('updateGeneral publicEmbed', () => {
  it('is refused to a member without a role in the channel and to another tenant', async () => {
    expect((await setPublicEmbed(acmeMember, video.id, true)).status).toBe(403);
    expect((await setPublicEmbed(globexAdmin, video.id, true)).status).toBe(404);
  });

  it('sets the flag and answers one unguessable embed key, the same on every call', async () => {
    const first = await setPublicEmbed(acmeAdmin, video.id, true);
    expect(first.status).toBe(200);
    embedKey = first.body.embedKey ?? '';
    expect(embedKey).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const again = await setPublicEmbed(acmeAdmin, video.id, true);
    expect(again.body.embedKey).toBe(embedKey);
    expect(await embedData('acme').embedKeyOf(video.id)).toBe(embedKey);
  });
});

describe('public video: anonymous viewer', () => {
  let embed: Embed;

  it('GET /getVideoEmbed answers the embed fields and the owning organization without a token', async () => {
    const res = await call(contract.getVideoEmbed, { query: { key: embedKey } });
    expect(res.status).toBe(200);
    embed = res.body;
    expect(embed).toMatchObject({
      videoId: video.id,
      name: 'Embed clip',
      publicEmbed: true,
      language: 'en-us',
      version: 1,
      channelName: expect.stringMatching(/\S/),
      renderingData: {},
      organization: { id: 'acme', hasActiveSubscription: true },
    });
    // No e-mail address at all for an anonymous reader (the author's is for members), and the contract
    // says so: its public schema has no authorEmail.
    expect(embed).not.toHaveProperty('authorEmail');
    expect(JSON.stringify(res.body)).not.toMatch(EMAIL);
    expect(contract.getVideoEmbed.response.shape).not.toHaveProperty('authorEmail');
    expect(contract.getMemberVideoEmbed.response.shape).toHaveProperty('authorEmail');
    // Spec 1 §3: duration in milliseconds (a 4 s clip).
    expect(embed.duration).toBeGreaterThan(3000);
    expect(embed.duration).toBeLessThan(6000);
    expect(new URL(embed.url).pathname).toBe(`/query/embed-hls/${embedKey}/1/en-us/index.m3u8`);
    const thumb = await fetch(String(embed.thumbnail));
    expect(thumb.status).toBe(200);
  });

  it('takes the organization from the key: the own orgId narrows, another organization is a 404', async () => {
    expect((await call(contract.getVideoEmbed, { query: { key: embedKey, orgId: 'acme' } })).status).toBe(
      200,
    );
    const other = await call(contract.getVideoEmbed, {
      query: { key: embedKey, orgId: 'globex' },
    });
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain(video.id);
  });

  it('answers 404 for an unknown key and 400 for a malformed one', async () => {
    const unknown = await call(contract.getVideoEmbed, {
      query: { key: 'A'.repeat(24) },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('The video is not available');
    expect((await call(contract.getVideoEmbed, { query: { key: 'short' } })).status).toBe(400);
  });

  it('no public read carries an e-mail address: the embed, its playlists, organization, tube, domain, status', async () => {
    const reads: [string, () => Promise<{ status: number; body: unknown }>][] = [
      ['getVideoEmbed', () => call(contract.getVideoEmbed, { query: { key: embedKey } })],
      [
        'getVideoEmbed (orgId)',
        () => call(contract.getVideoEmbed, { query: { key: embedKey, orgId: 'acme' } }),
      ],
      [
        'getOrganization',
        () =>
          call(contract.getOrganization, { params: { orgId: 'acme' }, query: { fetchShareInfo: 'true' } }),
      ],
      [
        'getOrganization by sub-domain',
        () => call(contract.getOrganization, { params: { orgId: 'globex' } }),
      ],
      ['getTube', () => call(contract.getTube, { query: { orgId: 'acme' } })],
      [
        'getDomainFromOrganizationId',
        () => call(contract.getDomainFromOrganizationId, { query: { orgId: 'acme' } }),
      ],
      ['getPlatformStatus', () => call(contract.getPlatformStatus)],
    ];
    for (const [name, request] of reads) {
      const res = await request();
      expect(res.status, name).toBe(200);
      expect(JSON.stringify(res.body), name).not.toMatch(EMAIL);
    }
    const master = await (await fetch(embed.url)).text();
    const variant = await (await fetch(new URL(playlistUris(master)[0] as string, embed.url))).text();
    for (const playlist of [master, variant]) expect(playlist).not.toMatch(EMAIL);
  });

  it('plays through the public playlist endpoint: variants come back to it, segments are presigned', async () => {
    const masterRes = await fetch(embed.url);
    expect(masterRes.status).toBe(200);
    expect(masterRes.headers.get('content-type')).toContain('application/vnd.apple.mpegurl');
    expect(masterRes.headers.get('cache-control')).toContain('no-store');
    const master = await masterRes.text();
    expect(master).toContain('#EXT-X-STREAM-INF');
    const variants = playlistUris(master);
    expect(variants.length).toBeGreaterThan(0);
    const variantUrl = new URL(variants[0] as string, embed.url);
    expect(variantUrl.pathname).toMatch(
      new RegExp(`^/query/embed-hls/${embedKey}/1/en-us/[A-Za-z0-9_-]+\\.m3u8$`),
    );
    const variantRes = await fetch(variantUrl);
    expect(variantRes.status).toBe(200);
    const segments = playlistUris(await variantRes.text());
    expect(segments.length).toBeGreaterThan(0);
    const segmentUrl = new URL(segments[0] as string);
    expect(segmentUrl.pathname).toContain(`/media/acme/${video.id}/1/en-us/hls/`);
    expect(segmentUrl.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const segment = await fetch(segmentUrl);
    expect(segment.status).toBe(200);
    // MPEG-TS packets start with the sync byte 0x47.
    expect(new Uint8Array(await segment.arrayBuffer())[0]).toBe(0x47);
  });

  it('refuses a playlist outside the rendition or of a rendition that does not exist', async () => {
    const playlist = (version: string, language: 'en-us' | 'da', file: string) =>
      call(contract.publicHlsPlaylist, { params: { key: embedKey, version, language, file } });
    expect((await playlist('1', 'en-us', 'missing.m3u8')).status).toBe(404);
    expect((await playlist('2', 'en-us', 'index.m3u8')).status).toBe(404);
    expect((await playlist('1', 'da', 'index.m3u8')).status).toBe(404);
    // An encoded slash in the file name: a malformed path, sent as it is.
    expect([400, 404]).toContain(
      (await api('GET', `/query/embed-hls/${embedKey}/1/en-us/..%2Findex.m3u8`)).status,
    );
  });
});

describe('POST /anonymous-analytics', () => {
  const post = (body: unknown, query?: Record<string, string>) =>
    send(contract.postAnonymousAnalytics, {
      body,
      ...(query ? { query } : {}),
    });

  it('counts 30 parallel anonymous events exactly (ADD counters)', async () => {
    const before = await embedData('acme').anonymousStats(video.id);
    const ref = { key: embedKey, version: 1, lang: 'en-us' };
    const events = Array.from({ length: 30 }, (_, i) =>
      i % 3 === 0
        ? post({ type: 'videoPlaybackStarted', ...ref })
        : i % 3 === 1
          ? post({ type: 'videoTimeWatched', ...ref, time: i, watched: 10 })
          : post({ type: 'videoPlaybackEnded', ...ref }, { orgId: 'acme' }),
    );
    const results = await Promise.all(events);
    expect(results.map((r) => r.status)).toEqual(Array(30).fill(200));
    expect(results[0]?.body.id).toBe(video.id);
    const after = await embedData('acme').anonymousStats(video.id);
    expect(after).toEqual({
      views: before.views + 10,
      secondsWatched: before.secondsWatched + 100,
      completions: before.completions + 10,
    });
  });

  it('refuses unknown fields, out-of-range values, padded bodies and another organization', async () => {
    const ref = { key: embedKey, version: 1, lang: 'en-us' };
    expect((await post({ type: 'videoPlaybackStarted', ...ref, videoId: video.id })).status).toBe(400);
    expect((await post({ type: 'videoTimeWatched', ...ref, time: 1, watched: 3600 })).status).toBe(400);
    expect((await post({ type: 'videoTimeWatched', ...ref, time: 1 })).status).toBe(400);
    expect((await post({ type: 'pageVisited', path: '/x' })).status).toBe(400);
    expect((await post(`{"type":"videoPlaybackStarted","pad":"${'x'.repeat(4096)}"}`)).status).toBe(400);
    expect((await post({ type: 'videoPlaybackStarted', ...ref }, { orgId: 'globex' })).status).toBe(404);
    expect((await post({ type: 'videoPlaybackStarted', ...ref, key: 'B'.repeat(24) })).status).toBe(404);
  });
});

describe('private video (publicEmbed false)', () => {
  let masterUrl = '';

  beforeAll(async () => {
    const embed = await call(contract.getVideoEmbed, { query: { key: embedKey } });
    masterUrl = embed.body.url;
    const res = await setPublicEmbed(acmeAdmin, video.id, false);
    expect(res.status).toBe(200);
    expect(res.body.embedKey).toBe(embedKey);
  });

  it('anonymous callers get the login-required 403 and nothing of the video', async () => {
    const res = await call(contract.getVideoEmbed, {
      query: { key: embedKey },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'You need to log in to watch this video' });
    const playlist = await fetch(masterUrl);
    expect(playlist.status).toBe(403);
    expect(await playlist.text()).not.toContain('#EXTM3U');
    const event = await call(contract.postAnonymousAnalytics, {
      body: { type: 'videoPlaybackStarted', key: embedKey, version: 1, lang: 'en-us' },
    });
    expect(event.status).toBe(403);
  });

  it("a user of another tenant gets nothing with their real token, by embed key or by the video's id", async () => {
    const auth = { Authorization: `Bearer ${globexAdmin}` };
    expect((await fetch(masterUrl, { headers: auth })).status).toBe(403);
    const embed = await call(contract.getVideoEmbed, { token: globexAdmin, query: { key: embedKey } });
    expect(embed.status).toBe(403);
    const url = await call(contract.getVideoUrl, {
      token: globexAdmin,
      query: { key: video.id, download: '0' },
    });
    expect(url.status).toBe(404);
    const memberPlaylist = await call(contract.hlsPlaylist, {
      params: { videoId: video.id, version: '1', language: 'en-us', file: 'index.m3u8' },
      token: globexAdmin,
    });
    expect(memberPlaylist.status).toBe(404);
  });

  it('GET /query/videoEmbed/{key} gives a member who may watch it the fields, playing through /query/hls', async () => {
    const res = await call(contract.getMemberVideoEmbed, { params: { key: embedKey }, token: acmeAdmin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      videoId: video.id,
      publicEmbed: false,
      organization: { id: 'acme' },
      // A member of the organization sees who made it, as on the video page.
      authorEmail: 'admin@acme.test',
    });
    expect(new URL(res.body.url).pathname).toBe(`/query/hls/${video.id}/1/en-us/index.m3u8`);
    expect((await fetch(res.body.url)).status).toBe(401);
    const playlist = await fetch(res.body.url, { headers: { Authorization: `Bearer ${acmeAdmin}` } });
    expect(playlist.status).toBe(200);
    // A member who may not watch the (unpublished) video, another tenant, no token: nothing.
    expect(
      (await call(contract.getMemberVideoEmbed, { params: { key: embedKey }, token: acmeMember })).status,
    ).toBe(404);
    const other = await call(contract.getMemberVideoEmbed, { params: { key: embedKey }, token: globexAdmin });
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain(video.id);
    expect((await call(contract.getMemberVideoEmbed, { params: { key: embedKey } })).status).toBe(401);
  });

  it('the own organization still plays it through the member endpoints', async () => {
    const url = await call(contract.getVideoUrl, {
      token: acmeAdmin,
      query: { key: video.id, download: '0' },
    });
    expect(url.status).toBe(200);
    const res = await fetch(url.body.signedUrl, { headers: { Authorization: `Bearer ${acmeAdmin}` } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('#EXT-X-STREAM-INF');
  });
});
