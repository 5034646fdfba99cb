import { describe, expect, it } from 'vitest';
import {
  addChapter,
  addChapterRefusal,
  autoChapters,
  autoChaptersNeedConfirmation,
  chapterEnd,
  chapterRuleViolations,
  chaptersMissingCaption,
  CHAPTER_GAP_MESSAGE,
  ONE_FIELD_AT_A_TIME_MESSAGE,
  QUICK_GUIDE_FIRST_CHAPTER_MESSAGE,
  quickGuideAllowed,
  QUICK_GUIDE_TOO_MANY_MESSAGE,
  startEditing,
} from './chapters.js';

const chapters = [
  { startSeconds: 0, manuscript: 'Intro' },
  { startSeconds: 5, endSeconds: 9, manuscript: 'Menu' },
  { startSeconds: 10, manuscript: '' },
];

describe('adding a chapter (spec 2 §5)', () => {
  it('refuses a new chapter exactly on an existing breakpoint, also after float arithmetic', () => {
    expect(addChapterRefusal(chapters, 5)).toBe('breakpoint');
    expect(addChapterRefusal([{ startSeconds: 0.3 }], 0.1 + 0.2)).toBe('breakpoint');
  });

  it('refuses a chapter closer than 200 ms to another, and allows one exactly 200 ms away', () => {
    expect(addChapterRefusal(chapters, 5.199)).toBe('gap');
    expect(addChapterRefusal(chapters, 4.81)).toBe('gap');
    expect(addChapterRefusal(chapters, 5.2)).toBeNull();
    expect(addChapterRefusal(chapters, 4.8)).toBeNull();
  });

  it('refuses a chapter before 0 or at or after the end of the video', () => {
    expect(addChapterRefusal(chapters, -1)).toBe('outside');
    expect(addChapterRefusal(chapters, 20, 20)).toBe('outside');
    expect(addChapterRefusal(chapters, Number.NaN)).toBe('outside');
    expect(addChapterRefusal(chapters, 19.9, 20)).toBeNull();
  });

  it('inserts an empty chapter in time order and ends an overlapping chapter at the new start', () => {
    const added = addChapter(chapters, 7);
    expect(added.map((c) => c.startSeconds)).toEqual([0, 5, 7, 10]);
    expect(added[1]?.endSeconds).toBe(7);
    expect(added[2]).toEqual({ startSeconds: 7, manuscript: '' });
    expect(() => addChapter(chapters, 10)).toThrow('A chapter already starts here');
  });
});

describe('auto chapters (spec 2 §5, §9: every 10 s)', () => {
  it('makes empty chapters every 10 s up to the end of the video', () => {
    expect(autoChapters(25).map((c) => c.startSeconds)).toEqual([0, 10, 20]);
    expect(autoChapters(30).map((c) => c.startSeconds)).toEqual([0, 10, 20]);
    expect(autoChapters(4)).toEqual([{ startSeconds: 0, manuscript: '' }]);
    expect(autoChapters(25).every((c) => c.manuscript === '')).toBe(true);
  });

  it('asks for a confirmation only when chapters would be overwritten', () => {
    expect(autoChaptersNeedConfirmation(chapters)).toBe(true);
    expect(autoChaptersNeedConfirmation([])).toBe(false);
  });
});

describe('quick guide and computer voice (spec 2 §5)', () => {
  it('offers no quick guide on the first chapter', () => {
    expect(quickGuideAllowed(0)).toBe(false);
    expect(quickGuideAllowed(1)).toBe(true);
  });

  it('names the chapters without a caption, which a computer voice cannot speak', () => {
    expect(chaptersMissingCaption(chapters)).toEqual([2]);
    expect(chaptersMissingCaption([{ startSeconds: 0, manuscript: '  \n' }])).toEqual([0]);
  });
});

describe('the rules a save must keep', () => {
  it('accepts chapters 200 ms apart and a quick guide after the first chapter', () => {
    expect(
      chapterRuleViolations([
        { startSeconds: 0, manuscript: '' },
        { startSeconds: 0.2, manuscript: '', quickGuide: true },
      ]),
    ).toEqual([]);
  });

  it('names chapters closer than 200 ms and a quick guide on the first chapter', () => {
    expect(
      chapterRuleViolations([
        { startSeconds: 0, manuscript: '', quickGuide: true },
        { startSeconds: 0.15, manuscript: '' },
      ]),
    ).toEqual([
      { chapter: 0, message: QUICK_GUIDE_FIRST_CHAPTER_MESSAGE },
      { chapter: 1, message: CHAPTER_GAP_MESSAGE },
    ]);
  });

  it('names the quick-guide page past the hundredth (one job captures every still)', () => {
    const chapters = Array.from({ length: 103 }, (_, i) => ({
      startSeconds: i,
      manuscript: '',
      quickGuide: i > 0,
    }));
    expect(chapterRuleViolations(chapters.slice(0, 101))).toEqual([]);
    expect(chapterRuleViolations(chapters)).toEqual([
      { chapter: 101, message: QUICK_GUIDE_TOO_MANY_MESSAGE },
      { chapter: 102, message: QUICK_GUIDE_TOO_MANY_MESSAGE },
    ]);
    expect(QUICK_GUIDE_TOO_MANY_MESSAGE).toBe('A quick guide has at most 100 pages');
  });

  it('names a chapter starting after the end of the video', () => {
    expect(chapterRuleViolations(chapters, 8).map((v) => v.chapter)).toEqual([2]);
  });
});

describe('chapter spans', () => {
  it('ends a chapter at its end, else at the next start, else at the end of the video', () => {
    expect(chapterEnd(chapters, 0, 20)).toBe(5);
    expect(chapterEnd(chapters, 1, 20)).toBe(9);
    expect(chapterEnd(chapters, 2, 20)).toBe(20);
  });
});

describe('only one field can be edited at a time (spec 2 §5)', () => {
  const manuscript = { kind: 'chapter', index: 1, name: 'manuscript' };
  it('opens a field when none is open, and the open one again', () => {
    expect(startEditing(null, manuscript)).toEqual({ ok: true, editing: manuscript });
    expect(startEditing(manuscript, { ...manuscript })).toEqual({ ok: true, editing: manuscript });
  });
  it('refuses another field while one is open, with the spec message', () => {
    expect(startEditing(manuscript, { ...manuscript, index: 2 })).toEqual({
      ok: false,
      message: ONE_FIELD_AT_A_TIME_MESSAGE,
    });
    expect(startEditing(manuscript, { kind: 'link', index: 1, name: 'title' }).ok).toBe(false);
  });
});
