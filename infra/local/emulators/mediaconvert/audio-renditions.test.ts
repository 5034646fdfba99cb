/**
 * Alternate audio renditions in the local MediaConvert emulator: a render's settings with voice-overs
 * (external audio files as audio selectors, one audio-only HLS output per track in the group the video
 * rungs name) are read from what the SDK sends, refused where MediaConvert or the emulator refuses them,
 * turned into one ffmpeg command, and run for real: the master lists the renditions as MediaConvert does,
 * each rendition is AAC tagged with its language and as long as the video, the MP4 keeps the original
 * sound, all with the render's trim and burnt-in overlays.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { type CreateJobCommandInput, type Output } from '@aws-sdk/client-mediaconvert';
import { buildRenderJobInput } from '../../../../functions/media/render-settings.js';
import { overlaysToWebVtt } from '../../../../shared/domain/render-plan.js';
import { clippedSource, clipSeconds, ffmpegCommand, remuxArgs } from './ffmpeg-command.js';
import { executeJob, JobFailure, planFromSettings, playlistSeconds } from './ffmpeg-job.js';
import { withAudioMedia } from './hls-audio.js';
import { withSubtitleMedia } from './hls-subtitles.js';
import type { ProbeResult } from './ffmpeg.js';
import { sdkWire } from './sdk-wire.test-support.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- the wire settings are untyped JSON, changed in place */

const SOURCE_KEY = 'uploads/acme/vid-1/1/en-us/clip.mp4';
const OVERLAY_KEY = 'renders/acme/vid-1/r1.vtt';
const SUBTITLES_KEY = 'uploads/acme/vid-1/1/en-us/subtitles/da.vtt';
const voiceOverKey = (language: string) => `voice-overs/acme/vid-1/1/${language}.wav`;
const overlays = [
  { startSeconds: 2, endSeconds: 4, text: 'Hello', position: 'top-left', style: 'highlight' },
] as const;

/** The render's settings (trim 1.5–6 s, one burnt-in overlay) with voice-overs, as the product adds them. */
function renderJob(voiceOvers: { language: string; code: string }[]): CreateJobCommandInput {
  const job = buildRenderJobInput({
    orgId: 'acme',
    videoId: 'vid-1',
    version: 1,
    language: 'en-us',
    uploadsBucket: 'tubes-uploads',
    sourceKey: SOURCE_KEY,
    mediaBucket: 'tubes-media',
    roleArn: 'arn:aws:iam::000000000000:role/mc',
    renderId: 'r1',
    plan: { trim: { startSeconds: 1.5, endSeconds: 6 }, overlays: [...overlays] },
    overlayFile: { bucket: 'tubes-uploads', key: OVERLAY_KEY },
  });
  const input = job.Settings?.Inputs?.[0];
  const hls = job.Settings?.OutputGroups?.[0];
  if (voiceOvers.length === 0) return job;
  if (!input || !hls?.Outputs) throw new Error('no input or HLS group');
  for (const { language } of voiceOvers) {
    input.AudioSelectors = {
      ...input.AudioSelectors,
      [`Voice-over ${language}`]: {
        ExternalAudioFileInput: `s3://tubes-uploads/${voiceOverKey(language)}`,
        DefaultSelection: 'NOT_DEFAULT',
      },
    };
  }
  const audioOutput = (source: string, name: string, code: string, isDefault: boolean): Output => ({
    NameModifier: `_audio_${name}`,
    ContainerSettings: { Container: 'M3U8', M3u8Settings: {} },
    AudioDescriptions: [
      {
        AudioSourceName: source,
        CodecSettings: {
          Codec: 'AAC',
          AacSettings: { Bitrate: 128_000, CodingMode: 'CODING_MODE_2_0', SampleRate: 48_000 },
        },
        LanguageCodeControl: 'USE_CONFIGURED',
        CustomLanguageCode: code,
        StreamName: name,
      },
    ],
    OutputSettings: {
      HlsSettings: {
        AudioGroupId: 'audio',
        AudioTrackType: isDefault ? 'ALTERNATE_AUDIO_AUTO_SELECT_DEFAULT' : 'ALTERNATE_AUDIO_AUTO_SELECT',
        AudioOnlyContainer: 'M2TS',
      },
    },
  });
  for (const output of hls.Outputs) {
    delete output.AudioDescriptions;
    output.OutputSettings = { HlsSettings: { AudioRenditionSets: 'audio' } };
  }
  hls.Outputs.push(
    audioOutput('Audio Selector 1', 'en-us', 'ENG', true),
    ...voiceOvers.map((v) => audioOutput(`Voice-over ${v.language}`, v.language, v.code, false)),
  );
  return job;
}

