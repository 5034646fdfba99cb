/**
 * WebVTT subtitle renditions of the local MediaConvert emulator: caption selectors and WEBVTT caption
 * outputs are planned from the wire settings, sidecars become WebVTT mapped to the MPEG-TS clock, and
 * the master lists every language as EXT-X-MEDIA TYPE=SUBTITLES referenced by each variant.
 */
import { describe, expect, it } from 'vitest';
import { buildCreateJobInput } from '../../../../functions/media/job-settings.js';
import { JobFailure, planFromSettings } from './ffmpeg-job.js';
import { subtitlePlaylist, toWebVtt, withSubtitleMedia, withTimestampMap } from './hls-subtitles.js';

/** The SDK sends camelCase; this converts the project's PascalCase input the same way. */
function camel(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camel);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        /^[A-Z]/.test(k) && !k.includes(' ') ? k[0]?.toLowerCase() + k.slice(1) : k,
        camel(v),
      ]),
    );
  }
  return value;
}

const job = buildCreateJobInput({
  orgId: 'acme',
  videoId: 'vid-1',
  version: 1,
  language: 'en-us',
  uploadsBucket: 'tubes-uploads',
  sourceKey: 'uploads/acme/vid-1/1/en-us/clip.mp4',
  mediaBucket: 'tubes-media',
  roleArn: 'arn:aws:iam::000000000000:role/mc',
  subtitles: [
    { language: 'da', key: 'uploads/acme/vid-1/1/en-us/subtitles/da.vtt' },
    { language: 'en-us', key: 'uploads/acme/vid-1/1/en-us/subtitles/en-us.srt' },
  ],
});

describe('planFromSettings with caption selectors', () => {
  it('plans one WebVTT rendition per caption output, with its sidecar and language', () => {
    const plan = planFromSettings(camel(job.Settings));
    expect(plan.hls?.rungs.map((r) => r.nameModifier)).toEqual(['_360p', '_540p', '_720p', '_1080p']);
    expect(plan.hls?.captions).toEqual([
      {
        nameModifier: '_subs_da',
        language: 'da',
        source: {
          bucket: 'tubes-uploads',
          key: 'uploads/acme/vid-1/1/en-us/subtitles/da.vtt',
          type: 'WEBVTT',
        },
      },
      {
        nameModifier: '_subs_en-us',
        language: 'en-us',
        source: {
          bucket: 'tubes-uploads',
          key: 'uploads/acme/vid-1/1/en-us/subtitles/en-us.srt',
          type: 'SRT',
        },
      },
    ]);
  });

  it('refuses a caption output naming no selector, and embedded caption sources', () => {
    const settings = camel(job.Settings) as { inputs: { captionSelectors: Record<string, unknown> }[] };
    const broken = structuredClone(settings);
    delete broken.inputs[0]?.captionSelectors['Captions da'];
    expect(() => planFromSettings(broken)).toThrow(JobFailure);
    const embedded = structuredClone(settings);
    (embedded.inputs[0] as { captionSelectors: Record<string, unknown> }).captionSelectors['Captions da'] = {
      sourceSettings: { sourceType: 'EMBEDDED' },
    };
    expect(() => planFromSettings(embedded)).toThrow(/EMBEDDED/);
  });
});

describe('WebVTT renditions', () => {
  it('converts SRT to WebVTT (comma decimals, cue numbers dropped) and keeps WebVTT', () => {
    const srt =
      '1\r\n00:00:01,000 --> 00:00:03,500\r\nHello there\r\n\r\n2\r\n00:00:04,000 --> 00:00:06,000\r\nSecond line\r\n';
    expect(toWebVtt(srt, 'SRT')).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:03.500\nHello there\n\n00:00:04.000 --> 00:00:06.000\nSecond line\n',
    );
    expect(toWebVtt('WEBVTT\n\n00:01.000 --> 00:02.000\nHi', 'WEBVTT')).toBe(
      'WEBVTT\n\n00:01.000 --> 00:02.000\nHi\n',
    );
    expect(() => toWebVtt('not subtitles', 'WEBVTT')).toThrow(/WEBVTT/);
    expect(() => toWebVtt('no cues here', 'SRT')).toThrow(/cues/);
  });

  it('maps cue time 0 to the first segment on the MPEG-TS clock', () => {
    const vtt = withTimestampMap('WEBVTT\n\n00:01.000 --> 00:02.000\nHi\n', 126000.4);
    expect(vtt.split('\n').slice(0, 2)).toEqual([
      'WEBVTT',
      'X-TIMESTAMP-MAP=MPEGTS:126000,LOCAL:00:00:00.000',
    ]);
    expect(withTimestampMap(vtt, 9000).match(/X-TIMESTAMP-MAP/g)).toHaveLength(1);
  });

  it('writes a VOD playlist of one segment spanning the video', () => {
    expect(subtitlePlaylist('index_subs_da_00001.vtt', 24.02)).toContain(
      '#EXT-X-TARGETDURATION:25\n#EXT-X-MEDIA-SEQUENCE:1\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXTINF:24.020,\nindex_subs_da_00001.vtt\n#EXT-X-ENDLIST',
    );
  });

  it('lists subtitle renditions in the master and references them from every variant', () => {
    const master = [
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      '#EXT-X-STREAM-INF:BANDWIDTH=1000000,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2"',
      'index_360p.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=2000000,RESOLUTION=960x540,CODECS="avc1.4d401f,mp4a.40.2"',
      'index_540p.m3u8',
      '',
    ].join('\n');
    const out = withSubtitleMedia(master, [
      { language: 'da', name: 'da', playlist: 'index_subs_da.m3u8' },
      { language: 'en-us', name: 'en-us', playlist: 'index_subs_en-us.m3u8' },
    ]).split('\n');
    expect(out[2]).toBe(
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="da",LANGUAGE="da",DEFAULT=NO,AUTOSELECT=YES,FORCED=NO,URI="index_subs_da.m3u8"',
    );
    expect(out[3]).toContain('LANGUAGE="en-us"');
    expect(
      out.filter((l) => l.startsWith('#EXT-X-STREAM-INF')).every((l) => l.endsWith(',SUBTITLES="subs"')),
    ).toBe(true);
    expect(withSubtitleMedia(master, [])).toBe(master);
  });
});
