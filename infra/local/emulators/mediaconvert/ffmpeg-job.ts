/**
 * Runs one MediaConvert job (the project's settings, as the SDK sends them: camelCase REST-JSON) with
 * Debian's ffmpeg, as a list of steps (STEPS): download the input (and the external audio files of its
 * audio selectors) from s3rver; probe it, normalizing odd inputs (a browser WebM without duration is
 * remuxed with -c copy); ONE ffmpeg process for the HLS ladder (+ alternate audio renditions) + MP4 +
 * thumbnail + WAV (ffmpeg-command.ts); package (MP4 remux, played durations, the master's audio
 * renditions, subtitles); upload the outputs under the job's destinations with MediaConvert's file names.
 * Local difference (documented in job-settings.ts): rungs above the source height are skipped.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { subtitlePlaylist, toWebVtt, withSubtitleMedia, withTimestampMap } from './hls-subtitles.js';
import { withAudioMedia } from './hls-audio.js';
import { JobFailure, redactLocalPaths } from './failure.js';
import {
  decodeReason,
  lastLine,
  playlistSeconds,
  playlistStart,
  probe,
  probeAudio,
  run,
  type ProbeResult,
} from './ffmpeg.js';
import {
  clippedSource,
  clipSeconds,
  ffmpegCommand,
  remuxArgs,
  stitchSeconds,
  type FfmpegCommand,
} from './ffmpeg-command.js';
import { drawTextFilters, parseBurnInCues } from './burn-in.js';
import type { JobPlan, OutputGroupDetail } from './plan.js';

export { JobFailure, redactLocalPaths } from './failure.js';
export {
  planFromSettings,
  type AudioTrackPlan,
  type CaptionPlan,
  type JobPlan,
  type OutputGroupDetail,
  type VideoOutputPlan,
  type WavOutputPlan,
} from './plan.js';
export { decodeReason, playlistSeconds, probe, type ProbeResult } from './ffmpeg.js';
export {
  ffmpegCommand,
  fitNoUpscale,
  remuxArgs,
  rungsForSource,
  stitchSeconds,
  type FfmpegCommand,
} from './ffmpeg-command.js';

const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
  '.vtt': 'text/vtt',
  '.wav': 'audio/wav',
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

/** One job's run: its files and what each step leaves for the next. */
interface JobRun {
  plan: JobPlan;
  s3: S3Client;
  signal: AbortSignal;
  callbacks: JobCallbacks;
  inputUri: string;
  inputFile: string;
  normalizedFile: string;
  /** The external audio files the HLS renditions play: selector name → its S3 object and local file. */
  externalAudio: Map<string, { bucket: string; key: string; uri: string; file: string }>;
  outDir: string;
  /** The file ffmpeg reads (the input, or its normalized copy) and what the probe found in it. */
  source?: { file: string; info: ProbeResult };
  command?: FfmpegCommand;
  /** ffmpeg's stderr of the main run (the reason when less decoded than declared). */
  stderr?: string;
}

type Phase = Parameters<NonNullable<JobCallbacks['phase']>>[0];
const FFMPEG_QUIET = ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error'];

/** The input, then each external audio file, from S3; one missing fails the job as MediaConvert does. */
async function download(job: JobRun): Promise<void> {
  job.callbacks.progress(0, 'PROBING');
  const { plan, signal } = job;
  const files = [{ ...plan.input, uri: job.inputUri, file: job.inputFile }, ...job.externalAudio.values()];
  for (const { bucket, key, uri, file } of files) {
    try {
      const object = await job.s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }), {
        abortSignal: signal,
      });
      await pipeline(object.Body as Readable, createWriteStream(file), { signal });
    } catch (error) {
      if (signal.aborted) throw error;
      throw new JobFailure(`Input file [${uri}] could not be read: ${(error as Error).message}`, 1030);
    }
  }
}

