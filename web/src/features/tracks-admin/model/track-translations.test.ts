import { describe, expect, it } from 'vitest';
import { TRACK_DESCRIPTION_MAX } from '#shared/domain/tracks-admin';
import { TRACK_TRANSLATION_NAME_MAX } from '#shared/api';
import {
  changeDraft,
  hasTranslationErrors,
  translationDrafts,
  translationErrors,
  translationsPayload,
  type TranslationDraft,
} from './track-translations';

const draft = (language: string, name: string, description = ''): TranslationDraft => ({
  language,
  name,
  description,
});

describe('translationDrafts', () => {
  it('gives one draft per language to translate into, in that order, filled from the saved ones', () => {
    const drafts = translationDrafts({
      translationLanguages: ['da', 'de', 'es-es'],
      translations: [
        { language: 'es-es', name: 'Ventas 101', description: 'Lo básico' },
        { language: 'da', name: 'Salg 101', description: '' },
        // A language the organization no longer offers has no card: the next save drops it.
        { language: 'fi', name: 'Myynti 101', description: '' },
      ],
    });
    expect(drafts).toEqual([
      draft('da', 'Salg 101'),
      draft('de', ''),
      draft('es-es', 'Ventas 101', 'Lo básico'),
    ]);
  });
});

describe('changeDraft', () => {
  it("changes one language's field and leaves the others", () => {
    const before = [draft('da', 'A'), draft('de', 'B')];
    const after = changeDraft(before, 'de', 'description', 'Neu');
    expect(after).toEqual([draft('da', 'A'), draft('de', 'B', 'Neu')]);
    expect(before[1]?.description).toBe('');
  });
});

describe('translationErrors', () => {
  it('accepts empty languages (no translation) and named ones', () => {
    const errors = translationErrors([draft('da', ''), draft('de', '  Vertrieb 101 ', 'Die Grundlagen')]);
    expect(errors).toEqual({});
    expect(hasTranslationErrors(errors)).toBe(false);
  });

  it('refuses a description without a name, under the description', () => {
    const errors = translationErrors([draft('da', '   ', 'Grundlaget'), draft('de', '', '  ')]);
    expect(errors).toEqual({ da: { description: 'tracks-admin-translations-name-needed' } });
    expect(hasTranslationErrors(errors)).toBe(true);
  });

  it("applies the contract's limits and the name's brackets rule", () => {
    const errors = translationErrors([
      draft('da', 'x'.repeat(TRACK_TRANSLATION_NAME_MAX + 1)),
      draft('de', 'a <b>'),
      draft('es-es', 'Ventas', 'y'.repeat(TRACK_DESCRIPTION_MAX + 1)),
      draft('fi', 'x'.repeat(TRACK_TRANSLATION_NAME_MAX)),
    ]);
    expect(errors).toEqual({
      da: { name: 'tracks-admin-error-too-long' },
      de: { name: 'tracks-admin-error-brackets' },
      'es-es': { description: 'tracks-admin-error-too-long' },
    });
  });
});

describe('translationsPayload', () => {
  it('sends the named languages trimmed, leaving out empty names and empty descriptions', () => {
    expect(
      translationsPayload([
        draft('da', '  Salg 101 ', '  '),
        draft('de', '   '),
        draft('es-es', 'Ventas 101', ' Lo básico '),
      ]),
    ).toEqual([
      { language: 'da', name: 'Salg 101' },
      { language: 'es-es', name: 'Ventas 101', description: 'Lo básico' },
    ]);
  });

  it('is empty when every name is empty (saving removes every translation)', () => {
    expect(translationsPayload([draft('da', ''), draft('de', ' ')])).toEqual([]);
  });

  it('never sends a language the app does not know', () => {
    expect(translationsPayload([draft('xx', 'Name')])).toEqual([]);
  });
});
