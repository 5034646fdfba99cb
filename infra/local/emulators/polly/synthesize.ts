/**
 * Speech on this machine: espeak-ng speaks the text (SSML with `-m`: break, prosody, emphasis) to WAV,
 * ffmpeg turns it into the format Polly answers in (MP3, Ogg Vorbis, or raw 16-bit little-endian mono
 * PCM) at the requested sample rate.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCommand } from '../process.js';

export type AudioFormat = 'mp3' | 'ogg_vorbis' | 'pcm';

export class SynthesisFailure extends Error {}

/** Runs `command`; a missing one or a failure is a SynthesisFailure naming it. */
async function run(command: string, args: string[], signal: AbortSignal): Promise<void> {
  const result = await runCommand(command, args, signal).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') {
      throw new SynthesisFailure(`${command} is not installed (npm start installs espeak-ng and ffmpeg)`);
    }
    throw error;
  });
  if (result.code !== 0) throw new SynthesisFailure(`${command} failed: ${result.stderr.trim()}`);
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