/** Probes the input (normalized first when it declares no duration) and plans the ffmpeg run. */
async function probeInput(job: JobRun): Promise<void> {
  const { signal } = job;
  let file = job.inputFile;
  let info = await probe(file, signal);
  if (!info.durationKnown) {
    // Browser-recorded WebM carries no duration: a stream copy into Matroska writes it (toolchain.md).
    const remux = await run(
      'ffmpeg',
      [...FFMPEG_QUIET, '-i', file, '-map', '0', '-c', 'copy', job.normalizedFile],
      {
        signal,
      },
    );
    if (remux.code !== 0)
      throw new JobFailure(`The file could not be normalized: ${lastLine(remux.stderr)}`, 1010, remux.stderr);
    file = job.normalizedFile;
    info = await probe(file, signal);
    if (!info.durationKnown) throw new JobFailure('The file has no readable duration', 1010);
  }
  const clip = clipSeconds(job.plan, info);
  const stitch = stitchSeconds(job.plan, info);
  if ([...(clip ? [clip] : []), ...(stitch ?? [])].some((span) => span.end - span.start <= 0)) {
    throw new JobFailure('The input clipping selects nothing of the input', 1010);
  }
  const encoded = clippedSource(job.plan, info);
  job.source = { file, info: encoded };
  for (const { uri, file: audioFile } of job.externalAudio.values()) {
    await probeAudio(audioFile, signal).catch((error: unknown) => {
      if (error instanceof JobFailure) throw new JobFailure(`Input file [${uri}]: ${error.message}`, 1010);
      throw error;
    });
  }
  const burnIn = await burnInFilters(job, info.height, clip?.start ?? 0);
  const externalAudio = Object.fromEntries([...job.externalAudio].map(([name, { file: f }]) => [name, f]));
  job.command = ffmpegCommand(job.plan, encoded, file, job.outDir, { clip, stitch, burnIn, externalAudio });
}

/** The burn-in's sidecar read from S3, its cue texts written beside the input, as drawtext filters. */
async function burnInFilters(job: JobRun, height: number, offsetSeconds: number): Promise<string[]> {
  const source = job.plan.burnIn;
  if (!source) return [];
  let text: string;
  try {
    const object = await job.s3.send(new GetObjectCommand({ Bucket: source.bucket, Key: source.key }), {
      abortSignal: job.signal,
    });
    text = (await object.Body?.transformToString('utf-8')) ?? '';
  } catch (error) {
    if (job.signal.aborted) throw error;
    throw new JobFailure(
      `Caption file [s3://${source.bucket}/${source.key}] could not be read: ${(error as Error).message}`,
      1030,
    );
  }
  const cues = parseBurnInCues(toWebVtt(text, source.type));
  const dir = path.join(path.dirname(job.inputFile), 'burn-in');
  await mkdir(dir, { recursive: true });
  const textFile = (i: number) => path.join(dir, `cue-${i}.txt`);
  await Promise.all(cues.map((cue, i) => writeFile(textFile(i), cue.text)));
  return drawTextFilters(cues, { height, offsetSeconds, textFile });
}

/** The one ffmpeg run, reporting its progress from `-progress pipe:1`. */
async function transcode(job: JobRun): Promise<void> {
  const { info } = job.source as NonNullable<JobRun['source']>;
  const command = job.command as FfmpegCommand;
  job.callbacks.progress(0, 'TRANSCODING');
  const durationUs = info.durationMs * 1000;
  let buffered = '';
  const result = await run('ffmpeg', command.args, {
    signal: job.signal,
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
            job.callbacks.progress(Math.min(99, Math.floor((done / durationUs) * 100)), 'TRANSCODING');
        }
      }
    },
  });
  if (result.code !== 0) {
    throw new JobFailure(
      `Unable to transcode the file [${job.inputUri}]: ${decodeReason(result.stderr) || `ffmpeg exited with ${String(result.code)}`}`,
      1999,
      result.stderr,
    );
  }
  job.stderr = result.stderr;
}

