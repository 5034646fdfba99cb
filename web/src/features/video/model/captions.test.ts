import { describe, expect, it } from 'vitest';
import { CAPTIONS_OFF, captionOptions, languageName, startPosition } from './captions';
import { chunk } from './player';

describe('captionOptions (spec 1 §2 captions menu)', () => {
  it('lists Off first, then each subtitle track named in the UI language', () => {
    const options = captionOptions(
      [
        { index: 0, lang: 'da', name: 'da' },
        { index: 1, lang: 'en-us', name: 'en-us' },
      ],
      'en-us',
    );
    expect(options).toEqual([
      { value: CAPTIONS_OFF, label: null },
      { value: 0, label: 'Danish' },
      { value: 1, label: 'American English' },
    ]);
    expect(languageName('da', 'da')).toBe('Dansk');
    expect(languageName('xx-unknown-code', 'en-us')).toBe('xx-unknown-code');
  });

  it('is chunked by 10 like the quality menu', () => {
    const tracks = Array.from({ length: 14 }, (_, i) => ({ index: i, name: `Track ${i}` }));
    const chunks = chunk(captionOptions(tracks, 'en-us'));
    expect(chunks.map((c) => c.length)).toEqual([10, 5]);
  });
});

describe('startPosition (?t= from /results)', () => {
  it('reads seconds, ignores nonsense and zero', () => {
    expect(startPosition('8')).toBe(8);
    expect(startPosition('12.5')).toBe(12.5);
    expect(startPosition('16s')).toBe(16);
    expect(startPosition(null)).toBeUndefined();
    expect(startPosition('')).toBeUndefined();
    expect(startPosition('abc')).toBeUndefined();
    expect(startPosition('0')).toBeUndefined();
    expect(startPosition('-3')).toBeUndefined();
  });
});
