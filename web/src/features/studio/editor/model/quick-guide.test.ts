import { describe, expect, it } from 'vitest';
import { quickGuideRows, savedPagesKey } from './quick-guide';

const chapters = [
  { startSeconds: 0, manuscript: 'Intro', quickGuide: true },
  { startSeconds: 4, manuscript: 'Menu', quickGuide: true },
  { startSeconds: 8, manuscript: 'Save', quickGuide: true },
  { startSeconds: 12, manuscript: 'Done' },
];

describe('quickGuideRows', () => {
  it('never offers the first chapter (spec 2 §5) and marks the others as they are', () => {
    const rows = quickGuideRows(chapters, chapters, { pages: [], stills: 'capturing' });
    expect(rows.map((r) => [r.index, r.allowed, r.marked])).toEqual([
      [0, false, false],
      [1, true, true],
      [2, true, true],
      [3, true, false],
    ]);
    expect(rows[3]?.still).toBeUndefined();
  });

  it('shows a captured still, waits for one being taken, and for one whose change is not saved yet', () => {
    const saved = chapters.slice(0, 2);
    const rows = quickGuideRows(chapters, saved, {
      pages: [{ chapter: 1, startSeconds: 4, stillUrl: 'https://media/still-4.jpg' }],
      stills: 'capturing',
    });
    expect(rows[1]?.still).toEqual({ kind: 'shown', url: 'https://media/still-4.jpg' });
    expect(rows[2]?.still).toEqual({ kind: 'unsaved' });
    const later = quickGuideRows(chapters, chapters, {
      pages: [
        { chapter: 1, startSeconds: 4, stillUrl: 'u' },
        { chapter: 2, startSeconds: 8 },
      ],
      stills: 'capturing',
    });
    expect(later[2]?.still).toEqual({ kind: 'capturing' });
  });

  it('says a still is not coming when the capture failed or the video has no media', () => {
    for (const stills of ['failed', 'waiting'] as const) {
      const rows = quickGuideRows(chapters, chapters, { pages: [{ chapter: 1, startSeconds: 4 }], stills });
      expect(rows[1]?.still).toEqual({ kind: 'unavailable' });
    }
  });

  it('keys the saved pages by their starts', () => {
    expect(savedPagesKey(chapters)).toBe('4000,8000');
    expect(savedPagesKey([])).toBe('');
  });
});