const { wire, workDir } = sdkWire('audio-renditions');

const SPANISH = [{ language: 'es-es', code: 'SPA' }];

describe('planFromSettings: audio renditions', () => {
  it('reads each audio-only output as a rendition of its selector, the rungs video only', async () => {
    const plan = planFromSettings(await wire(renderJob(SPANISH)));
    expect(plan.hls?.audioGroup).toBe('audio');
    expect(plan.hls?.audioTracks).toEqual([
      {
        nameModifier: '_audio_en-us',
        selector: 'Audio Selector 1',
        file: null,
        language: 'eng',
        name: 'en-us',
        default: true,
        autoselect: true,
        bitrate: 128_000,
      },
      {
        nameModifier: '_audio_es-es',
        selector: 'Voice-over es-es',
        file: { bucket: 'tubes-uploads', key: voiceOverKey('es-es') },
        language: 'spa',
        name: 'es-es',
        default: false,
        autoselect: true,
        bitrate: 128_000,
      },
    ]);
    expect(plan.hls?.rungs.map((r) => r.nameModifier)).toEqual(['_360p', '_540p', '_720p', '_1080p']);
    expect(plan.hls?.captions).toEqual([]);
    expect(plan.clip).toEqual({ start: '00:00:01:12', end: '00:00:06:00' });
    expect(plan.burnIn?.key).toBe(OVERLAY_KEY);
    expect(plan.mp4?.output.nameModifier).toBe('_720p');
  });

  it('has no renditions for a job without audio-only outputs', async () => {
    const plan = planFromSettings(await wire(renderJob([])));
    expect(plan.hls).toMatchObject({ audioTracks: [], audioGroup: null });
  });

  it('refuses what MediaConvert refuses and what it cannot run locally', async () => {
    const settings = await wire(renderJob(SPANISH));
    const outputs = (s: any): any[] => s.outputGroups[0].outputs;
    const audioOf = (s: any, name: string) => outputs(s).find((o) => o.nameModifier === `_audio_${name}`);
    const refused = (change: (s: any) => void, message: RegExp) => {
      const broken = structuredClone(settings);
      change(broken);
      expect(() => planFromSettings(broken)).toThrow(JobFailure);
      expect(() => planFromSettings(broken)).toThrow(message);
    };
    refused(
      (s) => delete s.inputs[0].audioSelectors['Voice-over es-es'],
      /_audio_es-es: audioSourceName Voice-over es-es names no audio selector/,
    );
    refused(
      (s) => delete audioOf(s, 'es-es').outputSettings.hlsSettings.audioGroupId,
      /one audioGroupId.*without audioGroupId is in program_audio/,
    );
    refused((s) => {
      for (const o of outputs(s)) delete o.outputSettings.hlsSettings.audioGroupId;
    }, /_360p: audioRenditionSets names the audio group audio, which no audio-only output.*program_audio/);
    refused((s) => {
      for (const o of outputs(s))
        if (o.videoDescription) o.outputSettings.hlsSettings.audioRenditionSets = 'other';
    }, /audio group other/);
    refused(
      (s) => (audioOf(s, 'en-us').outputSettings.hlsSettings.audioOnlyContainer = 'AUTOMATIC'),
      /audioOnlyContainer AUTOMATIC .* use M2TS/,
    );
    refused(
      (s) => (audioOf(s, 'en-us').outputSettings.hlsSettings.audioTrackType = 'AUDIO_ONLY_VARIANT_STREAM'),
      /AUDIO_ONLY_VARIANT_STREAM is not supported locally/,
    );
    refused(
      (s) => (outputs(s)[0].audioDescriptions = audioOf(s, 'es-es').audioDescriptions),
      /_360p: locally, a video output carries the input's own sound only/,
    );
    refused(
      (s) => (s.outputGroups[1].outputs[0].audioDescriptions = audioOf(s, 'es-es').audioDescriptions),
      /_720p: locally, a video output carries the input's own sound only/,
    );
    // Without audio-only outputs a video output must not name a group either.
    const plain = await wire(renderJob([]));
    plain.outputGroups[0].outputs[0].outputSettings = { hlsSettings: { audioRenditionSets: 'audio' } };
    expect(() => planFromSettings(plain)).toThrow(/audio group audio, which no audio-only output/);
  });

  it('refuses an external audio selector with stitched inputs', async () => {
    const settings = await wire(renderJob(SPANISH));
    const second = { ...structuredClone(settings.inputs[0]), captionSelectors: undefined };
    settings.inputs = [
      {
        ...settings.inputs[0],
        captionSelectors: undefined,
        inputClippings: [{ startTimecode: '00:00:00:00', endTimecode: '00:00:01:00' }],
      },
      { ...second, inputClippings: [{ startTimecode: '00:00:02:00', endTimecode: '00:00:03:00' }] },
    ];
    expect(() => planFromSettings(settings)).toThrow(/stitched inputs take no external audio files/);
  });
});

