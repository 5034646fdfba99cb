/**
 * The emulator's frame captures at a rate and stitched inputs (the quick guide's stills job,
 * functions/media/quick-guide-settings.ts): read from what the SDK sends, refused where MediaConvert or
 * the emulator cannot run them, and run with ffmpeg on a clip of three colours: capture n is the first
 * frame of input n.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildStillsJobInput } from '../../../../functions/media/quick-guide-settings.js';
import { ffmpegCommand, JobFailure, planFromSettings, probe, stitchSeconds } from './ffmpeg-job.js';
import { clippedSource } from './ffmpeg-command.js';
import { sdkWire } from './sdk-wire.test-support.js';

const STARTS_MS = [1000, 3000, 5000];
const stillsJob = buildStillsJobInput(stillsJobInput());

const { wire, workDir } = sdkWire('frame-capture');

describe('planFromSettings: stitched inputs and captures at a rate', () => {
  it('reads one clipped span per input, the capture rate and count, and the MP4 beside them', async () => {
    const plan = planFromSettings(await wire(stillsJob));
    expect(plan.input).toEqual({ bucket: 'tubes-uploads', key: 'uploads/acme/vid-1/1/en-us/clip.mp4' });
    expect(plan.clip).toBeNull();
    expect(plan.stitch).toEqual([
      { start: '00:00:01:00', end: '00:00:02:00' },
      { start: '00:00:03:00', end: '00:00:04:00' },
      { start: '00:00:05:00', end: '00:00:06:00' },
    ]);
    expect(plan.thumbnail).toMatchObject({
      destination: {
        bucket: 'tubes-media',
        base: 'media/acme/vid-1/1/en-us/quick-guide/stills/0000abcdef0123456789/still',
      },
      everySeconds: 1,
      maxCaptures: 3,
    });
    expect(plan.mp4?.output.nameModifier).toBe('_360p');
    expect(plan.hls).toBeNull();
  });

  it('refuses a job of frame captures only, as MediaConvert does', async () => {
    const settings = structuredClone(stillsJob);
    settings.Settings!.OutputGroups = settings.Settings!.OutputGroups!.slice(0, 1);
    const wired = await wire(settings);
    expect(() => planFromSettings(wired)).toThrow(/frame capture outputs only/);
  });

  it('refuses a job without input', () => {
    expect(() => planFromSettings({ inputs: [] })).toThrow(JobFailure);
  });

  it('refuses stitched inputs of different files or without an end', async () => {
    const other = structuredClone(stillsJob);
    other.Settings!.Inputs![1]!.FileInput = 's3://tubes-uploads/uploads/acme/vid-2/1/en-us/clip.mp4';
    const otherWire = await wire(other);
    expect(() => planFromSettings(otherWire)).toThrow(/same file/);
    const open = structuredClone(stillsJob);
    open.Settings!.Inputs![2]!.InputClippings = [{ StartTimecode: '00:00:05:00' }];
    const openWire = await wire(open);
    expect(() => planFromSettings(openWire)).toThrow(/start and end/);
  });
});

describe('ffmpegCommand: the stills job', () => {
  it('opens the file once per span, concatenates them and captures one frame a second', async () => {
    const plan = planFromSettings(await wire(stillsJob));
    const probed = { durationMs: 6000, width: 640, height: 360, fps: 30, hasAudio: true };
    const stitch = stitchSeconds(plan, probed);
    expect(stitch).toEqual([
      { start: 1, end: 2 },
      { start: 3, end: 4 },
      { start: 5, end: 6 },
    ]);
    expect(clippedSource(plan, probed).durationMs).toBe(3000);
    const { args, groups } = ffmpegCommand(plan, clippedSource(plan, probed), '/w/in.mp4', '/w/out', {
      stitch,
    });
    const line = args.join(' ');
    expect(line).toContain(
      '-ss 1.000 -to 2.000 -i /w/in.mp4 -ss 3.000 -to 4.000 -i /w/in.mp4 -ss 5.000 -to 6.000 -i /w/in.mp4',
    );
    expect(line).toContain('[0:v:0][0:a:0][1:v:0][1:a:0][2:v:0][2:a:0]concat=n=3:v=1:a=1[cv][ca]');
    expect(line).toContain('[ca]asplit=1[a0]');
    expect(line).toContain("select='isnan(prev_selected_t)+gte(t-prev_selected_t\\,0.999)'");
    expect(line).toContain('-frames:v 3');
    expect(line).toContain('/w/out/thumbnails/still.%07d.jpg');
    expect(groups.map((g) => g.outputDetails[0]?.outputFilePaths[0])).toEqual([
      's3://tubes-media/media/acme/vid-1/1/en-us/quick-guide/stills/0000abcdef0123456789/reel_360p.mp4',
      's3://tubes-media/media/acme/vid-1/1/en-us/quick-guide/stills/0000abcdef0123456789/still.0000000.jpg',
    ]);
  });

  it('captures the first frame of each span when ffmpeg runs it', async () => {
    // 2 s red, 2 s green, 2 s blue, with a tone: the stills at 1 s, 3 s and 5 s are one colour each.
    const source = path.join(workDir(), 'colours.mp4');
    const colour = (c: string) => ['-f', 'lavfi', '-i', `color=${c}:size=320x180:rate=30:duration=2`];
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...colour('red'),
      ...colour('green'),
      ...colour('blue'),
      ...['-f', 'lavfi', '-i', 'sine=duration=6'],
      ...['-filter_complex', '[0:v][1:v][2:v]concat=n=3:v=1:a=0[v]', '-map', '[v]', '-map', '3:a'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', source],
    ]);
    // Out of order: capture n belongs to start n, whatever the times.
    const job = buildStillsJobInput({ ...stillsJobInput(), startsMs: [3000, 5000, 1000] });
    const plan = planFromSettings(await wire(job));
    const info = await probe(source, new AbortController().signal);
    const out = path.join(workDir(), 'out');
    for (const dir of ['mp4', 'thumbnails', 'hls']) mkdirSync(path.join(out, dir), { recursive: true });
    const { args } = ffmpegCommand(plan, clippedSource(plan, info), source, out, {
      stitch: stitchSeconds(plan, info),
    });
    execFileSync(
      'ffmpeg',
      args.filter((a) => a !== '-progress' && a !== 'pipe:1'),
    );
    const stills = readdirSync(path.join(out, 'thumbnails')).sort();
    expect(stills).toEqual(['still.0000000.jpg', 'still.0000001.jpg', 'still.0000002.jpg']);
    const rgb = (file: string) => [
      ...execFileSync('ffmpeg', [
        ...['-v', 'error', '-i', path.join(out, 'thumbnails', file)],
        ...['-vf', 'scale=1:1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
      ]),
    ];
    const dominant = (file: string) => ['red', 'green', 'blue'][rgb(file).indexOf(Math.max(...rgb(file)))];
    expect(stills.map(dominant)).toEqual(['green', 'blue', 'red']);
  }, 60_000);
});

function stillsJobInput() {
  return {
    orgId: 'acme',
    videoId: 'vid-1',
    version: 1,
    language: 'en-us',
    uploadsBucket: 'tubes-uploads',
    sourceKey: 'uploads/acme/vid-1/1/en-us/clip.mp4',
    mediaBucket: 'tubes-media',
    roleArn: 'arn:aws:iam::000000000000:role/mc',
    captureId: '0000abcdef0123456789',
    startsMs: STARTS_MS,
    durationSeconds: 6,
  };
}
