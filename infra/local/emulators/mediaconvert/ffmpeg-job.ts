/**
 * Runs one MediaConvert job (the project's settings, as the SDK sends them: camelCase REST-JSON) with
 * Debian's ffmpeg: download the input from s3rver, probe it, normalize odd inputs (a browser WebM
 * without duration is remuxed with -c copy), ONE ffmpeg process for the HLS ladder + MP4 + thumbnail,
 * then upload the outputs under the job's destinations with MediaConvert's file names.
 * Local difference (documented in job-settings.ts): rungs above the source height are skipped.
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { subtitlePlaylist, toWebVtt, withSubtitleMedia, withTimestampMap } from './hls-subtitles.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- job settings arrive as untyped JSON */
type Json = any;

/**
 * A job's failure. `message` is what MediaConvert would report (errorMessage: files named by their
 * S3 URIs, never a path on this machine); `detail` is the full local story for the server log.
 */
export class JobFailure extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly detail?: string,
  ) {
    super(message);
  }
}

/**
 * `text` with the job's local files named by their S3 URIs (`named`: local path → URI) and any other
 * path inside the job's work directory reduced to its file name.
 */
export function redactLocalPaths(text: string, workDir: string, named: Record<string, string>): string {
  let out = text;
  // Longest first, so a path is never replaced through a shorter one it starts with.
  for (const local of Object.keys(named).sort((a, b) => b.length - a.length)) {
    out = out.split(local).join(named[local] as string);
  }
  const escaped = workDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return out.replace(new RegExp(`${escaped}[^\\s'"\\]]*`, 'g'), (p) => path.basename(p) || 'file');
}

