/**
 * Transcoding (issue 4 benchmark, baseline made exact in issue 10): wall time of the local pipeline
 * (presigned upload → S3 event → MediaConvert emulator → status completed) against the emulator's own
 * ffmpeg work for the same 20 s 720p clip, run alone: the job's settings as the emulator received them
 * (GetJob), planned, probed and turned into the ffmpeg command by the emulator's own functions
 * (infra/local/emulators/mediaconvert/ffmpeg-job.ts: planFromSettings, probe, ffmpegCommand), then that
 * command and the MP4 remux the emulator runs after it. The ratio is what the pipeline adds around the
 * encoder (download, probe, upload, events, handlers, polling); both speeds in × realtime, and the
 * emulator's phase timings (its GetJob extension).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { LocalPlatform } from '../../infra/local/index.js';
import { apiCaller, signInAs } from './platform.js';
import { formatTable } from './stats.js';

const CLIP_SECONDS = 20;

function ffmpeg(args: string[]): number {
  const t = performance.now();
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
  return (performance.now() - t) / 1000;
}

/**
 * The emulator's ffmpeg work for a job, alone: the command its ffmpegCommand builds for these settings
 * and this file, then the MP4 remux when the plan has one (as executeJob runs them). Seconds.
 */
async function emulatorCommand(settings: unknown, input: string, workDir: string): Promise<number> {
  const { ffmpegCommand, planFromSettings, probe } =
    await import('../../infra/local/emulators/mediaconvert/ffmpeg-job.js');
  const outDir = path.join(workDir, 'out');
  for (const dir of ['hls', 'mp4', 'thumbnails']) mkdirSync(path.join(outDir, dir), { recursive: true });
  const plan = planFromSettings(settings);
  const info = await probe(input, new AbortController().signal);
  const command = ffmpegCommand(plan, info, input, outDir);
  const t = performance.now();
  execFileSync('ffmpeg', command.args, { stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 64 << 20 });
  if (command.remux) {
    execFileSync('ffmpeg', [
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
    ]);
  }
  return (performance.now() - t) / 1000;
}

export async function transcoding(platform: LocalPlatform): Promise<void> {
  const apiUrl = platform.urls.api;
  const mediaConvertUrl = platform.media.mediaConvert.endpoint;
  const token = await signInAs(platform, 'admin@acme.test');
  const call = apiCaller(apiUrl, token);

  const work = mkdtempSync(path.join(os.tmpdir(), 'tubes-bench-'));
  try {
    const clip = path.join(work, 'clip.mp4');
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=1280x720:rate=30:duration=${CLIP_SECONDS}`,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=440:duration=${CLIP_SECONDS}`,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
      clip,
    ]);

    const video = await call<{ id: string }>('PUT', '/command/videoCommand', {
      type: 'createVideo',
      payload: { channelId: 'ch-acme-onboarding', name: 'Benchmark clip', language: 'en-us' },
    });
    const started = performance.now();
    const target = await call<{ signedUrl: string }>('POST', '/command/getS3UploadSignedUrl', {
      fileExt: 'mp4',
      videoId: video.id,
    });
    const put = await fetch(target.signedUrl, { method: 'PUT', body: readFileSync(clip) });
    if (!put.ok) throw new Error(`upload answered ${put.status}`);
    let status = '';
    let jobId = '';
    while (status !== 'completed') {
      const list = await call<{ status: string; error?: string; jobId: string }[]>(
        'GET',
        `/query/transcodingStatus/${video.id}`,
      );
      const latest = list.at(-1);
      status = latest?.status ?? '';
      jobId = latest?.jobId ?? '';
      if (status === 'error') throw new Error(`transcoding failed: ${latest?.error}`);
      if (performance.now() - started > 300_000) throw new Error('transcoding did not finish in 5 minutes');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const pipeline = (performance.now() - started) / 1000;
    // The job as the emulator received it: its settings drive the baseline, its phases the breakdown.
    const job = (await (await fetch(`${mediaConvertUrl}/2017-08-29/jobs/${jobId}`)).json()) as {
      job?: { settings?: unknown; phasesMs?: Record<string, number> };
    };
    if (!job.job?.settings) throw new Error(`GetJob ${jobId} answered without settings`);
    // After the pipeline, so the two never share the CPU.
    const baseline = await emulatorCommand(job.job.settings, clip, path.join(work, 'baseline'));
    console.log(`\nTranscoding a ${CLIP_SECONDS} s 1280x720 clip (HLS ladder + MP4 + thumbnail)`);
    console.log(
      formatTable(
        ['run', 'wall time', 'speed'],
        [
          [
            "the emulator's ffmpeg command alone (baseline)",
            `${baseline.toFixed(1)} s`,
            `${(CLIP_SECONDS / baseline).toFixed(2)}x realtime`,
          ],
          [
            'local pipeline, upload → completed',
            `${pipeline.toFixed(1)} s`,
            `${(CLIP_SECONDS / pipeline).toFixed(2)}x realtime`,
          ],
          ['pipeline / baseline', `${(pipeline / baseline).toFixed(2)}x`, 'target <= 1.1'],
        ],
      ),
    );
    // Where the pipeline's time went: the emulator's phases (local GetJob extension), the rest is the
    // upload, the S3 event, startTranscode, the status events and this poll (200 ms).
    const phases = job.job.phasesMs ?? {};
    const inJob = Object.values(phases).reduce((a, b) => a + b, 0) / 1000;
    console.log(
      formatTable(
        ['pipeline phase', 'wall time'],
        [
          ...Object.entries(phases).map(([phase, ms]) => [phase, `${(ms / 1000).toFixed(2)} s`]),
          ['outside the job (upload, events, handlers, poll)', `${(pipeline - inJob).toFixed(2)} s`],
        ],
      ),
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
