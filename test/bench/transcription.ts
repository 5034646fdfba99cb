/**
 * Transcription (issue 12 benchmark): the real-time factor of the local Transcribe (wall time / seconds
 * of speech) for the demo's spoken briefing repeated to 12 s, 60 s and 180 s, through the emulator's
 * API with the real SDK client (download, decode, recognise, transcript file, event), against plain
 * ffmpeg + pocketsphinx_continuous doing the same recognition. The ratio is what the emulator adds.
 * Amazon Transcribe's own batch jobs take minutes for short files: the figure is about this machine.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { StartTranscriptionJobCommand, TranscribeClient } from '@aws-sdk/client-transcribe';
import { startTranscribe } from '../../infra/local/emulators/transcribe/api.js';
import { formatTable } from './stats.js';

const SPEECH = path.resolve('infra/local/seed/assets/safety-briefing.ogg');
const LENGTHS = [12, 60, 180];
const credentials = { accessKeyId: 'bench', secretAccessKey: 'bench' };

/** The briefing looped to `seconds` (Opus, as uploads' audio is compressed too). */
function speech(seconds: number, dir: string): string {
  const file = path.join(dir, `speech-${seconds}.ogg`);
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-stream_loop', '-1', '-i', SPEECH],
    ...['-t', String(seconds), '-c:a', 'libopus', '-b:a', '24k', file],
  ]);
  return file;
}

function plainRecognition(file: string, dir: string): number {
  const wav = path.join(dir, 'plain.wav');
  const t = performance.now();
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    file,
    '-ac',
    '1',
    '-ar',
    '16000',
    wav,
  ]);
  execFileSync('pocketsphinx_continuous', ['-infile', wav, '-time', 'yes', '-logfn', '/dev/null'], {
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  return (performance.now() - t) / 1000;
}

export async function transcription(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tubes-bench-transcribe-'));
  const objects = new Map<string, Buffer>();
  const s3 = {
    async send(command: {
      constructor: { name: string };
      input: { Bucket: string; Key: string; Body?: string };
    }) {
      const id = `${command.input.Bucket}/${command.input.Key}`;
      if (command.constructor.name === 'GetObjectCommand')
        return { Body: Readable.from(objects.get(id) ?? Buffer.alloc(0)) };
      objects.set(id, Buffer.from(command.input.Body ?? ''));
      return {};
    },
  } as unknown as S3Client;
  const local = await startTranscribe({
    port: 0,
    s3,
    credentials,
    region: 'us-east-1',
    workDir: path.join(dir, 'work'),
    stateDirectory: null,
    deliver: async () => undefined,
  });
  const client = new TranscribeClient({ endpoint: local.endpoint, region: 'us-east-1', credentials });
  const rows: string[][] = [];
  try {
    for (const seconds of LENGTHS) {
      const file = speech(seconds, dir);
      objects.set(`bench/${seconds}.ogg`, readFileSync(file));
      const t = performance.now();
      await client.send(
        new StartTranscriptionJobCommand({
          TranscriptionJobName: `bench-${seconds}`,
          LanguageCode: 'en-US',
          Media: { MediaFileUri: `s3://bench/${seconds}.ogg` },
          OutputBucketName: 'bench',
          OutputKey: `out/${seconds}.json`,
        }),
      );
      await local.idle();
      const emulator = (performance.now() - t) / 1000;
      const plain = plainRecognition(file, dir);
      const words = (
        JSON.parse(objects.get(`bench/out/${seconds}.json`)?.toString() ?? '{"results":{"items":[]}}') as {
          results: { items: { type: string }[] };
        }
      ).results.items.filter((i) => i.type === 'pronunciation').length;
      rows.push([
        `${seconds} s`,
        `${emulator.toFixed(2)} s (RTF ${(emulator / seconds).toFixed(3)})`,
        `${plain.toFixed(2)} s (RTF ${(plain / seconds).toFixed(3)})`,
        `${(emulator / plain).toFixed(2)}×`,
        String(words),
      ]);
    }
  } finally {
    client.destroy();
    await local.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  console.log('\nTranscription: local Transcribe (pocketsphinx en-US) vs plain ffmpeg + pocketsphinx');
  console.log(formatTable(['speech', 'local Transcribe job', 'plain recognition', 'ratio', 'words'], rows));
}
