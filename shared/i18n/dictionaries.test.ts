import { describe, expect, it } from 'vitest';
import { OFFERED_UI_LANGUAGES, UI_LANGUAGES } from '../domain/languages.js';
import { DICTIONARY_AREAS, dictionaryFor, translatedTexts } from './dictionaries.js';
import { TASK_SUBTYPES } from '../domain/task-subtypes.js';
import { OPERATIONAL_TASK_SUBTYPES } from '../domain/operational-tasks.js';
import { PRODUCTION_STEPS, productionStepSubtype } from '../domain/production-order.js';
import { TRANSLATION_STEP_SUBTYPES } from '../domain/video-translation.js';

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

  it('names the kind of every task the platform creates (the lists show tasks-kind-<subtype>)', () => {
    const created = [
      ...OPERATIONAL_TASK_SUBTYPES,
      ...PRODUCTION_STEPS.map((step) => productionStepSubtype(step)),
      'review-video',
      ...Object.values(TRANSLATION_STEP_SUBTYPES),
    ];
    expect(created.every((subtype) => (TASK_SUBTYPES as readonly string[]).includes(subtype))).toBe(true);
    expect(created.filter((subtype) => english[`tasks-kind-${subtype}`] === undefined)).toEqual([]);
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
