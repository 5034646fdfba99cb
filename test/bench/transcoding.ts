/**
 * Transcoding (issue 4 benchmark): wall time of the local pipeline (presigned upload → S3 event →
 * MediaConvert emulator → status completed) against an ffmpeg baseline of the same 20 s 720p clip, as a
 * ratio, both speeds in × realtime, and the emulator's own phase timings (its GetJob extension).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { LocalPlatform } from '../../infra/local/index.js';
import { signInAs } from './platform.js';
import { formatTable } from './stats.js';

const CLIP_SECONDS = 20;

function ffmpeg(args: string[]): number {
  const t = performance.now();
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
  return (performance.now() - t) / 1000;
}

/** The measured 3-rung ladder of toolchain.md, in one ffmpeg process: the baseline. */
function plainLadder(input: string, outDir: string): number {
  mkdirSync(outDir, { recursive: true });
  const ladder = [
    ['640x360', '800k'],
    ['960x540', '1400k'],
    ['1280x720', '2800k'],
  ];
  return ffmpeg([
    '-i',
    input,
    ...ladder.flatMap(() => ['-map', '0:v:0', '-map', '0:a:0']),
    ...ladder.flatMap(([size, rate], i) => [`-s:v:${i}`, size as string, `-b:v:${i}`, rate as string]),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-c:a',
    'aac',
    '-g',
    '180',
    '-keyint_min',
    '180',
    '-sc_threshold',
    '0',
    '-f',
    'hls',
    '-hls_time',
    '6',
    '-hls_playlist_type',
    'vod',
    '-master_pl_name',
    'master.m3u8',
    '-var_stream_map',
    'v:0,a:0,name:360p v:1,a:1,name:540p v:2,a:2,name:720p',
    path.join(outDir, '%v', 'index.m3u8'),
  ]);
}

export async function transcoding(platform: LocalPlatform): Promise<void> {
  const apiUrl = platform.urls.api;
  const mediaConvertUrl = platform.media.mediaConvert.endpoint;
  const token = await signInAs(platform, 'admin@acme.test');
  const call = async <T>(method: string, pathname: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${apiUrl}${pathname}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`${method} ${pathname} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };

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
    const plain = plainLadder(clip, path.join(work, 'plain'));

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
    console.log(`\nTranscoding a ${CLIP_SECONDS} s 1280x720 clip (HLS 360/540/720p + MP4 + thumbnail)`);
    console.log(
      formatTable(
        ['run', 'wall time', 'speed'],
        [
          [
            'plain ffmpeg ladder (baseline)',
            `${plain.toFixed(1)} s`,
            `${(CLIP_SECONDS / plain).toFixed(2)}x realtime`,
          ],
          [
            'local pipeline, upload → completed',
            `${pipeline.toFixed(1)} s`,
            `${(CLIP_SECONDS / pipeline).toFixed(2)}x realtime`,
          ],
          ['pipeline / plain', `${(pipeline / plain).toFixed(2)}x`, 'target <= 1.1'],
        ],
      ),
    );
    // Where the pipeline's time went: the emulator's phases (local GetJob extension), the rest is the
    // upload, the S3 event, startTranscode, the status events and this poll (200 ms).
    const job = (await (await fetch(`${mediaConvertUrl}/2017-08-29/jobs/${jobId}`)).json()) as {
      job?: { phasesMs?: Record<string, number> };
    };
    const phases = job.job?.phasesMs ?? {};
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
