/**
 * The audio-only WAV file output (a FILE_GROUP output of a RAW container with one WAV audio description,
 * no video description): read from what the SDK sends, refused where the emulator cannot run it, added to
 * the one ffmpeg command without changing the other outputs, and run with ffmpeg: the input's own sound
 * (silence when it has none) as 16-bit PCM at <destination><NameModifier>.wav, as long as the video,
 * clipped like the input, with its FILE_GROUP entry in outputGroupDetails.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { type CreateJobCommandInput, type OutputGroup } from '@aws-sdk/client-mediaconvert';
import { buildCreateJobInput } from '../../../../functions/media/job-settings.js';
import { clippedSource, clipSeconds } from './ffmpeg-command.js';
import { executeJob, ffmpegCommand, JobFailure, planFromSettings, playlistSeconds } from './ffmpeg-job.js';
import type { ProbeResult } from './ffmpeg.js';
import { sdkWire } from './sdk-wire.test-support.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- the wire settings are untyped JSON, changed in place */

const SOURCE_KEY = 'uploads/acme/vid-1/1/en-us/clip.mp4';
const PREFIX = 'media/acme/vid-1/1/en-us/';
const WAV_URI = `s3://tubes-media/${PREFIX}sound/original.wav`;

/** The product's Sound group (the SDK's PascalCase form). */
const soundGroup = (): OutputGroup => ({
  Name: 'Sound',
  OutputGroupSettings: {
    Type: 'FILE_GROUP_SETTINGS',
    FileGroupSettings: { Destination: `s3://tubes-media/${PREFIX}sound/original` },
  },
  Outputs: [
    {
      Extension: 'wav',
      ContainerSettings: { Container: 'RAW' },
      AudioDescriptions: [
        {
          AudioSourceName: 'Audio Selector 1',
          CodecSettings: {
            Codec: 'WAV',
            WavSettings: { BitDepth: 16, Channels: 1, SampleRate: 16000, Format: 'RIFF' },
          },
        },
      ],
    },
  ],
});

/**
 * The transcode's settings (HLS ladder, MP4, thumbnail) with the Sound group after the MP4's, or without
 * it: whatever job-settings.ts sends today, its own Sound group is replaced by this one.
 */
function transcodeJob(options: { sound: boolean; clipping?: [string, string] }): CreateJobCommandInput {
  const job = buildCreateJobInput({
    orgId: 'acme',
    videoId: 'vid-1',
    version: 1,
    language: 'en-us',
    uploadsBucket: 'tubes-uploads',
    sourceKey: SOURCE_KEY,
    mediaBucket: 'tubes-media',
    roleArn: 'arn:aws:iam::000000000000:role/mc',
  });
  const settings = job.Settings!;
  const groups = (settings.OutputGroups ?? []).filter((g) => g.Name !== 'Sound');
  const download = groups.findIndex((g) => g.Name === 'Download');
  if (options.sound) groups.splice(download + 1, 0, soundGroup());
  settings.OutputGroups = groups;
  if (options.clipping) {
    const [start, end] = options.clipping;
    settings.Inputs![0]!.InputClippings = [{ StartTimecode: start, EndTimecode: end }];
  }
  return job;
}

const { wire, workDir } = sdkWire('wav-output');

