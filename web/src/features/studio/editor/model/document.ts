/**
 * The editor's document (issue 12), pure: one language's chapters (manuscript, effects, quick-guide
 * flag), links and trim, the changes the tabs make to it (each keeping spec 2 §5's chapter rules from
 * shared/domain/chapters.ts), and the autosave's state: what was saved at which revision, and what to do
 * next (save, wait, or let the user resolve a conflict with another tab).
 */
import {
  renderingDataSchema,
  type ChapterLink,
  type KeyboardEffect,
  type RenderingData,
  type SubtitleChapter,
  type TextEffect,
  type Trim,
} from '#shared/api';
import {
  addChapter,
  addChapterRefusal,
  ADD_CHAPTER_MESSAGES,
  type AddChapterRefusal,
  autoChapters,
  chapterRuleViolations,
  quickGuideAllowed,
} from '#shared/domain/chapters';
import { cuesToChapters, type Cue } from '#shared/domain/chapters-subtitles';

export interface EditorDoc {
  chapters: SubtitleChapter[];
  links: ChapterLink[];
  trim?: Trim | undefined;
}

export function docOf(data: Omit<RenderingData, 'language'>): EditorDoc {
  return { chapters: data.subtitles.chapters, links: data.links, ...(data.trim ? { trim: data.trim } : {}) };
}

/** The save body's rendering data. */
export function renderingOf(doc: EditorDoc): Omit<RenderingData, 'language'> {
  return { subtitles: { chapters: doc.chapters }, links: doc.links, ...(doc.trim ? { trim: doc.trim } : {}) };
}

export const sameDoc = (a: EditorDoc, b: EditorDoc) =>
  JSON.stringify(renderingOf(a)) === JSON.stringify(renderingOf(b));

/** A refused change: why (the web's text for it) and the rule's own message. */
export type Change = { ok: true; doc: EditorDoc } | { ok: false; reason: AddChapterRefusal; message: string };

/** A new empty chapter at the play-head (spec 2 §5: not on a breakpoint, 200 ms from the others). */
export function addChapterAt(doc: EditorDoc, at: number, durationSeconds?: number): Change {
  const refusal = addChapterRefusal(doc.chapters, at, durationSeconds || undefined);
  if (refusal) return { ok: false, reason: refusal, message: ADD_CHAPTER_MESSAGES[refusal] };
  return { ok: true, doc: { ...doc, chapters: addChapter(doc.chapters, at, durationSeconds || undefined) } };
}

/** Empty chapters every 10 s in place of the existing ones (the caller asked for the confirmation). */
export function withAutoChapters(doc: EditorDoc, durationSeconds: number): EditorDoc {
  return { ...doc, chapters: autoChapters(durationSeconds) };
}

export function updateChapter(doc: EditorDoc, index: number, patch: Partial<SubtitleChapter>): EditorDoc {
  return {
    ...doc,
    chapters: doc.chapters.map((c, i) => {
      if (i !== index) return c;
      const next = { ...c, ...patch };
      // No quick guide on the first chapter (spec 2 §5).
      if (next.quickGuide && !quickGuideAllowed(i)) delete next.quickGuide;
      return next;
    }),
  };
}

export function removeChapter(doc: EditorDoc, index: number): EditorDoc {
  const chapters = doc.chapters.filter((_, i) => i !== index);
  // The chapter that becomes the first one loses its quick-guide page.
  const first = chapters[0];
  if (first?.quickGuide) chapters[0] = { ...first, quickGuide: false };
  return { ...doc, chapters };
}

export const DEFAULT_TEXT_EFFECT: TextEffect = {
  enabled: true,
  text: '',
  position: 'bottom',
  style: 'subtitle',
};
export const DEFAULT_KEYBOARD_EFFECT: KeyboardEffect = { enabled: true, keys: '' };

export function setTextEffect(doc: EditorDoc, index: number, patch: Partial<TextEffect>): EditorDoc {
  const current = doc.chapters[index]?.textEffect ?? { ...DEFAULT_TEXT_EFFECT, enabled: false };
  return updateChapter(doc, index, { textEffect: { ...current, ...patch } });
}

