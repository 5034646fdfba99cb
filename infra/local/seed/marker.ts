/**
 * The seed's marker in the data directory: which version of the demo content the data holds, so a
 * start seeds on first start and again when the content changed (SEED_VERSION), else leaves it alone.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SEED_MARKER = 'seed.json';
/** Bumped when the seed's content changes, so existing local data is seeded again at the next start. */
export const SEED_VERSION = 6;

export function seedMarkerFile(dataDir: string): string {
  return path.join(dataDir, SEED_MARKER);
}

export function seedMarkerCurrent(markerFile: string): boolean {
  if (!existsSync(markerFile)) return false;
  try {
    return (JSON.parse(readFileSync(markerFile, 'utf8')) as { version?: number }).version === SEED_VERSION;
  } catch {
    return false;
  }
}

export function writeSeedMarker(markerFile: string): void {
  writeFileSync(markerFile, JSON.stringify({ version: SEED_VERSION, seededAt: new Date().toISOString() }));
}
