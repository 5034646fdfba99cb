/**
 * A render's job settings as the SDK sends them (input clipping, burn-in of a WebVTT selector) become
 * ffmpeg's -ss/-to and drawtext filters that draw each cue where and when its settings say.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateJobCommand, MediaConvertClient } from '@aws-sdk/client-mediaconvert';
import { buildRenderJobInput } from '../../../../functions/media/render-settings.js';
import { buildRenderPlan, overlaysToWebVtt } from '../../../../shared/domain/render-plan.js';
import { drawTextFilters, parseBurnInCues } from './burn-in.js';
import { clippedSource, clipSeconds, ffmpegCommand } from './ffmpeg-command.js';
import { JobFailure } from './failure.js';
import { planFromSettings, timecodeSeconds } from './plan.js';
import type { ProbeResult } from './ffmpeg.js';

const overlays = [
  { startSeconds: 2, endSeconds: 4, text: "It's 50% done: ok", position: 'top-left', style: 'highlight' },
  { startSeconds: 0.5, endSeconds: 1, text: 'gone', position: 'bottom', style: 'subtitle' },
] as const;
const job = buildRenderJobInput({
  orgId: 'acme',
  videoId: 'vid-1',
  version: 1,
  language: 'en-us',
  uploadsBucket: 'tubes-uploads',
  sourceKey: 'uploads/acme/vid-1/1/en-us/clip.mp4',
  mediaBucket: 'tubes-media',
  roleArn: 'arn:aws:iam::000000000000:role/mc',
  renderId: 'r1',
  plan: { trim: { startSeconds: 1.5, endSeconds: 6 }, overlays: [...overlays] },
  overlayFile: { bucket: 'tubes-uploads', key: 'renders/acme/vid-1/r1.vtt' },
});

let settings: unknown;
let server: ReturnType<typeof createServer>;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      settings = (JSON.parse(body) as { settings: unknown }).settings;
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
  await client.send(new CreateJobCommand(job));
  client.destroy();
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const source: ProbeResult = {
  width: 960,
  height: 540,
  fps: 25,
  durationMs: 10_000,
  durationKnown: true,
  hasAudio: true,
} as ProbeResult;

describe('a render job in the emulator', () => {
  it('plans the clipping and the burn-in selector from the wire format', () => {
    const plan = planFromSettings(settings);
    expect(plan.clip).toEqual({ start: '00:00:01:12', end: '00:00:06:00' });
    expect(plan.burnIn).toEqual({
      bucket: 'tubes-uploads',
      key: 'renders/acme/vid-1/r1.vtt',
      type: 'WEBVTT',
    });
    expect(plan.hls?.destination.base).toBe('media/acme/vid-1/1/en-us/renders/r1/hls/index');
  });

  it('reads the clipping timecodes in the input frame rate', () => {
    const plan = planFromSettings(settings);
    expect(timecodeSeconds('00:00:01:12', 24)).toBe(1.5);
    expect(clipSeconds(plan, source)).toEqual({ start: 1.48, end: 6 });
    expect(clippedSource(plan, source).durationMs).toBe(4520);
  });

  it('seeks the input and draws the overlays before the split', () => {
    const plan = planFromSettings(settings);
    const clip = clipSeconds(plan, source);
    const command = ffmpegCommand(plan, clippedSource(plan, source), '/w/in.mp4', '/w/out', {
      clip,
      burnIn: ['drawtext=textfile=a'],
    });
    const input = command.args.indexOf('-i');
    expect(command.args.slice(input - 4, input)).toEqual(['-ss', '1.480', '-to', '6.000']);
    const filter = command.args[command.args.indexOf('-filter_complex') + 1];
    expect(filter).toMatch(/^\[0:v:0\]fps=25,drawtext=textfile=a,split=/);
  });

  it('refuses outputs that do not all burn in the same selector', () => {
    const broken = structuredClone(settings) as {
      outputGroups: { outputs: { captionDescriptions?: unknown }[] }[];
    };
    delete broken.outputGroups[0]?.outputs[0]?.captionDescriptions;
    expect(() => planFromSettings(broken)).toThrow(JobFailure);
  });
});

describe('burn-in cues', () => {
  const vtt = overlaysToWebVtt([...overlays]) as string;

  it('parses times, positions, colour and text of the overlay WebVTT', () => {
    expect(parseBurnInCues(vtt)).toEqual([
      {
        startSeconds: 2,
        endSeconds: 4,
        text: "It's 50% done: ok",
        line: 10,
        position: 5,
        align: 'start',
        color: 'yellow',
        bold: false,
      },
      {
        startSeconds: 0.5,
        endSeconds: 1,
        text: 'gone',
        line: 85,
        position: 50,
        align: 'center',
        color: 'white',
        bold: false,
      },
    ]);
  });

  it('become drawtext filters on the clipped timeline, cues before the clip left out', () => {
    const filters = drawTextFilters(parseBurnInCues(vtt), {
      height: 540,
      offsetSeconds: 1.5,
      textFile: (i) => `/w/cue-${i}.txt`,
    });
    expect(filters).toHaveLength(1);
    expect(filters[0]).toContain("textfile='/w/cue-0.txt'");
    expect(filters[0]).toContain('expansion=none');
    expect(filters[0]).toContain('fontcolor=yellow');
    expect(filters[0]).toContain("enable='gte(t,0.5)*lt(t,2.5)'");
    expect(filters[0]).toContain("x='max(10,min(w-tw-10,w*0.05))'");
  });

  it('draws a title (bold) larger', () => {
    const [cue] = parseBurnInCues(
      overlaysToWebVtt([{ startSeconds: 0, endSeconds: 1, text: 'Big', position: 'top', style: 'title' }]) ??
        '',
    );
    expect(cue?.bold).toBe(true);
    const [filter] = drawTextFilters(cue ? [cue] : [], {
      height: 540,
      offsetSeconds: 0,
      textFile: () => '/w/t',
    });
    expect(filter).toContain('fontsize=48');
  });
});

describe('a keyboard effect', () => {
  // The editor's keyboard effect (no position: the plan's default, top-right) through the render plan,
  // the overlay WebVTT the job burns in, and the emulator's cues and filters.
  const plan = buildRenderPlan({
    durationSeconds: 10,
    chapters: [
      { startSeconds: 0, textEffect: null },
      { startSeconds: 3, endSeconds: 5, keyboardEffect: { enabled: true, keys: ' Ctrl+Shift+K ' } },
      { startSeconds: 6, keyboardEffect: { enabled: false, keys: 'Alt+F4' } },
    ],
  });
  const vtt = overlaysToWebVtt(plan.overlays) ?? '';

  it('becomes a cyan cue of its key combination at the top right, only while enabled', () => {
    expect(plan.overlays).toEqual([
      { startSeconds: 3, endSeconds: 5, text: 'Ctrl+Shift+K', position: 'top-right', style: 'keyboard' },
    ]);
    expect(vtt).toContain(
      '00:00:03.000 --> 00:00:05.000 line:10% position:95% align:end\n<c.cyan>Ctrl+Shift+K</c>',
    );
    expect(vtt).not.toContain('Alt+F4');
    expect(parseBurnInCues(vtt)).toEqual([
      {
        startSeconds: 3,
        endSeconds: 5,
        text: 'Ctrl+Shift+K',
        line: 10,
        position: 95,
        align: 'end',
        color: 'cyan',
        bold: false,
      },
    ]);
  });

  it('is drawn in cyan, right-aligned at the top, for its chapter on the clipped timeline', () => {
    const filters = drawTextFilters(parseBurnInCues(vtt), {
      height: 540,
      offsetSeconds: 1,
      textFile: (i) => `/w/key-${i}.txt`,
    });
    expect(filters).toHaveLength(1);
    const [filter] = filters;
    expect(filter).toContain("textfile='/w/key-0.txt'");
    expect(filter).toContain('fontcolor=cyan');
    expect(filter).toContain('fontsize=30');
    expect(filter).toContain("x='max(10,min(w-tw-10,w*0.95-tw))'");
    expect(filter).toContain("y='max(10,min(h-th-10,h*0.1-th/2))'");
    expect(filter).toContain("enable='gte(t,2)*lt(t,4)'");
  });
});
