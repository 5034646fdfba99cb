import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '#shared/domain/languages.js';
import { dictionaryFor as bundledDictionaryFor } from '#shared/i18n/dictionaries.js';
import { dictionaryFor } from './dictionaries.js';

beforeAll(() => {
  // As the local platform sets it: shared/i18n itself.
  process.env.DICTIONARIES_DIR = path.resolve('shared/i18n');
});

describe('dictionaryFor (files)', () => {
  it('serves, for every UI language, exactly the dictionary the bundled texts compose', () => {
    for (const language of UI_LANGUAGES) {
      expect(dictionaryFor(language), language).toEqual(bundledDictionaryFor(language));
    }
  });
});
