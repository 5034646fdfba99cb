/**
 * Demo videos through the REAL media pipeline (issue 4 "Demo content"). Two steps:
 *
 * 1. seedDemoVideos() (inside the seed, fast): video items (published, fixed ids and humanIds), their
 *    rendering data (English and Danish subtitle chapters with manuscripts, chapter links), track
 *    items and the mandatory tracks, and the search index. Idempotent: fields the pipeline writes
 *    (status of renditions, duration, thumbnail) are never overwritten.
 * 2. uploadDemoMedia() (in the background, after every start): for each demo video that has no
 *    completed or running transcode, a source is generated with ffmpeg (a title card with the video's
 *    name, a moving pattern, a tone; 960×540, cached under .local/demo-media/ so restarts are fast),
 *    its .vtt sidecars (en-us, da) and then the source are PUT into the uploads bucket, exactly as a
 *    browser upload lands there: s3rver's event → startTranscode → the MediaConvert emulator →
 *    transcodeStatus. Uploads carry a low queue priority, so people's own uploads go first.
 */
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getEntities } from '../../../functions/core/data/entities/index.js';
import { renderingData } from '../../../functions/core/data/rendering-data.js';
import { embedData } from '../../../functions/core/data/embed-data.js';
import { videoData } from '../../../functions/core/data/video-data.js';
import { uploadKey } from '../../../functions/core/media/keys.js';
import { searchIndex } from '../../../functions/core/domain/search.js';
import { subtitleKey } from '../../../functions/media/subtitles.js';
import { DEFAULT_DATA_DIR, UPLOADS_BUCKET } from '../platform/config.js';
import { DEMO_VIDEO_TRACKS, DEMO_VIDEOS, SPOKEN_DEMO_VIDEOS, type DemoVideoSpec } from './media-content.js';
import { helpTagsOf } from './help-tags.js';

export const DEMO_SUBTITLE_LANGUAGES = ['en-us', 'da'] as const;
export const DEMO_SOURCE = { width: 960, height: 540, fps: 25 } as const;
/** Queue priority of the demo uploads (MediaConvert Priority, -50…50). */
export const DEMO_TRANSCODE_PRIORITY = -20;
const TITLE_CARD_SECONDS = 3;
/** A transcode recorded as running longer than this (a stopped platform) is started again. */
const STALE_TRANSCODE_MS = 10 * 60_000;

export { DEMO_VIDEOS, DEMO_VIDEO_TRACKS, SPOKEN_DEMO_VIDEOS };

/** Every demo video: those with seeded texts, then the spoken ones whose texts come from transcription. */
export const ALL_DEMO_VIDEOS: readonly DemoVideoSpec[] = [...DEMO_VIDEOS, ...SPOKEN_DEMO_VIDEOS];

/** The recordings of spoken demo videos. */
const ASSETS_DIR = path.join(import.meta.dirname, 'assets');

/**
 * Which demo videos get their media at a start (`TUBES_DEMO_MEDIA`): unset or `all` every one, `none`
 * none, else a comma list of tenants (`acme`), humanIds (`acmewelcome`) or video ids. The video items,
 * subtitles, tracks and search index are seeded for all either way; the others show the transcoding
 * status. The e2e platform (playwright.config.ts) picks only what its journeys play.
 */
export const DEMO_MEDIA_ENV = 'TUBES_DEMO_MEDIA';

export function selectDemoVideos(
  selection: string | undefined = process.env[DEMO_MEDIA_ENV],
): readonly DemoVideoSpec[] {
  const value = selection?.trim() ?? '';
  if (value === '' || value === 'all') return ALL_DEMO_VIDEOS;
  if (value === 'none') return [];
  const tokens = value
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const matches = (spec: DemoVideoSpec, token: string) =>
    token === spec.orgId || token === spec.humanId || token === spec.videoId;
  const unknown = tokens.filter((t) => !ALL_DEMO_VIDEOS.some((spec) => matches(spec, t)));
  if (unknown.length) {
    throw new Error(
      `${DEMO_MEDIA_ENV}=${value}: no demo video or tenant ${unknown.join(', ')} ` +
        '(use all, none, or a comma list of tenants, humanIds or video ids)',
    );
  }
  return ALL_DEMO_VIDEOS.filter((spec) => tokens.some((t) => matches(spec, t)));
}

