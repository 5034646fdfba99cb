import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { composeQuickGuide } from './quick-guide-pdf.js';

/** The PDF's text as poppler's pdftotext extracts it (what a reader copies or searches). */
async function pdfText(pdf: Uint8Array): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'quick-guide-'));
  try {
    const file = path.join(dir, 'guide.pdf');
    await writeFile(file, pdf);
    const { stdout } = await promisify(execFile)('pdftotext', ['-enc', 'UTF-8', file, '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

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
    // DejaVu has no CJK: those characters print as '?' instead of breaking the PDF.
    expect(await pdfText(pdf)).toContain('??');
  });

  it('draws Polish, Czech, Greek and Cyrillic text as written, with a subset of the font', async () => {
    const { pdf } = await composeQuickGuide({
      videoName: 'Bezpieczeństwo pracy',
      organization: 'Żabka Polska',
      date: '1 grudnia 2026',
      language: 'pl',
      pages: [
        page(2, 'Zażółć gęślą jaźń. Příliš žluťoučký kůň úpěl ďábelské ódy.'),
        page(3, 'Γαζέες καὶ μυρτιὲς δὲν θὰ βρῶ πιὰ στὸ χρυσαφὶ ξέφωτο.'),
        page(4, 'Съешь же ещё этих мягких французских булок, да выпей чаю.'),
      ],
    });
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    for (const words of [
      'Bezpieczeństwo pracy',
      'Żabka Polska',
      'Zażółć gęślą jaźń',
      'Příliš žluťoučký kůň úpěl ďábelské ódy',
      'Γαζέες καὶ μυρτιὲς δὲν θὰ βρῶ',
      'Съешь же ещё этих мягких французских булок',
    ])
      expect(text).toContain(words);
    // Subset: the two DejaVu files are 1.4 MB; this four-page guide in three scripts is 24.6 kB (a
    // one-page English guide 11.6 kB), nearly all of it the glyphs drawn.
    expect(pdf.byteLength).toBeLessThan(40_000);
  });
});
