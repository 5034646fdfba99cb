/**
 * Voice-over (issue 14 benchmark: "voice-over render time vs plain ffmpeg doing the same mix (ratio)"),
 * without the platform: a 60 s 1280x720 video with sound and a Spanish voice-over of 6 chapters (each
 * chapter's two sentences spoken by the local Polly's espeak-ng voice of Lucia as 16 kHz PCM, fitted
 * after a 0.5 s pause at the chapter's start and placed by assembleTrack: the product's track, byte for
 * byte in its format).
 *  - The render of the master with that voice-over, as startRender submits it: buildRenderJobInput with
 *    voiceOvers → CreateJob (the SDK) → the local MediaConvert (infra/local/emulators/mediaconvert: plan,
 *    queue, download from s3rver, probe, the one ffmpeg command, MP4 remux, the master's audio renditions,
 *    upload) → the COMPLETE event: wall time from CreateJob sent to COMPLETE delivered, and per phase.
 *  - Plain ffmpeg doing the same mix, written by hand: the same three video-only rungs and two AAC
 *    renditions (the original sound and the voice track, both padded/cut to the video's length) in one
 *    HLS muxer (var_stream_map agroup) plus the thumbnail in one run, then the MP4 remuxed from the 720p
 *    rung and the original sound's rendition; local files in and out.
 * Runs alternate (render, plain) RUNS times; medians and the ratio render / plain, of wall time and of
 * CPU time (this process and its children: the two cores are often shared). Also the time
 * assembleTrack takes for the 6 chapters (pure JS) and the track's size. Printed figures, no assertion.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createServer } from 'node:net';
import { CreateJobCommand, MediaConvertClient } from '@aws-sdk/client-mediaconvert';
import { CreateBucketCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import {
  fitVoiceOver,
  overlongChapters,
  VOICE_BYTES_PER_SECOND,
  VOICE_SAMPLE_RATE,
} from '#shared/domain/voice-over.js';
import { assembleTrack, pcmDurationMs } from '../../functions/core/domain/voice-over-track.js';
import { voiceOverTrackKey } from '../../functions/core/media/voice-over-keys.js';
import { AUDIO_BITRATE, GOP_SECONDS, LADDER, SEGMENT_SECONDS } from '../../functions/media/job-settings.js';
import { buildRenderJobInput } from '../../functions/media/render-settings.js';
import { listenOnLoopback } from '../../infra/local/emulators/listen.js';
import { startMediaConvert, type MediaConvertEvent } from '../../infra/local/emulators/mediaconvert/api.js';
import { synthesize } from '../../infra/local/emulators/polly/synthesize.js';
import { VOICES } from '../../infra/local/emulators/polly/voices.js';
import { s3Client } from '../../infra/local/emulators/s3/s3rver.js';
import { formatTable, median } from './stats.js';

const CLIP_SECONDS = 60;
const FPS = 30;
const RUNS = Number(process.env.BENCH_VOICE_OVER_RUNS ?? 3);
const TRACK_RUNS = 50;
const LANGUAGE = 'es-es';
const PAUSE_MS = 500;
const UPLOADS = 'tubes-uploads';
const MEDIA = 'tubes-media';
const REF = { orgId: 'bench', videoId: 'vid-voice-over', version: 1, language: 'en-us' };
const SOURCE_KEY = `uploads/${REF.orgId}/${REF.videoId}/1/en-us/original.mp4`;

/** translation.ts's six sentences, in Spanish: each chapter speaks its own and the next one. */
const SENTENCES = [
  'Bienvenidos a la sesión de seguridad para los nuevos compañeros.',
  'Lean las normas del taller antes de empezar.',
  'Lleven siempre el casco y el calzado de seguridad.',
  'Mantengan libres las salidas de emergencia y sepan dónde están.',
  'Informen de cada accidente a su responsable enseguida.',
  'Gracias por mantener a todos seguros en el trabajo.',
];
const CHAPTER_STARTS_MS = SENTENCES.map((_, i) => i * 10_000);

/** The rungs of a 720p source (the emulator skips 1080p, as MediaConvert's FIT_NO_UPSCALE leaves it out). */
const RUNGS = LADDER.filter((r) => r.height <= 720);

const quiet = ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error'];

/**
 * CPU seconds used so far by this process and its waited-for children (ffmpeg, ffprobe, espeak-ng):
 * /proc/self/stat's utime + stime + cutime + cstime, in clock ticks (100 a second on Linux). Less
 * sensitive than wall time to other work on the machine's two cores.
 */
function cpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  return [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0) / 100;
}

