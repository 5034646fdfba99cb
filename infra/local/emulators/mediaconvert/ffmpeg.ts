/**
 * ffmpeg and ffprobe as the emulator runs them: a child process bound to the job's abort signal, the
 * probe of an input, and what their output says.
 */
import { spawn } from 'node:child_process';
import { JobFailure } from './failure.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- job settings arrive as untyped JSON */
type Json = any;

export interface ProbeResult {
  durationMs: number;
  width: number;
  height: number;
  fps: number;
  hasAudio: boolean;
}

/** Seconds a media playlist plays: the sum of its segments' EXTINF durations. */
export function playlistSeconds(playlist: string): number {
  let seconds = 0;
  for (const match of playlist.matchAll(/^#EXTINF:([0-9.]+)/gm)) seconds += Number(match[1]);
  return seconds;
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function run(
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

export function lastLine(text: string): string {
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

/** An external audio file (an audio selector's ExternalAudioFileInput) has an audio stream ffmpeg reads. */
export async function probeAudio(file: string, signal: AbortSignal): Promise<void> {
  const result = await run(
    'ffprobe',
    ['-v', 'error', '-select_streams', 'a', '-show_entries', 'stream=codec_type', '-of', 'csv=p=0', file],
    { signal },
  );
  if (result.code !== 0) {
    throw new JobFailure(
      `The file is not a readable audio file: ${lastLine(result.stderr) || 'ffprobe failed'}`,
      1010,
      result.stderr,
    );
  }
  if (!result.stdout.includes('audio')) throw new JobFailure('The file has no audio stream', 1010);
}

/** Start time (s) of a media playlist's first segment on the MPEG-TS clock (0 when unknown). */
export async function playlistStart(playlist: string, signal: AbortSignal): Promise<number> {
  const result = await run(
    'ffprobe',
    ['-v', 'error', '-show_entries', 'format=start_time', '-of', 'csv=p=0', playlist],
    { signal },
  );
  const seconds = Number(result.stdout.trim());
  return Number.isFinite(seconds) ? seconds : 0;
}