const source: ProbeResult = { width: 1280, height: 720, fps: 25, durationMs: 10_000, hasAudio: true };

describe('ffmpegCommand: audio renditions', () => {
  it('clips the voice-over like the input, fits every track to the video and groups them in the HLS muxer', async () => {
    const plan = planFromSettings(await wire(renderJob(SPANISH)));
    const clip = clipSeconds(plan, source);
    const command = ffmpegCommand(plan, clippedSource(plan, source), '/w/in.mp4', '/w/out', {
      clip,
      burnIn: ['drawtext=textfile=a'],
      externalAudio: { 'Voice-over es-es': '/w/audio-1.wav' },
    });
    const line = command.args.join(' ');
    expect(line).toContain('-ss 1.480 -to 6.000 -i /w/in.mp4 -ss 1.480 -to 6.000 -i /w/audio-1.wav');
    const filter = command.args[command.args.indexOf('-filter_complex') + 1] ?? '';
    expect(filter).toMatch(/^\[0:v:0\]fps=25,drawtext=textfile=a,split=4/);
    expect(filter).toContain('[0:a:0]apad=whole_dur=4.520,atrim=end=4.520[t0]');
    expect(filter).toContain('[1:a:0]apad=whole_dur=4.520,atrim=end=4.520[t1]');
    expect(line).toContain('-map [h0] -map [h1] -map [h2] -map [t0] -map [t1] -c:v libx264');
    expect(line).toContain(
      '-c:a aac -ac 2 -ar 48000 -b:a:0 128000 -metadata:s:a:0 language=eng -b:a:1 128000 -metadata:s:a:1 language=spa',
    );
    expect(line).toContain(
      '-var_stream_map v:0,agroup:audio,name:_360p v:1,agroup:audio,name:_540p v:2,agroup:audio,name:_720p ' +
        'a:0,agroup:audio,default:yes,name:_audio_en-us a:1,agroup:audio,default:no,name:_audio_es-es',
    );
    expect(line).not.toContain('0:a:0 ');
    // The MP4 is the 720p rung's picture with the original sound's rendition.
    expect(command.remux).toEqual({
      playlist: '/w/out/hls/index_720p.m3u8',
      target: '/w/out/mp4/video_720p.mp4',
      audio: '/w/out/hls/index_audio_en-us.m3u8',
    });
    expect(remuxArgs(command.remux!, { video: 1.48, audio: 1.458667 })).toEqual([
      ...['-itsoffset', '0.021333', '-i', '/w/out/hls/index_720p.m3u8'],
      ...['-itsoffset', '0.000000', '-i', '/w/out/hls/index_audio_en-us.m3u8'],
      ...[
        '-map',
        '0:v:0',
        '-map',
        '1:a:0',
        '-c',
        'copy',
        '-movflags',
        '+faststart',
        '/w/out/mp4/video_720p.mp4',
      ],
    ]);
    const hls = command.groups[0];
    expect(
      hls?.outputDetails.map((o) => [o.outputFilePaths[0]?.split('/').pop(), o.videoDetails?.heightInPx]),
    ).toEqual([
      ['index_360p.m3u8', 360],
      ['index_540p.m3u8', 540],
      ['index_720p.m3u8', 720],
      ['index_audio_en-us.m3u8', undefined],
      ['index_audio_es-es.m3u8', undefined],
    ]);
  });

  it('gives a silent input a silent original track and an MP4 without sound', async () => {
    const plan = planFromSettings(await wire(renderJob(SPANISH)));
    const command = ffmpegCommand(
      plan,
      { ...source, durationMs: 4000, hasAudio: false },
      '/w/in.mp4',
      '/w/out',
      {
        externalAudio: { 'Voice-over es-es': '/w/audio-1.wav' },
      },
    );
    const filter = command.args[command.args.indexOf('-filter_complex') + 1] ?? '';
    expect(filter).toContain('anullsrc=r=48000:cl=stereo,apad=whole_dur=4.000,atrim=end=4.000[t0]');
    expect(filter).toContain('[1:a:0]apad=whole_dur=4.000,atrim=end=4.000[t1]');
    expect(command.remux).toEqual({
      playlist: '/w/out/hls/index_720p.m3u8',
      target: '/w/out/mp4/video_720p.mp4',
    });
  });

  it('encodes the MP4 with the input sound when no rendition carries it', async () => {
    const settings = await wire(renderJob(SPANISH));
    const outputs: any[] = settings.outputGroups[0].outputs;
    settings.outputGroups[0].outputs = outputs.filter((o) => o.nameModifier !== '_audio_en-us');
    const plan = planFromSettings(settings);
    const command = ffmpegCommand(plan, source, '/w/in.mp4', '/w/out', {
      externalAudio: { 'Voice-over es-es': '/w/audio-1.wav' },
    });
    expect(command.remux).toBeNull();
    expect(command.args.join(' ')).toContain('-map [mp4] -map 0:a:0');
  });
});

