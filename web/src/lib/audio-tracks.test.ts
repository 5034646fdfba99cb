import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES } from '#shared/domain/languages';
import {
  audioTrackCode,
  audioTrackInfos,
  audioTrackLabel,
  chooseStartAudioTrack,
  defaultAudioTrack,
  isAudioLanguageCode,
  showAudioLanguage,
  startAudioTrack,
} from './audio-tracks';

const tracks = audioTrackInfos([
  { lang: 'eng', name: 'en-us', default: true },
  { lang: 'spa', name: 'es-es', default: false },
  { lang: 'spa', name: 'es-mx', default: false },
]);

describe('audio tracks', () => {
  it("keeps hls.js's index, LANGUAGE, NAME and DEFAULT", () => {
    expect(tracks[2]).toEqual({ index: 2, lang: 'spa', name: 'es-mx', default: false });
  });

  it("names a track by the language's own name, else NAME, else LANGUAGE", () => {
    expect(audioTrackLabel({ name: 'es-es', lang: 'spa' }, 'Original sound')).toBe(LANGUAGE_NAMES['es-es']);
    expect(audioTrackLabel({ name: 'DA', lang: 'dan' }, 'Original sound')).toBe(LANGUAGE_NAMES.da);
    expect(audioTrackLabel({ name: 'Original', lang: 'eng' }, 'Original sound')).toBe('Original');
    expect(audioTrackLabel({ lang: 'spa' }, 'Original sound')).toBe('spa');
    expect(audioTrackLabel({ name: 'original', lang: 'und' }, 'Original sound')).toBe('Original sound');
    expect(audioTrackLabel({ name: ' ', lang: 'spa' }, 'Original sound')).toBe('spa');
    expect(audioTrackLabel({}, 'Original sound')).toBe('');
  });

  it('remembers a track by NAME when it is a language code, else by LANGUAGE', () => {
    expect(audioTrackCode({ name: 'es-MX', lang: 'spa' })).toBe('es-mx');
    expect(audioTrackCode({ name: 'Spanish', lang: 'spa' })).toBe('spa');
    expect(audioTrackCode({ name: 'Commentary' })).toBeNull();
    expect(audioTrackCode(undefined)).toBeNull();
    expect(isAudioLanguageCode('en-gb-wls')).toBe(true);
    expect(isAudioLanguageCode('<b>')).toBe(false);
    expect(isAudioLanguageCode(3)).toBe(false);
  });

  it('DEFAULT is the DEFAULT=YES track, else the first (the original sound)', () => {
    expect(defaultAudioTrack(tracks)).toBe(0);
    expect(defaultAudioTrack([{ default: false }, { default: true }])).toBe(1);
    expect(defaultAudioTrack([{ default: false }, { default: false }])).toBe(0);
    expect(defaultAudioTrack([])).toBe(-1);
  });

  it('starts in the first wanted language the video has, else DEFAULT', () => {
    expect(startAudioTrack(tracks, ['es-mx', 'es-es'])).toBe(2);
    expect(startAudioTrack(tracks, [null, 'es-es'])).toBe(1);
    expect(startAudioTrack(tracks, ['de', 'spa'])).toBe(1);
    expect(startAudioTrack(tracks.slice(0, 2), ['es-mx'])).toBe(1);
    expect(startAudioTrack(tracks, ['de', undefined])).toBe(0);
    expect(startAudioTrack(tracks, [])).toBe(0);
    expect(startAudioTrack([], ['es-es'])).toBe(-1);
  });
});

/** An hls.js stand-in recording every audio track set. */
function fakeHls(initial = -1) {
  const sets: number[] = [];
  let track = initial;
  return {
    sets,
    get audioTrack() {
      return track;
    },
    set audioTrack(id: number) {
      sets.push(id);
      track = id;
    },
  };
}

describe('chooseStartAudioTrack', () => {
  it('chooses right away and does not choose the same track twice', async () => {
    const hls = fakeHls();
    chooseStartAudioTrack(hls, 2);
    expect(hls.audioTrack).toBe(2);
    await Promise.resolve();
    expect(hls.sets).toEqual([2]);
  });

  it('chooses again when hls.js switched to its own after the listeners', async () => {
    const hls = fakeHls();
    chooseStartAudioTrack(hls, 2);
    hls.audioTrack = 0; // a DEFAULT selection after the dispatch, as hls.js does for subtitles
    await Promise.resolve();
    expect(hls.audioTrack).toBe(2);
  });

  it('leaves hls.js alone without a track, on the track it plays, and once torn down', async () => {
    const none = fakeHls(0);
    chooseStartAudioTrack(none, -1);
    const same = fakeHls(1);
    chooseStartAudioTrack(same, 1);
    let live = true;
    const gone = fakeHls();
    chooseStartAudioTrack(gone, 2, () => live);
    gone.audioTrack = 0;
    live = false;
    await Promise.resolve();
    expect([none.sets, same.sets, gone.sets]).toEqual([[], [], [2, 0]]);
  });
});

describe('showAudioLanguage', () => {
  it('writes the NAME (else LANGUAGE) as data-audio-language, removes it without a track', () => {
    const dataset: Record<string, string> = {};
    const video = { dataset } as unknown as HTMLVideoElement;
    showAudioLanguage(video, { name: 'es-es', lang: 'spa' });
    expect(dataset.audioLanguage).toBe('es-es');
    showAudioLanguage(video, { name: '', lang: 'spa' });
    expect(dataset.audioLanguage).toBe('spa');
    showAudioLanguage(video, undefined);
    expect('audioLanguage' in dataset).toBe(false);
    showAudioLanguage(null, { name: 'da' });
  });
});