/** Seconds a media playlist plays: the sum of its segments' EXTINF durations. */
export function playlistSeconds(playlist: string): number {
  let seconds = 0;
  for (const match of playlist.matchAll(/^#EXTINF:([0-9.]+)/gm)) seconds += Number(match[1]);
  return seconds;
}

interface S3Location {
  bucket: string;
  /** Key prefix the output names are appended to (MediaConvert's "destination" base name). */
  base: string;
}

export interface VideoOutputPlan {
  nameModifier: string;
  width: number;
  height: number;
  maxBitrate: number;
  gopSeconds: number;
}

/** A WebVTT subtitle rendition of the HLS group, from a caption selector's sidecar file. */
export interface CaptionPlan {
  nameModifier: string;
  /** LanguageDescription (our language code). */
  language: string;
  source: { bucket: string; key: string; type: 'SRT' | 'WEBVTT' };
}

export interface JobPlan {
  input: { bucket: string; key: string };
  hls: {
    destination: S3Location;
    segmentSeconds: number;
    rungs: VideoOutputPlan[];
    captions: CaptionPlan[];
  } | null;
  mp4: { destination: S3Location; output: VideoOutputPlan } | null;
  thumbnail: { destination: S3Location; width: number; height: number } | null;
  audioBitrate: number;
}

export interface ProbeResult {
  durationMs: number;
  width: number;
  height: number;
  fps: number;
  hasAudio: boolean;
}

export type OutputGroupDetail = {
  type: 'HLS_GROUP' | 'FILE_GROUP';
  outputDetails: {
    outputFilePaths: string[];
    durationInMs: number;
    videoDetails?: { widthInPx: number; heightInPx: number };
  }[];
  playlistFilePaths?: string[];
};

function parseS3(uri: unknown, what: string): { bucket: string; key: string } {
  const match = typeof uri === 'string' ? /^s3:\/\/([^/]+)\/(.+)$/.exec(uri) : null;
  if (!match) throw new JobFailure(`${what} must be an s3:// URI, got ${String(uri)}`, 1010);
  return { bucket: match[1] as string, key: match[2] as string };
}

function videoOutput(output: Json, gopFallback: number): VideoOutputPlan {
  const video = output?.videoDescription ?? {};
  const h264 = video.codecSettings?.h264Settings ?? {};
  const unitsSeconds = (h264.gopSizeUnits ?? 'SECONDS') === 'SECONDS';
  return {
    nameModifier: String(output?.nameModifier ?? ''),
    width: Number(video.width ?? 0),
    height: Number(video.height ?? 0),
    maxBitrate: Number(h264.maxBitrate ?? h264.bitrate ?? 3_000_000),
    // Frame-based GOPs are converted once the frame rate is known; seconds are what the project sends.
    gopSeconds: unitsSeconds ? Number(h264.gopSize ?? gopFallback) : -Number(h264.gopSize ?? 60),
  };
}

/** What to produce, from CreateJob's settings; throws JobFailure (→ 400) for settings it cannot run. */
export function planFromSettings(settings: Json): JobPlan {
  const inputs: Json[] = settings?.inputs ?? [];
  if (inputs.length !== 1) throw new JobFailure('exactly one input is supported', 1010);
  const input0 = inputs[0];
  // Caption selectors: sidecar files (FileSourceSettings) of WebVTT or SRT, the two the project sends.
  const selectors = new Map<string, CaptionPlan['source']>();
  for (const [name, selector] of Object.entries((input0.captionSelectors ?? {}) as Record<string, Json>)) {
    const source = selector?.sourceSettings ?? {};
    const type = source.sourceType;
    if (type !== 'SRT' && type !== 'WEBVTT') {
      throw new JobFailure(
        `caption selector ${name}: source type ${String(type)} is not supported locally`,
        1010,
      );
    }
    const file = parseS3(source.fileSourceSettings?.sourceFile, `caption selector ${name} source file`);
    selectors.set(name, { ...file, type });
  }
  const plan: JobPlan = {
    input: parseS3(input0.fileInput, 'fileInput'),
    hls: null,
    mp4: null,
    thumbnail: null,
    audioBitrate: 128_000,
  };
  for (const group of (settings?.outputGroups ?? []) as Json[]) {
    const type = group.outputGroupSettings?.type;
    const outputs: Json[] = group.outputs ?? [];
    if (type === 'HLS_GROUP_SETTINGS') {
      const hls = group.outputGroupSettings.hlsGroupSettings ?? {};
      const dest = parseS3(hls.destination, 'HLS destination');
      const rungs = outputs.filter((o) => o.videoDescription).map((o) => videoOutput(o, 2));
      if (rungs.length === 0) throw new JobFailure('the HLS group has no video outputs', 1010);
      const captions: CaptionPlan[] = [];
      for (const output of outputs.filter((o) => !o.videoDescription && o.captionDescriptions)) {
        for (const description of output.captionDescriptions as Json[]) {
          const selector = selectors.get(description.captionSelectorName);
          if (!selector) {
            throw new JobFailure(
              `caption description refers to unknown selector ${String(description.captionSelectorName)}`,
              1010,
            );
          }
          if (description.destinationSettings?.destinationType !== 'WEBVTT') {
            throw new JobFailure('only WEBVTT caption destinations are supported locally', 1010);
          }
          captions.push({
            nameModifier: String(output.nameModifier ?? ''),
            language: String(description.languageDescription ?? description.languageCode ?? 'und'),
            source: selector,
          });
        }
      }
      const audio = outputs.find((o) => o.audioDescriptions?.[0])?.audioDescriptions[0];
      plan.audioBitrate = Number(audio?.codecSettings?.aacSettings?.bitrate ?? plan.audioBitrate);
      plan.hls = {
        destination: { bucket: dest.bucket, base: dest.key },
        segmentSeconds: Number(hls.segmentLength ?? 6),
        rungs,
        captions,
      };
    } else if (type === 'FILE_GROUP_SETTINGS') {
      const dest = parseS3(
        group.outputGroupSettings.fileGroupSettings?.destination,
        'file group destination',
      );
      for (const output of outputs) {
        const codec = output.videoDescription?.codecSettings?.codec;
        if (codec === 'FRAME_CAPTURE') {
          plan.thumbnail = {
            destination: { bucket: dest.bucket, base: dest.key },
            width: Number(output.videoDescription.width ?? 0),
            height: Number(output.videoDescription.height ?? 0),
          };
        } else if (output.containerSettings?.container === 'MP4' && codec === 'H_264') {
          plan.mp4 = { destination: { bucket: dest.bucket, base: dest.key }, output: videoOutput(output, 2) };
        } else {
          throw new JobFailure(
            `file output ${String(codec)} in ${String(output.containerSettings?.container)} is not supported locally`,
            1010,
          );
        }
      }
    } else {
      throw new JobFailure(`output group type ${String(type)} is not supported locally`, 1010);
    }
  }
  if (!plan.hls && !plan.mp4 && !plan.thumbnail) throw new JobFailure('the job has no outputs', 1010);
  return plan;
}

interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(
  command: string,
  args: string[],
  options: { signal: AbortSignal; onStdout?: (chunk: string) => void },
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], signal: options.signal });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (options.onStdout) options.onStdout(chunk);
      else stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      // The tail is enough for the reason; a long job must not grow this without bound.
      stderr = (stderr + chunk).slice(-8000);
    });
    child.on('error', (error) => reject(error));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