describe('the master playlist', () => {
  const ffmpegMaster = [
    '#EXTM3U',
    '#EXT-X-VERSION:6',
    '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="group_audio",NAME="audio_2",DEFAULT=YES,LANGUAGE="eng",URI="index_audio_en-us.m3u8"',
    '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="group_audio",NAME="audio_3",DEFAULT=NO,LANGUAGE="spa",URI="index_audio_es-es.m3u8"',
    '#EXT-X-STREAM-INF:BANDWIDTH=1240800,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2",AUDIO="group_audio"',
    'index_360p.m3u8',
    '',
    '#EXT-X-STREAM-INF:BANDWIDTH=2340800,RESOLUTION=960x540,CODECS="avc1.4d401f,mp4a.40.2",AUDIO="group_audio"',
    'index_540p.m3u8',
    '',
  ].join('\n');
  const renditions = [
    { language: 'eng', name: 'en-us', default: true, autoselect: true, playlist: 'index_audio_en-us.m3u8' },
    { language: 'spa', name: 'es-es', default: false, autoselect: true, playlist: 'index_audio_es-es.m3u8' },
    {
      language: 'und',
      name: 'original',
      default: false,
      autoselect: false,
      playlist: 'index_audio_original.m3u8',
    },
  ];

  it("lists the renditions as MediaConvert does, in place of ffmpeg's, and names their group on every variant", () => {
    expect(withAudioMedia(ffmpegMaster, 'audio', renditions).split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:6',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",LANGUAGE="eng",NAME="en-us",AUTOSELECT=YES,DEFAULT=YES,URI="index_audio_en-us.m3u8"',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",LANGUAGE="spa",NAME="es-es",AUTOSELECT=YES,DEFAULT=NO,URI="index_audio_es-es.m3u8"',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",LANGUAGE="und",NAME="original",AUTOSELECT=NO,DEFAULT=NO,URI="index_audio_original.m3u8"',
      '#EXT-X-STREAM-INF:BANDWIDTH=1240800,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2",AUDIO="audio"',
      'index_360p.m3u8',
      '',
      '#EXT-X-STREAM-INF:BANDWIDTH=2340800,RESOLUTION=960x540,CODECS="avc1.4d401f,mp4a.40.2",AUDIO="audio"',
      'index_540p.m3u8',
      '',
    ]);
    expect(withAudioMedia(ffmpegMaster, 'audio', [])).toBe(ffmpegMaster);
    // ffmpeg lists audio-only variants too when it has no default key: they are not MediaConvert's.
    const withVariants = `${ffmpegMaster}#EXT-X-STREAM-INF:BANDWIDTH=140800,CODECS="mp4a.40.2",AUDIO="group_audio"\nindex_audio_es-es.m3u8\n`;
    expect(withAudioMedia(withVariants, 'audio', renditions)).toBe(
      withAudioMedia(ffmpegMaster, 'audio', renditions),
    );
  });

  it('keeps the subtitle renditions working: SUBTITLES on the variants, not on the audio renditions', () => {
    const master = withSubtitleMedia(withAudioMedia(ffmpegMaster, 'audio', renditions.slice(0, 2)), [
      { language: 'da', name: 'da', playlist: 'index_subs_da.m3u8' },
    ]).split('\n');
    expect(master.filter((l) => l.startsWith('#EXT-X-STREAM-INF'))).toEqual([
      '#EXT-X-STREAM-INF:BANDWIDTH=1240800,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2",AUDIO="audio",SUBTITLES="subs"',
      '#EXT-X-STREAM-INF:BANDWIDTH=2340800,RESOLUTION=960x540,CODECS="avc1.4d401f,mp4a.40.2",AUDIO="audio",SUBTITLES="subs"',
    ]);
    const media = master.filter((l) => l.startsWith('#EXT-X-MEDIA'));
    expect(media.map((l) => /TYPE=(\w+)/.exec(l)?.[1])).toEqual(['AUDIO', 'AUDIO', 'SUBTITLES']);
    expect(media.filter((l) => l.includes('SUBTITLES="subs"'))).toEqual([]);
  });
});

