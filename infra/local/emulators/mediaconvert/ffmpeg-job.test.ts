/**
 * The local MediaConvert emulator reads exactly what the SDK sends for the project's job settings
 * (REST-JSON, camelCase), and turns it into one ffmpeg command with aligned GOPs, 6 s segments and
 * MediaConvert's output names; rungs above the source are skipped and nothing is upscaled.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateJobCommand, MediaConvertClient } from '@aws-sdk/client-mediaconvert';
import { buildCreateJobInput } from '../../../../functions/media/job-settings.js';
import { buildFrameCaptureJobInput } from '../../../../functions/media/frame-capture-settings.js';
import {
  ffmpegCommand,
  fitNoUpscale,
  JobFailure,
  planFromSettings,
  playlistSeconds,
  redactLocalPaths,
  rungsForSource,
} from './ffmpeg-job.js';

const job = buildCreateJobInput({
  orgId: 'acme',
  videoId: 'vid-1',
  version: 1,
  language: 'en-us',
  uploadsBucket: 'tubes-uploads',
  sourceKey: 'uploads/acme/vid-1/1/en-us/clip.mp4',
  mediaBucket: 'tubes-media',
  roleArn: 'arn:aws:iam::000000000000:role/mc',
});

let wire: { role: string; settings: unknown; userMetadata: Record<string, string> };
let server: ReturnType<typeof createServer>;

beforeAll(async () => {
  // The SDK's own serialization of CreateJob, captured as the emulator receives it.
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      wire = JSON.parse(body) as typeof wire;
      res.writeHead(201, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ job: { id: 'j1', status: 'SUBMITTED' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const client = new MediaConvertClient({
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const answer = await client.send(new CreateJobCommand(job));
  expect(answer.Job?.Id).toBe('j1');
  client.destroy();
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('planFromSettings (the wire format)', () => {
  it('finds input, HLS ladder, MP4 and thumbnail with their destinations', () => {
    expect(wire.role).toBe('arn:aws:iam::000000000000:role/mc');
    expect(wire.userMetadata.orgId).toBe('acme');
    const plan = planFromSettings(wire.settings);
    expect(plan.input).toEqual({ bucket: 'tubes-uploads', key: 'uploads/acme/vid-1/1/en-us/clip.mp4' });
    expect(plan.hls?.destination).toEqual({
      bucket: 'tubes-media',
      base: 'media/acme/vid-1/1/en-us/hls/index',
    });
    expect(plan.hls?.segmentSeconds).toBe(6);
    expect(plan.hls?.rungs.map((r) => [r.nameModifier, r.height, r.gopSeconds])).toEqual([
      ['_360p', 360, 2],
      ['_540p', 540, 2],
      ['_720p', 720, 2],
      ['_1080p', 1080, 2],
    ]);
    expect(plan.mp4?.destination.base).toBe('media/acme/vid-1/1/en-us/mp4/video');
    expect(plan.mp4?.output.nameModifier).toBe('_720p');
    expect(plan.thumbnail?.destination.base).toBe('media/acme/vid-1/1/en-us/thumbnails/thumb');
  });

  it('refuses settings it cannot run (CreateJob answers 400)', () => {
    expect(() => planFromSettings({ inputs: [] })).toThrow(JobFailure);
    expect(() => planFromSettings({ inputs: [{ fileInput: 'https://x/y.mp4' }], outputGroups: [] })).toThrow(
      /s3:\/\//,
    );
    expect(() =>
      planFromSettings({
        inputs: [{ fileInput: 's3://b/k.mp4' }],
        outputGroups: [{ outputGroupSettings: { type: 'DASH_ISO_GROUP_SETTINGS' }, outputs: [] }],
      }),
    ).toThrow(/not supported locally/);
  });
});

describe('ffmpegCommand', () => {
  it('renders the ladder up to the source in ONE process with equal -g/-keyint_min and no scene cuts', () => {
    const source = { durationMs: 6000, width: 1280, height: 720, fps: 30, hasAudio: true };
    const { args, groups, remux } = ffmpegCommand(planFromSettings(wire.settings), source, '/in.mp4', '/out');
    const line = args.join(' ');
    expect(args.filter((a) => a === '-i')).toHaveLength(1);
    // 3 rungs + thumbnail: the 720p MP4 is the 720p rung remuxed, not a second encode.
    expect(line).toContain('split=4');
    expect(remux).toEqual({ playlist: '/out/hls/index_720p.m3u8', target: '/out/mp4/video_720p.mp4' });
    expect(line).toContain('-g 60 -keyint_min 60 -sc_threshold 0');
    expect(line).toContain('-hls_time 6 -hls_playlist_type vod');
    expect(line).toContain('-var_stream_map v:0,a:0,name:_360p v:1,a:1,name:_540p v:2,a:2,name:_720p');
    expect(line).toContain('-master_pl_name index.m3u8');
    expect(line).not.toContain('1080');
    expect(line).not.toContain('/out/mp4/');
    expect(groups[1]?.outputDetails[0]?.outputFilePaths).toEqual([
      's3://tubes-media/media/acme/vid-1/1/en-us/mp4/video_720p.mp4',
    ]);
    expect(line).toContain('-frames:v 1');
    expect(line).toContain('/out/thumbnails/thumb.0000000.jpg');
    expect(groups[0]?.playlistFilePaths).toEqual([
      's3://tubes-media/media/acme/vid-1/1/en-us/hls/index.m3u8',
    ]);
    expect(groups[0]?.outputDetails.map((o) => o.videoDetails?.heightInPx)).toEqual([360, 540, 720]);
  });

  it('maps no audio for a silent source', () => {
    const { args } = ffmpegCommand(
      planFromSettings(wire.settings),
      { durationMs: 3000, width: 640, height: 360, fps: 25, hasAudio: false },
      '/in.mp4',
      '/out',
    );
    expect(args).not.toContain('0:a:0');
    expect(args.join(' ')).toContain('-var_stream_map v:0,name:_360p');
    expect(args.join(' ')).toContain('-g 50 -keyint_min 50');
  });

  it('encodes the MP4 separately when no rung has its size', () => {
    const plan = planFromSettings(wire.settings);
    if (!plan.hls) throw new Error('no HLS group');
    plan.hls.rungs = plan.hls.rungs.filter((r) => r.height !== 720);
    const { args, remux } = ffmpegCommand(
      plan,
      { durationMs: 3000, width: 1920, height: 1080, fps: 30, hasAudio: true },
      '/in.mp4',
      '/out',
    );
    expect(remux).toBeNull();
    expect(args.join(' ')).toContain('/out/mp4/video_720p.mp4');
    expect(args.join(' ')).toContain('[smp4]scale=1280:720[mp4]');
  });
});

describe("the studio's thumbnail frame capture", () => {
  it('is planned as one still at its clipping start beside the small reel MediaConvert needs', () => {
    const job = buildFrameCaptureJobInput({
      orgId: 'acme',
      videoId: 'vid-1',
      captureId: '0123456789abcdef0123',
      version: 1,
      language: 'en-us',
      mediaBucket: 'tubes-media',
      sourceKey: 'media/acme/vid-1/1/en-us/mp4/video_720p.mp4',
      seconds: 2.5,
      durationSeconds: 6,
      roleArn: 'arn:aws:iam::000000000000:role/mc',
    });
    // The SDK sends the settings in camelCase (REST-JSON).
    const camel = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(camel)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value).map(([k, v]) => [k.charAt(0).toLowerCase() + k.slice(1), camel(v)]),
            )
          : value;
    const plan = planFromSettings(camel(job.Settings));
    expect(plan.input).toEqual({ bucket: 'tubes-media', key: 'media/acme/vid-1/1/en-us/mp4/video_720p.mp4' });
    expect(plan.clip).toEqual({ start: '00:00:02:12', end: '00:00:03:12' });
    expect(plan.mp4).not.toBeNull();
    expect(plan.thumbnail?.destination).toEqual({
      bucket: 'tubes-media',
      base: 'media/acme/vid-1/thumbnails/0123456789abcdef0123/frame',
    });
  });
});

describe('scaling rules', () => {
  it('never upscales and keeps sizes even', () => {
    expect(fitNoUpscale({ width: 640, height: 360 }, { width: 1920, height: 1080 })).toEqual({
      width: 640,
      height: 360,
    });
    expect(fitNoUpscale({ width: 1920, height: 1080 }, { width: 640, height: 360 })).toEqual({
      width: 640,
      height: 360,
    });
    // Portrait (a phone recording) fits the box by height.
    expect(fitNoUpscale({ width: 1080, height: 1920 }, { width: 1280, height: 720 })).toEqual({
      width: 406,
      height: 720,
    });
  });

  it('skips rungs above the source but never renders none', () => {
    const rungs = [360, 540, 720].map((height) => ({
      nameModifier: `_${height}p`,
      width: 0,
      height,
      maxBitrate: 1,
      gopSeconds: 2,
    }));
    expect(rungsForSource(rungs, 600).map((r) => r.height)).toEqual([360, 540]);
    expect(rungsForSource(rungs, 240).map((r) => r.height)).toEqual([360]);
  });
});

describe('what a job reports', () => {
  it('names its local files by their S3 URIs and reduces other work-directory paths to file names', () => {
    const workDir = '/home/u/tubes/.local/mediaconvert/1732-ab12cd';
    const named = { [`${workDir}/input.mp4`]: 's3://tubes-uploads/uploads/acme/v/1/en-us/clip.mp4' };
    expect(
      redactLocalPaths(
        `The file is not a readable video: ${workDir}/input.mp4: Invalid data found when processing input`,
        workDir,
        named,
      ),
    ).toBe(
      'The file is not a readable video: s3://tubes-uploads/uploads/acme/v/1/en-us/clip.mp4: Invalid data found when processing input',
    );
    expect(
      redactLocalPaths(
        `ENOSPC: no space left on device, write '${workDir}/out/hls/index_540p_00002.ts'`,
        workDir,
        named,
      ),
    ).toBe("ENOSPC: no space left on device, write 'index_540p_00002.ts'");
  });

  it('measures what an HLS playlist plays from its segments', () => {
    const playlist = [
      '#EXTM3U',
      '#EXT-X-TARGETDURATION:6',
      '#EXTINF:6.000000,',
      'index_360p_00001.ts',
      '#EXTINF:5.800000,',
      'index_360p_00002.ts',
      '#EXT-X-ENDLIST',
    ].join('\n');
    expect(playlistSeconds(playlist)).toBeCloseTo(11.8, 6);
    expect(playlistSeconds('#EXTM3U\n#EXT-X-ENDLIST\n')).toBe(0);
  });
});
