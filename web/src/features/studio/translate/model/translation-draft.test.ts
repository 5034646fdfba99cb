import { describe, expect, it } from 'vitest';
import type { TranslationTaskView } from '#shared/api/endpoints/video-translation';
import { MANUSCRIPT_MAX, TEXT_EFFECT_MAX } from '#shared/api/endpoints/rendering';
import {
  TRANSLATION_TABS,
  chapterRows,
  draftFromView,
  draftProblems,
  draftState,
  editDraft,
  isDirty,
  isDraftPath,
  linkRows,
  markSaved,
  maxLengthOf,
  saveTextsPayload,
  serverProblems,
  syncDraft,
  tabOfPath,
  tabsWithProblems,
  valueAt,
  withValue,
  type DraftPath,
} from './translation-draft';

const effect = (text: string, enabled = true) =>
  ({ enabled, text, position: 'top', style: 'subtitle' }) as const;

function taskView(over: Partial<TranslationTaskView> = {}): TranslationTaskView {
  return {
    taskId: 'task-1',
    step: 'translate',
    taskStatus: 'inProgress',
    taskTitle: 'Translate “Pricing” into Deutsch',
    videoId: 'v1',
    humanId: 'h1',
    version: 2,
    masterLanguage: 'en-us',
    master: { name: 'Pricing', description: 'How prices work', abstract: 'Prices' },
    translation: {
      language: 'de',
      description: '',
      abstract: '',
      version: 2,
      status: 'awaitingTranslator',
      published: false,
      machine: false,
      name: 'Preise',
      requestedBy: 'editor@acme.test',
      requestedAt: '2026-12-01T10:00:00.000Z',
      updatedAt: '2026-12-01T10:00:00.000Z',
      taskId: 'task-1',
    },
    masterContent: {
      chapters: [
        { startSeconds: 0, title: 'Intro', manuscript: 'Hello', textEffect: effect('Welcome') },
        {
          startSeconds: 12.5,
          manuscript: 'Press save',
          keyboardEffect: { enabled: true, keys: 'Ctrl+S' },
          quickGuide: true,
        },
      ],
      links: [{ startSeconds: 3, url: 'https://acme.test/prices', title: 'Price list' }],
    },
    translatedContent: {
      chapters: [
        { startSeconds: 0, title: 'Einleitung', manuscript: 'Hallo', textEffect: effect('Willkommen') },
        {
          startSeconds: 12.5,
          manuscript: '',
          keyboardEffect: { enabled: true, keys: 'Ctrl+S' },
          quickGuide: true,
        },
      ],
      links: [{ startSeconds: 3, url: 'https://acme.test/prices', title: 'Preisliste' }],
    },
    ...over,
  };
}

