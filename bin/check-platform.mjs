#!/usr/bin/env node
// Checks (and, where it safely can, installs) the system tools the platform needs beyond npm:
// Java 17+ for DynamoDB Local, ffmpeg for the media pipeline, pocketsphinx for transcription, Apertium
// for machine translation, espeak-ng for computer voices, Chromium and poppler-utils (pdftoppm: the quick guide PDF's first page) for
// browser tests.
// Plain Node with no dependencies: it runs before `npm install` has finished.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const mode = process.argv[2] ?? 'start';

/** @type {{ name: string, apt: string, needed: string[], probe: () => boolean, why: string }[]} */
const tools = [
  {
    name: 'Java 17+',
    apt: 'openjdk-17-jre-headless',
    needed: ['start', 'test'],
    why: 'DynamoDB Local (the local database) is a Java program',
    probe: () => {
      const out = spawnSync('java', ['-version'], { encoding: 'utf8' });
      if (out.status !== 0) return false;
      const m = /version "(\d+)/.exec(`${out.stderr}${out.stdout}`);
      return m !== null && Number(m[1]) >= 17;
    },
  },
  {
    name: 'ffmpeg',
    apt: 'ffmpeg',
    needed: ['start', 'test'],
    why: 'the local MediaConvert emulator transcodes with ffmpeg',
    probe: () => spawnSync('ffmpeg', ['-version']).status === 0,
  },
  {
    name: 'pocketsphinx (en-US model)',
    apt: 'pocketsphinx pocketsphinx-en-us',
    needed: ['start', 'test'],
    why: 'the local Transcribe emulator recognises speech with pocketsphinx and its en-US model',
    probe: () =>
      spawnSync('pocketsphinx_continuous', ['-h'], { stdio: 'ignore' }).error === undefined &&
      existsSync('/usr/share/pocketsphinx/model/en-us/en-us'),
  },
  {
    name: 'Apertium (English↔Spanish)',
    apt: 'apertium apertium-eng-spa',
    needed: ['start', 'test'],
    why: 'the local Translate emulator translates with Apertium and its eng-spa pair',
    probe: () => /\beng-spa\b/.test(spawnSync('apertium', ['-l'], { encoding: 'utf8' }).stdout ?? ''),
  },
  {
    name: 'espeak-ng',
    apt: 'espeak-ng',
    needed: ['start', 'test'],
    why: 'the local Polly emulator speaks the voice-over with espeak-ng',
    probe: () => spawnSync('espeak-ng', ['--version']).status === 0,
  },
  {
    name: 'poppler-utils (pdftoppm)',
    apt: 'poppler-utils',
    needed: ['test'],
    why: 'the end-to-end tests render the downloaded quick guide PDF with pdftoppm',
    probe: () => spawnSync('pdftoppm', ['-v'], { stdio: 'ignore' }).error === undefined,
  },
  {
    name: 'Chromium',
    apt: 'chromium',
    needed: ['test'],
    why: 'the end-to-end tests drive Debian Chromium (/usr/bin/chromium)',
    probe: () => spawnSync('/usr/bin/chromium', ['--version']).status === 0,
  },
];

const canApt = process.getuid?.() === 0 && spawnSync('apt-get', ['--version']).status === 0;

const missing = tools.filter((t) => t.needed.includes(mode) && !t.probe());
if (mode === 'install') {
  // npm install itself needs nothing beyond npm; only tell early what start/test will need.
  const later = tools.filter((t) => !t.probe());
  if (later.length > 0) {
    console.log(
      `[tubes] note: ${later.map((t) => t.name).join(', ')} not found yet; ` +
        '`npm start` / `npm test` will install them (as root with apt) or tell you how.',
    );
  }
  process.exit(0);
}
if (missing.length === 0) process.exit(0);

const packages = missing.flatMap((t) => t.apt.split(' '));
if (canApt) {
  console.log(`[tubes] installing missing system packages: ${packages.join(' ')} (apt-get)`);
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    // fall through to the message below
  }
}
const still = missing.filter((t) => !t.probe());
if (still.length > 0) {
  console.error('\n[tubes] cannot continue: missing system tools');
  for (const t of still) console.error(`  - ${t.name}: ${t.why}`);
  console.error(`\nInstall them with:\n  sudo apt-get install -y ${still.map((t) => t.apt).join(' ')}\n`);
  process.exit(1);
}