/** Fixed creation times, one minute apart, so lists keep their order across seeds. */
function createdAtOf(index: number): string {
  return new Date(Date.UTC(2026, 0, 5, 9, index)).toISOString();
}

type DemoVideo = (typeof DEMO_VIDEOS)[number];
type DemoTrack = (typeof DEMO_VIDEO_TRACKS)[number];
type AuthorOf = (orgId: string) => { userId: string; email: string };

/** One demo video: its item (created once, its fields patched later), embed key, renderings, index. */
async function seedDemoVideo(spec: DemoVideo, index: number, authorOf: AuthorOf): Promise<void> {
  const e = getEntities();
  const author = authorOf(spec.orgId);
  const fields = {
    humanId: spec.humanId,
    channelId: spec.channelId,
    name: spec.name,
    // A spoken video's description is the transcript's (autoCopyManuscriptToDescription): kept.
    ...(spec.speech ? {} : { description: spec.description }),
    abstract: spec.abstract,
    publicEmbed: spec.publicEmbed ?? false,
    masterLanguage: 'en-us',
    type: 'tutorial' as const,
    // Help videos of tagged pages (seed-help-tags.ts).
    tags: helpTagsOf(spec.videoId),
    ...(spec.speech
      ? {
          uploadOptions: {
            autoTranscribe: true,
            autoCopyToManuscript: true,
            autoCopyManuscriptToDescription: true,
          },
        }
      : {}),
  };
  const existing = await videoData(spec.orgId).video(spec.videoId);
  if (existing) {
    await e.video.patch({ orgId: spec.orgId, videoId: spec.videoId }).set(fields).go();
  } else {
    await e.video
      .create({
        orgId: spec.orgId,
        videoId: spec.videoId,
        ...fields,
        // Published from the start: the page shows the transcoding status until it plays.
        status: 'published',
        lastVersion: 1,
        authorId: author.userId,
        authorEmail: author.email,
        createdAt: createdAtOf(index),
      })
      .go();
  }
  // Every demo video has its embed key, so its public pages (/embed/{key}, /sharing/{key}) exist.
  await embedData(spec.orgId).ensureEmbedKey(spec.videoId);
  const store = renderingData(spec.orgId);
  if (spec.speech) {
    // Its manuscript is the transcription's: never written (nor overwritten) by the seed.
    const video = { videoId: spec.videoId, ...fields, description: existing?.description ?? '' };
    await searchIndex(spec.orgId).indexVideo(video, await store.ofVideo(spec.videoId));
    return;
  }
  const renderings = [];
  for (const language of DEMO_SUBTITLE_LANGUAGES) {
    renderings.push(
      await store.put(spec.videoId, 1, {
        language,
        subtitles: {
          chapters: spec.chapters.map((c) => ({
            startSeconds: c.startSeconds,
            endSeconds: c.endSeconds,
            title: c.title[language],
            manuscript: c.manuscript[language],
          })),
        },
        links: spec.links,
      }),
    );
  }
  await searchIndex(spec.orgId).indexVideo({ videoId: spec.videoId, ...fields }, renderings);
}