describe('a render with a voice-over, run with ffmpeg', () => {
  const stored = new Map<string, Buffer>();
  const objects = new Map<string, Buffer>();
  const fakeS3 = {
    async send(command: unknown) {
      if (command instanceof GetObjectCommand) {
        const body = objects.get(`${command.input.Bucket}/${command.input.Key}`);
        if (!body) throw new Error('NoSuchKey: The specified key does not exist.');
        return {
          Body: Object.assign(Readable.from(body), { transformToString: async () => body.toString('utf8') }),
        };
      }
      if (command instanceof PutObjectCommand) {
        stored.set(`${command.input.Bucket}/${command.input.Key}`, command.input.Body as Buffer);
        return {};
      }
      throw new Error('unexpected S3 command');
    },
  } as unknown as S3Client;
  const hlsPrefix = 'tubes-media/media/acme/vid-1/1/en-us/renders/r1/hls/';
  const ffmpeg = (args: string[]) =>
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
  const ffprobe = (args: string[]) => execFileSync('ffprobe', ['-v', 'error', ...args]).toString();

  beforeAll(() => {
    // 6 s of 320x180 with a 440 Hz tone; a 3 s voice-over (880 Hz, 16 kHz mono WAV as Polly's) from 0 s.
    const clip = path.join(workDir(), 'clip.mp4');
    ffmpeg([
      ...['-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=25:duration=6'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=6'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', clip],
    ]);
    const voiceOver = path.join(workDir(), 'es-es.wav');
    ffmpeg(['-f', 'lavfi', '-i', 'sine=frequency=880:duration=3', '-ar', '16000', '-ac', '1', voiceOver]);
    objects.set(`tubes-uploads/${SOURCE_KEY}`, readFileSync(clip));
    objects.set(`tubes-uploads/${voiceOverKey('es-es')}`, readFileSync(voiceOver));
    objects.set(`tubes-uploads/${OVERLAY_KEY}`, Buffer.from(overlaysToWebVtt([...overlays]) ?? ''));
    objects.set(`tubes-uploads/${SUBTITLES_KEY}`, Buffer.from('WEBVTT\n\n00:01.000 --> 00:02.000\nHej\n'));
  });

  it('lists both renditions in the master, each AAC of its language as long as the video; the MP4 has the original sound', async () => {
    // With a subtitle rendition too: the master's variants name both groups.
    const job = renderJob(SPANISH);
    const input = job.Settings!.Inputs![0]!;
    input.CaptionSelectors = {
      ...input.CaptionSelectors,
      'Captions da': {
        SourceSettings: {
          SourceType: 'WEBVTT',
          FileSourceSettings: { SourceFile: `s3://tubes-uploads/${SUBTITLES_KEY}` },
        },
      },
    };
    job.Settings!.OutputGroups![0]!.Outputs!.push({
      NameModifier: '_subs_da',
      ContainerSettings: { Container: 'M3U8' },
      CaptionDescriptions: [
        {
          CaptionSelectorName: 'Captions da',
          LanguageDescription: 'da',
          DestinationSettings: { DestinationType: 'WEBVTT' },
        },
      ],
    });
    const plan = planFromSettings(await wire(job));
    const groups = await executeJob(
      plan,
      fakeS3,
      path.join(workDir(), 'job'),
      { progress: () => undefined },
      new AbortController().signal,
    );
    const out = path.join(workDir(), 'outputs');
    mkdirSync(out, { recursive: true });
    for (const [key, body] of stored) writeFileSync(path.join(out, path.basename(key)), body);
    const text = (name: string) => stored.get(`${hlsPrefix}${name}`)?.toString('utf8') ?? '';

    const master = text('index.m3u8').split('\n');
    expect(master.filter((l) => l.startsWith('#EXT-X-MEDIA'))).toEqual([
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",LANGUAGE="eng",NAME="en-us",AUTOSELECT=YES,DEFAULT=YES,URI="index_audio_en-us.m3u8"',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="audio",LANGUAGE="spa",NAME="es-es",AUTOSELECT=YES,DEFAULT=NO,URI="index_audio_es-es.m3u8"',
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="da",LANGUAGE="da",DEFAULT=NO,AUTOSELECT=YES,FORCED=NO,URI="index_subs_da.m3u8"',
    ]);
    // A 180-line source: the 360p rung only (rungs above the source are skipped).
    const variants = master.filter((l) => l.startsWith('#EXT-X-STREAM-INF'));
    expect(variants).toHaveLength(1);
    expect(variants[0]).toMatch(/BANDWIDTH=\d{6,},/);
    expect(variants[0]).toMatch(/CODECS="avc1\.[0-9a-f]+,mp4a\.40\.2"/);
    expect(variants[0]).toMatch(/,AUDIO="audio",SUBTITLES="subs"$/);
    // The cues on the video's clock, not on the audio renditions' (which start an AAC frame earlier).
    const firstVideoPts = Math.round(
      Number(
        ffprobe([
          '-show_entries',
          'format=start_time',
          '-of',
          'csv=p=0',
          path.join(out, 'index_360p_00001.ts'),
        ]),
      ) * 90_000,
    );
    expect(text('index_subs_da_00001.vtt')).toContain(`X-TIMESTAMP-MAP=MPEGTS:${firstVideoPts},`);

    // The trim keeps 1.48–6 s: 4.52 s of video, and of every rendition.
    const video = playlistSeconds(text('index_360p.m3u8'));
    expect(video).toBeCloseTo(4.52, 1);
    for (const name of ['en-us', 'es-es']) {
      const playlist = text(`index_audio_${name}.m3u8`);
      expect(playlist).toContain(`index_audio_${name}_00001.ts`);
      expect(Math.abs(playlistSeconds(playlist) - video)).toBeLessThan(0.1);
    }
    const spanish = path.join(out, 'index_audio_es-es.m3u8');
    // Its segments: AAC only, tagged Spanish (ffprobe -show_streams: TAG:language=spa).
    const segment = path.join(out, 'index_audio_es-es_00001.ts');
    expect(ffprobe(['-show_streams', segment])).toContain('TAG:language=spa');
    const streams = ffprobe([
      ...['-show_entries', 'stream=codec_type,codec_name:stream_tags=language', '-of', 'json', segment],
    ]);
    expect(JSON.parse(streams).streams).toEqual([
      { codec_name: 'aac', codec_type: 'audio', tags: { language: 'spa' } },
    ]);
    const duration = Number(ffprobe(['-show_entries', 'format=duration', '-of', 'csv=p=0', spanish]));
    expect(Math.abs(duration - video)).toBeLessThan(0.1);
    // The voice-over from input time 0, trimmed like the input: 1.5 s of it, then silence to the end.
    const decoded = path.join(out, 'spanish.wav');
    ffmpeg(['-i', spanish, decoded]);
    const loudest = (from: number) => {
      const { stderr } = spawnSync(
        'ffmpeg',
        [
          ...['-hide_banner', '-nostats', '-ss', String(from), '-t', '0.5', '-i', decoded],
          ...['-af', 'volumedetect', '-f', 'null', '-'],
        ],
        { encoding: 'utf8' },
      );
      return Number(/max_volume: (-?[\d.]+) dB/.exec(stderr)?.[1] ?? 'NaN');
    };
    expect(loudest(0.2)).toBeGreaterThan(-30);
    expect(loudest(1.8)).toBeLessThan(-80);
    expect(loudest(3.9)).toBeLessThan(-80);

    const mp4 = path.join(out, 'video_720p.mp4');
    // The MP4: the rung's picture and the original sound's rendition, in sync (both start within a frame).
    const mp4Streams = ffprobe([
      '-show_entries',
      'stream=codec_type,start_time,duration',
      '-of',
      'csv=p=0',
      mp4,
    ])
      .trim()
      .split('\n')
      .map((l) => l.split(','));
    expect(mp4Streams.map(([type]) => type)).toEqual(['video', 'audio']);
    for (const [, start, seconds] of mp4Streams) {
      expect(Number(start)).toBeLessThan(0.04);
      expect(Math.abs(Number(seconds) - video)).toBeLessThan(0.1);
    }
    expect(
      groups[0]?.outputDetails.map((o) => [o.outputFilePaths[0]?.split('/').pop(), Boolean(o.videoDetails)]),
    ).toEqual([
      ['index_360p.m3u8', true],
      ['index_audio_en-us.m3u8', false],
      ['index_audio_es-es.m3u8', false],
      ['index_subs_da.m3u8', false],
    ]);
    for (const output of groups[0]?.outputDetails ?? []) expect(output.durationInMs).toBeGreaterThan(4400);
  }, 60_000);

  it('fails the job when a voice-over file is missing, naming it by its S3 URI', async () => {
    const plan = planFromSettings(await wire(renderJob([...SPANISH, { language: 'de', code: 'DEU' }])));
    const failure = await executeJob(
      plan,
      fakeS3,
      path.join(workDir(), 'missing'),
      { progress: () => undefined },
      new AbortController().signal,
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(JobFailure);
    expect(failure).toMatchObject({
      code: 1030,
      message: expect.stringMatching(
        /^Input file \[s3:\/\/tubes-uploads\/voice-overs\/acme\/vid-1\/1\/de\.wav\] could not be read: NoSuchKey/,
      ),
    });
  });
});
