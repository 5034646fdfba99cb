/**
 * Video cards (issue 9 point 18: "video cards everywhere show the video's thumbnail and duration"): a
 * clip goes through the local pipeline, then a channel's video list and its playlists tree answer its
 * length and a presigned thumbnail that fetches a real JPEG; another tenant gets neither.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEntities } from '../../functions/core/data/entities/index.js';
import {
  call,
  contract,
  createVideo,
  generateClip,
  signIn,
  uploadOriginal,
  waitForTranscode,
} from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
const CHANNEL = 'ch-acme-onboarding';
const run = Date.now().toString(36);
const TRACK = `track-cards-${run}`;

let admin = '';
let globex = '';
let video = { id: '', humanId: '' };

async function expectJpeg(url: string | undefined) {
  expect(url).toMatch(/^http/);
  const res = await fetch(String(url));
  expect(res.status).toBe(200);
  expect([...new Uint8Array(await res.arrayBuffer()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
}

beforeAll(async () => {
  admin = (await signIn('admin@acme.test', PASSWORD, 'acme')).idToken;
  globex = (await signIn('admin@globex.test', PASSWORD, 'globex')).idToken;
  const clip = generateClip({ seconds: 3 });
  try {
    video = await createVideo(admin, CHANNEL, `Card clip ${run}`);
    await uploadOriginal(admin, video.id, clip.file);
  } finally {
    clip.remove();
  }
  await waitForTranscode(admin, video.id);
  // Tracks have no write endpoint: the fixture goes through the data layer, as the seed does.
  const e = getEntities();
  await e.track.put({ orgId: 'acme', trackId: TRACK, channelId: CHANNEL, name: `Cards ${run}` }).go();
  await e.trackItem
    .put({ orgId: 'acme', trackId: TRACK, position: 0, type: 'video', targetId: video.id })
    .go();
}, 90_000);

// Other files assert acme's exact track lists: the fixture track goes again.
afterAll(async () => {
  const e = getEntities();
  await e.trackItem.delete({ orgId: 'acme', trackId: TRACK, position: 0 }).go();
  await e.track.delete({ orgId: 'acme', trackId: TRACK }).go();
});

describe('video cards', () => {
  it("a channel's video list answers each video's length and thumbnail", async () => {
    const res = await call(contract.listChannelVideos, { params: { id: CHANNEL }, token: admin });
    expect(res.status).toBe(200);
    const card = res.body.find((v) => v.id === video.id);
    expect(card?.durationMs).toBeGreaterThan(2_000);
    await expectJpeg(card?.thumbnailUrl);
    // Videos without media yet keep answering, without a thumbnail (never a broken URL).
    expect(res.body.filter((v) => v.thumbnailUrl === undefined).length).toBeGreaterThan(0);
  });

  it("a channel's playlists answer the same for their video items", async () => {
    const res = await call(contract.listTracks, {
      token: admin,
      query: { channelId: CHANNEL },
    });
    expect(res.status).toBe(200);
    const item = res.body.find((t) => t.id === TRACK)?.items[0];
    expect(item).toMatchObject({ type: 'video', id: video.id, humanId: video.humanId });
    expect(item?.durationMs).toBeGreaterThan(2_000);
    await expectJpeg(item?.thumbnailUrl);
  });

  it('gives another tenant neither list', async () => {
    expect((await call(contract.listChannelVideos, { params: { id: CHANNEL }, token: globex })).status).toBe(
      404,
    );
    const res = await call(contract.listTracks, { token: globex });
    expect(JSON.stringify(res.body)).not.toContain(video.id);
  });
});
