/**
 * The one ffmpeg invocation of a job (pure, for tests and the benchmark, which measures exactly this
 * command): the input is decoded once, split and scaled into one branch per picture size, and each
 * kind of output (OUTPUTS: the HLS ladder, the MP4, the thumbnail, the WAV) adds its maps, encoder
 * options and files, the S3 uploads of its directory and its outputGroupDetails. The HLS group's
 * alternate audio renditions (audio-only outputs) are audio streams of the same HLS muxer in one audio
 * group: the input's own sound or an external audio file (one more input, clipped like the input), each
 * padded with silence to the video's duration and cut there. The WAV (an audio-only file output) is the
 * input's own sound the same way, or silence when the input has none.
 */
import path from 'node:path';
import type { ProbeResult } from './ffmpeg.js';
import {
  timecodeSeconds,
  type AudioTrackPlan,
  type JobPlan,
  type OutputGroupDetail,
  type VideoOutputPlan,
} from './plan.js';

export interface FfmpegCommand {
  args: string[];
  /** Local files (relative to outDir) → their S3 location. */
  uploads: { file: string; bucket: string; key: string }[];
  groups: OutputGroupDetail[];
  /**
   * When the MP4 has the size and GOP of an HLS rung, it is that rung's stream remuxed (-c copy) after
   * the main run instead of a second encode of the same picture: about half the work for a 720p source.
   * `audio`: the rungs are video only (alternate audio renditions), the MP4's sound is the playlist of the
   * rendition of the input's own sound (remuxArgs).
   */
  remux: { playlist: string; target: string; audio?: string } | null;
}

/**
 * The MP4 remux's ffmpeg arguments (after the quiet options). With a separate audio playlist, `starts`
 * are the start times (s) of the two playlists on the one MPEG-TS clock they were written on: each input
 * is offset so the earlier starts at 0, keeping their sync as a remux of one playlist does.
 */
