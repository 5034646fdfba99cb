/**
 * Rendering (issue 12 benchmark): wall time of a local render (POST /renderVideo → request under
 * renders/ → startRender → MediaConvert emulator → status completed) of a 20 s 720p clip with a 2–18 s
 * trim and two text overlays, against the emulator's own ffmpeg work for the same job run alone: the
 * job's settings as the emulator received them (GetJob), planned, probed, clipped and burnt in by the
 * emulator's functions (planFromSettings, probe, clippedSource, clipSeconds, parseBurnInCues,
 * drawTextFilters, ffmpegCommand), then that command and the MP4 remux. The ratio is what the render
 * path adds around the encoder (request, sidecar, download, upload, events, handlers, polling).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { LocalPlatform } from '../../infra/local/index.js';
import { overlaysToWebVtt, type RenderPlan } from '../../shared/domain/render-plan.js';
import { apiCaller, signInAs } from './platform.js';
import { formatTable } from './stats.js';

const CLIP_SECONDS = 20;
const TRIM = { startSeconds: 2, endSeconds: 18 };
const KEPT_SECONDS = TRIM.endSeconds - TRIM.startSeconds;

/** The emulator's ffmpeg work for the render job alone (its command, then the MP4 remux). Seconds. */
async function emulatorCommand(settings: unknown, input: string, plan: RenderPlan, workDir: string) {
  const { ffmpegCommand, planFromSettings, probe } =
    await import('../../infra/local/emulators/mediaconvert/ffmpeg-job.js');
  const { clippedSource, clipSeconds } =
    await import('../../infra/local/emulators/mediaconvert/ffmpeg-command.js');
  const { drawTextFilters, parseBurnInCues } =
    await import('../../infra/local/emulators/mediaconvert/burn-in.js');
  const outDir = path.join(workDir, 'out');
  for (const dir of ['hls', 'mp4', 'thumbnails']) mkdirSync(path.join(outDir, dir), { recursive: true });
  const jobPlan = planFromSettings(settings);
  const info = await probe(input, new AbortController().signal);
  const clip = clipSeconds(jobPlan, info);
  const cues = parseBurnInCues(overlaysToWebVtt(plan.overlays) ?? 'WEBVTT\n');
  const textFile = (i: number) => path.join(workDir, `cue-${i}.txt`);
  cues.forEach((cue, i) => writeFileSync(textFile(i), cue.text));
  const burnIn = drawTextFilters(cues, { height: info.height, offsetSeconds: clip?.start ?? 0, textFile });
  const command = ffmpegCommand(jobPlan, clippedSource(jobPlan, info), input, outDir, { clip, burnIn });
  const t = performance.now();
  execFileSync('ffmpeg', command.args, { stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 64 << 20 });
  if (command.remux) {
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-i', command.remux.playlist],
      ...['-c', 'copy', '-movflags', '+faststart', command.remux.target],
    ]);
  }
  return (performance.now() - t) / 1000;
}

