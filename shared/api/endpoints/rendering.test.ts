import { describe, expect, it } from 'vitest';
import { chapterLinkSchema, renderingDataSchema } from './rendering.js';

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
