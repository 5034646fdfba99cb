import { describe, expect, it } from 'vitest';
import {
  addChapterAt,
  addLink,
  conflicted,
  docProblems,
  failed,
  keepMine,
  loadTheirs,
  nextSaveStep,
  problemAt,
  removeChapter,
  renderingOf,
  saved,
  saveStateOf,
  saving,
  setKeyboardEffect,
  setTextEffect,
  setTrim,
  updateChapter,
  updateLink,
  withAutoChapters,
  withCues,
  type EditorDoc,
} from './document';

const doc: EditorDoc = {
  chapters: [
    { startSeconds: 0, manuscript: 'Intro' },
    { startSeconds: 10, manuscript: 'Menu' },
  ],
  links: [],
};

describe('changes of the document', () => {
  it('adds a chapter at the play-head, and refuses one on a breakpoint or within 200 ms', () => {
    const added = addChapterAt(doc, 4, 20);
    expect(added.ok && added.doc.chapters.map((c) => c.startSeconds)).toEqual([0, 4, 10]);
    expect(addChapterAt(doc, 10, 20)).toEqual({
      ok: false,
      reason: 'breakpoint',
      message: 'A chapter already starts here',
    });
    expect(addChapterAt(doc, 10.1, 20)).toEqual({
      ok: false,
      reason: 'gap',
      message: 'Chapters must be at least 200 ms apart',
    });
    expect(addChapterAt(doc, 25, 20).ok).toBe(false);
  });

  it('sets auto chapters every 10 s in place of the existing ones', () => {
    expect(withAutoChapters(doc, 35).chapters.map((c) => [c.startSeconds, c.manuscript])).toEqual([
      [0, ''],
      [10, ''],
      [20, ''],
      [30, ''],
    ]);
  });

  it('never puts a quick guide on the first chapter, also when the first chapter is removed', () => {
    expect(updateChapter(doc, 0, { quickGuide: true }).chapters[0]?.quickGuide).toBeUndefined();
    const guided = updateChapter(doc, 1, { quickGuide: true });
    expect(guided.chapters[1]?.quickGuide).toBe(true);
    expect(removeChapter(guided, 0).chapters).toEqual([
      { startSeconds: 10, manuscript: 'Menu', quickGuide: false },
    ]);
  });

  it('turns effects on with their defaults and keeps their values when turned off', () => {
    let next = setTextEffect(doc, 1, { enabled: true, text: 'Click here' });
    expect(next.chapters[1]?.textEffect).toEqual({
      enabled: true,
      text: 'Click here',
      position: 'bottom',
      style: 'subtitle',
    });
    next = setTextEffect(next, 1, { enabled: false });
    expect(next.chapters[1]?.textEffect?.text).toBe('Click here');
    next = setKeyboardEffect(next, 0, { enabled: true, keys: 'Ctrl+S' });
    expect(next.chapters[0]?.keyboardEffect).toEqual({ enabled: true, keys: 'Ctrl+S' });
  });

  it('adds links in time order, edits and trims', () => {
    let next = addLink(addLink(doc, 8), 2);
    expect(next.links.map((l) => l.startSeconds)).toEqual([2, 8]);
    next = updateLink(next, 0, { title: 'Docs' });
    expect(next.links[0]?.title).toBe('Docs');
    next = setTrim(next, { startSeconds: 1 });
    expect(renderingOf(next).trim).toEqual({ startSeconds: 1 });
    expect('trim' in setTrim(next, undefined)).toBe(false);
  });

  it('replaces the chapters with uploaded cues', () => {
    expect(withCues(doc, [{ startSeconds: 1, endSeconds: 2, text: 'Hi' }]).chapters).toEqual([
      { startSeconds: 1, endSeconds: 2, manuscript: 'Hi' },
    ]);
  });
});

describe('problems that keep the document from being saved', () => {
  it('names an enabled effect without its value and a link without a web address, by path', () => {
    const next = updateLink(setTextEffect(addLink(doc, 1), 1, { enabled: true, text: '' }), 0, {
      title: 'x',
      url: 'javascript:alert(1)',
    });
    const problems = docProblems(next, 'en-us', 20);
    expect(problemAt(problems, 'subtitles.chapters.1.textEffect.text')).toBe(
      'An enabled text effect needs its text',
    );
    expect(problemAt(problems, 'links.0.url')).toBe('The link you have entered is invalid');
    expect(docProblems(doc, 'en-us', 20)).toEqual([]);
  });

  it('names a chapter closer than 200 ms to the previous one', () => {
    const close = { ...doc, chapters: [...doc.chapters, { startSeconds: 10.1, manuscript: '' }] };
    expect(problemAt(docProblems(close, 'en-us'), 'subtitles.chapters.2.startSeconds')).toBe(
      'Chapters must be at least 200 ms apart',
    );
  });
});

describe('the autosave', () => {
  const changed = updateChapter(doc, 0, { manuscript: 'Changed' });

  it('saves a changed valid document, waits while a save runs, and then sees it saved', () => {
    let state = saveStateOf(0, doc);
    expect(nextSaveStep(state, doc, [])).toBe('none');
    expect(nextSaveStep(state, changed, [])).toBe('save');
    state = saving(state);
    expect(nextSaveStep(state, changed, [])).toBe('wait');
    state = saved(state, changed, 1);
    expect(state).toEqual({ revision: 1, saved: changed, status: 'idle' });
    expect(nextSaveStep(state, changed, [])).toBe('none');
  });

  it('does not send an invalid document', () => {
    expect(nextSaveStep(saveStateOf(0, doc), changed, [{ path: 'links.0.url', message: 'x' }])).toBe(
      'invalid',
    );
  });

  it('stops on a conflict until the user keeps their changes (saved over the stored revision) or loads the stored ones', () => {
    const state = conflicted(saving(saveStateOf(3, doc)));
    expect(nextSaveStep(state, changed, [])).toBe('conflict');
    const mine = keepMine(state, 5);
    expect(mine.revision).toBe(5);
    expect(nextSaveStep(mine, changed, [])).toBe('save');
    const theirs = loadTheirs(doc, 5);
    expect(nextSaveStep(theirs, doc, [])).toBe('none');
  });

  it('keeps the document and retries after a failed save', () => {
    const state = failed(saving(saveStateOf(0, doc)), 'offline');
    expect(state.error).toBe('offline');
    expect(nextSaveStep(state, changed, [])).toBe('save');
  });
});