export async function rendering(platform: LocalPlatform): Promise<void> {
  const apiUrl = platform.urls.api;
  const mediaConvertUrl = platform.media.mediaConvert.endpoint;
  const token = await signInAs(platform, 'admin@acme.test');
  const call = apiCaller(apiUrl, token);
  const poll = async (what: string, done: () => Promise<boolean>) => {
    const started = performance.now();
    while (!(await done())) {
      if (performance.now() - started > 300_000) throw new Error(`${what} did not finish in 5 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  const work = mkdtempSync(path.join(os.tmpdir(), 'tubes-bench-render-'));
  try {
    const clip = path.join(work, 'clip.mp4');
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=30:duration=${CLIP_SECONDS}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${CLIP_SECONDS}`],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', clip],
    ]);
    // Set-up, not timed: the video, its transcode, its effects and trim, the check-out.
    const video = await call<{ id: string }>('PUT', '/command/videoCommand', {
      type: 'createVideo',
      payload: { channelId: 'ch-acme-onboarding', name: 'Render benchmark clip', language: 'en-us' },
    });
    const target = await call<{ signedUrl: string }>('POST', '/command/getS3UploadSignedUrl', {
      fileExt: 'mp4',
      videoId: video.id,
    });
    const put = await fetch(target.signedUrl, { method: 'PUT', body: readFileSync(clip) });
    if (!put.ok) throw new Error(`upload answered ${put.status}`);
    await poll('transcoding', async () => {
      const list = await call<{ status: string; error?: string }[]>(
        'GET',
        `/query/transcodingStatus/${video.id}`,
      );
      if (list.at(-1)?.status === 'error') throw new Error(`transcoding failed: ${list.at(-1)?.error}`);
      const page = await call<{ status: string }>('GET', `/query/videos/${video.id}`);
      return list.at(-1)?.status === 'completed' && page.status !== 'transcoding';
    });
    const chapters = [
      { startSeconds: 0, manuscript: 'Intro' },
      {
        startSeconds: 4,
        manuscript: 'Step',
        textEffect: { enabled: true, text: 'Open the settings', position: 'bottom', style: 'subtitle' },
        keyboardEffect: { enabled: true, keys: 'Ctrl+Shift+S' },
      },
      { startSeconds: 12, manuscript: 'Outro' },
    ];
    await call('PUT', `/command/studio/videos/${video.id}/1/rendering/en-us`, {
      revision: 0,
      renderingData: { subtitles: { chapters }, links: [], trim: TRIM },
    });
    await call('PUT', '/command/videoLifecycleCommand', {
      type: 'checkOutVideo',
      payload: { videoId: video.id },
    });
    const plan: RenderPlan = {
      trim: TRIM,
      overlays: [
        { startSeconds: 4, endSeconds: 12, text: 'Open the settings', position: 'bottom', style: 'subtitle' },
        { startSeconds: 4, endSeconds: 12, text: 'Ctrl+Shift+S', position: 'top-right', style: 'keyboard' },
      ],
    };

    const started = performance.now();
    const render = await call<{ renderId: string }>('POST', '/command/renderVideo', {
      videoId: video.id,
      version: 1,
      language: 'en-us',
    });
    let jobId = '';
    await poll('rendering', async () => {
      const list = await call<{ renderId: string; status: string; jobId?: string; error?: string }[]>(
        'GET',
        `/query/renderJobs/${video.id}`,
      );
      const job = list.find((j) => j.renderId === render.renderId);
      if (job?.status === 'error' || job?.status === 'timedOut')
        throw new Error(`render failed: ${job.error}`);
      jobId = job?.jobId ?? '';
      return job?.status === 'completed';
    });
    const pipeline = (performance.now() - started) / 1000;
    const job = (await (await fetch(`${mediaConvertUrl}/2017-08-29/jobs/${jobId}`)).json()) as {
      job?: { settings?: unknown; phasesMs?: Record<string, number> };
    };
    if (!job.job?.settings) throw new Error(`GetJob ${jobId} answered without settings`);
    // After the render, so the two never share the CPU.
    const baseline = await emulatorCommand(job.job.settings, clip, plan, path.join(work, 'baseline'));
    console.log(
      `\nRendering a ${CLIP_SECONDS} s 1280x720 clip trimmed to ${KEPT_SECONDS} s with 2 text overlays (HLS ladder + MP4 + thumbnail)`,
    );
    console.log(
      formatTable(
        ['run', 'wall time', 'speed'],
        [
          [
            "plain ffmpeg doing the same work (the emulator's command alone)",
            `${baseline.toFixed(1)} s`,
            `${(KEPT_SECONDS / baseline).toFixed(2)}x realtime`,
          ],
          [
            'local render, POST /renderVideo → completed',
            `${pipeline.toFixed(1)} s`,
            `${(KEPT_SECONDS / pipeline).toFixed(2)}x realtime`,
          ],
          ['render / plain ffmpeg', `${(pipeline / baseline).toFixed(2)}x`, ''],
        ],
      ),
    );
    const phases = job.job.phasesMs ?? {};
    const inJob = Object.values(phases).reduce((a, b) => a + b, 0) / 1000;
    console.log(
      formatTable(
        ['render phase', 'wall time'],
        [
          ...Object.entries(phases).map(([phase, ms]) => [phase, `${(ms / 1000).toFixed(2)} s`]),
          ['outside the job (request, events, handlers, poll)', `${(pipeline - inJob).toFixed(2)} s`],
        ],
      ),
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
