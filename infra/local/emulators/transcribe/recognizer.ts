/**
 * Speech to words on this machine: ffmpeg decodes any media to 16 kHz mono PCM (what the acoustic model
 * was trained on), Debian's pocketsphinx recognises it with its en-US model. Other languages have no
 * model here, and say so.
 */
import { runCommand as run } from '../process.js';
import { parsePocketsphinx, type RecognizedWord } from './transcript.js';

/** Transcribe language codes with a local acoustic model (apt: pocketsphinx-en-us). */
export const LOCAL_MODELS: Readonly<Record<string, string>> = { 'en-US': 'pocketsphinx-en-us' };

export class RecognitionFailure extends Error {}

/** The media's duration in seconds (ffprobe), or NaN when it has none (not a media file). */
export async function mediaSeconds(file: string, signal: AbortSignal): Promise<number> {
  const probe = await run(
    'ffprobe',
    ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file],
    signal,
  );
  return probe.code === 0 ? Number(probe.stdout.trim()) : Number.NaN;
}

export async function recognize(
  mediaFile: string,
  wavFile: string,
  signal: AbortSignal,
): Promise<RecognizedWord[][]> {
  const decoded = await run(
    'ffmpeg',
    [
      '-nostdin',
      '-loglevel',
      'error',
      '-y',
      '-i',
      mediaFile,
      '-vn',
      '-ac',
      '1',
      '-ar',
      '16000',
      '-f',
      'wav',
      wavFile,
    ],
    signal,
  );
  if (decoded.code !== 0) {
    throw new RecognitionFailure(
      `The media file could not be decoded: ${decoded.stderr.trim().split('\n').pop() ?? ''}`,
    );
  }
  const recognized = await run(
    'pocketsphinx_continuous',
    ['-infile', wavFile, '-time', 'yes', '-logfn', '/dev/null'],
    signal,
  ).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') {
      throw new RecognitionFailure(
        'pocketsphinx is not installed (apt install pocketsphinx pocketsphinx-en-us; npm start installs it)',
      );
    }
    throw error;
  });
  if (recognized.code !== 0) {
    throw new RecognitionFailure(
      `Speech recognition ended with an error: ${recognized.stderr.trim().slice(-300)}`,
    );
  }
  return parsePocketsphinx(recognized.stdout);
}
