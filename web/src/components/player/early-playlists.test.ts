import { describe, expect, it } from 'vitest';
import { lightestVariant } from './early-playlists';

const MASTER_URL = 'http://localhost:4000/query/hls/v1/1/en-us/index.m3u8';

describe('lightestVariant', () => {
  it('answers the lowest-bandwidth variant, resolved against the master playlist', () => {
    const master = [
      '#EXTM3U',
      '#EXT-X-STREAM-INF:BANDWIDTH=1400000,RESOLUTION=960x540',
      'index_540p.m3u8?sig=1',
      '#EXT-X-STREAM-INF:AVERAGE-BANDWIDTH=500000,BANDWIDTH=800000,RESOLUTION=640x360',
      'index_360p.m3u8?sig=2',
    ].join('\n');
    expect(lightestVariant(master, MASTER_URL)).toBe(
      'http://localhost:4000/query/hls/v1/1/en-us/index_360p.m3u8?sig=2',
    );
  });

  it('answers nothing for a playlist without variants', () => {
    expect(lightestVariant('#EXTM3U\n#EXTINF:4,\nsegment.ts\n', MASTER_URL)).toBeUndefined();
  });
});