function lastLine(text: string): string {
  const lines = text.trim().split('\n').filter(Boolean);
  return (lines[lines.length - 1] ?? '').trim();
}

/**
 * Why ffmpeg decoded nothing or less than the file declares, in the uploader's terms: a file cut short
 * (ffmpeg's "partial file" / end-of-file errors) says so; otherwise ffmpeg's last message.
 */
export function decodeReason(stderr: string): string {
  if (/partial file|end of file|truncat/i.test(stderr)) {
    return 'the file is cut short: its media data ends early (an incomplete upload or copy?)';
  }
  return lastLine(stderr);
}

function parseRate(rate: string | undefined): number {
  if (!rate) return 0;
  const [n, d] = rate.split('/').map(Number);
  return d ? (n ?? 0) / d : (n ?? 0);
}

export async function probe(
  file: string,
  signal: AbortSignal,
): Promise<ProbeResult & { durationKnown: boolean }> {
  const result = await run(
    'ffprobe',
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
    { signal },
  );
  if (result.code !== 0) {
    throw new JobFailure(
      `The file is not a readable video: ${lastLine(result.stderr) || 'ffprobe failed'}`,
      1010,
      result.stderr,
    );
  }
  const info = JSON.parse(result.stdout) as { format?: Json; streams?: Json[] };
  const video = info.streams?.find((s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1);
  if (!video) throw new JobFailure('The file has no video stream', 1010);
  const duration = Number(info.format?.duration ?? video.duration ?? NaN);
  const fps = parseRate(video.avg_frame_rate) || parseRate(video.r_frame_rate);
  return {
    durationMs: Number.isFinite(duration) ? Math.round(duration * 1000) : 0,
    durationKnown: Number.isFinite(duration) && duration > 0,
    width: Number(video.width ?? 0),
    height: Number(video.height ?? 0),
    // Browser recordings report odd rates (1000 fps time bases): keep a sane constant output rate.
    fps: fps >= 1 && fps <= 60 ? fps : 30,
    hasAudio: Boolean(info.streams?.some((s) => s.codec_type === 'audio')),
  };
}

/** Fits (w,h) into the box keeping the aspect ratio, never upscaling (FIT_NO_UPSCALE); even sizes. */
export function fitNoUpscale(
  source: { width: number; height: number },
  box: { width: number; height: number },
) {
  const boxW = box.width || source.width;
  const boxH = box.height || source.height;
  const scale = Math.min(1, boxW / source.width, boxH / source.height);
  const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);
  return { width: even(source.width * scale), height: even(source.height * scale) };
}

/** The HLS rungs the emulator renders: none above the source height, never zero. */
export function rungsForSource(rungs: VideoOutputPlan[], sourceHeight: number): VideoOutputPlan[] {
  const fitting = rungs.filter((r) => r.height <= sourceHeight);
  if (fitting.length > 0) return fitting;
  return [...rungs].sort((a, b) => a.height - b.height).slice(0, 1);
}