/** One demo track's video items (an existing track only gets its count and flag). */
async function seedDemoTrack(track: DemoTrack): Promise<void> {
  const e = getEntities();
  if (track.create) {
    await e.track
      .put({
        orgId: track.orgId,
        trackId: track.trackId,
        channelId: track.channelId,
        name: track.name,
        abstract: track.abstract,
        status: 'active',
        mandatory: track.mandatory ?? false,
        videosCount: track.videos.length,
      })
      .go();
  } else {
    await e.track
      .patch({ orgId: track.orgId, trackId: track.trackId })
      .set({ videosCount: track.videos.length, mandatory: track.mandatory ?? false })
      .go();
  }
  // Video items an earlier seed put elsewhere go (sub-tracks and others' items stay).
  const { data: existing } = await e.trackItem.query
    .byTrack({ orgId: track.orgId, trackId: track.trackId })
    .go({ pages: 'all' });
  for (const old of existing) {
    if (
      old.type === 'video' &&
      !track.videos.some((v) => v.position === old.position && v.videoId === old.targetId)
    ) {
      await e.trackItem.delete({ orgId: track.orgId, trackId: track.trackId, position: old.position }).go();
    }
  }
  for (const item of track.videos) {
    await e.trackItem
      .put({
        orgId: track.orgId,
        trackId: track.trackId,
        position: item.position,
        type: 'video',
        targetId: item.videoId,
      })
      .go();
  }
}

/** Step 1: items, rendering data, tracks and the search index. */
export async function seedDemoVideos(options: { authorOf: AuthorOf }): Promise<{ videos: number }> {
  for (const [index, spec] of ALL_DEMO_VIDEOS.entries()) await seedDemoVideo(spec, index, options.authorOf);
  for (const track of DEMO_VIDEO_TRACKS) await seedDemoTrack(track);
  return { videos: ALL_DEMO_VIDEOS.length };
}

/** "00:00:08.000" */
function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/**
 * The WebVTT subtitles of a demo video in one language: each chapter's manuscript, sentence by
 * sentence, spread evenly over the chapter.
 */
export function demoVtt(spec: DemoVideoSpec, language: (typeof DEMO_SUBTITLE_LANGUAGES)[number]): string {
  const cues: string[] = [];
  for (const chapter of spec.chapters) {
    const sentences = chapter.manuscript[language].match(/[^.!?]+[.!?]+/g)?.map((s) => s.trim()) ?? [
      chapter.manuscript[language],
    ];
    const span = (chapter.endSeconds - chapter.startSeconds) / sentences.length;
    sentences.forEach((sentence, i) => {
      const start = chapter.startSeconds + i * span;
      cues.push(`${vttTime(start)} --> ${vttTime(start + span - 0.2)}\n${sentence}`);
    });
  }
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

function runFfmpeg(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr = (stderr + c).slice(-4000)));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

/** ffmpeg arguments of a demo source: title card, then the pattern with the name in a corner; a tone. */
export function demoSourceArgs(spec: DemoVideoSpec, titleFile: string | null, output: string): string[] {
  const { width, height, fps } = DEMO_SOURCE;
  const size = `${width}x${height}`;
  const rest = spec.durationSeconds - TITLE_CARD_SECONDS;
  const pattern =
    spec.pattern === 'life'
      ? `life=s=${width / 4}x${height / 4}:r=${fps}:mold=10:ratio=0.3:death_color=#1b2a49:life_color=#f2a541,scale=${size}:flags=neighbor`
      : spec.pattern === 'cellauto'
        ? `cellauto=s=${width / 4}x${height / 4}:r=${fps}:rule=110:scroll=1,scale=${size}:flags=neighbor`
        : spec.pattern === 'mandelbrot'
          ? // Rendered small and scaled: full-size Mandelbrot costs ~1 s of CPU per second of video.
            `mandelbrot=s=${width / 4}x${height / 4}:r=${fps},scale=${size}`
          : `${spec.pattern}=s=${size}:r=${fps}`;
  const text = (size: number, placement: string) =>
    titleFile
      ? `,drawtext=textfile='${titleFile}':fontcolor=white:fontsize=${size}:${placement}:box=1:boxcolor=black@0.45:boxborderw=12`
      : '';
  const filter = [
    `color=c=0x1f3b73:s=${size}:r=${fps}:d=${TITLE_CARD_SECONDS}${text(54, 'x=(w-tw)/2:y=(h-th)/2')}[card]`,
    `${pattern},trim=duration=${rest},setpts=PTS-STARTPTS,format=yuv420p${text(26, 'x=24:y=24')}[moving]`,
    `[card]format=yuv420p[c]`,
    `[c][moving]concat=n=2:v=1:a=0[v]`,
    spec.speech
      ? `[0:a]aresample=48000,apad,atrim=0:${spec.durationSeconds}[a]`
      : `sine=f=${spec.tone}:r=48000:d=${spec.durationSeconds},volume=0.15[a]`,
  ].join(';');
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-loglevel',
    'error',
    ...(spec.speech ? ['-i', path.join(ASSETS_DIR, spec.speech)] : []),
    '-filter_complex',
    filter,
    '-map',
    '[v]',
    '-map',
    '[a]',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '96k',
    '-t',
    String(spec.durationSeconds),
    '-movflags',
    '+faststart',
    output,
  ];
}

