/**
 * External channels end to end (docs/decisions.md "External videos"): a member of globex watches a video
 * of acme's Sales Enablement, which acme shares with globex (the seed's `sharedWithOrgs`): the video
 * read, GET /getVideoUrl, the master and rendition playlists through the API and a presigned segment of
 * acme's media. The share is checked on acme's channel item every time: an acme channel that is not
 * shared, an unpublished video, a share withdrawn or a channel made private, or a globex-side record
 * acme never granted all answer 404; an anonymous caller gets nothing. Playback events count in acme's
 * video counters and in the viewer's own history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEntities } from '../../functions/core/data/entities/index.js';
import { analyticsData } from '../../functions/core/data/analytics-data.js';
import {
  call,
  contract,
  createVideo,
  generateClip,
  playlistUris,
  signIn,
  uploadOriginal,
  videoCommand as command,
  waitForTranscode,
  waitUntil,
} from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
const SHARED = 'ch-acme-sales-enablement';
const NOT_SHARED = 'ch-acme-onboarding';

let acmeAdmin = '';
let globexMember = '';
let shared = { id: '', humanId: '' };
let notShared = { id: '', humanId: '' };
let draft = { id: '', humanId: '' };
const clips: { remove(): void }[] = [];

/** A transcoded acme video in `channelId`, published unless `publish` is false. */
async function acmeVideo(channelId: string, name: string, publish: boolean) {
  const clip = generateClip({ seconds: 3, size: '320x240' });
  clips.push(clip);
  const video = await createVideo(acmeAdmin, channelId, name);
  await uploadOriginal(acmeAdmin, video.id, clip.file, 240);
  await waitForTranscode(acmeAdmin, video.id);
  await waitUntil(
    async () =>
      (await call(contract.getVideo, { params: { humanId: video.humanId }, token: acmeAdmin })).body
        .status === 'draft',
    { ms: 15_000, label: `${name} back in draft after transcoding`, intervalMs: 100 },
  );
  if (publish) {
    const res = await command(acmeAdmin, 'publishVideo', { videoId: video.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return video;
}

const masterUrlOf = async (token: string, key: string) => {
  const res = await call(contract.getVideoUrl, {
    token,
    query: { key, download: '0' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.signedUrl;
};

const searchIds = async (q: string) => {
  const res = await call(contract.search, {
    token: globexMember,
    query: { q },
  });
  expect(res.status).toBe(200);
  return res.body.hits.map((h) => h.videoId);
};

const fetchAs = (url: string, token?: string) =>
  fetch(url, token ? { headers: { Authorization: `Bearer ${token}` } } : {});

/** Patches acme's Sales Enablement channel item for the duration of `body`, then restores it. */
async function withSharedChannel(
  change: { sharedWithOrgs?: string[]; isPrivate?: boolean },
  body: () => Promise<void>,
) {
  const e = getEntities();
  const before = (await e.channel.get({ orgId: 'acme', channelId: SHARED }).go()).data;
  expect(before?.sharedWithOrgs).toContain('globex');
  try {
    await e.channel.patch({ orgId: 'acme', channelId: SHARED }).set(change).go();
    await body();
  } finally {
    await e.channel
      .patch({ orgId: 'acme', channelId: SHARED })
      .set({ sharedWithOrgs: before?.sharedWithOrgs ?? [], isPrivate: before?.isPrivate ?? false })
      .go();
  }
}

beforeAll(async () => {
  acmeAdmin = (await signIn('admin@acme.test', PASSWORD, 'acme')).idToken;
  globexMember = (await signIn('member@globex.test', PASSWORD, 'globex')).idToken;
  shared = await acmeVideo(SHARED, 'Shared sales pitch', true);
  notShared = await acmeVideo(NOT_SHARED, 'Acme-only onboarding', true);
  draft = await acmeVideo(SHARED, 'Shared but unpublished', false);
}, 120_000);

afterAll(() => {
  for (const clip of clips) clip.remove();
});

describe('a globex member plays a video of the channel acme shares with globex', () => {
  it('lists it in the external channel and reads the video page fields', async () => {
    const channel = await call(contract.getChannel, { params: { id: SHARED }, token: globexMember });
    expect(channel.status).toBe(200);
    expect(channel.body).toMatchObject({ sourceOrgId: 'acme', orgId: 'globex', shared: true });
    expect(channel.body.videosCount).toBeGreaterThanOrEqual(1);
    const list = await call(contract.listChannelVideos, { params: { id: SHARED }, token: globexMember });
    expect(list.status).toBe(200);
    expect(list.body.map((v) => v.humanId)).toContain(shared.humanId);
    // Only what acme's plain members see: the unpublished one is not listed.
    expect(list.body.map((v) => v.id)).not.toContain(draft.id);
    expect(list.body.every((v) => v.status === 'published')).toBe(true);

    const page = await call(contract.getVideo, { params: { humanId: shared.humanId }, token: globexMember });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      id: shared.id,
      humanId: shared.humanId,
      name: 'Shared sales pitch',
      channelId: SHARED,
      channelName: 'Sales Enablement',
      status: 'published',
      renditions: [{ version: 1, language: 'en-us', status: 'completed' }],
    });
    const thumb = await fetch(String(page.body.thumbnailUrl));
    expect(thumb.status).toBe(200);
  });

  it('gets the master playlist, a rendition playlist and a segment of acme media', async () => {
    const masterUrl = await masterUrlOf(globexMember, shared.humanId);
    expect(new URL(masterUrl).pathname).toBe(`/query/hls/${shared.id}/1/en-us/index.m3u8`);
    expect(await masterUrlOf(globexMember, shared.id)).toBe(masterUrl);
    const masterRes = await fetchAs(masterUrl, globexMember);
    expect(masterRes.status).toBe(200);
    const master = await masterRes.text();
    expect(master).toContain('#EXT-X-STREAM-INF');
    const variantUrl = new URL(playlistUris(master)[0] as string, masterUrl).toString();
    const variantRes = await fetchAs(variantUrl, globexMember);
    expect(variantRes.status).toBe(200);
    const segments = playlistUris(await variantRes.text());
    expect(segments.length).toBeGreaterThan(0);
    for (const segment of segments) {
      const url = new URL(segment);
      // Media keys stay in the owning organization's prefix.
      expect(url.pathname).toContain(`/media/acme/${shared.id}/1/en-us/hls/`);
      expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(310);
    }
    const bytes = new Uint8Array(await (await fetch(segments[0] as string)).arrayBuffer());
    expect(bytes.length).toBeGreaterThan(188 * 10);
    expect(bytes[0]).toBe(0x47);
    expect(bytes[188]).toBe(0x47);
    // The MP4 download too (download=1), from acme's prefix.
    const download = await call(contract.getVideoUrl, {
      token: globexMember,
      query: { key: shared.humanId, download: '1' },
    });
    expect(download.status).toBe(200);
    expect(new URL(download.body.signedUrl).pathname).toContain(`/media/acme/${shared.id}/1/en-us/mp4/`);
  });

  it('opens the member embed of it (the embed key of acme), playing through /query/hls', async () => {
    const keyOf = async (videoId: string) => {
      const on = await command(acmeAdmin, 'updateGeneral', { videoId, version: 1, publicEmbed: true });
      expect(on.status, JSON.stringify(on.body)).toBe(200);
      // The key stays when the public flag goes off again: the member embed needs no public video.
      expect(
        (await command(acmeAdmin, 'updateGeneral', { videoId, version: 1, publicEmbed: false })).status,
      ).toBe(200);
      return (on.body as { embedKey?: string }).embedKey ?? '';
    };
    const key = await keyOf(shared.id);
    const embed = await call(contract.getMemberVideoEmbed, { params: { key }, token: globexMember });
    expect(embed.status, JSON.stringify(embed.body)).toBe(200);
    expect(embed.body).toMatchObject({ videoId: shared.id, organization: { id: 'acme' } });
    expect(new URL(embed.body.url).pathname).toBe(`/query/hls/${shared.id}/1/en-us/index.m3u8`);
    expect((await fetchAs(embed.body.url, globexMember)).status).toBe(200);
    // The embed key of an acme video in a channel not shared with globex: nothing.
    const other = await call(contract.getMemberVideoEmbed, {
      params: { key: await keyOf(notShared.id) },
      token: globexMember,
    });
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain(notShared.id);
  });

  it('keeps it as a favourite: /library lists it while it is shared', async () => {
    const follow = (type: 'follow' | 'unfollow') =>
      call(contract.channelCommand, {
        token: globexMember,
        body: { type, payload: { videoId: shared.id } },
      });
    const libraryIds = async () =>
      (await call(contract.getLibrary, { token: globexMember })).body.videos.map((v) => v.videoId);
    expect((await follow('follow')).status).toBe(200);
    try {
      expect(await libraryIds()).toContain(shared.id);
      await withSharedChannel({ sharedWithOrgs: [] }, async () => {
        expect(await libraryIds()).not.toContain(shared.id);
      });
    } finally {
      await follow('unfollow');
    }
    expect(await libraryIds()).not.toContain(shared.id);
  });

  it('finds it with search, but neither the unpublished nor the not-shared one', async () => {
    expect(await searchIds('sales pitch')).toContain(shared.id);
    const sharedWord = await searchIds('shared');
    expect(sharedWord).toContain(shared.id);
    expect(sharedWord).not.toContain(draft.id);
    expect(await searchIds('acme only onboarding')).not.toContain(notShared.id);
  });

  it("counts the playback in acme's video counters and in the viewer's own history", async () => {
    const ref = { videoId: shared.id, version: 1, lang: 'en-us' as const };
    const before = await analyticsData('acme').videoStats(shared.id);
    // The 3 s clip watched through: completion rests on the parts played.
    for (const [type, extra] of [
      ['videoPlaybackStarted', {}],
      ['videoTimeWatched', { from: 0, time: 3, watched: 2 }],
      ['videoPlaybackEnded', {}],
    ] as const) {
      const res = await command(globexMember, type, { ...ref, ...extra });
      expect(res.status, `${type}: ${JSON.stringify(res.body)}`).toBe(200);
    }
    expect(await analyticsData('acme').videoStats(shared.id)).toEqual({
      views: before.views + 1,
      secondsWatched: before.secondsWatched + 2,
      completions: before.completions + 1,
    });
    expect(await analyticsData('globex').videoStats(shared.id)).toEqual({
      views: 0,
      secondsWatched: 0,
      completions: 0,
    });
    const history = await call(contract.getHistory, { token: globexMember });
    expect(history.status).toBe(200);
    expect(history.body.items.find((i) => i.videoId === shared.id)).toMatchObject({
      humanId: shared.humanId,
      completed: true,
    });
  });
});

describe('a track of the shared channel', () => {
  const run = Date.now().toString(36);
  const tracks = [
    { trackId: `track-ext-${run}`, channelId: SHARED, videoId: () => shared.id },
    { trackId: `track-ext-hidden-${run}`, channelId: NOT_SHARED, videoId: () => notShared.id },
  ];

  beforeAll(async () => {
    const e = getEntities();
    for (const t of tracks) {
      await e.track
        .put({
          orgId: 'acme',
          trackId: t.trackId,
          channelId: t.channelId,
          name: `Queue ${t.trackId}`,
          status: 'active',
        })
        .go();
      await e.trackItem
        .put({ orgId: 'acme', trackId: t.trackId, position: 0, type: 'video', targetId: t.videoId() })
        .go();
    }
  });

  afterAll(async () => {
    const e = getEntities();
    for (const t of tracks) {
      await e.trackItem.delete({ orgId: 'acme', trackId: t.trackId, position: 0 }).go();
      await e.track.delete({ orgId: 'acme', trackId: t.trackId }).go();
    }
  });

  it("plays as a queue for the globex member, with the member's own completion, only while shared", async () => {
    const [queue] = tracks;
    const res = await call(contract.getTrackQueue, {
      params: { trackId: queue!.trackId },
      token: globexMember,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.channelId).toBe(SHARED);
    // Completed by the playback events of the test above (counted in globex's history).
    expect(res.body.items).toEqual([expect.objectContaining({ videoId: shared.id, completed: true })]);
    await withSharedChannel({ sharedWithOrgs: [] }, async () => {
      expect(
        (await call(contract.getTrackQueue, { params: { trackId: queue!.trackId }, token: globexMember }))
          .status,
      ).toBe(404);
    });
  });

  it('is a 404 for a track of an acme channel that is not shared', async () => {
    expect(
      (await call(contract.getTrackQueue, { params: { trackId: tracks[1]!.trackId }, token: globexMember }))
        .status,
    ).toBe(404);
  });
});

describe('the transcoding status of an external video', () => {
  it('is readable where the video is (the page of a version without a rendition shows it), not for a draft', async () => {
    const res = await call(contract.transcodingStatus, {
      params: { videoId: shared.id },
      token: globexMember,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.at(-1)).toMatchObject({ status: 'completed', version: 1, language: 'en-us' });
    expect(
      (await call(contract.transcodingStatus, { params: { videoId: draft.id }, token: globexMember })).status,
    ).toBe(404);
    expect(
      (await call(contract.transcodingStatus, { params: { videoId: notShared.id }, token: globexMember }))
        .status,
    ).toBe(404);
  });
});

describe('what a globex member does not get', () => {
  async function expectNothing(video: { id: string; humanId: string }, masterUrl: string) {
    expect(
      (await call(contract.getVideo, { params: { humanId: video.humanId }, token: globexMember })).status,
    ).toBe(404);
    expect(
      (await call(contract.getVideo, { params: { humanId: video.id }, token: globexMember })).status,
    ).toBe(404);
    for (const download of ['0', '1'] as const) {
      const res = await call(contract.getVideoUrl, {
        token: globexMember,
        query: { key: video.humanId, download },
      });
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('X-Amz-');
    }
    const playlist = await fetchAs(masterUrl, globexMember);
    expect(playlist.status).toBe(404);
    expect(await playlist.text()).not.toContain('#EXT');
    const started = await command(globexMember, 'videoPlaybackStarted', {
      videoId: video.id,
      version: 1,
      lang: 'en-us',
    });
    expect(started.status).toBe(404);
  }

  it('a video of an acme channel that is not shared with globex', async () => {
    await expectNothing(notShared, await masterUrlOf(acmeAdmin, notShared.humanId));
  });

  it('an unpublished video of the shared channel', async () => {
    await expectNothing(draft, await masterUrlOf(acmeAdmin, draft.humanId));
  });

  it('the shared video once acme stops sharing the channel, and again after sharing it again', async () => {
    const masterUrl = await masterUrlOf(acmeAdmin, shared.humanId);
    await withSharedChannel({ sharedWithOrgs: [] }, async () => {
      await expectNothing(shared, masterUrl);
      expect(
        (await call(contract.listChannelVideos, { params: { id: SHARED }, token: globexMember })).status,
      ).toBe(404);
      expect(await searchIds('sales pitch')).not.toContain(shared.id);
    });
    expect(
      (await call(contract.getVideo, { params: { humanId: shared.humanId }, token: globexMember })).status,
    ).toBe(200);
    expect((await fetchAs(masterUrl, globexMember)).status).toBe(200);
  });

  it('the shared video while acme makes the channel private', async () => {
    const masterUrl = await masterUrlOf(acmeAdmin, shared.humanId);
    await withSharedChannel({ isPrivate: true }, async () => {
      await expectNothing(shared, masterUrl);
    });
    expect(
      (await call(contract.getVideo, { params: { humanId: shared.humanId }, token: globexMember })).status,
    ).toBe(200);
  });

  it('a channel named only by a globex-side record that acme never granted', async () => {
    const e = getEntities();
    const forged = { orgId: 'globex', sourceOrgId: 'acme', channelId: NOT_SHARED };
    await e.externalChannel.put({ ...forged, name: 'Onboarding' }).go();
    try {
      await expectNothing(notShared, await masterUrlOf(acmeAdmin, notShared.humanId));
      expect(
        (await call(contract.listChannelVideos, { params: { id: NOT_SHARED }, token: globexMember })).status,
      ).toBe(404);
    } finally {
      await e.externalChannel.delete(forged).go();
    }
  });

  it('an anonymous caller gets nothing', async () => {
    const masterUrl = await masterUrlOf(acmeAdmin, shared.humanId);
    expect((await call(contract.getVideo, { params: { humanId: shared.humanId } })).status).toBe(401);
    expect((await call(contract.getVideoUrl, { query: { key: shared.humanId } })).status).toBe(401);
    const anonymous = await fetchAs(masterUrl);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).not.toContain('#EXTM3U');
  });
});
