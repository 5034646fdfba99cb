import { describe, expect, it } from 'vitest';
import { missingStills, quickGuideEntries, quickGuideFileName, stillMs } from './quick-guide.js';

const chapters = [
  // Spec 2 §5 "no quick guide on the first chapter": a stray flag on it is no page.
  { startSeconds: 0, manuscript: 'Intro', quickGuide: true },
  { startSeconds: 4.2, manuscript: 'Open the menu', quickGuide: true },
  { startSeconds: 8, manuscript: 'Not in the guide' },
  { startSeconds: 0.1 + 0.2 + 11.7, manuscript: 'Save', quickGuide: true },
];

describe('quickGuideEntries', () => {
  it('lists the chapters marked for the guide in time order, never the first chapter', () => {
    expect(quickGuideEntries(chapters).map((e) => [e.index, e.chapter.manuscript])).toEqual([
      [1, 'Open the menu'],
      [3, 'Save'],
    ]);
    expect(quickGuideEntries([])).toEqual([]);
  });
});

describe('stills by chapter start', () => {
  it('names a still by whole milliseconds', () => {
    expect(stillMs(0.1 + 0.2)).toBe(300);
    expect(stillMs(4.2)).toBe(4200);
  });

  it('finds the pages whose still is not captured yet', () => {
    const entries = quickGuideEntries(chapters);
    expect(missingStills(entries, [])).toEqual([4200, 12000]);
    expect(missingStills(entries, new Set([12000]))).toEqual([4200]);
    expect(missingStills(entries, [4200, 12000, 99])).toEqual([]);
  });
});

describe('quickGuideFileName', () => {
  it('names the PDF after the video, the language when it is not the master one', () => {
    expect(quickGuideFileName('Welcome to Acme', 'en-us', 'en-us')).toBe('Welcome to Acme - Quick guide.pdf');
    expect(quickGuideFileName('Welcome to Acme', 'da', 'en-us')).toBe(
      'Welcome to Acme - Quick guide (da).pdf',
    );
  });

  it('keeps characters file systems refuse out of it', () => {
    expect(quickGuideFileName('a/b: "c"?\n', 'en-us', 'en-us')).toBe('a b c - Quick guide.pdf');
    expect(quickGuideFileName(' / ', 'en-us', 'en-us')).toBe('Video - Quick guide.pdf');
    expect(quickGuideFileName('x'.repeat(200), 'en-us', 'en-us')).toHaveLength(
      80 + ' - Quick guide.pdf'.length,
    );
  });
});
