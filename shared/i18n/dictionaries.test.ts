import { describe, expect, it } from 'vitest';
import { dictionaryFor } from './dictionaries.js';
import enUs from './en-us.json' with { type: 'json' };

describe('UI dictionaries', () => {
  it('"Default en-us; translation falls back to en-us": a language without texts gets English', () => {
    expect(dictionaryFor('vi')).toEqual(enUs);
  });

  it('a translated language has every English key', () => {
    for (const lang of ['da', 'de'] as const) {
      expect(Object.keys(dictionaryFor(lang)).sort()).toEqual(Object.keys(enUs).sort());
    }
  });
});
