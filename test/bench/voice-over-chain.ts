/**
 * The whole chain, hands off (issue 14 benchmark: "a benchmark prints its wall time"): on the bench's
 * platform, in acme's Customer success channel (the seed turns on autoGenerateTranslationTask,
 * autoPublishTranslationTaskVideo and autoGenerateVoiceOver there; checked, and set through the data
 * layer only if missing), a 60 s 1280x720 upload with 6 English chapters of 10 s (one or two short
 * sentences each, so the Spanish speech fits its chapter), transcoded and checked out (set-up, not
 * timed), is marked ready to publish. Timed from markReadyToPublish sent until the master playlist
 * (getVideoUrl's signedUrl, GET with the bearer token) lists the es-es audio rendition, with the split:
 * the Spanish translation completed and published (video-translation machine on the local Step
 * Functions, Apertium through the local Translate), its voice-over there (GET voice-overs: espeak-ng
 * through the local Polly), the render completed (GET renderJobs: the local MediaConvert). Each stage is
 * polled only once the one before it was seen, every POLL_MS (the render shares the 2 cores with the
 * poll). One run by default (BENCH_CHAIN_RUNS): the render alone is tens of seconds.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Parser } from 'm3u8-parser';
import type { LocalPlatform } from '../../infra/local/index.js';
import { apiCaller, ensureFlagInChannel, signInAs, type ApiCall } from './platform.js';
import { formatTable, median } from './stats.js';

const RUNS = Number(process.env.BENCH_CHAIN_RUNS ?? 1);
const CHANNEL = 'ch-acme-customer-success';
const FLAGS = ['autoGenerateTranslationTask', 'autoPublishTranslationTaskVideo', 'autoGenerateVoiceOver'];
const CLIP_SECONDS = 60;
const LANGUAGE = 'es-es';
const POLL_MS = 100;
const TIMEOUT_MS = 300_000;

/** One chapter each 10 s: one or two short sentences, so the Spanish voice fits before the next. */
const MANUSCRIPTS = [
  'Welcome to the customer call.',
  'Listen first. Then ask one question.',
  'Write down what the customer needs.',
  'Repeat the problem in your own words.',
  'Promise only what you can do.',
  'Thank the customer. Send a short summary.',
];

interface Stage {
  name: string;
  /** Whether the stage is reached; throws when it ended without getting there. */
  reached: () => Promise<boolean>;
}

interface ChainRun {
  /** ms from markReadyToPublish sent to each stage first seen. */
  at: number[];
  voiceOver: { voice: string; fits: boolean; durationMs: number };
  phasesMs: Record<string, number>;
}

