import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { composeQuickGuide } from './quick-guide-pdf.js';

/** A 32 × 18 JPEG (a blue still). */
const STILL = Buffer.from(
  '/9j/4AAQSkZJRgABAgAAAQABAAD//gAQTGF2YzU5LjM3LjEwMAD/2wBDAAgUFBcUFxsbGxsbGyAeICEhISAgICAhISEkJCQqKiokJCQhISQkKCgqKi4vLisrKisvLzIyMjw8OTlGRkhWVmf/xABMAAEBAAAAAAAAAAAAAAAAAAAABQEBAQAAAAAAAAAAAAAAAAAAAAYQAQAAAAAAAAAAAAAAAAAAAAARAQAAAAAAAAAAAAAAAAAAAAD/wAARCAASACADASIAAhEAAxEA/9oADAMBAAIRAxEAPwCCAu06AAAAAA//2Q==',
  'base64',
);

const page = (number: number, manuscript: string) => ({
  number,
  startSeconds: number * 4,
  manuscript,
  still: STILL,
});

describe('composeQuickGuide', () => {
  it('writes a title page and one page per guide page, titled after the video', async () => {
    const { pdf, pageCount } = await composeQuickGuide({
      videoName: 'Welcome to Acme',
      organization: 'Acme Corporation',
      date: '1 December 2026',
      language: 'en-us',
      pages: [page(2, 'Open the menu.'), page(3, 'Choose Save as.')],
    });
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const loaded = await PDFDocument.load(pdf);
    expect(loaded.getPageCount()).toBe(3);
    expect(pageCount).toBe(3);
    expect(loaded.getTitle()).toBe('Welcome to Acme - Quick guide');
    expect(loaded.getAuthor()).toBe('Acme Corporation');
  });

  it('continues a long manuscript on further pages and draws any script without failing', async () => {
    const { pdf, pageCount } = await composeQuickGuide({
      videoName: 'Σύντομος οδηγός — Čeština',
      organization: 'Acme',
      date: '1. december 2026',
      language: 'da',
      pages: [page(2, 'Gå til menuen og vælg Gem som. '.repeat(300)), page(3, '你好')],
    });
    expect(pageCount).toBeGreaterThan(3);
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(pageCount);
  });
});