/** The cached source of a demo video (generated on first use; the name changes with its content). */
export async function demoSource(spec: DemoVideoSpec, cacheDir: string): Promise<string> {
  const fingerprint = createHash('sha256')
    .update(
      JSON.stringify([
        spec.name,
        spec.pattern,
        spec.tone,
        spec.speech ?? '',
        spec.durationSeconds,
        DEMO_SOURCE,
        2,
      ]),
    )
    .digest('hex')
    .slice(0, 12);
  const file = path.join(cacheDir, `${spec.videoId}-${fingerprint}.mp4`);
  if (existsSync(file)) return file;
  await mkdir(cacheDir, { recursive: true });
  const titleFile = path.join(cacheDir, `${spec.videoId}.title.txt`);
  await writeFile(titleFile, spec.name);
  const partial = `${file}.partial.mp4`;
  let result = await runFfmpeg(demoSourceArgs(spec, titleFile, partial));
  // No fonts (drawtext cannot render): the same video without the text.
  if (result.code !== 0) result = await runFfmpeg(demoSourceArgs(spec, null, partial));
  await rm(titleFile, { force: true });
  if (result.code !== 0)
    throw new Error(`ffmpeg could not generate ${spec.videoId}: ${result.stderr.trim()}`);
  await rename(partial, file);
  return file;
}

export interface DemoMediaReport {
  uploaded: string[];
  skipped: string[];
  failed: { videoId: string; reason: string }[];
}

/** Does the video still need its media: no completed rendition and no transcode running recently? */
async function needsMedia(spec: DemoVideoSpec): Promise<boolean> {
  const data = videoData(spec.orgId);
  if (!(await data.video(spec.videoId))) return false; // not seeded (yet)
  const rendition = (await data.renditions(spec.videoId)).find(
    (r) => r.version === 1 && r.language === 'en-us',
  );
  if (!rendition) return true;
  if (rendition.status === 'completed') return false;
  if (rendition.status === 'transcoding') {
    const since = Date.parse(rendition.updatedAt ?? '');
    return !Number.isFinite(since) || Date.now() - since > STALE_TRANSCODE_MS;
  }
  return true; // pending or error: try again
}