describe('planFromSettings: the WAV output', () => {
  it('plans the Sound group as a 16 kHz mono WAV beside the ladder, the MP4 and the thumbnail', async () => {
    const settings = await wire(transcodeJob({ sound: true }));
    expect(settings.outputGroups[2].outputs[0]).toMatchObject({
      extension: 'wav',
      containerSettings: { container: 'RAW' },
      audioDescriptions: [{ codecSettings: { codec: 'WAV', wavSettings: { bitDepth: 16 } } }],
    });
    const { wav, ...rest } = planFromSettings(settings);
    expect(wav).toEqual({
      destination: { bucket: 'tubes-media', base: `${PREFIX}sound/original` },
      nameModifier: '',
      extension: 'wav',
      channels: 1,
      sampleRate: 16000,
    });
    const { wav: none, ...without } = planFromSettings(await wire(transcodeJob({ sound: false })));
    expect(none).toBeNull();
    expect(rest).toEqual(without);
  });

  it('refuses what it cannot run locally', async () => {
    const settings = await wire(transcodeJob({ sound: true }));
    const description = (s: any) => s.outputGroups[2].outputs[0].audioDescriptions[0];
    const refused = (change: (s: any) => void, message: RegExp) => {
      const broken = structuredClone(settings);
      change(broken);
      expect(() => planFromSettings(broken)).toThrow(JobFailure);
      expect(() => planFromSettings(broken)).toThrow(message);
    };
    refused(
      (s) => (description(s).codecSettings.wavSettings.bitDepth = 24),
      /WAV output: bitDepth 24 is not supported locally: use 16/,
    );
    refused(
      (s) =>
        (description(s).codecSettings = {
          codec: 'AAC',
          aacSettings: { bitrate: 96_000, codingMode: 'CODING_MODE_1_0', sampleRate: 16000 },
        }),
      /file output AAC in RAW is not supported locally: use WAV/,
    );
    refused(
      (s) => (description(s).audioSourceName = 'Audio Selector 9'),
      /WAV output: audioSourceName Audio Selector 9 names no audio selector of the input/,
    );
    refused(
      (s) => (description(s).codecSettings.wavSettings.channels = 6),
      /channels 6 is not supported locally: use 1 or 2/,
    );
    refused(
      (s) => (description(s).codecSettings.wavSettings.sampleRate = 96_000),
      /sampleRate 96000 is not supported locally: use 8000 to 48000/,
    );
    refused((s) => {
      s.inputs[0].audioSelectors['Voice-over es-es'] = {
        externalAudioFileInput: 's3://tubes-uploads/vo.wav',
      };
      description(s).audioSourceName = 'Voice-over es-es';
    }, /a WAV output carries the input's own sound only/);
    refused(
      (s) => (s.outputGroups = s.outputGroups.filter((g: any) => g.name === 'Sound')),
      /a WAV output needs a video output/,
    );
  });
});

const source: ProbeResult = { width: 1280, height: 720, fps: 25, durationMs: 6000, hasAudio: true };

describe('ffmpegCommand: the WAV output', () => {
  const filterOf = (args: string[]) => args[args.indexOf('-filter_complex') + 1] ?? '';
  const WAV_ARGS = [
    ...['-map', '[wav]', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', '-f', 'wav'],
    '/out/sound/original.wav',
  ];

  it('is one more output of the same run; the other outputs stay exactly as they were', async () => {
    const withSound = ffmpegCommand(
      planFromSettings(await wire(transcodeJob({ sound: true }))),
      source,
      '/in.mp4',
      '/out',
    );
    const without = ffmpegCommand(
      planFromSettings(await wire(transcodeJob({ sound: false }))),
      source,
      '/in.mp4',
      '/out',
    );
    expect(filterOf(withSound.args)).toBe(
      `${filterOf(without.args)};[0:a:0]apad=whole_dur=6.000,atrim=end=6.000[wav]`,
    );
    const rest = (args: string[]) => args.filter((_, i) => i !== args.indexOf('-filter_complex') + 1);
    expect(rest(withSound.args)).toEqual([...rest(without.args), ...WAV_ARGS]);
    expect(withSound.remux).toEqual(without.remux);
    expect(withSound.uploads).toEqual([
      ...without.uploads,
      { file: 'sound', bucket: 'tubes-media', key: `${PREFIX}sound` },
    ]);
    expect(withSound.groups).toEqual([
      ...without.groups,
      { type: 'FILE_GROUP', outputDetails: [{ outputFilePaths: [WAV_URI], durationInMs: 6000 }] },
    ]);
  });

  it("is clipped like the input, silence for a silent input, and the input's own sound beside a voice-over", async () => {
    const plan = planFromSettings(
      await wire(transcodeJob({ sound: true, clipping: ['00:00:01:12', '00:00:06:00'] })),
    );
    const clip = clipSeconds(plan, source);
    const clipped = ffmpegCommand(plan, clippedSource(plan, source), '/in.mp4', '/out', { clip });
    expect(clipped.args.join(' ')).toContain('-ss 1.480 -to 6.000 -i /in.mp4 -filter_complex');
    expect(filterOf(clipped.args)).toMatch(/;\[0:a:0\]apad=whole_dur=4\.520,atrim=end=4\.520\[wav\]$/);
    expect(clipped.groups.at(-1)?.outputDetails[0]?.durationInMs).toBe(4520);

    const silent = ffmpegCommand(plan, { ...source, durationMs: 4000, hasAudio: false }, '/in.mp4', '/out');
    expect(filterOf(silent.args)).toMatch(
      /;anullsrc=r=16000:cl=mono,apad=whole_dur=4\.000,atrim=end=4\.000\[wav\]$/,
    );
    expect(silent.args.slice(-WAV_ARGS.length)).toEqual(WAV_ARGS);

    // A voice-over rendition in the HLS group: the WAV still plays the input's own sound.
    const voiced = structuredClone(plan);
    voiced.hls!.audioTracks = [
      {
        nameModifier: '_audio_es-es',
        selector: 'Voice-over es-es',
        file: { bucket: 'tubes-uploads', key: 'voice-overs/acme/vid-1/1/es-es.wav' },
        language: 'spa',
        name: 'es-es',
        default: true,
        autoselect: true,
        bitrate: 128_000,
      },
    ];
    voiced.hls!.audioGroup = 'audio';
    const command = ffmpegCommand(voiced, source, '/in.mp4', '/out', {
      externalAudio: { 'Voice-over es-es': '/w/audio-1.wav' },
    });
    const filter = filterOf(command.args);
    expect(filter).toContain('[1:a:0]apad=whole_dur=6.000,atrim=end=6.000[t0]');
    expect(filter).toContain('[0:a:0]apad=whole_dur=6.000,atrim=end=6.000[wav]');

    // Stitched inputs: the WAV gets its own copy of the stitched sound.
    const stitched = ffmpegCommand(plan, source, '/in.mp4', '/out', {
      stitch: [
        { start: 0, end: 1 },
        { start: 2, end: 3 },
      ],
    });
    expect(filterOf(stitched.args)).toMatch(/\[ca\]asplit=4\[a0\]\[a1\]\[a2\]\[a3\]/);
    expect(filterOf(stitched.args)).toMatch(/;\[a3\]apad=whole_dur=6\.000,atrim=end=6\.000\[wav\]$/);
  });
});

describe('a transcode with the WAV output, run with ffmpeg', () => {
  const stored = new Map<string, { body: Buffer; type: string | undefined }>();
  const objects = new Map<string, Buffer>();
  const fakeS3 = {
    async send(command: unknown) {
      if (command instanceof GetObjectCommand) {
        const body = objects.get(`${command.input.Bucket}/${command.input.Key}`);
        if (!body) throw new Error('NoSuchKey: The specified key does not exist.');
        return { Body: Readable.from(body) };
      }
      if (command instanceof PutObjectCommand) {
        stored.set(`${command.input.Bucket}/${command.input.Key}`, {
          body: command.input.Body as Buffer,
          type: command.input.ContentType,
        });
        return {};
      }
      throw new Error('unexpected S3 command');
    },
  } as unknown as S3Client;
  const ffmpeg = (args: string[]) =>
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
  const ffprobe = (args: string[]) => execFileSync('ffprobe', ['-v', 'error', ...args]).toString();
  const wavKey = `tubes-media/${PREFIX}sound/original.wav`;

  /** Runs the job on `clip` and writes the WAV it uploaded to `name`. */
  async function run(job: CreateJobCommandInput, clip: string, name: string) {
    stored.clear();
    objects.set(`tubes-uploads/${SOURCE_KEY}`, readFileSync(clip));
    const groups = await executeJob(
      planFromSettings(await wire(job)),
      fakeS3,
      path.join(workDir(), `job-${name}`),
      { progress: () => undefined },
      new AbortController().signal,
    );
    const wav = stored.get(wavKey);
    const file = path.join(workDir(), 'outputs', `${name}.wav`);
    mkdirSync(path.dirname(file), { recursive: true });
    if (wav) writeFileSync(file, wav.body);
    return { groups, wav, file };
  }
  const loudest = (file: string) => {
    const { stderr } = spawnSync(
      'ffmpeg',
      ['-hide_banner', '-nostats', '-i', file, '-af', 'volumedetect', '-f', 'null', '-'],
      { encoding: 'utf8' },
    );
    return Number(/max_volume: (-?[\d.]+) dB/.exec(stderr)?.[1] ?? 'NaN');
  };
  const secondsOf = (file: string) =>
    Number(ffprobe(['-show_entries', 'format=duration', '-of', 'csv=p=0', file]));

  it('uploads the sound as 16 kHz mono s16 WAV, as long as the video, and reports it', async () => {
    // 4 s of 320x180 with a 440 Hz tone.
    const clip = path.join(workDir(), 'clip.mp4');
    ffmpeg([
      ...['-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=25:duration=4'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=4'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', clip],
    ]);
    const { groups, wav, file } = await run(transcodeJob({ sound: true }), clip, 'sound');
    expect(wav?.type).toBe('audio/wav');
    expect([...stored.keys()].filter((k) => k.startsWith(`tubes-media/${PREFIX}sound/`))).toEqual([wavKey]);
    const probed = JSON.parse(
      ffprobe([
        ...['-show_entries', 'format=format_name:stream=codec_name,sample_fmt,sample_rate,channels'],
        ...['-of', 'json', file],
      ]),
    );
    expect(probed.format.format_name).toBe('wav');
    expect(probed.streams).toEqual([
      { codec_name: 'pcm_s16le', sample_fmt: 's16', sample_rate: '16000', channels: 1 },
    ]);
    const video = playlistSeconds(stored.get(`tubes-media/${PREFIX}hls/index_360p.m3u8`)!.body.toString());
    expect(video).toBeCloseTo(4, 1);
    expect(Math.abs(secondsOf(file) - video)).toBeLessThan(0.1);
    expect(loudest(file)).toBeGreaterThan(-30);
    // outputGroupDetails: the ladder, the MP4 and the thumbnail as before, then the WAV's file group.
    expect(groups.map((g) => [g.type, g.outputDetails[0]?.outputFilePaths[0]?.split('/').pop()])).toEqual([
      ['HLS_GROUP', 'index_360p.m3u8'],
      ['FILE_GROUP', 'video_720p.mp4'],
      ['FILE_GROUP', 'thumb.0000000.jpg'],
      ['FILE_GROUP', 'original.wav'],
    ]);
    const entry = groups[3]!;
    expect(entry).toEqual({
      type: 'FILE_GROUP',
      outputDetails: [{ outputFilePaths: [WAV_URI], durationInMs: expect.any(Number) }],
    });
    expect(Math.abs(entry.outputDetails[0]!.durationInMs - video * 1000)).toBeLessThan(100);
    // The video's duration as the job played it (the longest video output), as the renditions report it.
    const played = groups.flatMap((g) =>
      g.outputDetails.filter((o) => o.videoDetails).map((o) => o.durationInMs),
    );
    expect(entry.outputDetails[0]!.durationInMs).toBe(Math.max(...played));
    expect(Math.abs(entry.outputDetails[0]!.durationInMs - secondsOf(file) * 1000)).toBeLessThan(100);
  }, 60_000);

  it("writes the clip's seconds of silence for a silent input", async () => {
    const clip = path.join(workDir(), 'silent.mp4');
    ffmpeg([
      ...['-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=25:duration=4'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', clip],
    ]);
    const job = transcodeJob({ sound: true, clipping: ['00:00:01:00', '00:00:03:00'] });
    const { groups, file } = await run(job, clip, 'silent');
    const video = playlistSeconds(stored.get(`tubes-media/${PREFIX}hls/index_360p.m3u8`)!.body.toString());
    expect(video).toBeCloseTo(2, 1);
    expect(Math.abs(secondsOf(file) - video)).toBeLessThan(0.1);
    expect(ffprobe(['-show_entries', 'stream=sample_rate,channels', '-of', 'csv=p=0', file]).trim()).toBe(
      '16000,1',
    );
    expect(loudest(file)).toBeLessThan(-80);
    expect(groups.at(-1)?.outputDetails[0]?.outputFilePaths).toEqual([WAV_URI]);
  }, 60_000);
});
