import { describe, expect, it } from 'vitest';
import {
  audioLanguageCode,
  audioTrackIndex,
  COMPUTER_VOICES,
  computerVoice,
  fitVoiceOver,
  isVoiceOverLanguage,
  overlongChapters,
  VOICE_OVER_LANGUAGES,
} from './voice-over.js';
import { UI_LANGUAGES } from './languages.js';

describe('voice-over languages', () => {
  it('are the spec\'s "Languages for pause audio", each a UI language with a default computer voice', () => {
    expect(VOICE_OVER_LANGUAGES).toHaveLength(27);
    for (const language of VOICE_OVER_LANGUAGES) {
      expect(UI_LANGUAGES).toContain(language);
      expect(computerVoice(language)).toBe(COMPUTER_VOICES[language][0]);
    }
    expect(isVoiceOverLanguage('es-es')).toBe(true);
    expect(isVoiceOverLanguage('fi')).toBe(false);
    expect(computerVoice('es-es', 'Sergio')?.pollyLanguage).toBe('es-ES');
    expect(computerVoice('es-es', 'Joanna')).toBeUndefined();
  });
});

describe('audio tracks', () => {
  const tracks = [
    { lang: 'eng', name: 'en-us' },
    { lang: 'spa', name: 'es-es' },
    { lang: 'spa', name: 'es-mx' },
    { lang: 'und', name: 'original' },
  ];

  it('find a language by its NAME first, then by ISO 639-2 code', () => {
    expect(audioTrackIndex(tracks, 'es-mx')).toBe(2);
    expect(audioTrackIndex(tracks, 'ES-ES')).toBe(1);
    expect(audioTrackIndex(tracks, 'spa')).toBe(1);
    expect(audioTrackIndex(tracks, 'en-gb')).toBe(0);
    expect(audioTrackIndex(tracks, 'original')).toBe(3);
    expect(audioTrackIndex(tracks, 'de')).toBe(-1);
    expect(audioTrackIndex(tracks, null)).toBe(-1);
  });

  it('code languages as ISO 639-2/T', () => {
    expect(audioLanguageCode('es-es')).toBe('spa');
    expect(audioLanguageCode('de')).toBe('deu');
    expect(audioLanguageCode('en-gb-wls')).toBe('eng');
    expect(audioLanguageCode('spa')).toBe('spa');
  });
});

describe('fitVoiceOver', () => {
  it("places each chapter's speech after its pause and flags what runs past the next chapter", () => {
    const fits = fitVoiceOver([{ startMs: 0 }, { startMs: 4000 }, { startMs: 6000 }], 10_000, [
      { speechMs: 3000, pauseMs: 500 },
      { speechMs: 2500, pauseMs: 0 },
      { speechMs: 3000, pauseMs: 1000 },
    ]);
    expect(fits).toEqual([
      { startMs: 500, availableMs: 3500, speechMs: 3000, overlongMs: 0 },
      { startMs: 4000, availableMs: 2000, speechMs: 2500, overlongMs: 500 },
      { startMs: 7000, availableMs: 3000, speechMs: 3000, overlongMs: 0 },
    ]);
    expect(overlongChapters(fits)).toEqual([2]);
  });

  it('gives a pause longer than its chapter no room at all', () => {
    const [fit] = fitVoiceOver([{ startMs: 0 }], 1000, [{ speechMs: 10, pauseMs: 2000 }]);
    expect(fit).toEqual({ startMs: 2000, availableMs: 0, speechMs: 10, overlongMs: 10 });
  });
});
