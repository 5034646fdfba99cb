/**
 * Machine translation on this machine: Debian's Apertium, one process per text (`apertium -u <pair>
 * <file>`: the text goes in a file, as the script opens /dev/stdin, which a Node pipe (a socket) cannot
 * be; `-u` drops the marks Apertium puts on words it does not know, as Amazon Translate
 * has none). Which pairs exist is whatever `apertium -l` lists (apt: apertium-eng-spa gives en↔es).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Apertium's language names (ISO 639-3, or 639-1 in older packages) → Amazon Translate's codes. */
const AMAZON_CODES: Readonly<Record<string, string>> = {
  eng: 'en',
  en: 'en',
  spa: 'es',
  es: 'es',
  cat: 'ca',
  ca: 'ca',
  isl: 'is',
  is: 'is',
  dan: 'da',
  nob: 'no',
  swe: 'sv',
  mkd: 'mk',
  eus: 'eu',
  eu: 'eu',
};

/** `en:es` → the Apertium mode that translates it (`eng-spa`). */
export type ApertiumPairs = ReadonlyMap<string, string>;

export const pairKey = (source: string, target: string) => `${source}:${target}`;

/** The pairs of `apertium -l`'s listing, keyed by Amazon Translate's codes (variants like spa-eng_US left out). */
export function parsePairs(listing: string): ApertiumPairs {
  const pairs = new Map<string, string>();
  for (const mode of listing.split('\n').map((line) => line.trim())) {
    const match = /^([a-z]{2,3})-([a-z]{2,3})$/.exec(mode);
    const source = match && AMAZON_CODES[match[1] as string];
    const target = match && AMAZON_CODES[match[2] as string];
    if (source && target) pairs.set(pairKey(source, target), mode);
  }
  return pairs;
}

/** The installed pairs (none when Apertium is not installed). */
export function installedPairs(): ApertiumPairs {
  const listed = spawnSync('apertium', ['-l'], { encoding: 'utf8' });
  return listed.status === 0 ? parsePairs(listed.stdout) : new Map();
}

export class TranslationFailure extends Error {}

/** Translates `text` with `mode`; line breaks kept, the double spaces Apertium leaves where it drops a word folded. */
export function apertiumTranslate(text: string, mode: string, signal: AbortSignal): Promise<string> {
  const input = path.join(os.tmpdir(), `tubes-translate-${randomUUID()}.txt`);
  writeFileSync(input, text, 'utf8');
  return new Promise<string>((resolve, reject) => {
    const child = spawn('apertium', ['-u', mode, input], { stdio: ['ignore', 'pipe', 'pipe'], signal });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-2000)));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new TranslationFailure(
              'Apertium is not installed (apt install apertium apertium-eng-spa; npm start installs it)',
            )
          : error,
      ),
    );
    child.on('close', (code) => {
      if (code !== 0) return reject(new TranslationFailure(`apertium ${mode} failed: ${stderr.trim()}`));
      resolve(stdout.replace(/(\S) {2,}(?=\S)/g, '$1 '));
    });
  }).finally(() => rmSync(input, { force: true }));
}