/** Step 2: generate (or reuse) and upload the media of every demo video (of `videos`) that needs it. */
export async function uploadDemoMedia(options: {
  s3: S3Client;
  cacheDir?: string;
  log?: (line: string) => void;
  signal?: AbortSignal;
  /** Default: every demo video. */
  videos?: readonly DemoVideoSpec[];
}): Promise<DemoMediaReport> {
  const log = options.log ?? (() => undefined);
  const cacheDir = options.cacheDir ?? path.join(DEFAULT_DATA_DIR, 'demo-media');
  const report: DemoMediaReport = { uploaded: [], skipped: [], failed: [] };
  for (const spec of options.videos ?? ALL_DEMO_VIDEOS) {
    if (options.signal?.aborted) break;
    try {
      if (!(await needsMedia(spec))) {
        report.skipped.push(spec.videoId);
        continue;
      }
      const source = await demoSource(spec, cacheDir);
      const ref = { orgId: spec.orgId, videoId: spec.videoId, version: 1, language: 'en-us' };
      // Sidecars first: the original's upload event starts the job, which lists them. A spoken video's
      // subtitles come from its transcription instead.
      for (const language of spec.speech ? [] : DEMO_SUBTITLE_LANGUAGES) {
        await options.s3.send(
          new PutObjectCommand({
            Bucket: UPLOADS_BUCKET,
            Key: subtitleKey(ref, language, 'vtt'),
            Body: demoVtt(spec, language),
            ContentType: 'text/vtt',
          }),
        );
      }
      await options.s3.send(
        new PutObjectCommand({
          Bucket: UPLOADS_BUCKET,
          Key: uploadKey({ ...ref, fileName: `${spec.videoId}.mp4` }),
          Body: await readFile(source),
          ContentType: 'video/mp4',
          Metadata: {
            'source-height': String(DEMO_SOURCE.height),
            'transcode-priority': String(DEMO_TRANSCODE_PRIORITY),
          },
        }),
      );
      report.uploaded.push(spec.videoId);
    } catch (error) {
      report.failed.push({ videoId: spec.videoId, reason: (error as Error).message });
      log(`demo media: ${spec.videoId} failed: ${(error as Error).message}`);
    }
  }
  return report;
}

/**
 * Resolves when every demo video (of `videos`) has a completed (or failed) rendition, or after
 * `timeoutMs`.
 */
export async function demoMediaSettled(
  options: {
    timeoutMs?: number;
    pollMs?: number;
    signal?: AbortSignal;
    onProgress?: (done: number, total: number) => void;
    videos?: readonly DemoVideoSpec[];
  } = {},
): Promise<{ completed: number; failed: number; total: number }> {
  const videos = options.videos ?? ALL_DEMO_VIDEOS;
  const deadline = Date.now() + (options.timeoutMs ?? 15 * 60_000);
  let last = -1;
  for (;;) {
    let completed = 0;
    let failed = 0;
    for (const spec of videos) {
      const renditions = await videoData(spec.orgId).renditions(spec.videoId);
      const main = renditions.find((r) => r.version === 1 && r.language === 'en-us');
      if (main?.status === 'completed') completed++;
      else if (main?.status === 'error') failed++;
    }
    const done = completed + failed;
    if (done !== last) options.onProgress?.(done, videos.length);
    last = done;
    if (done === videos.length || Date.now() > deadline || options.signal?.aborted) {
      return { completed, failed, total: videos.length };
    }
    await new Promise((r) => setTimeout(r, options.pollMs ?? 2000));
  }
}

/**
 * Background part of a start: uploads what is missing, then logs progress until every demo video (of
 * `videos`, default all) has played through the pipeline, and the wall time it took. Never throws;
 * stops polling when `signal` aborts (platform stop).
 */
export async function runDemoMedia(options: {
  s3: S3Client;
  log: (line: string) => void;
  signal: AbortSignal;
  cacheDir?: string;
  onProgress?: (done: number, total: number) => void;
  videos?: readonly DemoVideoSpec[];
}): Promise<{ completed: number; failed: number; total: number; seconds: number } | null> {
  const started = Date.now();
  try {
    const report = await uploadDemoMedia(options);
    if (options.signal.aborted) return null;
    options.log(
      `demo media: ${report.uploaded.length} uploaded for transcoding, ${report.skipped.length} already there` +
        (report.failed.length ? `, ${report.failed.length} failed` : ''),
    );
    const settled = await demoMediaSettled({
      signal: options.signal,
      ...(options.videos ? { videos: options.videos } : {}),
      onProgress: (done, total) => {
        options.onProgress?.(done, total);
        options.log(`demo media: ${done}/${total} videos transcoded`);
      },
    });
    if (options.signal.aborted) return null;
    const seconds = Math.round((Date.now() - started) / 1000);
    options.log(
      `demo media: ${settled.completed} completed, ${settled.failed} failed of ${settled.total} in ${seconds} s`,
    );
    return { ...settled, seconds };
  } catch (error) {
    if (!options.signal.aborted) options.log(`demo media: stopped: ${(error as Error).message}`);
    return null;
  }
}
