/**
 * The quick guide (issue 12 benchmark) of a 30-chapter video, without a platform:
 *  - PDF composition (functions/core/domain/quick-guide-pdf.ts: title page, 30 pages of a 1280×720 still
 *    and a manuscript of about 600 characters): median and slowest of 7 runs, and the PDF's size;
 *  - the stills job as the MediaConvert emulator runs it: the 30 one-second inputs of a 60 s 720p clip,
 *    stitched and captured at one frame a second (the job settings functions/media/quick-guide-settings.ts
 *    builds, planned and turned into the emulator's ffmpeg command), wall time of that command.
 * Printed figures, no assertion.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { composeQuickGuide } from '../../functions/core/domain/quick-guide-pdf.js';
import { buildStillsJobInput } from '../../functions/media/quick-guide-settings.js';
import { formatTable, median } from './stats.js';

const CHAPTERS = 30;
const CLIP_SECONDS = 60;
const RUNS = 7;

/** The job settings in the wire's shape (camelCase), as the emulator receives them from the SDK. */
function camelCased(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelCased);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k.charAt(0).toLowerCase() + k.slice(1), camelCased(v)]),
    );
  }
  return value;
}

export async function quickGuide(): Promise<void> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'tubes-bench-guide-'));
  try {
    const clip = path.join(workDir, 'clip.mp4');
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=30:duration=${CLIP_SECONDS}`],
      ...['-f', 'lavfi', '-i', `sine=duration=${CLIP_SECONDS}`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', clip],
    ]);

    // The stills job, run by the emulator's command.
    const { ffmpegCommand, planFromSettings, probe, stitchSeconds } =
      await import('../../infra/local/emulators/mediaconvert/ffmpeg-job.js');
    const { clippedSource } = await import('../../infra/local/emulators/mediaconvert/ffmpeg-command.js');
    const startsMs = Array.from({ length: CHAPTERS }, (_, i) => 1000 + i * 1900);
    const job = buildStillsJobInput({
      orgId: 'bench',
      videoId: 'bench-video',
      version: 1,
      language: 'en-us',
      uploadsBucket: 'uploads',
      sourceKey: 'uploads/bench/bench-video/1/en-us/clip.mp4',
      mediaBucket: 'media',
      roleArn: 'arn:aws:iam::000000000000:role/mc',
      captureId: '0000000000abcdef0123',
      startsMs,
      durationSeconds: CLIP_SECONDS,
    });
    const plan = planFromSettings(camelCased(job.Settings));
    const info = await probe(clip, new AbortController().signal);
    const outDir = path.join(workDir, 'out');
    for (const dir of ['hls', 'mp4', 'thumbnails']) mkdirSync(path.join(outDir, dir), { recursive: true });
    const command = ffmpegCommand(plan, clippedSource(plan, info), clip, outDir, {
      stitch: stitchSeconds(plan, info),
    });
    const captureStart = performance.now();
    execFileSync(
      'ffmpeg',
      command.args.filter((a) => a !== '-progress' && a !== 'pipe:1'),
    );
    const captureMs = performance.now() - captureStart;
    const stillFiles = readdirSync(path.join(outDir, 'thumbnails')).sort();
    const stills = stillFiles.map((f) => readFileSync(path.join(outDir, 'thumbnails', f)));

    // The PDF of those stills.
    const manuscript =
      'Open the File menu and choose Save as. Type a name for the document, choose the folder it goes to ' +
      'and press Save. The title bar then shows the new name; the next Save writes to that file. ';
    const content = {
      videoName: 'Thirty chapters of a training video',
      organization: 'Acme Corporation',
      date: '1 December 2026',
      language: 'en-us',
      pages: stills.map((still, i) => ({
        number: i + 2,
        startSeconds: (startsMs[i] ?? 0) / 1000,
        manuscript: manuscript.repeat(3),
        still: new Uint8Array(still),
      })),
    };
    const times: number[] = [];
    let bytes = 0;
    let pageCount = 0;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const composed = await composeQuickGuide(content);
      times.push(performance.now() - started);
      bytes = composed.pdf.length;
      pageCount = composed.pageCount;
    }
    console.log(`\nQuick guide of a ${CHAPTERS}-chapter video (1280×720 stills, ~600-character manuscripts)`);
    console.log(
      formatTable(
        ['what', 'figure'],
        [
          [
            'stills job (emulator ffmpeg command, 30 stitched 1 s inputs of a 60 s 720p clip)',
            `${(captureMs / 1000).toFixed(2)} s, ${stills.length} stills`,
          ],
          ['PDF composition, median of 7', `${median(times).toFixed(0)} ms`],
          ['PDF composition, slowest of 7', `${Math.max(...times).toFixed(0)} ms`],
          ['PDF', `${pageCount} pages, ${(bytes / 1024).toFixed(0)} KiB`],
        ],
      ),
    );
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