export function remuxArgs(
  remux: NonNullable<FfmpegCommand['remux']>,
  starts: { video: number; audio: number } = { video: 0, audio: 0 },
): string[] {
  const tail = ['-c', 'copy', '-movflags', '+faststart', remux.target];
  if (!remux.audio) return ['-i', remux.playlist, ...tail];
  const first = Math.min(starts.video, starts.audio);
  return [
    ...['-itsoffset', (starts.video - first).toFixed(6), '-i', remux.playlist],
    ...['-itsoffset', (starts.audio - first).toFixed(6), '-i', remux.audio],
    ...['-map', '0:v:0', '-map', '1:a:0'],
    ...tail,
  ];
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

/** One scaled picture of the split filter, named by its label (h0…, mp4, thumb). */
interface Branch {
  label: string;
  width: number;
  height: number;
}

/** What every output builds on. */
interface CommandContext {
  plan: JobPlan;
  source: ProbeResult;
  outDir: string;
  audio: boolean;
  durationInMs: number;
  rungs: VideoOutputPlan[];
  branches: Branch[];
  /** The HLS rung the MP4 is a remux of, or -1 when the MP4 is encoded on its own. */
  twin: number;
  gop(seconds: number): number;
  x264(gop: number): string[];
  aac: string[];
  /** What an output maps as its audio: the input's stream, or one copy of the stitched audio. */
  audioMap(): string;
  /** The HLS group's alternate audio renditions (none: the rungs carry the input's sound). */
  tracks: AudioTrackPlan[];
  /** The input index of each external audio selector a rendition plays. */
  audioInputs: ReadonlyMap<string, number>;
  /** Filter chains of the outputs (the renditions' audio), added to the filter graph. */
  filters: string[];
}

/** One kind of output's part of the command (nothing when the job has none). */
type OutputPart = Omit<FfmpegCommand, 'remux'> & { remux?: FfmpegCommand['remux'] };
type OutputBuilder = (ctx: CommandContext) => OutputPart | null;

const branchSize = (ctx: CommandContext, label: string) => ctx.branches.find((b) => b.label === label);

/** A FILE_GROUP output of one file (MP4 or frame capture) with its picture size. */
function fileOutput(
  ctx: CommandContext,
  destination: { bucket: string; base: string },
  fileName: string,
  size: { width: number; height: number } | undefined,
  file: string,
): Pick<OutputPart, 'groups' | 'uploads'> {
  const dir = path.posix.dirname(destination.base);
  return {
    groups: [
      {
        type: 'FILE_GROUP',
        outputDetails: [
          {
            outputFilePaths: [`s3://${destination.bucket}/${dir}/${fileName}`],
            durationInMs: ctx.durationInMs,
            videoDetails: { widthInPx: size?.width ?? 0, heightInPx: size?.height ?? 0 },
          },
        ],
      },
    ],
    uploads: [{ file, bucket: destination.bucket, key: dir }],
  };
}

/** The HLS ladder: every rung in one HLS muxer (one variant per rung), captions added after the run. */
const hlsOutput: OutputBuilder = (ctx) => {
  const { plan, rungs, outDir, durationInMs, tracks } = ctx;
  if (!plan.hls || rungs.length === 0) return null;
  const { destination, segmentSeconds } = plan.hls;
  const baseName = path.posix.basename(destination.base);
  // With alternate audio renditions the rungs are video only, each naming the renditions' group.
  const audio = ctx.audio && tracks.length === 0;
  const args: string[] = [];
  for (let i = 0; i < rungs.length; i++) {
    args.push('-map', `[h${i}]`);
    if (audio) args.push('-map', ctx.audioMap());
  }
  tracks.forEach((_, i) => args.push('-map', `[t${i}]`));
  // Every rung has the same GOP in seconds (job-settings); per-stream caps follow the ladder.
  args.push(...ctx.x264(ctx.gop(rungs[0]?.gopSeconds ?? 2)));
  rungs.forEach((r, i) =>
    args.push(`-maxrate:v:${i}`, String(r.maxBitrate), `-bufsize:v:${i}`, String(r.maxBitrate * 2)),
  );
  if (audio) args.push(...ctx.aac);
  if (tracks.length > 0) {
    args.push('-c:a', 'aac', '-ac', '2', '-ar', '48000');
    tracks.forEach((t, i) =>
      args.push(`-b:a:${i}`, String(t.bitrate), `-metadata:s:a:${i}`, `language=${t.language}`),
    );
    tracks.forEach((t, i) => ctx.filters.push(`${audioSource(ctx, t)}${fitToVideo(ctx)}[t${i}]`));
  }
  // ffmpeg names the group group_<agroup> and the renditions audio_<n>: hls-audio.ts rewrites them.
  const group = tracks.length > 0 ? ',agroup:audio' : '';
  const streamMap = [
    ...rungs.map((r, i) => `v:${i}${audio ? `,a:${i}` : ''}${group},name:${r.nameModifier}`),
    // A default key keeps ffmpeg from listing the renditions as audio-only variants too.
    ...tracks.map((t, i) => `a:${i}${group},default:${t.default ? 'yes' : 'no'},name:${t.nameModifier}`),
  ].join(' ');
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
  const uri = (nameModifier: string) => `s3://${destination.bucket}/${destination.base}${nameModifier}.m3u8`;
  return {
    args,
    groups: [
      {
        type: 'HLS_GROUP',
        playlistFilePaths: [uri('')],
        outputDetails: [
          ...rungs.map((r, i) => ({
            outputFilePaths: [uri(r.nameModifier)],
            durationInMs,
            videoDetails: {
              widthInPx: ctx.branches[i]?.width ?? 0,
              heightInPx: ctx.branches[i]?.height ?? 0,
            },
          })),
          // Alternate audio renditions (no video details).
          ...tracks.map((t) => ({ outputFilePaths: [uri(t.nameModifier)], durationInMs })),
          // Subtitle renditions: written by writeSubtitles() after the run (no video details).
          ...plan.hls.captions.map((c) => ({ outputFilePaths: [uri(c.nameModifier)], durationInMs })),
        ],
      },
    ],
    uploads: [{ file: 'hls', bucket: destination.bucket, key: path.posix.dirname(destination.base) }],
  };
};

/**
 * The sound of an alternate audio rendition, as a filter input: the external file's input, the input's
 * own sound (a copy of the stitched sound), or silence when the input has none (MediaConvert inserts
 * silence for a selector that finds no audio).
 */
function audioSource(ctx: CommandContext, track: AudioTrackPlan): string {
  if (track.file) return `[${String(ctx.audioInputs.get(track.selector))}:a:0]`;
  if (!ctx.audio) return 'anullsrc=r=48000:cl=stereo,';
  return ownSound(ctx);
}

/** The input's own sound as a filter input: its stream, or one copy of the stitched sound. */
function ownSound(ctx: CommandContext): string {
  const map = ctx.audioMap();
  return map.startsWith('[') ? map : `[${map}]`;
}

/** Padded with silence to the video's duration, cut at its end: every rendition plays as long as the video. */
function fitToVideo(ctx: CommandContext): string {
  const seconds = (ctx.durationInMs / 1000).toFixed(3);
  return `apad=whole_dur=${seconds},atrim=end=${seconds}`;
}

/** The MP4: a remux of its twin HLS rung after the run, else its own encode with faststart. */
const mp4Output: OutputBuilder = (ctx) => {
  const { plan, outDir } = ctx;
  if (!plan.mp4) return null;
  const { destination, output } = plan.mp4;
  const fileName = `${path.posix.basename(destination.base)}${output.nameModifier}.mp4`;
  const target = path.join(outDir, 'mp4', fileName);
  const rung = ctx.rungs[ctx.twin];
  if (rung && plan.hls) {
    const hlsBase = path.posix.basename(plan.hls.destination.base);
    const playlist = (nameModifier: string) => path.join(outDir, 'hls', `${hlsBase}${nameModifier}.m3u8`);
    // Video-only rungs: the sound is the rendition of the input's own sound (branchesFor: there is one).
    const own = ctx.audio ? ctx.tracks.find((t) => !t.file) : undefined;
    return {
      args: [],
      ...fileOutput(ctx, destination, fileName, fitNoUpscale(ctx.source, output), 'mp4'),
      remux: {
        playlist: playlist(rung.nameModifier),
        target,
        ...(own ? { audio: playlist(own.nameModifier) } : {}),
      },
    };
  }
  const args = ['-map', '[mp4]'];
  if (ctx.audio) args.push('-map', ctx.audioMap());
  args.push(
    ...ctx.x264(ctx.gop(output.gopSeconds)),
    '-maxrate',
    String(output.maxBitrate),
    '-bufsize',
    String(output.maxBitrate * 2),
  );
  if (ctx.audio) args.push(...ctx.aac);
  args.push('-movflags', '+faststart', target);
  return { args, ...fileOutput(ctx, destination, fileName, branchSize(ctx, 'mp4'), 'mp4') };
};

/**
 * The frame captures, named as MediaConvert names them (<base>.<7-digit index>.jpg, from 0): the first
 * frame, then the first frame at least `everySeconds` after the last one taken (MediaConvert's "one frame
 * every FramerateDenominator / FramerateNumerator seconds"), at most maxCaptures. The group names the
 * first file here; once the run is over, the last one written (MediaConvert reports the final capture).
 */
const thumbnailOutput: OutputBuilder = (ctx) => {
  const { plan, outDir } = ctx;
  if (!plan.thumbnail) return null;
  const { destination, maxCaptures } = plan.thumbnail;
  const base = path.posix.basename(destination.base);
  const fileName = `${base}.0000000.jpg`;
  const files = fileOutput(ctx, destination, fileName, branchSize(ctx, 'thumb'), 'thumbnails');
  if (maxCaptures <= 1) {
    return {
      args: ['-map', '[thumb]', '-frames:v', '1', '-q:v', '3', path.join(outDir, 'thumbnails', fileName)],
      ...files,
    };
  }
  return {
    args: [
      ...['-map', '[thumb]', '-fps_mode', 'vfr', '-frames:v', String(maxCaptures), '-q:v', '3'],
      ...['-start_number', '0', path.join(outDir, 'thumbnails', `${base}.%07d.jpg`)],
    ],
    ...files,
  };
};

/** The capture branch's selection: MediaConvert's capture rate as a select filter (none for one capture). */
function captureSelect(everySeconds: number): string {
  // A frame a millisecond early still counts (timestamps are rounded to the stream's time base).
  const every = Math.max(0, everySeconds - 0.001).toFixed(3);
  return `select='isnan(prev_selected_t)+gte(t-prev_selected_t\\,${every})',`;
}

/**
 * The WAV: the input's own sound (silence when the input has none) as 16-bit PCM, padded to the video's
 * duration and cut there, like the renditions; its group has no video details.
 */
const wavOutput: OutputBuilder = (ctx) => {
  const { plan, outDir } = ctx;
  if (!plan.wav) return null;
  const { destination, nameModifier, extension, channels, sampleRate } = plan.wav;
  const fileName = `${path.posix.basename(destination.base)}${nameModifier}.${extension}`;
  const silence = `anullsrc=r=${sampleRate}:cl=${channels === 1 ? 'mono' : 'stereo'},`;
  ctx.filters.push(`${ctx.audio ? ownSound(ctx) : silence}${fitToVideo(ctx)}[wav]`);
  const dir = path.posix.dirname(destination.base);
  return {
    args: [
      ...['-map', '[wav]', '-ac', String(channels), '-ar', String(sampleRate)],
      ...['-c:a', 'pcm_s16le', '-f', 'wav', path.join(outDir, 'sound', fileName)],
    ],
    groups: [
      {
        type: 'FILE_GROUP',
        outputDetails: [
          {
            outputFilePaths: [`s3://${destination.bucket}/${dir}/${fileName}`],
            durationInMs: ctx.durationInMs,
          },
        ],
      },
    ],
    uploads: [{ file: 'sound', bucket: destination.bucket, key: dir }],
  };
};

/**
 * In the command's order: the order of ffmpeg's outputs and of outputGroupDetails (the WAV last, whatever
 * its place among the settings' output groups).
 */
const OUTPUTS: readonly OutputBuilder[] = [hlsOutput, mp4Output, thumbnailOutput, wavOutput];

/**
 * The branches of the split filter: each rung, the MP4 unless it is a rung's twin, the thumbnail. A rung
 * is no twin when it is video only and no rendition has the input's own sound the MP4 needs.
 */
function branchesFor(plan: JobPlan, source: ProbeResult, rungs: VideoOutputPlan[]) {
  const branches: Branch[] = rungs.map((r, i) => ({ label: `h${i}`, ...fitNoUpscale(source, r) }));
  const mp4Size = plan.mp4 ? fitNoUpscale(source, plan.mp4.output) : null;
  const tracks = plan.hls?.audioTracks ?? [];
  const soundless = source.hasAudio && tracks.length > 0 && !tracks.some((t) => !t.file);
  const twin =
    plan.mp4 && mp4Size && !soundless
      ? rungs.findIndex(
          (r, i) =>
            branches[i]?.width === mp4Size.width &&
            branches[i]?.height === mp4Size.height &&
            r.gopSeconds === plan.mp4?.output.gopSeconds,
        )
      : -1;
  if (mp4Size && twin < 0) branches.push({ label: 'mp4', ...mp4Size });
  if (plan.thumbnail) branches.push({ label: 'thumb', ...fitNoUpscale(source, plan.thumbnail) });
  return { branches, twin };
}

/** The input clipping in seconds at the input's frame rate (null: the whole input). */
export function clipSeconds(plan: JobPlan, source: Pick<ProbeResult, 'fps' | 'durationMs'>) {
  if (!plan.clip) return null;
  const start = plan.clip.start ? timecodeSeconds(plan.clip.start, source.fps) : 0;
  const end = plan.clip.end ? timecodeSeconds(plan.clip.end, source.fps) : source.durationMs / 1000;
  return { start, end: Math.min(end, source.durationMs / 1000) };
}

/** The stitched inputs' spans in seconds at the input's frame rate, each within the input (null: one input). */
export function stitchSeconds(plan: JobPlan, source: Pick<ProbeResult, 'fps' | 'durationMs'>) {
  if (!plan.stitch) return null;
  const length = source.durationMs / 1000;
  return plan.stitch.map((span) => ({
    start: Math.min(timecodeSeconds(span.start, source.fps), length),
    end: Math.min(timecodeSeconds(span.end, source.fps), length),
  }));
}

/**
 * The probe result of what a clipped job encodes: its duration is the clip's, or the stitched spans'
 * together (progress, the played durations check). Unclipped jobs get the probe as it is.
 */
export function clippedSource(plan: JobPlan, source: ProbeResult): ProbeResult {
  const clip = clipSeconds(plan, source);
  const spans = stitchSeconds(plan, source) ?? (clip ? [clip] : null);
  if (!spans) return source;
  const seconds = spans.reduce((sum, s) => sum + Math.max(0, s.end - s.start), 0);
  return { ...source, durationMs: Math.max(0, Math.round(seconds * 1000)) };
}

/**
 * `source` is what the job encodes (clippedSource for a clipped or stitched job); `clip` the input
 * clipping in seconds (clipSeconds of the unclipped probe): -ss/-to input options, so the output starts
 * at 0; `stitch` the stitched inputs' spans (stitchSeconds): the file opened once per span, the spans
 * concatenated; `burnIn` the drawtext filters of a burn-in (burn-in.ts), drawn before the picture is split.
 */
export function ffmpegCommand(
  plan: JobPlan,
  source: ProbeResult,
  inputFile: string,
  outDir: string,
  extras: {
    clip?: { start: number; end: number } | null;
    stitch?: readonly { start: number; end: number }[] | null;
    burnIn?: readonly string[];
    /** The local file of each external audio selector the HLS renditions play (by selector name). */
    externalAudio?: Readonly<Record<string, string>>;
  } = {},
): FfmpegCommand {
  const fps = Math.round(source.fps * 1000) / 1000;
  const rungs = plan.hls ? rungsForSource(plan.hls.rungs, source.height) : [];
  const { branches, twin } = branchesFor(plan, source, rungs);
  const stitch = extras.stitch && extras.stitch.length > 0 ? extras.stitch : null;
  const tracks = plan.hls?.audioTracks ?? [];
  // External audio files: one more input each, after the input (plan.ts refuses them when stitched).
  const audioFiles = [...new Set(tracks.filter((t) => t.file).map((t) => t.selector))];
  const audioInputs = new Map(audioFiles.map((selector, i) => [selector, (stitch?.length ?? 1) + i]));
  // Stitched audio is a filter output, which one output only may map: each consumer gets its own copy.
  let audioCopies = 0;
  const ctx: CommandContext = {
    plan,
    source,
    outDir,
    audio: source.hasAudio,
    durationInMs: source.durationMs,
    rungs,
    branches,
    twin,
    gop: (seconds) => Math.max(1, Math.round(seconds > 0 ? seconds * fps : -seconds)),
    x264: (g) => [
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
    ],
    aac: ['-c:a', 'aac', '-b:a', String(plan.audioBitrate), '-ac', '2', '-ar', '48000'],
    audioMap: () => (stitch ? `[a${audioCopies++}]` : '0:a:0'),
    tracks,
    audioInputs,
    filters: [],
  };
  const parts = OUTPUTS.map((build) => build(ctx)).filter((part): part is OutputPart => part !== null);

  const clip = extras.clip ? ['-ss', extras.clip.start.toFixed(3), '-to', extras.clip.end.toFixed(3)] : [];
  const inputs = stitch
    ? stitch.flatMap((span) => ['-ss', span.start.toFixed(3), '-to', span.end.toFixed(3), '-i', inputFile])
    : [...clip, '-i', inputFile];
  for (const selector of audioFiles) {
    const file = extras.externalAudio?.[selector];
    if (!file) throw new Error(`no local file for the audio selector ${selector}`);
    // Aligned with the input's time 0: the input's clipping applies to it the same way.
    inputs.push(...clip, '-i', file);
  }
  const filters: string[] = [];
  let video = '[0:v:0]';
  if (stitch) {
    const audio = ctx.audio;
    const streams = stitch.map((_, i) => `[${i}:v:0]${audio ? `[${i}:a:0]` : ''}`).join('');
    filters.push(`${streams}concat=n=${stitch.length}:v=1:a=${audio ? 1 : 0}[cv]${audio ? '[ca]' : ''}`);
    video = '[cv]';
    if (audio && audioCopies > 0) {
      const copies = Array.from({ length: audioCopies }, (_, i) => `[a${i}]`).join('');
      filters.push(`[ca]asplit=${audioCopies}${copies}`);
    }
  }
  const split = branches.map((b) => `[s${b.label}]`).join('');
  const burnIn = (extras.burnIn ?? []).map((f) => `,${f}`).join('');
  const capture = plan.thumbnail && plan.thumbnail.maxCaptures > 1 ? plan.thumbnail.everySeconds : null;
  filters.push(
    `${video}fps=${fps}${burnIn},split=${branches.length}${split}`,
    ...branches.map(
      (b) =>
        `[s${b.label}]${b.label === 'thumb' && capture !== null ? captureSelect(capture) : ''}scale=${b.width}:${b.height}[${b.label}]`,
    ),
    ...ctx.filters,
  );
  const command: FfmpegCommand = {
    args: [
      '-hide_banner',
      '-nostdin',
      '-y',
      '-loglevel',
      'error',
      '-nostats',
      '-progress',
      'pipe:1',
      ...inputs,
      '-filter_complex',
      filters.join(';'),
    ],
    uploads: [],
    groups: [],
    remux: null,
  };
  for (const part of parts) {
    command.args.push(...part.args);
    command.uploads.push(...part.uploads);
    command.groups.push(...part.groups);
    if (part.remux) command.remux = part.remux;
  }
  return command;
}