async function uploadedVideo(call: ApiCall, clip: string): Promise<string> {
  const video = await call<{ id: string }>('PUT', '/command/videoCommand', {
    type: 'createVideo',
    payload: { channelId: CHANNEL, name: `Hands off ${randomUUID().slice(0, 6)}`, language: 'en-us' },
  });
  const target = await call<{ signedUrl: string }>('POST', '/command/getS3UploadSignedUrl', {
    fileExt: 'mp4',
    videoId: video.id,
    sourceHeight: 720,
  });
  const put = await fetch(target.signedUrl, { method: 'PUT', body: readFileSync(clip) });
  if (!put.ok) throw new Error(`upload answered ${put.status}`);
  const started = performance.now();
  for (;;) {
    const list = await call<{ status: string; error?: string }[]>(
      'GET',
      `/query/transcodingStatus/${video.id}`,
    );
    if (list.at(-1)?.status === 'error') throw new Error(`transcoding failed: ${list.at(-1)?.error}`);
    // The job reads completed a moment before the video leaves 'transcoding'.
    if (list.at(-1)?.status === 'completed') {
      const page = await call<{ status: string }>('GET', `/query/videos/${video.id}`);
      if (page.status !== 'transcoding') return video.id;
    }
    if (performance.now() - started > TIMEOUT_MS) throw new Error('transcoding did not finish in 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function chainRun(
  call: ApiCall,
  token: string,
  clip: string,
  mediaConvertUrl: string,
): Promise<ChainRun> {
  // Set-up, not timed: the upload and its transcode, the check-out, the English chapters.
  const videoId = await uploadedVideo(call, clip);
  const lifecycle = (type: string) =>
    call('PUT', '/command/videoLifecycleCommand', { type, payload: { videoId } });
  await lifecycle('checkOutVideo');
  await call('PUT', `/command/studio/videos/${videoId}/1/rendering/en-us`, {
    revision: 0,
    renderingData: {
      subtitles: {
        chapters: MANUSCRIPTS.map((manuscript, i) => ({ startSeconds: i * 10, manuscript })),
      },
      links: [],
    },
  });

  let voiceOver: ChainRun['voiceOver'] | undefined;
  let jobId = '';
  const stages: Stage[] = [
    {
      name: 'translation published',
      reached: async () => {
        const read = await call<{ translations: { language: string; status: string; published: boolean }[] }>(
          'GET',
          `/query/studio/videos/${videoId}/translations`,
        );
        const spanish = read.translations.find((t) => t.language === LANGUAGE);
        if (spanish && ['failed', 'rejected', 'canceled'].includes(spanish.status))
          throw new Error(`the ${LANGUAGE} translation ended ${spanish.status}`);
        return spanish?.status === 'completed' && spanish.published;
      },
    },
    {
      name: 'voice-over there',
      reached: async () => {
        const read = await call<{ voiceOvers: ({ language: string } & ChainRun['voiceOver'])[] }>(
          'GET',
          `/query/studio/videos/${videoId}/voice-overs`,
        );
        voiceOver = read.voiceOvers.find((v) => v.language === LANGUAGE);
        return voiceOver !== undefined;
      },
    },
    {
      name: 'render completed',
      reached: async () => {
        const jobs = await call<{ status: string; jobId?: string; error?: string }[]>(
          'GET',
          `/query/renderJobs/${videoId}`,
        );
        const failed = jobs.find((j) => j.status === 'error' || j.status === 'timedOut');
        if (failed) throw new Error(`the render ended ${failed.status}: ${failed.error}`);
        const done = jobs.find((j) => j.status === 'completed');
        jobId = done?.jobId ?? '';
        return done !== undefined;
      },
    },
    {
      name: 'master lists es-es',
      reached: async () => {
        const url = await call<{ signedUrl: string }>(
          'GET',
          `/query/getVideoUrl?key=${encodeURIComponent(videoId)}&download=0`,
        );
        const res = await fetch(url.signedUrl, { headers: { Authorization: `Bearer ${token}` } });
        if (!res.ok) return false;
        const parser = new Parser();
        parser.push(await res.text());
        parser.end();
        return Object.values(parser.manifest.mediaGroups?.AUDIO ?? {}).some((group) =>
          Object.keys(group ?? {}).includes(LANGUAGE),
        );
      },
    },
  ];

  const started = performance.now();
  await lifecycle('markReadyToPublish');
  const at: number[] = [];
  for (const stage of stages) {
    while (!(await stage.reached())) {
      if (performance.now() - started > TIMEOUT_MS)
        throw new Error(`the chain did not get to "${stage.name}" in ${TIMEOUT_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    at.push(performance.now() - started);
  }
  if (!voiceOver) throw new Error('no voice-over read');
  const job = (await (await fetch(`${mediaConvertUrl}/2017-08-29/jobs/${jobId}`)).json()) as {
    job?: { phasesMs?: Record<string, number> };
  };
  return { at, voiceOver, phasesMs: job.job?.phasesMs ?? {} };
}

export async function handsOffChain(platform: LocalPlatform): Promise<void> {
  const token = await signInAs(platform, 'admin@acme.test');
  const call = apiCaller(platform.urls.api, token);
  const flags = await Promise.all(FLAGS.map((f) => ensureFlagInChannel('acme', f, CHANNEL)));
  const work = mkdtempSync(path.join(os.tmpdir(), 'tubes-bench-chain-'));
  try {
    const clip = path.join(work, 'clip.mp4');
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=30:duration=${CLIP_SECONDS}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${CLIP_SECONDS}`],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', clip],
    ]);
    const runs: ChainRun[] = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(await chainRun(call, token, clip, platform.media.mediaConvert.endpoint));
    }
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const stageNames = [
      'markReadyToPublish → Spanish translation completed and published',
      'published → Spanish voice-over there (espeak-ng)',
      'voice-over → render completed (local MediaConvert)',
      'render completed → master playlist lists es-es',
    ];
    const rows = stageNames.map((name, s) => {
      const own = runs.map((r) => (r.at[s] ?? 0) - (s === 0 ? 0 : (r.at[s - 1] ?? 0)));
      const total = runs.map((r) => r.at[s] ?? 0);
      return [name, seconds(median(own)), seconds(median(total)), total.map((v) => seconds(v)).join(', ')];
    });
    const last = runs.at(-1);
    console.log(
      `\nThe whole chain, hands off: a ${CLIP_SECONDS} s 1280x720 video with 6 English chapters in ` +
        `${CHANNEL} (flags ${FLAGS.map((f, i) => `${f}: ${flags[i]}`).join(', ')}), from markReadyToPublish ` +
        `to the master listing the Spanish voice; ${RUNS === 1 ? 'one run' : `median of ${RUNS} runs`}`,
    );
    console.log(formatTable(['stage', 'stage time', 'since markReady', 'runs'], rows));
    if (last) {
      const phases = Object.entries(last.phasesMs);
      console.log(
        `voice-over: ${last.voiceOver.voice}, ${(last.voiceOver.durationMs / 1000).toFixed(1)} s, ` +
          `fits ${last.voiceOver.fits}; the render's phases in the local MediaConvert: ` +
          (phases.length > 0
            ? phases.map(([phase, ms]) => `${phase} ${(ms / 1000).toFixed(2)} s`).join(', ')
            : 'none reported'),
      );
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