export function setKeyboardEffect(doc: EditorDoc, index: number, patch: Partial<KeyboardEffect>): EditorDoc {
  const current = doc.chapters[index]?.keyboardEffect ?? { ...DEFAULT_KEYBOARD_EFFECT, enabled: false };
  return updateChapter(doc, index, { keyboardEffect: { ...current, ...patch } });
}

/** Uploaded subtitle cues as the chapters (one per cue), edited cue by cue afterwards. */
export function withCues(doc: EditorDoc, cues: readonly Cue[]): EditorDoc {
  return { ...doc, chapters: cuesToChapters(cues) };
}

/** A new link at the play-head, to be titled and addressed. */
export function addLink(doc: EditorDoc, at: number): EditorDoc {
  const link = { startSeconds: Math.round(at * 1000) / 1000, url: '', title: '' };
  return { ...doc, links: [...doc.links, link].sort((a, b) => a.startSeconds - b.startSeconds) };
}

export function updateLink(doc: EditorDoc, index: number, patch: Partial<ChapterLink>): EditorDoc {
  return { ...doc, links: doc.links.map((l, i) => (i === index ? { ...l, ...patch } : l)) };
}

export function removeLink(doc: EditorDoc, index: number): EditorDoc {
  return { ...doc, links: doc.links.filter((_, i) => i !== index) };
}

export function setTrim(doc: EditorDoc, trim: Trim | undefined): EditorDoc {
  const next = { ...doc };
  if (trim) next.trim = trim;
  else delete next.trim;
  return next;
}

/** One problem of the document, at a path of the save body (`subtitles.chapters.1.textEffect.text`). */
export interface DocProblem {
  path: string;
  message: string;
}

/**
 * What keeps the document from being saved: the contract's checks (enabled effects need their values,
 * links need a title and a web address) and the chapter rules. Empty: it may be saved.
 */
export function docProblems(doc: EditorDoc, language: string, durationSeconds?: number): DocProblem[] {
  const parsed = renderingDataSchema.safeParse({ language, ...renderingOf(doc) });
  const problems: DocProblem[] = parsed.success
    ? []
    : parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  for (const v of chapterRuleViolations(doc.chapters, durationSeconds || undefined)) {
    problems.push({ path: `subtitles.chapters.${v.chapter}.startSeconds`, message: v.message });
  }
  return problems;
}

/** The problem of one field (its path), if any. */
export const problemAt = (problems: readonly DocProblem[], path: string) =>
  problems.find((p) => p.path === path)?.message;

/**
 * The autosave (one language of one version): the revision the next save names and what it saved.
 * `conflict`: another tab or editor saved first; nothing more is sent until the user chooses.
 */
export interface SaveState {
  revision: number;
  saved: EditorDoc;
  status: 'idle' | 'saving' | 'conflict' | 'failed';
  /** The failed save's message. */
  error?: string | undefined;
}

export const saveStateOf = (revision: number, saved: EditorDoc): SaveState => ({
  revision,
  saved,
  status: 'idle',
});

export type SaveStep = 'none' | 'save' | 'wait' | 'invalid' | 'conflict';

/** What the autosave does with the current document now. */
export function nextSaveStep(state: SaveState, doc: EditorDoc, problems: readonly DocProblem[]): SaveStep {
  if (state.status === 'conflict') return 'conflict';
  if (sameDoc(doc, state.saved)) return 'none';
  if (state.status === 'saving') return 'wait';
  if (problems.length > 0) return 'invalid';
  return 'save';
}

export const saving = (state: SaveState): SaveState => ({ ...state, status: 'saving', error: undefined });

/** `sent` is saved at `revision`. */
export const saved = (_state: SaveState, sent: EditorDoc, revision: number): SaveState => ({
  revision,
  saved: sent,
  status: 'idle',
});

export const conflicted = (state: SaveState): SaveState => ({ ...state, status: 'conflict' });

export const failed = (state: SaveState, error: string): SaveState => ({ ...state, status: 'failed', error });

/**
 * The conflict resolved by keeping this tab's document: the next save names the stored revision, so it
 * saves over the other one.
 */
export const keepMine = (state: SaveState, latestRevision: number): SaveState => ({
  ...state,
  revision: latestRevision,
  status: 'idle',
});

/** The conflict resolved by loading the stored document (the caller records it as an undoable step). */
export const loadTheirs = (latest: EditorDoc, latestRevision: number): SaveState =>
  saveStateOf(latestRevision, latest);
