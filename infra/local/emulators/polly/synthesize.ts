/**
 * Speech on this machine: espeak-ng speaks the text (SSML with `-m`: break, prosody, emphasis) to WAV,
 * ffmpeg turns it into the format Polly answers in (MP3, Ogg Vorbis, or raw 16-bit little-endian mono
 * PCM) at the requested sample rate.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type AudioFormat = 'mp3' | 'ogg_vorbis' | 'pcm';

export class SynthesisFailure extends Error {}

function run(command: string, args: string[], signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], signal });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-2000)));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new SynthesisFailure(`${command} is not installed (npm start installs espeak-ng and ffmpeg)`)
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new SynthesisFailure(`${command} failed: ${stderr.trim()}`)),
    );
  });
}

const ENCODERS: Record<AudioFormat, string[]> = {
  mp3: ['-c:a', 'libmp3lame', '-b:a', '48k', '-f', 'mp3'],
  ogg_vorbis: ['-c:a', 'libvorbis', '-q:a', '3', '-f', 'ogg'],
  pcm: ['-c:a', 'pcm_s16le', '-f', 's16le'],
};

export async function synthesize(
  input: { text: string; ssml: boolean; espeakVoice: string; format: AudioFormat; sampleRate: number },
  signal: AbortSignal,
): Promise<Buffer> {
  const dir = path.join(os.tmpdir(), `tubes-polly-${randomUUID()}`);
  mkdirSync(dir, { recursive: true });
  try {
    const wav = path.join(dir, 'speech.wav');
    const out = path.join(dir, 'speech.out');
    // The text is the last argument (after `--`), never parsed as an option.
    await run(
      'espeak-ng',
      [...(input.ssml ? ['-m'] : []), '-v', input.espeakVoice, '-w', wav, '--', input.text],
      signal,
    );
    await run(
      'ffmpeg',
      [
        '-nostdin',
        '-loglevel',
        'error',
        '-y',
        '-i',
        wav,
        '-ac',
        '1',
        '-ar',
        String(input.sampleRate),
        ...ENCODERS[input.format],
        out,
      ],
      signal,
    );
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
