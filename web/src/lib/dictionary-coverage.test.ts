import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { translatedTexts } from '#shared/i18n/dictionaries';

const enUs = translatedTexts('en-us');
const da = translatedTexts('da');
const de = translatedTexts('de');

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Keys the web app asks for: t('…') / safeT('…') literals plus keys passed around as values. */
function usedKeys(): Set<string> {
  const keys = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\b(?:t|safeT)\(\s*'([^']+)'/g)) keys.add(match[1] as string);
    // Error keys are returned by models and rendered with t(error).
    for (const match of text.matchAll(/export type \w+ErrorKey = ([^;]+);/g)) {
      for (const literal of (match[1] as string).matchAll(/'([^']+)'/g)) keys.add(literal[1] as string);
    }
  }
  return keys;
}

describe('UI dictionaries', () => {
  const used = usedKeys();

  it('finds the texts the app uses', () => {
    expect(used.size).toBeGreaterThan(15);
  });

  it('has English for every text the web app uses', () => {
    expect([...used].filter((key) => !(key in enUs))).toEqual([]);
  });

  it.each([
    ['da', da],
    ['de', de],
  ])('has %s for every text the web app uses', (_language, dictionary) => {
    expect([...used].filter((key) => !(key in dictionary))).toEqual([]);
  });
});