export interface FfmpegCommand {
  args: string[];
  /** Local files (relative to outDir) → their S3 location. */
  uploads: { file: string; bucket: string; key: string }[];
  groups: OutputGroupDetail[];
  /**
   * When the MP4 has the size and GOP of an HLS rung, it is that rung's stream remuxed (-c copy) after
   * the main run instead of a second encode of the same picture: about half the work for a 720p source.
   */
  remux: { playlist: string; target: string } | null;
}

/** The one ffmpeg invocation of a job (pure, for tests and the benchmark). */
export function ffmpegCommand(
  plan: JobPlan,
  source: ProbeResult,
  inputFile: string,
  outDir: string,
): FfmpegCommand {
  const fps = Math.round(source.fps * 1000) / 1000;
  const gop = (seconds: number) => Math.max(1, Math.round(seconds > 0 ? seconds * fps : -seconds));
  const audio = source.hasAudio;
  const aac = ['-c:a', 'aac', '-b:a', String(plan.audioBitrate), '-ac', '2', '-ar', '48000'];
  const x264 = (g: number) => [
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-crf',
    '23',
    '-g',
    String(g),
    '-keyint_min',
    String(g),
    '-sc_threshold',
    '0',
    '-bf',
    '2',
  ];
  const rungs = plan.hls ? rungsForSource(plan.hls.rungs, source.height) : [];
  const branches: { label: string; width: number; height: number }[] = [];
  rungs.forEach((r, i) => branches.push({ label: `h${i}`, ...fitNoUpscale(source, r) }));
  const mp4Size = plan.mp4 ? fitNoUpscale(source, plan.mp4.output) : null;
  const twin =
    plan.mp4 && mp4Size
      ? rungs.findIndex(
          (r, i) =>
            branches[i]?.width === mp4Size.width &&
            branches[i]?.height === mp4Size.height &&
            r.gopSeconds === plan.mp4?.output.gopSeconds,
        )
      : -1;
  if (mp4Size && twin < 0) branches.push({ label: 'mp4', ...mp4Size });
  if (plan.thumbnail) branches.push({ label: 'thumb', ...fitNoUpscale(source, plan.thumbnail) });
  const split = branches.map((b) => `[s${b.label}]`).join('');
  const filter = [
    `[0:v:0]fps=${fps},split=${branches.length}${split}`,
    ...branches.map((b) => `[s${b.label}]scale=${b.width}:${b.height}[${b.label}]`),
  ].join(';');

  const args = [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-loglevel',
    'error',
    '-nostats',
    '-progress',
    'pipe:1',
    '-i',
    inputFile,
    '-filter_complex',
    filter,
  ];
  const uploads: FfmpegCommand['uploads'] = [];
  const groups: OutputGroupDetail[] = [];
  const durationInMs = source.durationMs;

  if (plan.hls && rungs.length > 0) {
    const { destination, segmentSeconds } = plan.hls;
    const baseName = path.posix.basename(destination.base);
    for (let i = 0; i < rungs.length; i++) {
      args.push('-map', `[h${i}]`);
      if (audio) args.push('-map', '0:a:0');
    }
    // Every rung has the same GOP in seconds (job-settings); per-stream caps follow the ladder.
    args.push(...x264(gop(rungs[0]?.gopSeconds ?? 2)));
    rungs.forEach((r, i) =>
      args.push(`-maxrate:v:${i}`, String(r.maxBitrate), `-bufsize:v:${i}`, String(r.maxBitrate * 2)),
    );
    if (audio) args.push(...aac);
    const streamMap = rungs.map((r, i) => `v:${i}${audio ? `,a:${i}` : ''},name:${r.nameModifier}`).join(' ');
    args.push(
      '-f',
      'hls',
      '-hls_time',
      String(segmentSeconds),
      '-hls_playlist_type',
      'vod',
      '-hls_flags',
      'independent_segments',
      '-start_number',
      '1',
      '-hls_segment_filename',
      path.join(outDir, 'hls', `${baseName}%v_%05d.ts`),
      '-master_pl_name',
      `${baseName}.m3u8`,
      '-var_stream_map',
      streamMap,
      path.join(outDir, 'hls', `${baseName}%v.m3u8`),
    );
    groups.push({
      type: 'HLS_GROUP',
      playlistFilePaths: [`s3://${destination.bucket}/${destination.base}.m3u8`],
      outputDetails: [
        ...rungs.map((r, i) => ({
          outputFilePaths: [`s3://${destination.bucket}/${destination.base}${r.nameModifier}.m3u8`],
          durationInMs,
          videoDetails: { widthInPx: branches[i]?.width ?? 0, heightInPx: branches[i]?.height ?? 0 },
        })),
        // Subtitle renditions: written by writeSubtitles() after the run (no video details).
        ...plan.hls.captions.map((c) => ({
          outputFilePaths: [`s3://${destination.bucket}/${destination.base}${c.nameModifier}.m3u8`],
          durationInMs,
        })),
      ],
    });
    uploads.push({ file: 'hls', bucket: destination.bucket, key: path.posix.dirname(destination.base) });
  }
  let remux: FfmpegCommand['remux'] = null;
  if (plan.mp4 && mp4Size && twin >= 0 && plan.hls) {
    const { destination, output } = plan.mp4;
    const fileName = `${path.posix.basename(destination.base)}${output.nameModifier}.mp4`;
    const rung = rungs[twin] as VideoOutputPlan;
    remux = {
      playlist: path.join(
        outDir,
        'hls',
        `${path.posix.basename(plan.hls.destination.base)}${rung.nameModifier}.m3u8`,
      ),
      target: path.join(outDir, 'mp4', fileName),
    };
    groups.push({
      type: 'FILE_GROUP',
      outputDetails: [
        {
          outputFilePaths: [`s3://${destination.bucket}/${path.posix.dirname(destination.base)}/${fileName}`],
          durationInMs,
          videoDetails: { widthInPx: mp4Size.width, heightInPx: mp4Size.height },
        },
      ],
    });
    uploads.push({ file: 'mp4', bucket: destination.bucket, key: path.posix.dirname(destination.base) });
  } else if (plan.mp4) {
    const { destination, output } = plan.mp4;
    const branch = branches.find((b) => b.label === 'mp4');
    const fileName = `${path.posix.basename(destination.base)}${output.nameModifier}.mp4`;
    args.push('-map', '[mp4]');
    if (audio) args.push('-map', '0:a:0');
    args.push(
      ...x264(gop(output.gopSeconds)),
      '-maxrate',
      String(output.maxBitrate),
      '-bufsize',
      String(output.maxBitrate * 2),
    );
    if (audio) args.push(...aac);
    args.push('-movflags', '+faststart', path.join(outDir, 'mp4', fileName));
    const key = `${path.posix.dirname(destination.base)}/${fileName}`;
    groups.push({
      type: 'FILE_GROUP',
      outputDetails: [
        {
          outputFilePaths: [`s3://${destination.bucket}/${key}`],
          durationInMs,
          videoDetails: { widthInPx: branch?.width ?? 0, heightInPx: branch?.height ?? 0 },
        },
      ],
    });
    uploads.push({ file: 'mp4', bucket: destination.bucket, key: path.posix.dirname(destination.base) });
  }
  if (plan.thumbnail) {
    const { destination } = plan.thumbnail;
    const branch = branches.find((b) => b.label === 'thumb');
    // MediaConvert names frame captures <base>.<7-digit index>.jpg.
    const fileName = `${path.posix.basename(destination.base)}.0000000.jpg`;
    args.push('-map', '[thumb]', '-frames:v', '1', '-q:v', '3', path.join(outDir, 'thumbnails', fileName));
    groups.push({
      type: 'FILE_GROUP',
      outputDetails: [
        {
          outputFilePaths: [`s3://${destination.bucket}/${path.posix.dirname(destination.base)}/${fileName}`],
          durationInMs,
          videoDetails: { widthInPx: branch?.width ?? 0, heightInPx: branch?.height ?? 0 },
        },
      ],
    });
    uploads.push({
      file: 'thumbnails',
      bucket: destination.bucket,
      key: path.posix.dirname(destination.base),
    });
  }
  return { args, uploads, groups, remux };
}

