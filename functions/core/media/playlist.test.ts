import { describe, expect, it } from 'vitest';
import type { Rendition, Video } from '../data/video-data.js';
import { playableRendition, rewritePlaylist, segmentTtlSeconds } from './playlist.js';

const folder = 'media/acme/v1/1/en-us/hls';
const sign = async (key: string) => `https://s3.example/${key}?X-Amz-Expires=300`;

describe('rewritePlaylist', () => {
  it('keeps variant playlists relative (this endpoint) and presigns every segment', async () => {
    const master = [
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      '#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360',
      'index_360p.m3u8',
      '',
    ].join('\n');
    expect(await rewritePlaylist(master, `${folder}/index.m3u8`, sign)).toBe(master);
    const media = [
      '#EXTM3U',
      '#EXT-X-MAP:URI="init_360p.mp4"',
      '#EXTINF:6.000000,',
      'index_360p_00000.ts',
      '#EXT-X-ENDLIST',
    ].join('\r\n');
    expect((await rewritePlaylist(media, `${folder}/index_360p.m3u8`, sign)).split('\n')).toEqual([
      '#EXTM3U',
      `#EXT-X-MAP:URI="https://s3.example/${folder}/init_360p.mp4?X-Amz-Expires=300"`,
      '#EXTINF:6.000000,',
      `https://s3.example/${folder}/index_360p_00000.ts?X-Amz-Expires=300`,
      '#EXT-X-ENDLIST',
    ]);
  });

  it('refuses URIs that leave the rendition folder or are absolute', async () => {
    for (const uri of [
      '../../other/seg.ts',
      'https://evil.example/seg.ts',
      '/media/globex/x.ts',
      'a/../../b.ts',
    ]) {
      await expect(rewritePlaylist(`#EXTM3U\n${uri}\n`, `${folder}/index.m3u8`, sign)).rejects.toThrow(
        /unexpected URI/,
      );
    }
  });
});

describe('playableRendition', () => {
  const video = { masterLanguage: 'en-us' } as Video;
  const r = (version: number, language: string, status: Rendition['status']) =>
    ({ version, language, status, hlsMasterKey: `k/${version}/${language}` }) as Rendition;

  it('plays the latest completed version in the master language by default', () => {
    const all = [r(1, 'da', 'completed'), r(1, 'en-us', 'completed'), r(2, 'en-us', 'transcoding')];
    expect(playableRendition(video, all, {})).toMatchObject({ version: 1, language: 'en-us' });
    expect(playableRendition(video, all, { language: 'da' })).toMatchObject({ version: 1, language: 'da' });
    expect(playableRendition(video, all, { version: 2 })).toBeNull();
    expect(playableRendition(video, all, { language: 'de' })).toBeNull();
    expect(playableRendition(video, [r(1, 'da', 'completed')], {})).toMatchObject({ language: 'da' });
  });
});

describe('segmentTtlSeconds', () => {
  it('outlives the video by five minutes, within 5 min … 6 h', () => {
    expect(segmentTtlSeconds(undefined)).toBe(300);
    expect(segmentTtlSeconds(6_000)).toBe(306);
    expect(segmentTtlSeconds(100 * 3600_000)).toBe(6 * 3600);
  });
});
