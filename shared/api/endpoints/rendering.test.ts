import { describe, expect, it } from 'vitest';
import {
  chapterLinkSchema,
  isKeyCombination,
  keyboardEffectSchema,
  LINK_INVALID_MESSAGE,
  renderingDataSchema,
  textEffectSchema,
  trimSchema,
} from './rendering.js';

const valid = {
  language: 'da',
  subtitles: {
    chapters: [
      { startSeconds: 0, endSeconds: 10, title: 'Velkommen', manuscript: 'Velkommen til Acme.' },
      { startSeconds: 10, manuscript: 'Her er dit skrivebord.' },
    ],
  },
  links: [{ startSeconds: 10, url: 'https://acme.example/desk', title: 'Desk booking' }],
};

describe('renderingDataSchema (spec 1 §3: subtitles per language with chapters and manuscript; links)', () => {
  it('accepts subtitles with chapters carrying a manuscript and chapter links', () => {
    expect(renderingDataSchema.parse(valid)).toEqual(valid);
  });

  it('refuses chapters out of time order or overlapping', () => {
    const swapped = { ...valid, subtitles: { chapters: [...valid.subtitles.chapters].reverse() } };
    expect(renderingDataSchema.safeParse(swapped).success).toBe(false);
    const overlapping = {
      ...valid,
      subtitles: {
        chapters: [
          { startSeconds: 0, endSeconds: 12, manuscript: 'a' },
          { startSeconds: 10, manuscript: 'b' },
        ],
      },
    };
    expect(renderingDataSchema.safeParse(overlapping).success).toBe(false);
  });

  it('refuses a chapter that ends before it starts, an unknown language and a link without url', () => {
    expect(
      renderingDataSchema.safeParse({
        ...valid,
        subtitles: { chapters: [{ startSeconds: 5, endSeconds: 5, manuscript: 'x' }] },
      }).success,
    ).toBe(false);
    expect(renderingDataSchema.safeParse({ ...valid, language: 'xx' }).success).toBe(false);
    expect(chapterLinkSchema.safeParse({ startSeconds: 1, url: 'not a url', title: 't' }).success).toBe(
      false,
    );
    expect(
      chapterLinkSchema.safeParse({ startSeconds: -1, url: 'https://a.example', title: 't' }).success,
    ).toBe(false);
  });
});

describe('the editor parts of the rendering data (issue 12: effects, quick guide, trim)', () => {
  const chapter = { startSeconds: 0, manuscript: 'Hello' };
  const withChapter = (extra: object) => ({
    ...valid,
    subtitles: { chapters: [{ ...chapter, ...extra }] },
  });

  it('accepts text and keyboard effects with their values, and a trim', () => {
    const data = {
      ...withChapter({
        textEffect: { enabled: true, text: 'Open the menu', position: 'bottom', style: 'title' },
        keyboardEffect: { enabled: true, keys: 'Ctrl+Shift+S' },
        quickGuide: false,
      }),
      trim: { startSeconds: 1.5, endSeconds: 20 },
    };
    expect(renderingDataSchema.parse(data)).toEqual(data);
  });

  it('requires the values of enabled effects, and keeps those of disabled ones even when empty', () => {
    const emptyText = { enabled: true, text: '  ', position: 'top', style: 'subtitle' };
    expect(textEffectSchema.safeParse(emptyText).success).toBe(false);
    expect(textEffectSchema.safeParse({ ...emptyText, enabled: false }).success).toBe(true);
    expect(keyboardEffectSchema.safeParse({ enabled: true, keys: '' }).success).toBe(false);
    expect(keyboardEffectSchema.safeParse({ enabled: true, keys: 'Ctrl++' }).success).toBe(false);
    expect(keyboardEffectSchema.safeParse({ enabled: false, keys: '' }).success).toBe(true);
    expect(renderingDataSchema.safeParse(withChapter({ textEffect: emptyText })).success).toBe(false);
  });

  it('refuses unknown positions and styles, and a trim that ends before it starts', () => {
    const text = { enabled: true, text: 'x', position: 'bottom', style: 'title' };
    expect(textEffectSchema.safeParse({ ...text, position: 'left' }).success).toBe(false);
    expect(textEffectSchema.safeParse({ ...text, style: 'blink' }).success).toBe(false);
    expect(trimSchema.safeParse({ startSeconds: 5, endSeconds: 5 }).success).toBe(false);
    expect(trimSchema.safeParse({ startSeconds: -1 }).success).toBe(false);
  });

  it('knows a key combination: keys joined by "+", none blank, at most six', () => {
    expect(isKeyCombination('Ctrl+C')).toBe(true);
    expect(isKeyCombination('F5')).toBe(true);
    expect(isKeyCombination('Ctrl+')).toBe(false);
    expect(isKeyCombination('a+b+c+d+e+f+g')).toBe(false);
  });

  it('accepts only web addresses as links, with the spec message', () => {
    const result = chapterLinkSchema.safeParse({ startSeconds: 1, url: 'javascript:alert(1)', title: 't' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(LINK_INVALID_MESSAGE);
    expect(
      chapterLinkSchema.safeParse({ startSeconds: 1, url: 'http://a.example/x', title: 't' }).success,
    ).toBe(true);
  });
});