const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
  '.vtt': 'text/vtt',
};

export interface JobCallbacks {
  /** 0–100 and MediaConvert's phase name (PROBING, TRANSCODING, UPLOADING). */
  progress(percent: number, phase: string): void;
  /** Something the server log should say about a job that still completes (e.g. a truncated input). */
  warn?(message: string): void;
  /** Wall time of each phase as it ends (local only: where a job's time goes, for the benchmark). */
  phase?(name: 'download' | 'probe' | 'transcode' | 'package' | 'upload', ms: number): void;
}

/** Concurrent PUTs of the outputs: s3rver (like S3) takes them in parallel. */
const UPLOAD_CONCURRENCY = 6;

/** Local file of an output (by its S3 URI's file name) in the job's out/ directory. */
function localOutput(outDir: string, uri: string): string | null {
  const name = path.posix.basename(uri);
  const dir = name.endsWith('.m3u8') ? 'hls' : name.endsWith('.mp4') ? 'mp4' : null;
  return dir ? path.join(outDir, dir, name) : null;
}

/**
 * What the produced outputs really play, in milliseconds: each HLS rung's playlist (the sum of its
 * segments) and the MP4 (ffprobe). The input's declared duration is not that: a faststart MP4 cut
 * short still declares its full length in the moov atom while only its first part decodes.
 */
