import { describe, expect, it } from 'vitest';
import {
  audioChoice,
  CAPTIONS_OFF_CHOICE,
  captionsChoice,
  DEFAULT_PLAYER_PREFERENCES,
  parsePlayerPreferences,
  preferredAudio,
  preferredCaptions,
  preferredLevel,
  preferredSpeed,
  qualityChoice,
  serializePlayerPreferences,
} from './player-preferences';

const levels = [
  { index: 0, height: 360, bitrate: 800_000 },
  { index: 1, height: 1080, bitrate: 5_000_000 },
  { index: 2, height: 540, bitrate: 1_500_000 },
];
const tracks = [
  { index: 0, lang: 'da', name: 'Dansk' },
  { index: 1, lang: 'en-us', name: 'English' },
];
// A master's audio renditions (issue 14): the original sound (DEFAULT) first, then the voice-overs.
const audio = [
  { index: 0, lang: 'eng', name: 'en-us', default: true },
  { index: 1, lang: 'spa', name: 'es-es', default: false },
  { index: 2, lang: 'spa', name: 'es-mx', default: false },
  { index: 3, lang: 'dan', name: 'da', default: false },
];

describe('stored player preferences', () => {
  it('round-trips what the menus chose', () => {
    const chosen = { quality: 540, captions: 'da', speed: 1.5, audio: 'es-mx' };
    expect(parsePlayerPreferences(serializePlayerPreferences(chosen))).toEqual(chosen);
    const iso = { ...chosen, audio: 'spa' };
    expect(parsePlayerPreferences(serializePlayerPreferences(iso))).toEqual(iso);
    const off = { quality: null, captions: CAPTIONS_OFF_CHOICE, speed: 1, audio: null };
    expect(parsePlayerPreferences(serializePlayerPreferences(off))).toEqual(off);
  });

  it('starts from the defaults when nothing or garbage is stored', () => {
    expect(parsePlayerPreferences(null)).toEqual(DEFAULT_PLAYER_PREFERENCES);
    expect(parsePlayerPreferences('')).toEqual(DEFAULT_PLAYER_PREFERENCES);
    expect(parsePlayerPreferences('{not json')).toEqual(DEFAULT_PLAYER_PREFERENCES);
    expect(parsePlayerPreferences('"da"')).toEqual(DEFAULT_PLAYER_PREFERENCES);
    expect(parsePlayerPreferences('null')).toEqual(DEFAULT_PLAYER_PREFERENCES);
  });

  it('drops only the fields that are not valid', () => {
    expect(parsePlayerPreferences('{"quality":"720","captions":"da","speed":1.25}')).toEqual({
      quality: null,
      captions: 'da',
      speed: 1.25,
      audio: null,
    });
    // A speed the menu does not offer, a height that is no height, markup as a language.
    expect(parsePlayerPreferences('{"quality":-5,"captions":"<b>","speed":7,"audio":"<b>"}')).toEqual(
      DEFAULT_PLAYER_PREFERENCES,
    );
    expect(parsePlayerPreferences('{"quality":720.5,"captions":null,"speed":"2","audio":7}')).toEqual(
      DEFAULT_PLAYER_PREFERENCES,
    );
  });

  it('audio: a language code (product or ISO 639-2), lower-cased; anything else is no choice', () => {
    const audioOf = (value: unknown) =>
      parsePlayerPreferences(JSON.stringify({ quality: 540, audio: value })).audio;
    expect(audioOf('es-es')).toBe('es-es');
    expect(audioOf('ES-MX')).toBe('es-mx');
    expect(audioOf('spa')).toBe('spa');
    expect(audioOf('en-gb-wls')).toBe('en-gb-wls');
    for (const bad of ['', 'e', 'spanish', 'es_es', 'es-', '<b>', ' es', null, 1, true, {}, ['da']]) {
      expect(audioOf(bad)).toBeNull();
    }
    // The others survive a bad audio field.
    expect(parsePlayerPreferences('{"quality":540,"audio":"<script>"}').quality).toBe(540);
  });
});

