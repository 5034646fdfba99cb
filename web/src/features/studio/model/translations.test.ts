import { describe, expect, it } from 'vitest';
import type { VideoTranslationsView, VideoTranslationView } from '#shared/api';
import {
  MAX_TRANSLATION_LANGUAGES,
  TRANSLATION_STATUSES,
  TRANSLATION_TEXTS,
  type TranslationStatus,
} from '#shared/domain/video-translation';
import { UI_LANGUAGES } from '#shared/domain/languages';
import { translatedTexts } from '#shared/i18n/dictionaries';
import {
  languageChoices,
  requestedLanguages,
  requestFormError,
  toggleLanguage,
  translationButtons,
  translationRequestPayload,
  translationsRunning,
  translationStatusKey,
} from './translations';

const translation = (over: Partial<VideoTranslationView> = {}): VideoTranslationView => ({
  language: 'da',
  version: 2,
  description: '',
  abstract: '',
  status: 'completed',
  published: false,
  machine: true,
  name: 'Prissætning',
  requestedBy: 'editor@acme.test',
  requestedAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-01T10:05:00.000Z',
  ...over,
});

const view = (over: Partial<VideoTranslationsView> = {}): VideoTranslationsView => ({
  videoId: 'v1',
  masterLanguage: 'en-us',
  featureOn: true,
  targetLanguages: ['da', 'de', 'sv'],
  translations: [],
  ...over,
});

const RUNNING: TranslationStatus[] = [
  'translating',
  'awaitingTranslator',
  'awaitingApproval',
  'awaitingReview',
];
const ENDED: TranslationStatus[] = ['rejected', 'canceled', 'failed'];

describe('the translations list', () => {
  it('polls while some translation is getting processed, not once all have ended', () => {
    expect(translationsRunning(undefined)).toBe(false);
    expect(translationsRunning(view())).toBe(false);
    for (const status of RUNNING) {
      expect(translationsRunning(view({ translations: [translation(), translation({ status })] }))).toBe(
        true,
      );
    }
    for (const status of [...ENDED, 'completed' as const]) {
      expect(translationsRunning(view({ translations: [translation({ status })] }))).toBe(false);
    }
  });

  it('names every status in English', () => {
    const english = translatedTexts('en-us');
    expect(TRANSLATION_STATUSES.filter((s) => english[translationStatusKey(s)] === undefined)).toEqual([]);
  });

  it("says spec 2 §8's texts word for word", () => {
    const english = translatedTexts('en-us');
    expect(english['translations-feature-off']).toBe(TRANSLATION_TEXTS.featureOff);
    expect(english['translations-publish-processing']).toBe(TRANSLATION_TEXTS.publishProcessing);
    expect(english['translations-delete-processing']).toBe(TRANSLATION_TEXTS.deleteProcessing);
    expect(english['translations-none-chosen']).toBe(TRANSLATION_TEXTS.noLanguages);
    expect(english['translations-too-many']?.replace('{{max}}', String(MAX_TRANSLATION_LANGUAGES))).toBe(
      TRANSLATION_TEXTS.tooManyLanguages,
    );
  });
});

describe('the request form', () => {
  it('offers every target language; one being translated cannot be chosen again', () => {
    const choices = languageChoices(
      view({ translations: [translation({ language: 'de', status: 'awaitingReview' }), translation()] }),
      ['sv'],
    );
    expect(choices).toEqual([
      { language: 'da', checked: false, disabledBecause: null },
      { language: 'de', checked: false, disabledBecause: 'running' },
      { language: 'sv', checked: true, disabledBecause: null },
    ]);
  });

  it('chooses each language once and at most the limit; the others then wait', () => {
    const many = UI_LANGUAGES.filter((l) => l !== 'en-us').slice(0, MAX_TRANSLATION_LANGUAGES + 2);
    let chosen = toggleLanguage([], 'da', true);
    chosen = toggleLanguage(chosen, 'da', true);
    expect(chosen).toEqual(['da']);
    for (const language of many) chosen = toggleLanguage(chosen, language, true);
    expect(chosen).toHaveLength(MAX_TRANSLATION_LANGUAGES);
    const choices = languageChoices(view({ targetLanguages: many }), chosen);
    expect(choices.filter((c) => c.checked).every((c) => c.disabledBecause === null)).toBe(true);
    expect(choices.filter((c) => !c.checked).map((c) => c.disabledBecause)).toEqual(['limit', 'limit']);
    expect(toggleLanguage(chosen, 'da', false)).not.toContain('da');
  });

  it("sends the chosen languages in the server's order, with the video's latest version", () => {
    const languages = requestedLanguages(view(), ['sv', 'da']);
    expect(languages).toEqual(['da', 'sv']);
    expect(translationRequestPayload('v1', 3, languages)).toEqual({
      videoId: 'v1',
      version: 3,
      languages: ['da', 'sv'],
    });
    // A language no longer offered is not sent…
    expect(requestedLanguages(view({ targetLanguages: ['sv'] }), ['sv', 'da'])).toEqual(['sv']);
    // Nor one whose translation has started since it was ticked.
    const started = view({ translations: [translation({ language: 'sv', status: 'translating' })] });
    expect(requestedLanguages(started, ['sv', 'da'])).toEqual(['da']);
  });

  it('checks before sending: at least one language, at most the limit', () => {
    expect(requestFormError([])).toBe('translations-none-chosen');
    expect(requestFormError(['da'])).toBeNull();
    expect(requestFormError(Array.from({ length: MAX_TRANSLATION_LANGUAGES + 1 }, () => 'da' as const))).toBe(
      'translations-too-many',
    );
  });
});

describe("a translation's actions", () => {
  it('a completed one is published or unpublished, and deleted', () => {
    expect(translationButtons(translation())).toEqual([
      { action: 'publish', disabledBecause: null },
      { action: 'delete', disabledBecause: null },
    ]);
    expect(translationButtons(translation({ published: true }))).toEqual([
      { action: 'unpublish', disabledBecause: null },
      { action: 'delete', disabledBecause: null },
    ]);
  });

  it('one getting processed can be neither published nor deleted', () => {
    for (const status of RUNNING) {
      expect(translationButtons(translation({ status }))).toEqual([
        { action: 'publish', disabledBecause: 'processing' },
        { action: 'delete', disabledBecause: 'processing' },
      ]);
    }
  });

  it('one that ended without a result has nothing to publish, but may be deleted', () => {
    for (const status of ENDED) {
      expect(translationButtons(translation({ status }))).toEqual([
        { action: 'delete', disabledBecause: null },
      ]);
    }
  });
});