async function playedDurations(
  groups: OutputGroupDetail[],
  outDir: string,
  signal: AbortSignal,
): Promise<Map<string, number>> {
  const played = new Map<string, number>();
  for (const group of groups) {
    for (const output of group.outputDetails) {
      const uri = output.outputFilePaths[0] ?? '';
      const file = localOutput(outDir, uri);
      if (!file || !output.videoDetails) continue; // captions and thumbnails follow the video
      const seconds = file.endsWith('.m3u8')
        ? playlistSeconds(await readFile(file, 'utf8').catch(() => ''))
        : Number(
            (
              await run(
                'ffprobe',
                ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file],
                {
                  signal,
                },
              )
            ).stdout.trim(),
          );
      played.set(uri, Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : 0);
    }
  }
  return played;
}

/**
 * Executes a job to the end: resolves with outputGroupDetails, or rejects with a JobFailure carrying
 * the reason (ffmpeg's own message for unreadable input) in MediaConvert's terms: the input named by
 * its S3 URI, no path of this machine (the JobFailure's detail keeps those for the log). The output
 * durations are what the outputs play. The work directory is always removed.
 */
export async function executeJob(
  plan: JobPlan,
  s3: S3Client,
  workDir: string,
  callbacks: JobCallbacks,
  signal: AbortSignal,
): Promise<OutputGroupDetail[]> {
  await rm(workDir, { recursive: true, force: true });
  const outDir = path.join(workDir, 'out');
  for (const dir of ['hls', 'mp4', 'thumbnails']) await mkdir(path.join(outDir, dir), { recursive: true });
  const inputUri = `s3://${plan.input.bucket}/${plan.input.key}`;
  const inputFile = path.join(workDir, `input${path.extname(plan.input.key) || '.bin'}`);
  const normalizedFile = path.join(workDir, 'normalized.mkv');
  const redact = (text: string) =>
    redactLocalPaths(text, workDir, { [inputFile]: inputUri, [normalizedFile]: inputUri });
  try {
    return await runJobSteps();
  } catch (error) {
    if (signal.aborted) throw error;
    const detail = error instanceof JobFailure ? error.detail : undefined;
    const message = (error as Error)?.message ?? String(error);
    const full = [message, detail].filter(Boolean).join('\n');
    if (error instanceof JobFailure) throw new JobFailure(redact(message), error.code, full);
    throw new JobFailure(`Job failed: ${redact(message)}`, 1999, (error as Error)?.stack ?? full);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }

  async function runJobSteps(): Promise<OutputGroupDetail[]> {
    callbacks.progress(0, 'PROBING');
    let phaseStart = performance.now();
    const endPhase = (name: Parameters<NonNullable<JobCallbacks['phase']>>[0]) => {
      const now = performance.now();
      callbacks.phase?.(name, now - phaseStart);
      phaseStart = now;
    };
    try {
      const object = await s3.send(new GetObjectCommand({ Bucket: plan.input.bucket, Key: plan.input.key }), {
        abortSignal: signal,
      });
      await pipeline(object.Body as Readable, createWriteStream(inputFile), { signal });
    } catch (error) {
      if (signal.aborted) throw error;
      throw new JobFailure(`Input file [${inputUri}] could not be read: ${(error as Error).message}`, 1030);
    }

    endPhase('download');
    let source = inputFile;
    let info = await probe(source, signal);
    if (!info.durationKnown) {
      // Browser-recorded WebM carries no duration: a stream copy into Matroska writes it (toolchain.md).
      const remuxed = normalizedFile;
      const remux = await run(
        'ffmpeg',
        [
          '-hide_banner',
          '-nostdin',
          '-y',
          '-loglevel',
          'error',
          '-i',
          source,
          '-map',
          '0',
          '-c',
          'copy',
          remuxed,
        ],
        { signal },
      );
      if (remux.code !== 0)
        throw new JobFailure(
          `The file could not be normalized: ${lastLine(remux.stderr)}`,
          1010,
          remux.stderr,
        );
      source = remuxed;
      info = await probe(source, signal);
      if (!info.durationKnown) throw new JobFailure('The file has no readable duration', 1010);
    }

    const command = ffmpegCommand(plan, info, source, outDir);
    endPhase('probe');
    callbacks.progress(0, 'TRANSCODING');
    const durationUs = info.durationMs * 1000;
    let buffered = '';
    const result = await run('ffmpeg', command.args, {
      signal,
      onStdout: (chunk) => {
        buffered += chunk;
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) {
          const [name, value] = line.split('=');
          if ((name === 'out_time_us' || name === 'out_time_ms') && durationUs > 0) {
            // ffmpeg's out_time_ms is in microseconds as well (a long-standing misnomer).
            const done = Number(value);
            if (Number.isFinite(done) && done > 0)
              callbacks.progress(Math.min(99, Math.floor((done / durationUs) * 100)), 'TRANSCODING');
          }
        }
      },
    });
    if (result.code !== 0) {
      throw new JobFailure(
        `Unable to transcode the file [${inputUri}]: ${decodeReason(result.stderr) || `ffmpeg exited with ${String(result.code)}`}`,
        1999,
        result.stderr,
      );
    }

    endPhase('transcode');
    if (command.remux) {
      const copy = await run(
        'ffmpeg',
        [
          '-hide_banner',
          '-nostdin',
          '-y',
          '-loglevel',
          'error',
          '-i',
          command.remux.playlist,
          '-c',
          'copy',
          '-movflags',
          '+faststart',
          command.remux.target,
        ],
        { signal },
      );
      if (copy.code !== 0)
        throw new JobFailure(`MP4 output failed: ${lastLine(copy.stderr)}`, 1999, copy.stderr);
    }
    // Durations from what was produced, not from the input's header (see playedDurations).
    const played = await playedDurations(command.groups, outDir, signal);
    const playedMs = Math.max(0, ...played.values());
    if (playedMs === 0) {
      throw new JobFailure(
        `The file [${inputUri}] has no playable video: ${decodeReason(result.stderr) || 'no frame could be decoded'}`,
        1010,
        result.stderr,
      );
    }
    for (const group of command.groups) {
      for (const output of group.outputDetails) {
        output.durationInMs = played.get(output.outputFilePaths[0] ?? '') || playedMs;
      }
    }
    if (info.durationMs - playedMs > 1000) {
      callbacks.warn?.(
        `the input declares ${(info.durationMs / 1000).toFixed(1)} s but only ${(playedMs / 1000).toFixed(1)} s ` +
          `decoded (a truncated file?): ${lastLine(result.stderr) || 'no ffmpeg message'}`,
      );
    }
    if (plan.hls && plan.hls.captions.length > 0) {
      await writeSubtitles(plan.hls, path.join(outDir, 'hls'), { ...info, durationMs: playedMs }, s3, signal);
    }
    endPhase('package');
    callbacks.progress(99, 'UPLOADING');
    const files: { file: string; bucket: string; key: string }[] = [];
    for (const upload of command.uploads) {
      const dir = path.join(outDir, upload.file);
      for (const name of await readdir(dir)) {
        const file = path.join(dir, name);
        if ((await stat(file)).isFile())
          files.push({ file, bucket: upload.bucket, key: `${upload.key}/${name}` });
      }
    }
    const put = async (item: (typeof files)[number]) =>
      s3.send(
        new PutObjectCommand({
          Bucket: item.bucket,
          Key: item.key,
          Body: await readFile(item.file),
          ContentType: CONTENT_TYPES[path.extname(item.file)] ?? 'application/octet-stream',
        }),
        { abortSignal: signal },
      );
    // Playlists last: a player (or a reader of the master) never sees one before its segments.
    const playlists = files.filter((f) => f.file.endsWith('.m3u8'));
    const rest = files.filter((f) => !f.file.endsWith('.m3u8'));
    for (let i = 0; i < rest.length; i += UPLOAD_CONCURRENCY) {
      await Promise.all(rest.slice(i, i + UPLOAD_CONCURRENCY).map(put));
    }
    await Promise.all(playlists.map(put));
    endPhase('upload');
    return command.groups;
  }
}

