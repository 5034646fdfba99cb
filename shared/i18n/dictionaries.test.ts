import { describe, expect, it } from 'vitest';
import { DICTIONARY_AREAS, dictionaryFor, translatedTexts } from './dictionaries.js';

describe('UI dictionaries', () => {
  it('"Default en-us; translation falls back to en-us": a language without texts gets English', () => {
    expect(dictionaryFor('vi')).toEqual(translatedTexts('en-us'));
  });

  it('Danish and German have every English key and no key English lacks', () => {
    const english = Object.keys(translatedTexts('en-us')).sort();
    for (const lang of ['da', 'de'] as const) {
      expect(Object.keys(translatedTexts(lang)).sort()).toEqual(english);
    }
  });

  it('keys are unique across the area files of a language', () => {
    for (const areas of Object.values(DICTIONARY_AREAS)) {
      const keys = Object.values(areas ?? {}).flatMap((area) => Object.keys(area));
      expect(new Set(keys).size).toBe(keys.length);
    }
  });
});
