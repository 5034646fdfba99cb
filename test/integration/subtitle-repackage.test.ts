/**
 * Subtitles from the manuscript without a new transcode (issue 12): after the editor's save, the
 * rendition's master playlist (GET /hls/…/index.m3u8) lists a subtitle track of that language whose
 * cue file holds the manuscript, tied to the video's MPEG-TS clock; a later save replaces it (the old
 * files go); no transcode job is started for it.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
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
const CHANNEL = `ch-subs-${randomUUID().slice(0, 8)}`;
let admin = '';
let videoId = '';

const master = async () => {
  const res = await call(contract.hlsPlaylist, {
    token: admin,
    params: { videoId, version: 1, language: 'en-us', file: 'index.m3u8' },
  });
  expect(res.status).toBe(200);
  return String(res.body);
};

/** The en-us subtitle track's cue file, through the API's playlists and the presigned segment URL. */
async function englishCues(): Promise<{ uri: string; vtt: string }> {
  const line = (await master())
    .split('\n')
    .find((l) => l.includes('TYPE=SUBTITLES') && l.includes('LANGUAGE="en-us"'));
  const uri = /URI="([^"]+)"/.exec(line ?? '')?.[1] ?? '';
  expect(uri).not.toBe('');
  const playlist = await call(contract.hlsPlaylist, {
    token: admin,
    params: { videoId, version: 1, language: 'en-us', file: uri },
  });
  const segment = String(playlist.body)
    .split('\n')
    .find((l) => l.startsWith('http'));
  const vtt = await (await fetch(segment ?? '')).text();
  return { uri, vtt };
}

const save = (revision: number, manuscript: string) =>
  call(contract.saveRenderingData, {
    token: admin,
    params: { videoId, version: 1, language: 'en-us' },
    body: {
      revision,
      renderingData: { subtitles: { chapters: [{ startSeconds: 0, manuscript }] }, links: [] },
    } as never,
  });

beforeAll(async () => {
  admin = (await signIn('admin@acme.test', PASSWORD, 'acme')).idToken;
  await getEntities()
    .channel.put({ orgId: 'acme', channelId: CHANNEL, name: 'Subtitles', type: 'company', status: 'active' })
    .go();
  const video = await createVideo(admin, CHANNEL, 'Re-packaged subtitles');
  videoId = video.id;
  const clip = generateClip({ seconds: 4, size: '320x180' });
  try {
    await uploadOriginal(admin, videoId, clip.file, 180);
    await waitForTranscode(admin, videoId);
  } finally {
    clip.remove();
  }
  const checkedOut = await call(contract.videoLifecycleCommand, {
    token: admin,
    body: { type: 'checkOutVideo', payload: { videoId } },
  });
  expect(checkedOut.status, JSON.stringify(checkedOut.body)).toBe(200);
}, 120_000);

describe('subtitle rendition from the manuscript', () => {
  it('appears in the master playlist after a save, with the manuscript as its cues', async () => {
    expect(await master()).not.toContain('TYPE=SUBTITLES');
    const jobsBefore = (await call(contract.transcodingStatus, { token: admin, params: { videoId } })).body
      .length;
    expect((await save(0, 'Always wear your helmet.')).status).toBe(200);

    const { uri, vtt } = await englishCues();
    expect(uri).toMatch(/_manuscript_en-us_r1\.m3u8$/);
    expect(vtt).toMatch(/^WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:\d+,LOCAL:00:00:00\.000\n/);
    expect(vtt).toContain('Always wear your helmet.');
    expect(
      (await master())
        .split('\n')
        .filter((l) => l.startsWith('#EXT-X-STREAM-INF'))
        .every((l) => l.includes('SUBTITLES=')),
    ).toBe(true);
    // Only the subtitle rendition was written: no new transcode.
    expect((await call(contract.transcodingStatus, { token: admin, params: { videoId } })).body).toHaveLength(
      jobsBefore,
    );
  });

  it('is replaced by the next save, and the previous track is gone', async () => {
    const before = await englishCues();
    expect((await save(1, 'Report every accident.')).status).toBe(200);
    const after = await englishCues();
    expect(after.uri).toMatch(/_r2\.m3u8$/);
    expect(after.vtt).toContain('Report every accident.');
    expect(after.vtt).not.toContain('helmet');
    const subtitleLines = (await master()).split('\n').filter((l) => l.includes('TYPE=SUBTITLES'));
    expect(subtitleLines).toHaveLength(1);
    const old = await call(contract.hlsPlaylist, {
      token: admin,
      params: { videoId, version: 1, language: 'en-us', file: before.uri },
    });
    expect(old.status).toBe(404);
  });
});