describe('the translation draft', () => {
  it('starts from the translation: its name, each chapter’s title, manuscript and caption, each link’s title', () => {
    expect(draftFromView(taskView())).toEqual({
      name: 'Preise',
      description: '',
      abstract: '',
      chapters: [
        { title: 'Einleitung', manuscript: 'Hallo', effectText: 'Willkommen' },
        { title: '', manuscript: '', effectText: '' },
      ],
      links: [{ title: 'Preisliste' }],
    });
  });

  it('takes the translation’s stored description and abstract', () => {
    const view = taskView();
    const carried = { ...view, translation: { ...view.translation, description: 'Wie', abstract: 'Kurz' } };
    expect(draftFromView(carried)).toMatchObject({ description: 'Wie', abstract: 'Kurz' });
  });

  it('makes the payload: one entry per chapter and link, titles where chapters have one, captions where they have a text effect', () => {
    const view = taskView();
    let draft = draftFromView(view);
    draft = withValue(draft, 'description', 'Wie Preise funktionieren');
    draft = withValue(draft, 'chapters.1.manuscript', 'Drücken Sie Speichern');
    expect(saveTextsPayload(view, draft)).toEqual({
      videoId: 'v1',
      language: 'de',
      name: 'Preise',
      description: 'Wie Preise funktionieren',
      abstract: '',
      chapters: [
        { title: 'Einleitung', manuscript: 'Hallo', effectText: 'Willkommen' },
        { manuscript: 'Drücken Sie Speichern' },
      ],
      links: [{ title: 'Preisliste' }],
    });
    // A title typed for a chapter that had none is sent.
    draft = withValue(draft, 'chapters.1.title', 'Speichern');
    expect(saveTextsPayload(view, draft).chapters[1]).toEqual({
      title: 'Speichern',
      manuscript: 'Drücken Sie Speichern',
    });
  });

  it('names every field by its payload path', () => {
    const draft = draftFromView(taskView());
    expect(valueAt(draft, 'name')).toBe('Preise');
    expect(valueAt(draft, 'chapters.0.effectText')).toBe('Willkommen');
    expect(valueAt(draft, 'links.0.title')).toBe('Preisliste');
    expect(valueAt(draft, 'links.5.title')).toBe('');
    // A path past the end changes nothing.
    expect(withValue(draft, 'chapters.9.manuscript', 'x')).toBe(draft);
    expect(isDraftPath('chapters.2.manuscript')).toBe(true);
    expect(isDraftPath('chapters.2.startSeconds')).toBe(false);
    expect(isDraftPath('links.0.url')).toBe(false);
    expect(isDraftPath('videoId')).toBe(false);
  });

  it('puts each field on its tab, the tabs in the spec’s order (no voice-over tabs yet)', () => {
    expect(TRANSLATION_TABS).toEqual([
      'title',
      'effects',
      'manuscript',
      'quick-guide',
      'links',
      'voice-annotation',
    ]);
    const tabs: [DraftPath, string][] = [
      ['name', 'title'],
      ['abstract', 'title'],
      ['chapters.0.effectText', 'effects'],
      ['chapters.0.title', 'manuscript'],
      ['chapters.3.manuscript', 'manuscript'],
      ['links.1.title', 'links'],
    ];
    for (const [path, tab] of tabs) expect(tabOfPath(path)).toBe(tab);
  });

  it('pairs each chapter and link with the master’s; keys, quick-guide marks and addresses are shown, not edited', () => {
    const rows = chapterRows(taskView());
    expect(rows[0]).toEqual({
      index: 0,
      startSeconds: 0,
      master: { title: 'Intro', manuscript: 'Hello', effectText: 'Welcome' },
      hasTitle: true,
      textEffect: { enabled: true },
      keys: null,
      quickGuide: false,
    });
    expect(rows[1]).toMatchObject({ hasTitle: false, textEffect: null, keys: 'Ctrl+S', quickGuide: true });
    expect(linkRows(taskView())).toEqual([
      { index: 0, startSeconds: 3, url: 'https://acme.test/prices', masterTitle: 'Price list' },
    ]);
  });
});

describe('the draft’s problems', () => {
  it('none for a complete draft', () => {
    const view = taskView();
    expect(draftProblems(view, draftFromView(view))).toEqual({});
  });

  it('the name and link titles are required, and so is an enabled text effect’s caption', () => {
    const view = taskView();
    let draft = draftFromView(view);
    draft = withValue(draft, 'name', '   ');
    draft = withValue(draft, 'links.0.title', '');
    draft = withValue(draft, 'chapters.0.effectText', ' ');
    // An empty manuscript is the translator's choice.
    draft = withValue(draft, 'chapters.0.manuscript', '');
    expect(draftProblems(view, draft)).toEqual({
      name: { kind: 'required' },
      'links.0.title': { kind: 'required' },
      'chapters.0.effectText': { kind: 'required' },
    });
  });

  it('a switched-off text effect’s caption may stay empty', () => {
    const view = taskView();
    const chapters = view.translatedContent.chapters.map((c, i) =>
      i === 0 ? { ...c, textEffect: effect('', false) } : c,
    );
    const off = { ...view, translatedContent: { ...view.translatedContent, chapters } };
    expect(draftProblems(off, draftFromView(off))).toEqual({});
  });

  it('each field takes the contract’s length, not one character more', () => {
    const view = taskView();
    const limits: [DraftPath, number][] = [
      ['name', 200],
      ['description', 5000],
      ['abstract', 1000],
      ['chapters.0.title', 200],
      ['chapters.0.manuscript', MANUSCRIPT_MAX],
      ['chapters.0.effectText', TEXT_EFFECT_MAX],
      ['links.0.title', 200],
    ];
    for (const [path, max] of limits) {
      expect(maxLengthOf(path), path).toBe(max);
      const full = withValue(draftFromView(view), path, 'x'.repeat(max));
      expect(draftProblems(view, full)[path], path).toBeUndefined();
      const over = withValue(draftFromView(view), path, 'x'.repeat(max + 1));
      expect(draftProblems(view, over)[path], path).toEqual({ kind: 'tooLong', max });
    }
  });

  it('places the server’s issues on their fields, whatever prefix their path has', () => {
    expect(
      serverProblems([
        { path: 'chapters.1.effectText', message: 'An enabled text effect needs its text' },
        { path: 'body.payload.links.0.title', message: 'Required' },
        { path: 'body.payload.videoId', message: 'Invalid' },
      ]),
    ).toEqual({
      'chapters.1.effectText': { kind: 'server', message: 'An enabled text effect needs its text' },
      'links.0.title': { kind: 'server', message: 'Required' },
    });
  });

  it('tells which tabs have problems, in the tabs’ order', () => {
    expect(
      tabsWithProblems({
        'links.0.title': { kind: 'required' },
        'chapters.0.effectText': { kind: 'required' },
        name: { kind: 'required' },
      }),
    ).toEqual(['title', 'effects', 'links']);
    expect(tabsWithProblems({})).toEqual([]);
  });
});