async function freePort(): Promise<number> {
  const server = createServer();
  const port = await listenOnLoopback(server, 0);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The voice track as generateVoiceOver builds it: speech per chapter (local Polly), fitted, assembled. */
async function voiceTrack() {
  const lucia = VOICES.find((v) => v.Id === 'Lucia');
  if (!lucia) throw new Error('the local Polly has no Lucia');
  const started = performance.now();
  const speeches: Uint8Array[] = [];
  for (const [i, sentence] of SENTENCES.entries()) {
    const text = `${sentence} ${SENTENCES[(i + 1) % SENTENCES.length]}`;
    const pcm = await synthesize(
      { text, ssml: false, espeakVoice: lucia.espeak, format: 'pcm', sampleRate: VOICE_SAMPLE_RATE },
      new AbortController().signal,
    );
    speeches.push(new Uint8Array(pcm));
  }
  const synthesisMs = performance.now() - started;
  const durationMs = CLIP_SECONDS * 1000;
  const fits = fitVoiceOver(
    CHAPTER_STARTS_MS.map((startMs) => ({ startMs })),
    durationMs,
    speeches.map((pcm) => ({ speechMs: pcmDurationMs(pcm), pauseMs: PAUSE_MS })),
  );
  const overlong = overlongChapters(fits);
  if (overlong.length > 0) throw new Error(`speech longer than its chapter in ${overlong.join(', ')}`);
  const placed = speeches.map((pcm, i) => ({ startMs: fits[i]?.startMs ?? 0, pcm }));
  let track = assembleTrack(placed, durationMs); // warm-up
  const times: number[] = [];
  for (let run = 0; run < TRACK_RUNS; run++) {
    const t = performance.now();
    track = assembleTrack(placed, durationMs);
    times.push(performance.now() - t);
  }
  const speechMs = speeches.reduce((sum, pcm) => sum + pcmDurationMs(pcm), 0);
  return { track, synthesisMs, speechMs, assembleMs: median(times), slowestMs: Math.max(...times) };
}

/** What a master lists: its video variants and its audio renditions' LANGUAGEs. */
function masterSummary(master: string) {
  const variants = master.split('\n').filter((l) => l.startsWith('#EXT-X-STREAM-INF')).length;
  const audio = [...master.matchAll(/^#EXT-X-MEDIA:TYPE=AUDIO.*LANGUAGE="([^"]+)"/gm)].map((m) => m[1]);
  return `${variants} video variants, audio ${audio.join('+')}`;
}

/** The same mix by hand: one ffmpeg run (ladder + 2 renditions + thumbnail), then the MP4 remux. Seconds. */
function plainFfmpeg(clip: string, wav: string, outDir: string) {
  const hls = path.join(outDir, 'hls');
  mkdirSync(hls, { recursive: true });
  const fit = `apad=whole_dur=${CLIP_SECONDS},atrim=end=${CLIP_SECONDS}`;
  const gop = String(GOP_SECONDS * FPS);
  const filter = [
    `[0:v:0]split=${RUNGS.length + 1}${RUNGS.map((_, i) => `[s${i}]`).join('')}[st]`,
    ...RUNGS.map((r, i) => `[s${i}]scale=${r.width}:${r.height}[v${i}]`),
    '[st]scale=1280:720[thumb]',
    `[0:a:0]${fit}[a0]`,
    `[1:a:0]${fit}[a1]`,
  ].join(';');
  const args = [
    ...quiet,
    ...['-i', clip, '-i', wav, '-filter_complex', filter],
    ...RUNGS.flatMap((_, i) => ['-map', `[v${i}]`]),
    ...['-map', '[a0]', '-map', '[a1]'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-pix_fmt', 'yuv420p', '-crf', '23'],
    ...['-g', gop, '-keyint_min', gop, '-sc_threshold', '0', '-bf', '2'],
    ...RUNGS.flatMap((r, i) => [
      `-maxrate:v:${i}`,
      String(r.maxBitrate),
      `-bufsize:v:${i}`,
      String(r.maxBitrate * 2),
    ]),
    ...['-c:a', 'aac', '-b:a', String(AUDIO_BITRATE), '-ac', '2', '-ar', '48000'],
    ...['-metadata:s:a:0', 'language=eng', '-metadata:s:a:1', 'language=spa'],
    ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
    ...['-hls_flags', 'independent_segments', '-hls_segment_filename', path.join(hls, 'index%v_%05d.ts')],
    ...['-master_pl_name', 'index.m3u8', '-var_stream_map'],
    [
      ...RUNGS.map((r, i) => `v:${i},agroup:audio,name:_${r.name}`),
      'a:0,agroup:audio,default:yes,language:eng,name:_audio_en-us',
      `a:1,agroup:audio,default:no,language:spa,name:_audio_${LANGUAGE}`,
    ].join(' '),
    path.join(hls, 'index%v.m3u8'),
    ...['-map', '[thumb]', '-frames:v', '1', '-q:v', '3', path.join(outDir, 'thumb.jpg')],
  ];
  const cpu = cpuSeconds();
  const started = performance.now();
  execFileSync('ffmpeg', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  // The 720p rung and the original sound on their one MPEG-TS clock (-copyts keeps them in sync).
  execFileSync('ffmpeg', [
    ...[...quiet, '-copyts', '-i', path.join(hls, 'index_720p.m3u8')],
    ...['-i', path.join(hls, 'index_audio_en-us.m3u8'), '-map', '0:v:0', '-map', '1:a:0'],
    ...['-c', 'copy', '-movflags', '+faststart', path.join(outDir, 'video_720p.mp4')],
  ]);
  const seconds = (performance.now() - started) / 1000;
  return {
    seconds,
    cpuSeconds: cpuSeconds() - cpu,
    master: readFileSync(path.join(hls, 'index.m3u8'), 'utf8'),
  };
}

export async function voiceOver(): Promise<void> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'tubes-bench-voice-over-'));
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(work, 's3'),
    vhostBuckets: false,
  });
  let mediaConvert: Awaited<ReturnType<typeof startMediaConvert>> | undefined;
  try {
    // Set-up, not timed: the video, the voice track, the buckets and the local MediaConvert.
    const clip = path.join(work, 'clip.mp4');
    execFileSync('ffmpeg', [
      ...quiet,
      ...['-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=${FPS}:duration=${CLIP_SECONDS}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${CLIP_SECONDS}`],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', clip],
    ]);
    const voice = await voiceTrack();
    const wav = path.join(work, 'track.wav');
    writeFileSync(wav, voice.track);

    mkdirSync(path.join(work, 's3'), { recursive: true });
    const { port: s3Port } = await s3rver.run();
    const s3 = s3Client(`http://127.0.0.1:${s3Port}`);
    for (const bucket of [UPLOADS, MEDIA]) await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    const trackKey = voiceOverTrackKey({ ...REF, language: LANGUAGE });
    await s3.send(new PutObjectCommand({ Bucket: UPLOADS, Key: SOURCE_KEY, Body: readFileSync(clip) }));
    await s3.send(
      new PutObjectCommand({ Bucket: UPLOADS, Key: trackKey, Body: voice.track, ContentType: 'audio/wav' }),
    );
    let settle: ((event: MediaConvertEvent) => void) | null = null;
    const mcPort = await freePort();
    mediaConvert = await startMediaConvert({
      port: mcPort,
      s3,
      workDir: path.join(work, 'mediaconvert'),
      deliver: async (event) => {
        if (event.detail.status === 'COMPLETE' || event.detail.status === 'ERROR') settle?.(event);
      },
    });
    const endpoint = `http://127.0.0.1:${mcPort}`;
    const client = new MediaConvertClient({
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });

    /** One render as startRender submits it: CreateJob → COMPLETE event. Seconds, phases, the master. */
    const render = async (renderId: string) => {
      const input = buildRenderJobInput({
        ...REF,
        uploadsBucket: UPLOADS,
        sourceKey: SOURCE_KEY,
        mediaBucket: MEDIA,
        roleArn: 'arn:aws:iam::000000000000:role/mediaconvert',
        renderId,
        plan: { trim: null, overlays: [] },
        voiceOvers: [{ language: LANGUAGE, bucket: UPLOADS, key: trackKey }],
      });
      const ended = new Promise<MediaConvertEvent>((resolve) => (settle = resolve));
      const cpu = cpuSeconds();
      const started = performance.now();
      const { Job } = await client.send(new CreateJobCommand(input));
      const event = await ended;
      const seconds = (performance.now() - started) / 1000;
      const cpuUsed = cpuSeconds() - cpu;
      settle = null;
      if (event.detail.status !== 'COMPLETE' || event.detail.jobId !== Job?.Id)
        throw new Error(
          `render job ${String(Job?.Id)} ended ${event.detail.status}: ${event.detail.errorMessage}`,
        );
      const job = (await (await fetch(`${endpoint}/2017-08-29/jobs/${Job.Id}`)).json()) as {
        job: { phasesMs: Record<string, number> };
      };
      const masterUri = event.detail.outputGroupDetails?.find((g) => g.type === 'HLS_GROUP')
        ?.playlistFilePaths?.[0];
      const masterKey = /^s3:\/\/[^/]+\/(.+)$/.exec(masterUri ?? '')?.[1] ?? '';
      const object = await s3.send(new GetObjectCommand({ Bucket: MEDIA, Key: masterKey }));
      return {
        seconds,
        cpuSeconds: cpuUsed,
        phasesMs: job.job.phasesMs,
        master: (await object.Body?.transformToString()) ?? '',
      };
    };

    const renders: number[] = [];
    const plains: number[] = [];
    const renderCpu: number[] = [];
    const plainCpu: number[] = [];
    const phases = new Map<string, number[]>();
    let renderMaster = '';
    let plainMaster = '';
    for (let run = 0; run < RUNS; run++) {
      const rendered = await render(`bench-voice-over-${run + 1}`);
      renders.push(rendered.seconds);
      renderCpu.push(rendered.cpuSeconds);
      renderMaster = rendered.master;
      for (const [phase, ms] of Object.entries(rendered.phasesMs))
        phases.set(phase, [...(phases.get(phase) ?? []), ms]);
      phases.set('outside the job (CreateJob, queue, events)', [
        ...(phases.get('outside the job (CreateJob, queue, events)') ?? []),
        rendered.seconds * 1000 - Object.values(rendered.phasesMs).reduce((a, b) => a + b, 0),
      ]);
      const outDir = path.join(work, `plain-${run + 1}`);
      const plain = plainFfmpeg(clip, wav, outDir);
      plains.push(plain.seconds);
      plainCpu.push(plain.cpuSeconds);
      plainMaster = plain.master;
      rmSync(outDir, { recursive: true, force: true });
    }
    client.destroy();

    const render50 = median(renders);
    const plain50 = median(plains);
    const list = (values: number[]) => values.map((v) => v.toFixed(1)).join(', ');
    console.log(
      `\nVoice-over render of a ${CLIP_SECONDS} s 1280x720 video, ${SENTENCES.length} chapters: the original sound and ` +
        `the ${LANGUAGE} voice-over as HLS audio renditions beside ${RUNGS.length} video-only rungs, + MP4 + thumbnail; ` +
        `median of ${RUNS}, runs alternating`,
    );
    console.log(
      formatTable(
        ['run', 'wall time (median)', 'speed', 'runs (s)', 'CPU time (median)'],
        [
          [
            'plain ffmpeg doing the same mix (one run + MP4 remux)',
            `${plain50.toFixed(1)} s`,
            `${(CLIP_SECONDS / plain50).toFixed(2)}x realtime`,
            list(plains),
            `${median(plainCpu).toFixed(1)} s`,
          ],
          [
            'local render, CreateJob → COMPLETE (local MediaConvert + s3rver)',
            `${render50.toFixed(1)} s`,
            `${(CLIP_SECONDS / render50).toFixed(2)}x realtime`,
            list(renders),
            `${median(renderCpu).toFixed(1)} s`,
          ],
          [
            'render / plain ffmpeg',
            `${(render50 / plain50).toFixed(2)}x`,
            '',
            '',
            `${(median(renderCpu) / median(plainCpu)).toFixed(2)}x`,
          ],
        ],
      ),
    );
    console.log(`render's master: ${masterSummary(renderMaster)}; plain's: ${masterSummary(plainMaster)}`);
    console.log(
      formatTable(
        ['render phase (median)', 'wall time'],
        [...phases].map(([phase, ms]) => [phase, `${(median(ms) / 1000).toFixed(2)} s`]),
      ),
    );
    const trackSeconds = (voice.track.length - 44) / VOICE_BYTES_PER_SECOND;
    console.log(
      formatTable(
        ['voice track', 'figure'],
        [
          [
            `speech, ${SENTENCES.length} chapters (local Polly: espeak-ng → 16 kHz PCM)`,
            `${(voice.speechMs / 1000).toFixed(1)} s of speech, synthesized in ${(voice.synthesisMs / 1000).toFixed(1)} s`,
          ],
          [
            `assembleTrack, ${SENTENCES.length} chapters, median of ${TRACK_RUNS}`,
            `${voice.assembleMs.toFixed(2)} ms (slowest ${voice.slowestMs.toFixed(2)} ms)`,
          ],
          [
            'track (16 kHz mono s16le WAV)',
            `${(voice.track.length / 1024 / 1024).toFixed(2)} MiB, ${trackSeconds.toFixed(1)} s`,
          ],
        ],
      ),
    );
  } finally {
    await mediaConvert?.stop();
    await s3rver.close().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  }
}
