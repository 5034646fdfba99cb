import { describe, expect, it } from 'vitest';
import type { SubtitleChapter } from '../api/endpoints/rendering.js';
import {
  TRANSLATION_TEXTS,
  displayLanguage,
  translatableTexts,
  translationContentRefusal,
  translationInProgress,
  translationRequestRefusal,
  withTranslatedTexts,
  type TranslationRequestFacts,
} from './video-translation';

const chapter = (manuscript: string, extra: Partial<SubtitleChapter> = {}): SubtitleChapter => ({
  startSeconds: 0,
  manuscript,
  ...extra,
});

const facts = (over: Partial<TranslationRequestFacts> = {}): TranslationRequestFacts => ({
  featureOn: true,
  status: 'readyToPublish',
  lastVersion: 2,
  version: 2,
  masterLanguage: 'en-us',
  organizationLanguages: ['en-us', 'es-es', 'da'],
  languages: ['es-es'],
  chapters: [chapter('Welcome')],
  running: [],
  ...over,
});

describe('translation requests (spec 2 §4, §5, §8)', () => {
  it('allows a ready-to-publish or published video with its manuscript complete', () => {
    expect(translationRequestRefusal(facts())).toBeNull();
    expect(translationRequestRefusal(facts({ status: 'published' }))).toBeNull();
  });

  it("refuses with the spec's words: feature off, not ready, empty manuscript or effects", () => {
    expect(translationRequestRefusal(facts({ featureOn: false }))).toEqual({
      status: 403,
      message: 'Video translation feature is not enabled for this channel',
    });
    expect(translationRequestRefusal(facts({ status: 'draft' }))).toEqual({
      status: 409,
      message: 'Translation is allowed only after the video is optimized and marked ready to publish',
    });
    expect(translationRequestRefusal(facts({ chapters: [chapter('One'), chapter('  ')] }))?.message).toBe(
      TRANSLATION_TEXTS.manuscriptMissing,
    );
    const emptyEffect = chapter('One', {
      textEffect: { enabled: true, text: ' ', position: 'top', style: 'title' },
    });
    expect(translationContentRefusal([emptyEffect])).toBe(TRANSLATION_TEXTS.effectsMissing);
    const disabled = chapter('One', { keyboardEffect: { enabled: false, keys: '' } });
    expect(translationContentRefusal([disabled])).toBeNull();
  });

  it('refuses the master language, a language outside the organization, an old version, a running one', () => {
    expect(translationRequestRefusal(facts({ languages: ['en-us'] }))?.message).toBe(
      TRANSLATION_TEXTS.masterLanguage,
    );
    expect(translationRequestRefusal(facts({ languages: ['de'] }))?.message).toBe(
      TRANSLATION_TEXTS.notOrganizationLanguage('de'),
    );
    expect(translationRequestRefusal(facts({ version: 1 }))?.status).toBe(409);
    expect(translationRequestRefusal(facts({ running: ['es-es'] }))?.message).toBe(
      TRANSLATION_TEXTS.running('es-es'),
    );
    expect(translationRequestRefusal(facts({ languages: [] }))?.message).toBe(TRANSLATION_TEXTS.noLanguages);
  });

  it('counts the machine step and the human steps as getting processed', () => {
    expect(
      ['translating', 'awaitingTranslator', 'awaitingApproval', 'awaitingReview'].every((s) =>
        translationInProgress(s as never),
      ),
    ).toBe(true);
    expect(
      ['completed', 'rejected', 'canceled', 'failed'].some((s) => translationInProgress(s as never)),
    ).toBe(false);
  });
});

describe('translatable texts', () => {
  const content = {
    name: 'Safety',
    description: 'About safety',
    abstract: '',
    chapters: [
      chapter('Welcome', { title: 'Intro', keyboardEffect: { enabled: true, keys: 'Ctrl+S' } }),
      chapter('Rules', {
        startSeconds: 5,
        textEffect: { enabled: true, text: 'Read', position: 'top', style: 'title' },
      }),
    ],
    links: [{ startSeconds: 3, url: 'https://example.com', title: 'More' }],
  };

  it('lists the words in a fixed order and puts translations back, keeping times, keys and addresses', () => {
    const texts = translatableTexts(content);
    expect(texts).toEqual([
      'Safety',
      'About safety',
      '',
      'Intro',
      'Welcome',
      '',
      '',
      'Rules',
      'Read',
      'More',
    ]);
    const back = withTranslatedTexts(
      content,
      texts.map((t) => t.toUpperCase()),
    );
    expect(back.name).toBe('SAFETY');
    expect(back.chapters[0]).toEqual({
      startSeconds: 0,
      title: 'INTRO',
      manuscript: 'WELCOME',
      keyboardEffect: { enabled: true, keys: 'Ctrl+S' },
    });
    expect(back.chapters[1]?.textEffect).toEqual({
      enabled: true,
      text: 'READ',
      position: 'top',
      style: 'title',
    });
    expect(back.chapters[1]?.title).toBeUndefined();
    expect(back.links).toEqual([{ startSeconds: 3, url: 'https://example.com', title: 'MORE' }]);
    expect(() => withTranslatedTexts(content, ['one'])).toThrow(/expected 10 texts/);
  });

  it("reads a member's language when a published translation has it, else the master", () => {
    expect(displayLanguage('es-es', 'en-us', ['es-es'])).toBe('es-es');
    expect(displayLanguage('da', 'en-us', ['es-es'])).toBe('en-us');
    expect(displayLanguage(undefined, 'en-us', [])).toBe('en-us');
  });
});