describe('the page’s draft state', () => {
  it('is dirty while the draft differs from the saved texts, not when an edit is undone by hand', () => {
    const state = draftState(taskView());
    expect(isDirty(state)).toBe(false);
    const edited = editDraft(state, 'links.0.title', 'Preise');
    expect(isDirty(edited)).toBe(true);
    expect(isDirty(editDraft(edited, 'links.0.title', 'Preisliste'))).toBe(false);
  });

  it('keeps edits across tabs: each edit changes its own field only', () => {
    let state = draftState(taskView());
    state = editDraft(state, 'abstract', 'Kurz');
    state = editDraft(state, 'chapters.0.effectText', 'Hallo!');
    state = editDraft(state, 'links.0.title', 'Liste');
    expect(state.draft).toMatchObject({
      abstract: 'Kurz',
      chapters: [{ effectText: 'Hallo!', manuscript: 'Hallo' }, { manuscript: '' }],
      links: [{ title: 'Liste' }],
    });
  });

  it('after a save, the sent texts are saved; what was typed meanwhile stays unsaved', () => {
    let state = editDraft(draftState(taskView()), 'abstract', 'Kurz');
    const sent = state.draft;
    expect(isDirty(markSaved(state, sent))).toBe(false);
    state = editDraft(state, 'name', 'Preise 2');
    expect(isDirty(markSaved(state, sent))).toBe(true);
  });

  it('a new reading keeps unsaved edits, and takes the texts read when there are none', () => {
    const view = taskView();
    const state = editDraft(draftState(view), 'abstract', 'Kurz');
    expect(syncDraft(state, view)).toBe(state);
    const reread = taskView({ translation: { ...view.translation, name: 'Preisgestaltung' } });
    const kept = syncDraft(state, reread);
    expect(kept.draft.abstract).toBe('Kurz');
    expect(kept.draft.name).toBe('Preise');
    expect(kept.saved.name).toBe('Preisgestaltung');
    expect(kept.source).toBe(reread);
    const clean = syncDraft(draftState(view), reread);
    expect(clean.draft.name).toBe('Preisgestaltung');
    expect(isDirty(clean)).toBe(false);
  });

  it('a reading whose chapters changed in number replaces the edits (they no longer fit)', () => {
    const view = taskView();
    const state = editDraft(draftState(view), 'chapters.1.manuscript', 'Text');
    const fewer = taskView({
      translatedContent: { ...view.translatedContent, chapters: view.translatedContent.chapters.slice(0, 1) },
    });
    const synced = syncDraft(state, fewer);
    expect(synced.draft.chapters).toHaveLength(1);
    expect(isDirty(synced)).toBe(false);
  });
});
