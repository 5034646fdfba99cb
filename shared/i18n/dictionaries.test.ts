import { describe, expect, it } from 'vitest';
import { OFFERED_UI_LANGUAGES, UI_LANGUAGES } from '../domain/languages.js';
import { DICTIONARY_AREAS, dictionaryFor, translatedTexts } from './dictionaries.js';

const english = translatedTexts('en-us');
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('UI dictionaries', () => {
  it('"Default en-us; translation falls back to en-us": a language without texts gets English', () => {
    expect(dictionaryFor('vi')).toEqual(english);
  });

  it.each(OFFERED_UI_LANGUAGES)(
    '%s is offered in the menus, so its dictionary is complete: every English key, no other',
    (language) => {
      expect(Object.keys(translatedTexts(language)).sort()).toEqual(Object.keys(english).sort());
    },
  );

  it.each(OFFERED_UI_LANGUAGES)('%s keeps every {{placeholder}} of the English text', (language) => {
    const texts = translatedTexts(language);
    const broken = Object.keys(english).filter(
      (key) =>
        texts[key] !== undefined && placeholders(texts[key]).join() !== placeholders(english[key]!).join(),
    );
    expect(broken).toEqual([]);
  });

  it('no translated text is empty', () => {
    for (const language of UI_LANGUAGES) {
      const empty = Object.entries(translatedTexts(language)).filter(([, text]) => text.trim() === '');
      expect(empty, language).toEqual([]);
    }
  });

  it('keys are unique across the area files of a language', () => {
    for (const areas of Object.values(DICTIONARY_AREAS)) {
      const keys = Object.values(areas ?? {}).flatMap((area) => Object.keys(area));
      expect(new Set(keys).size).toBe(keys.length);
    }
  });
});