describe('what a new video starts with', () => {
  it('quality: the remembered height, else the highest below it, else automatic', () => {
    expect(preferredLevel(levels, null)).toBe(-1);
    expect(preferredLevel(levels, 540)).toBe(2);
    expect(preferredLevel(levels, 720)).toBe(2);
    expect(preferredLevel(levels, 2160)).toBe(1);
    expect(preferredLevel(levels, 240)).toBe(-1);
    expect(preferredLevel([], 540)).toBe(-1);
  });

  it('captions: a Danish user gets Danish by default when the video has them', () => {
    expect(preferredCaptions(tracks, null, 'da')).toBe(0);
    expect(preferredCaptions(tracks, null, 'en-us')).toBe(1);
    // An English variant finds the American English track by its primary subtag.
    expect(preferredCaptions(tracks, null, 'en-gb')).toBe(1);
    // The video is spoken in the UI language: no captions by default (an earlier choice still wins).
    expect(preferredCaptions(tracks, null, 'en-us', 'en-us')).toBe(-1);
    expect(preferredCaptions(tracks, null, 'en-gb', 'en-us')).toBe(-1);
    expect(preferredCaptions(tracks, null, 'da', 'en-us')).toBe(0);
    expect(preferredCaptions(tracks, 'en-us', 'en-us', 'en-us')).toBe(1);
    // No subtitles in the UI language and no earlier choice: off.
    expect(preferredCaptions(tracks, null, 'de')).toBe(-1);
    expect(preferredCaptions([], null, 'da')).toBe(-1);
  });

  it('captions: an earlier choice wins over the UI language; Off stays off', () => {
    expect(preferredCaptions(tracks, 'en-us', 'da')).toBe(1);
    expect(preferredCaptions(tracks, 'da', 'de')).toBe(0);
    expect(preferredCaptions(tracks, CAPTIONS_OFF_CHOICE, 'da')).toBe(-1);
    // The chosen language is missing in this video: the UI language's, else off.
    expect(preferredCaptions(tracks, 'sv', 'da')).toBe(0);
    expect(preferredCaptions(tracks, 'sv', 'de')).toBe(-1);
  });

  it('audio: the remembered language when the video has it, else the UI language, else DEFAULT', () => {
    // Remembered wins over the UI language.
    expect(preferredAudio(audio, 'es-es', 'da')).toBe(1);
    expect(preferredAudio(audio, 'da', 'es-es')).toBe(3);
    // es-es and es-mx apart by NAME.
    expect(preferredAudio(audio, 'es-mx', 'en-us')).toBe(2);
    expect(preferredAudio(audio, null, 'es-mx')).toBe(2);
    expect(preferredAudio(audio, null, 'es-es')).toBe(1);
    // Remembered as an ISO code (a track without a product NAME): the first track of that language.
    expect(preferredAudio(audio, 'spa', 'da')).toBe(1);
    // The remembered language is missing in this video: the UI language's track.
    expect(preferredAudio(audio, 'de', 'da')).toBe(3);
    // Neither: the playlist's DEFAULT, which need not be the first.
    expect(preferredAudio(audio, 'de', 'sv')).toBe(0);
    expect(preferredAudio(audio, null, 'sv')).toBe(0);
    const dubbedDefault = audio.map((t) => ({ ...t, default: t.index === 3 }));
    expect(preferredAudio(dubbedDefault, null, 'sv')).toBe(3);
    expect(preferredAudio(dubbedDefault, null, 'en-us')).toBe(0);
    // Only the ISO code matches: es-mx finds the es-es voice-over; en-gb the American original.
    const castilian = audio.filter((t) => t.name !== 'es-mx');
    expect(preferredAudio(castilian, 'es-mx', 'da')).toBe(1);
    expect(preferredAudio(castilian, null, 'en-gb')).toBe(0);
    // Tracks named by LANGUAGE only.
    const isoOnly = [
      { index: 0, lang: 'eng', default: true },
      { index: 1, lang: 'spa' },
    ];
    expect(preferredAudio(isoOnly, null, 'es-mx')).toBe(1);
    expect(preferredAudio(isoOnly, 'fra', 'da')).toBe(0);
    expect(preferredAudio([], 'es-es', 'es-es')).toBe(-1);
  });

  it('speed: the remembered rate, 1 when it is not one the menu offers', () => {
    expect(preferredSpeed({ ...DEFAULT_PLAYER_PREFERENCES, speed: 1.5 })).toBe(1.5);
    expect(preferredSpeed({ ...DEFAULT_PLAYER_PREFERENCES, speed: 4 })).toBe(1);
  });
});

describe('what a menu choice stores', () => {
  it('captions: the track language, or off', () => {
    expect(captionsChoice(tracks, 0)).toBe('da');
    expect(captionsChoice(tracks, 1)).toBe('en-us');
    expect(captionsChoice(tracks, -1)).toBe(CAPTIONS_OFF_CHOICE);
    // A track without a language code is remembered by nothing.
    expect(captionsChoice([{ index: 0, name: 'Commentary track' }], 0)).toBeNull();
    expect(captionsChoice(tracks, 7)).toBeNull();
  });

  it('audio: the track NAME when it is a language code, else its LANGUAGE', () => {
    expect(audioChoice(audio, 2)).toBe('es-mx');
    expect(audioChoice(audio, 0)).toBe('en-us');
    expect(audioChoice([{ index: 0, lang: 'spa', name: 'Spanish voice-over' }], 0)).toBe('spa');
    expect(audioChoice([{ index: 0, lang: 'spa' }], 0)).toBe('spa');
    expect(audioChoice([{ index: 0, name: 'Director commentary' }], 0)).toBeNull();
    expect(audioChoice(audio, 9)).toBeNull();
  });

  it('quality: the level height, or automatic', () => {
    expect(qualityChoice(levels, 2)).toBe(540);
    expect(qualityChoice(levels, -1)).toBeNull();
    expect(qualityChoice(levels, 9)).toBeNull();
  });
});
