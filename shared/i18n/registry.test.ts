import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DICTIONARY_AREAS } from './dictionaries.js';
import { REGISTRY_FILE, dictionaryFiles, renderRegistry } from './generate-registry.js';

describe('the generated dictionary registry', () => {
  it('is up to date with the <language>/<area>.json files (else: npm run i18n:registry)', async () => {
    expect(readFileSync(REGISTRY_FILE, 'utf8')).toBe(await renderRegistry());
  });

  it('holds every area file of every language folder', () => {
    const registered = Object.entries(DICTIONARY_AREAS).map(([language, areas]) => ({
      language,
      areas: Object.keys(areas ?? {}),
    }));
    expect(registered.sort((a, b) => a.language.localeCompare(b.language))).toEqual(dictionaryFiles());
    expect(DICTIONARY_AREAS['en-us']).toBeDefined();
  });
});
