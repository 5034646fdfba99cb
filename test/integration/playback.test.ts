/**
 * Playback security end to end (design.md §6): a generated clip goes through the local pipeline, then
 * the playlists come only through the API with the own tenant's token, rewritten so every segment is
 * a short-lived presigned GET of real media; other tenants and anonymous callers get nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  call,
  contract,
  createVideo,
  generateClip,
  playlistUris,
  signIn,
  uploadOriginal,
  waitForTranscode,
} from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
const CHANNEL = 'ch-acme-onboarding';

let acmeAdmin = '';
let acmeMember = '';
let globexAdmin = '';
let video = { id: '', humanId: '' };

beforeAll(async () => {
  acmeAdmin = (await signIn('admin@acme.test', PASSWORD, 'acme')).idToken;
  acmeMember = (await signIn('member@acme.test', PASSWORD, 'acme')).idToken;
  globexAdmin = (await signIn('admin@globex.test', PASSWORD, 'globex')).idToken;
  const clip = generateClip();
  try {
    video = await createVideo(acmeAdmin, CHANNEL, 'Playback clip');
    await uploadOriginal(acmeAdmin, video.id, clip.file);
  } finally {
    clip.remove();
  }
  await waitForTranscode(acmeAdmin, video.id);
}, 60_000);

describe('GET /query/videos/{humanId}', () => {
  it('answers the page fields with the completed rendition and a presigned thumbnail', async () => {
    const res = await call(contract.getVideo, { params: { humanId: video.humanId }, token: acmeAdmin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: video.id,
      humanId: video.humanId,
      name: 'Playback clip',
      channelId: CHANNEL,
      channelName: expect.stringMatching(/\S/),
      renditions: [{ version: 1, language: 'en-us', status: 'completed' }],
      transcoding: { status: 'completed', progress: 100 },
    });
    const thumb = await fetch(String(res.body.thumbnailUrl));
    expect(thumb.status).toBe(200);
    expect([...new Uint8Array(await thumb.arrayBuffer()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('hides an unpublished video from a member without a role in its channel', async () => {
    expect(
      (await call(contract.getVideo, { params: { humanId: video.humanId }, token: acmeMember })).status,
    ).toBe(404);
  });
});

describe('HLS through the API', () => {
  let master = '';
  let masterUrl = '';

  it('getVideoUrl download=0 names the master playlist on this API', async () => {
    const res = await call(contract.getVideoUrl, {
      token: acmeAdmin,
      query: { key: video.humanId, download: '0' },
    });
    expect(res.status).toBe(200);
    masterUrl = res.body.signedUrl;
    expect(new URL(masterUrl).pathname).toBe(`/query/hls/${video.id}/1/en-us/index.m3u8`);
    const byId = await call(contract.getVideoUrl, {
      token: acmeAdmin,
      query: { key: video.id, download: '0' },
    });
    expect(byId.body.signedUrl).toBe(masterUrl);
  });

  it('serves the master playlist only with the own token, variants pointing back at the endpoint', async () => {
    const res = await fetch(masterUrl, { headers: { Authorization: `Bearer ${acmeAdmin}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/vnd.apple.mpegurl');
    expect(res.headers.get('cache-control')).toContain('no-store');
    master = await res.text();
    expect(master.startsWith('#EXTM3U')).toBe(true);
    expect(master).toContain('#EXT-X-STREAM-INF');
    const variants = playlistUris(master);
    expect(variants.length).toBeGreaterThan(0);
    for (const v of variants) {
      expect(v).toMatch(/^[A-Za-z0-9_-]+\.m3u8$/);
      expect(new URL(v, masterUrl).pathname).toMatch(new RegExp(`^/query/hls/${video.id}/1/en-us/`));
    }
    expect(master).not.toContain('X-Amz-');
  });

  it('rewrites every segment of a variant playlist into a presigned GET of real MPEG-TS bytes', async () => {
    const variantUrl = new URL(playlistUris(master)[0] as string, masterUrl).toString();
    const res = await fetch(variantUrl, { headers: { Authorization: `Bearer ${acmeAdmin}` } });
    expect(res.status).toBe(200);
    const variant = await res.text();
    expect(variant).toContain('#EXT-X-ENDLIST');
    const segments = playlistUris(variant);
    expect(segments.length).toBeGreaterThan(0);
    for (const segment of segments) {
      const url = new URL(segment);
      expect(url.pathname).toContain(`/media/acme/${video.id}/1/en-us/hls/`);
      expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      // Short-lived: the clip's length plus five minutes.
      const expires = Number(url.searchParams.get('X-Amz-Expires'));
      expect(expires).toBeGreaterThanOrEqual(300);
      expect(expires).toBeLessThanOrEqual(310);
    }
    const bytes = new Uint8Array(await (await fetch(segments[0] as string)).arrayBuffer());
    // MPEG-TS: 188-byte packets starting with the sync byte 0x47.
    expect(bytes.length).toBeGreaterThan(188 * 10);
    expect(bytes[0]).toBe(0x47);
    expect(bytes[188]).toBe(0x47);
  });

  it('getVideoUrl download=1 is a 5-minute presigned GET of the MP4', async () => {
    const res = await call(contract.getVideoUrl, {
      token: acmeAdmin,
      query: { key: video.humanId, download: '1' },
    });
    expect(res.status).toBe(200);
    const url = new URL(res.body.signedUrl);
    expect(url.pathname).toMatch(new RegExp(`/media/acme/${video.id}/1/en-us/mp4/.+\\.mp4$`));
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    const mp4 = new Uint8Array(await (await fetch(url)).arrayBuffer());
    expect(Buffer.from(mp4.subarray(4, 8)).toString('latin1')).toBe('ftyp');
  });

  it('gives another tenant and an anonymous caller nothing', async () => {
    const variantUrl = new URL(playlistUris(master)[0] as string, masterUrl).toString();
    for (const url of [masterUrl, variantUrl]) {
      const globex = await fetch(url, { headers: { Authorization: `Bearer ${globexAdmin}` } });
      expect(globex.status).toBe(404);
      expect(await globex.text()).not.toContain('#EXTM3U');
      const anonymous = await fetch(url);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.text()).not.toContain('#EXTM3U');
    }
    for (const download of ['0', '1'] as const) {
      const res = await call(contract.getVideoUrl, {
        token: globexAdmin,
        query: { key: video.humanId, download },
      });
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('X-Amz-');
    }
    expect(
      (await call(contract.getVideo, { params: { humanId: video.humanId }, token: globexAdmin })).status,
    ).toBe(404);
  });

  it('refuses playlist names outside the rendition and a rendition that does not exist', async () => {
    const playlist = (file: string) =>
      call(contract.hlsPlaylist, {
        params: { videoId: video.id, version: '1', language: 'en-us', file },
        token: acmeAdmin,
      });
    expect((await playlist('missing.m3u8')).status).toBe(404);
    // An encoded slash in the file name: a malformed path, sent as it is.
    const traversal = `/query/hls/${video.id}/1/en-us/..%2F..%2Fsecret.m3u8`;
    expect((await api('GET', traversal, { token: acmeAdmin })).status).toBe(400);
    expect((await playlist('index_360p_00000.ts')).status).toBe(400);
    expect(
      (
        await call(contract.hlsPlaylist, {
          params: { videoId: video.id, version: '2', language: 'en-us', file: 'index.m3u8' },
          token: acmeAdmin,
        })
      ).status,
    ).toBe(404);
  });
});