/** Start of the first video segment on the MPEG-TS clock (90 kHz): where cue time 0 belongs. */
async function firstSegmentPts(hlsDir: string, baseName: string, signal: AbortSignal): Promise<number> {
  const first = (await readdir(hlsDir)).filter((n) => n.startsWith(baseName) && n.endsWith('.ts')).sort()[0];
  if (!first) return 0;
  const result = await run(
    'ffprobe',
    ['-v', 'error', '-show_entries', 'format=start_time', '-of', 'csv=p=0', path.join(hlsDir, first)],
    { signal },
  );
  const seconds = Number(result.stdout.trim());
  return Number.isFinite(seconds) ? Math.round(seconds * 90_000) : 0;
}

/**
 * The HLS group's WebVTT renditions: each sidecar is read from S3, converted to WebVTT, mapped to the
 * segments' clock, written as a one-segment media playlist, and listed in the master playlist.
 */
async function writeSubtitles(
  hls: NonNullable<JobPlan['hls']>,
  hlsDir: string,
  source: ProbeResult,
  s3: S3Client,
  signal: AbortSignal,
): Promise<void> {
  const baseName = path.posix.basename(hls.destination.base);
  const pts = await firstSegmentPts(hlsDir, baseName, signal);
  const tracks = [];
  for (const caption of hls.captions) {
    let text: string;
    try {
      const object = await s3.send(
        new GetObjectCommand({ Bucket: caption.source.bucket, Key: caption.source.key }),
        { abortSignal: signal },
      );
      text = (await object.Body?.transformToString('utf-8')) ?? '';
    } catch (error) {
      if (signal.aborted) throw error;
      throw new JobFailure(
        `Caption file [s3://${caption.source.bucket}/${caption.source.key}] could not be read: ${(error as Error).message}`,
        1030,
      );
    }
    let vtt: string;
    try {
      vtt = withTimestampMap(toWebVtt(text, caption.source.type), pts);
    } catch (error) {
      throw new JobFailure(
        `Caption file [s3://${caption.source.bucket}/${caption.source.key}]: ${(error as Error).message}`,
        1010,
      );
    }
    const playlist = `${baseName}${caption.nameModifier}.m3u8`;
    const segment = `${baseName}${caption.nameModifier}_00001.vtt`;
    await writeFile(path.join(hlsDir, segment), vtt);
    await writeFile(path.join(hlsDir, playlist), subtitlePlaylist(segment, source.durationMs / 1000));
    tracks.push({ language: caption.language, name: caption.language, playlist });
  }
  const masterFile = path.join(hlsDir, `${baseName}.m3u8`);
  await writeFile(masterFile, withSubtitleMedia(await readFile(masterFile, 'utf8'), tracks));
}