/** The MP4 remux, the durations the outputs really play, and the subtitle renditions. */
async function packageOutputs(job: JobRun): Promise<void> {
  const { signal, outDir, inputUri } = job;
  const { info } = job.source as NonNullable<JobRun['source']>;
  const command = job.command as FfmpegCommand;
  const stderr = job.stderr ?? '';
  if (command.remux) {
    const { playlist, audio } = command.remux;
    // Two playlists (video-only rung, the rendition of the input's sound): their starts keep the sync.
    const starts = audio
      ? { video: await playlistStart(playlist, signal), audio: await playlistStart(audio, signal) }
      : undefined;
    const copy = await run('ffmpeg', [...FFMPEG_QUIET, ...remuxArgs(command.remux, starts)], { signal });
    if (copy.code !== 0)
      throw new JobFailure(`MP4 output failed: ${lastLine(copy.stderr)}`, 1999, copy.stderr);
  }
  // Durations from what was produced, not from the input's header (see playedDurations).
  const played = await playedDurations(command.groups, outDir, signal);
  const playedMs = Math.max(0, ...played.values());
  if (playedMs === 0) {
    throw new JobFailure(
      `The file [${inputUri}] has no playable video: ${decodeReason(stderr) || 'no frame could be decoded'}`,
      1010,
      stderr,
    );
  }
  for (const group of command.groups) {
    for (const output of group.outputDetails) {
      output.durationInMs = played.get(output.outputFilePaths[0] ?? '') || playedMs;
    }
  }
  if (info.durationMs - playedMs > 1000) {
    job.callbacks.warn?.(
      `the input declares ${(info.durationMs / 1000).toFixed(1)} s but only ${(playedMs / 1000).toFixed(1)} s ` +
        `decoded (a truncated file?): ${lastLine(stderr) || 'no ffmpeg message'}`,
    );
  }
  await nameFinalCapture(job);
  const { hls } = job.plan;
  if (hls && hls.audioTracks.length > 0) await writeAudioMedia(hls, path.join(outDir, 'hls'));
  if (hls && hls.captions.length > 0) {
    await writeSubtitles(hls, path.join(outDir, 'hls'), { ...info, durationMs: playedMs }, job.s3, signal);
  }
}

/** The master's alternate audio renditions, as MediaConvert lists them (hls-audio.ts). */
async function writeAudioMedia(hls: NonNullable<JobPlan['hls']>, hlsDir: string): Promise<void> {
  const baseName = path.posix.basename(hls.destination.base);
  const masterFile = path.join(hlsDir, `${baseName}.m3u8`);
  const renditions = hls.audioTracks.map((track) => ({
    language: track.language,
    name: track.name,
    default: track.default,
    autoselect: track.autoselect,
    playlist: `${baseName}${track.nameModifier}.m3u8`,
  }));
  const master = await readFile(masterFile, 'utf8');
  await writeFile(masterFile, withAudioMedia(master, hls.audioGroup ?? 'program_audio', renditions));
}

/**
 * Several frame captures: the group names the last one written, as MediaConvert reports a frame-capture
 * output (the others are inferred from its number); none written is a failed job.
 */
async function nameFinalCapture(job: JobRun): Promise<void> {
  const capture = job.plan.thumbnail;
  if (!capture || capture.maxCaptures <= 1) return;
  const base = path.posix.basename(capture.destination.base);
  const written = (await readdir(path.join(job.outDir, 'thumbnails')))
    .filter((name) => name.startsWith(`${base}.`) && name.endsWith('.jpg'))
    .sort();
  const last = written.at(-1);
  if (!last) throw new JobFailure('The frame capture output captured no frame', 1999);
  const first = `${base}.0000000.jpg`;
  for (const group of (job.command as FfmpegCommand).groups) {
    for (const output of group.outputDetails) {
      const uri = output.outputFilePaths[0] ?? '';
      if (uri.endsWith(`/${first}`)) output.outputFilePaths = [uri.slice(0, -first.length) + last];
    }
  }
}

