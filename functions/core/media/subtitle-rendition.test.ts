import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstPts, subtitlePlaylist, withoutSubtitleTracks, withSubtitleTracks } from './subtitle-rendition';

const MASTER = [
  '#EXTM3U',
  '#EXT-X-VERSION:3',
  '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="da",LANGUAGE="da",DEFAULT=NO,AUTOSELECT=YES,FORCED=NO,URI="index_subs_da.m3u8"',
  '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="en-us",LANGUAGE="en-us",DEFAULT=NO,AUTOSELECT=NO,FORCED=NO,URI="index_subs_en-us.m3u8"',
  '#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360,SUBTITLES="subs"',
  'index_360.m3u8',
  '',
].join('\n');

describe('subtitle renditions from the manuscript', () => {
  it('reads the first PTS of an MPEG-TS segment as ffprobe sees it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pts-'));
    try {
      const file = path.join(dir, 'seg.ts');
      execFileSync('ffmpeg', [
        ...[
          '-hide_banner',
          '-loglevel',
          'error',
          '-y',
          '-f',
          'lavfi',
          '-i',
          'testsrc=size=160x90:rate=25:duration=1',
        ],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-f', 'mpegts', file],
      ]);
      const probed = Number(
        execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=start_time', '-of', 'csv=p=0', file])
          .toString()
          .trim(),
      );
      expect(firstPts(readFileSync(file))).toBe(Math.round(probed * 90000));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('finds no PTS in what is not MPEG-TS', () => {
    expect(firstPts(new Uint8Array(376).fill(1))).toBeNull();
    expect(firstPts(new Uint8Array(0))).toBeNull();
  });

  it("replaces a language's track, keeps the others and the variants' group", () => {
    const out = withSubtitleTracks(MASTER, [
      { language: 'en-us', name: 'en-us', playlist: 'index_manuscript_en-us_r3.m3u8' },
    ]);
    const media = out.split('\n').filter((l) => l.includes('TYPE=SUBTITLES'));
    expect(media).toHaveLength(2);
    expect(media.some((l) => l.includes('URI="index_subs_da.m3u8"'))).toBe(true);
    expect(media.some((l) => l.includes('index_subs_en-us'))).toBe(false);
    expect(out).toContain(
      'LANGUAGE="en-us",DEFAULT=NO,AUTOSELECT=NO,FORCED=NO,URI="index_manuscript_en-us_r3.m3u8"',
    );
    expect(out).toContain(
      '#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360,SUBTITLES="subs"\nindex_360.m3u8',
    );
  });

  it("takes out a language's manuscript track (an unpublished translation), keeping sidecar tracks", () => {
    const withEs = withSubtitleTracks(MASTER, [
      { language: 'es-es', name: 'es-es', playlist: 'index_manuscript_es-es_r0.m3u8' },
    ]);
    const out = withoutSubtitleTracks(withEs, ['es-es', 'da']);
    const media = out.split('\n').filter((l) => l.includes('TYPE=SUBTITLES'));
    // da's track is the transcode's sidecar, not a manuscript: it stays.
    expect(media.map((l) => /LANGUAGE="([^"]*)"/.exec(l)?.[1])).toEqual(['da', 'en-us']);
    expect(out).toContain('SUBTITLES="subs"');
    const alone = withSubtitleTracks('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\nindex_360.m3u8\n', [
      { language: 'es-es', name: 'es-es', playlist: 'index_manuscript_es-es_r2.m3u8' },
    ]);
    // The last track gone, the variants stop naming the group.
    expect(withoutSubtitleTracks(alone, ['es-es'])).toBe(
      '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\nindex_360.m3u8\n',
    );
  });

  it('adds the group to variants of a master without subtitles, the first track selected automatically', () => {
    const plain = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\nindex_360.m3u8\n';
    const out = withSubtitleTracks(plain, [{ language: 'da', name: 'da', playlist: 'x.m3u8' }]);
    expect(out).toBe(
      '#EXTM3U\n#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="da",LANGUAGE="da",DEFAULT=NO,AUTOSELECT=YES,FORCED=NO,URI="x.m3u8"\n' +
        '#EXT-X-STREAM-INF:BANDWIDTH=1,SUBTITLES="subs"\nindex_360.m3u8\n',
    );
  });

  it('writes a one-segment VOD playlist spanning the video', () => {
    expect(subtitlePlaylist('a_00001.vtt', 12.5)).toBe(
      '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:13\n#EXT-X-MEDIA-SEQUENCE:1\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXTINF:12.500,\na_00001.vtt\n#EXT-X-ENDLIST\n',
    );
  });
});