/** Every output file to its destination, segments before the playlists that name them. */
async function uploadOutputs(job: JobRun): Promise<void> {
  job.callbacks.progress(99, 'UPLOADING');
  const command = job.command as FfmpegCommand;
  const files: { file: string; bucket: string; key: string }[] = [];
  for (const upload of command.uploads) {
    const dir = path.join(job.outDir, upload.file);
    for (const name of await readdir(dir)) {
      const file = path.join(dir, name);
      if ((await stat(file)).isFile())
        files.push({ file, bucket: upload.bucket, key: `${upload.key}/${name}` });
    }
  }
  const put = async (item: (typeof files)[number]) =>
    job.s3.send(
      new PutObjectCommand({
        Bucket: item.bucket,
        Key: item.key,
        Body: await readFile(item.file),
        ContentType: CONTENT_TYPES[path.extname(item.file)] ?? 'application/octet-stream',
      }),
      { abortSignal: job.signal },
    );
  // Playlists last: a player (or a reader of the master) never sees one before its segments.
  const playlists = files.filter((f) => f.file.endsWith('.m3u8'));
  const rest = files.filter((f) => !f.file.endsWith('.m3u8'));
  for (let i = 0; i < rest.length; i += UPLOAD_CONCURRENCY) {
    await Promise.all(rest.slice(i, i + UPLOAD_CONCURRENCY).map(put));
  }
  await Promise.all(playlists.map(put));
}

/** A job's steps in order, each ending one of the phases the benchmark times. */
const STEPS: readonly { phase: Phase; run(job: JobRun): Promise<void> }[] = [
  { phase: 'download', run: download },
  { phase: 'probe', run: probeInput },
  { phase: 'transcode', run: transcode },
  { phase: 'package', run: packageOutputs },
  { phase: 'upload', run: uploadOutputs },
];

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
  for (const dir of ['hls', 'mp4', 'thumbnails', 'sound'])
    await mkdir(path.join(outDir, dir), { recursive: true });
  const externalAudio: JobRun['externalAudio'] = new Map();
  for (const track of plan.hls?.audioTracks ?? []) {
    if (!track.file || externalAudio.has(track.selector)) continue;
    const extension = path.extname(track.file.key) || '.bin';
    externalAudio.set(track.selector, {
      ...track.file,
      uri: `s3://${track.file.bucket}/${track.file.key}`,
      file: path.join(workDir, `audio-${externalAudio.size + 1}${extension}`),
    });
  }
  const job: JobRun = {
    plan,
    s3,
    signal,
    callbacks,
    inputUri: `s3://${plan.input.bucket}/${plan.input.key}`,
    inputFile: path.join(workDir, `input${path.extname(plan.input.key) || '.bin'}`),
    normalizedFile: path.join(workDir, 'normalized.mkv'),
    externalAudio,
    outDir,
  };
  const redact = (text: string) =>
    redactLocalPaths(text, workDir, {
      [job.inputFile]: job.inputUri,
      [job.normalizedFile]: job.inputUri,
      ...Object.fromEntries([...externalAudio.values()].map(({ uri, file }) => [file, uri])),
    });
  try {
    let phaseStart = performance.now();
    for (const step of STEPS) {
      await step.run(job);
      const now = performance.now();
      callbacks.phase?.(step.phase, now - phaseStart);
      phaseStart = now;
    }
    return (job.command as FfmpegCommand).groups;
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
}

/** Start of the first video segment on the MPEG-TS clock (90 kHz): where cue time 0 belongs. */
async function firstSegmentPts(
  hlsDir: string,
  hls: NonNullable<JobPlan['hls']>,
  signal: AbortSignal,
): Promise<number> {
  const baseName = path.posix.basename(hls.destination.base);
  const audio = hls.audioTracks.map((t) => `${baseName}${t.nameModifier}_`);
  const first = (await readdir(hlsDir))
    .filter((n) => n.startsWith(baseName) && n.endsWith('.ts') && !audio.some((a) => n.startsWith(a)))
    .sort()[0];
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
  const pts = await firstSegmentPts(hlsDir, hls, signal);
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
