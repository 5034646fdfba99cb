/**
 * The translator's page's draft (issue 14; spec 2 §2 "Translation tabs in order: title (title and
 * description), effects, manuscript (subtitles), quick-guide, links, voice-annotation, upload-files"):
 * the translation's words as the page edits them across its tabs, what changed since the last save, the
 * problems the contract would refuse, and the saveTranslationTexts payload they make. Times, key
 * combinations, addresses and the quick-guide marks are the master's: the page shows them, never edits
 * them. Every field is named by its path in the payload (`name`, `chapters.2.manuscript`,
 * `links.0.title`), the same path the server's 400 issues name. Pure.
 */
import {
  translationCommandSchema,
  type TranslationCommand,
  type TranslationTaskView,
} from '#shared/api/endpoints/video-translation';
import { MANUSCRIPT_MAX, TEXT_EFFECT_MAX } from '#shared/api/endpoints/rendering';

export type SaveTextsPayload = Extract<TranslationCommand, { type: 'saveTranslationTexts' }>['payload'];

export interface ChapterDraft {
  title: string;
  manuscript: string;
  /** The text effect's caption ('' for a chapter without a text effect). */
  effectText: string;
}

export interface TranslationDraft {
  name: string;
  description: string;
  abstract: string;
  chapters: ChapterDraft[];
  links: { title: string }[];
}

export type ChapterField = keyof ChapterDraft;
export type DraftPath =
  'name' | 'description' | 'abstract' | `chapters.${number}.${ChapterField}` | `links.${number}.title`;

/* ---- the tabs ---- */

/**
 * The tabs, in the spec's order. voice-annotation makes the translation's voice-over from its saved
 * chapters. Spec 2 §2 ends with upload-files: the translation keeps the master's attachments (the
 * studio's upload-files tab), so the translator's page has no tab for them.
 */
export const TRANSLATION_TABS = [
  'title',
  'effects',
  'manuscript',
  'quick-guide',
  'links',
  'voice-annotation',
] as const;
export type TranslationTab = (typeof TRANSLATION_TABS)[number];

/* ---- paths ---- */

type ParsedPath =
  | { kind: 'text'; key: 'name' | 'description' | 'abstract' }
  | { kind: 'chapter'; index: number; key: ChapterField }
  | { kind: 'link'; index: number };

const CHAPTER_FIELDS: readonly string[] = ['title', 'manuscript', 'effectText'];

function parsePath(path: string): ParsedPath | null {
  if (path === 'name' || path === 'description' || path === 'abstract') return { kind: 'text', key: path };
  const chapter = /^chapters\.(\d+)\.(\w+)$/.exec(path);
  if (chapter && CHAPTER_FIELDS.includes(chapter[2] as string)) {
    return { kind: 'chapter', index: Number(chapter[1]), key: chapter[2] as ChapterField };
  }
  const link = /^links\.(\d+)\.title$/.exec(path);
  return link ? { kind: 'link', index: Number(link[1]) } : null;
}

/** Whether `path` names a field of the draft (a server issue's path, once its prefixes are gone). */
export function isDraftPath(path: string): path is DraftPath {
  return parsePath(path) !== null;
}

/** The tab a field is edited on. */
export function tabOfPath(path: DraftPath): TranslationTab {
  const parsed = parsePath(path);
  if (!parsed || parsed.kind === 'text') return 'title';
  if (parsed.kind === 'link') return 'links';
  return parsed.key === 'effectText' ? 'effects' : 'manuscript';
}

export function valueAt(draft: TranslationDraft, path: DraftPath): string {
  const parsed = parsePath(path);
  if (!parsed) return '';
  if (parsed.kind === 'text') return draft[parsed.key];
  if (parsed.kind === 'link') return draft.links[parsed.index]?.title ?? '';
  return draft.chapters[parsed.index]?.[parsed.key] ?? '';
}

/** The draft with one field's text replaced (a path that names no field leaves it as it is). */
export function withValue(draft: TranslationDraft, path: DraftPath, value: string): TranslationDraft {
  const parsed = parsePath(path);
  if (!parsed) return draft;
  if (parsed.kind === 'text') return { ...draft, [parsed.key]: value };
  if (parsed.kind === 'link') {
    if (!draft.links[parsed.index]) return draft;
    return { ...draft, links: draft.links.map((l, i) => (i === parsed.index ? { title: value } : l)) };
  }
  if (!draft.chapters[parsed.index]) return draft;
  return {
    ...draft,
    chapters: draft.chapters.map((c, i) => (i === parsed.index ? { ...c, [parsed.key]: value } : c)),
  };
}

/* ---- the rows the tabs show ---- */

export interface ChapterRow {
  index: number;
  /** The chapter's start (the master's timing, kept). */
  startSeconds: number;
  master: { title: string; manuscript: string; effectText: string };
  /** The chapter has a title to translate (the master's, or one the translation already has). */
  hasTitle: boolean;
  /** The translation's text effect, whose caption is translated (required while it is enabled). */
  textEffect: { enabled: boolean } | null;
  /** An enabled keyboard effect's key combination: shown, not translated. */
  keys: string | null;
  /** The chapter is a page of the quick guide (kept from the master). */
  quickGuide: boolean;
}

/**
 * One row per chapter of the translation (the payload's chapters, in the master's order), each beside
 * the master's chapter at the same place.
 */
export function chapterRows(view: TranslationTaskView): ChapterRow[] {
  return view.translatedContent.chapters.map((translated, index) => {
    const master = view.masterContent.chapters[index];
    const keyboard = master?.keyboardEffect ?? translated.keyboardEffect;
    return {
      index,
      startSeconds: translated.startSeconds,
      master: {
        title: master?.title ?? '',
        manuscript: master?.manuscript ?? '',
        effectText: master?.textEffect?.text ?? '',
      },
      hasTitle: Boolean(master?.title?.trim() || translated.title?.trim()),
      textEffect: translated.textEffect ? { enabled: translated.textEffect.enabled } : null,
      keys: keyboard?.enabled && keyboard.keys.trim() ? keyboard.keys : null,
      quickGuide: Boolean(translated.quickGuide ?? master?.quickGuide),
    };
  });
}

export interface LinkRow {
  index: number;
  startSeconds: number;
  url: string;
  masterTitle: string;
}

export function linkRows(view: TranslationTaskView): LinkRow[] {
  return view.translatedContent.links.map((link, index) => ({
    index,
    startSeconds: link.startSeconds,
    url: link.url,
    masterTitle: view.masterContent.links[index]?.title ?? '',
  }));
}

/* ---- draft ↔ payload ---- */

/** The translation's own name, description and abstract, as stored. */
function translatedTexts(view: TranslationTaskView) {
  const { name, description, abstract } = view.translation;
  return { name, description, abstract };
}

/** The draft as the translation stands: its texts, chapter by chapter and link by link. */
export function draftFromView(view: TranslationTaskView): TranslationDraft {
  return {
    ...translatedTexts(view),
    chapters: view.translatedContent.chapters.map((c) => ({
      title: c.title ?? '',
      manuscript: c.manuscript,
      effectText: c.textEffect?.text ?? '',
    })),
    links: view.translatedContent.links.map((l) => ({ title: l.title })),
  };
}

/**
 * The saveTranslationTexts payload: one entry per chapter and per link, in the translation's order. A
 * chapter's title is sent when the chapter has one (or one was typed); its caption when it has a text
 * effect (the server keeps the effect's switch, position and style).
 */
export function saveTextsPayload(view: TranslationTaskView, draft: TranslationDraft): SaveTextsPayload {
  const translated = view.translatedContent.chapters;
  return {
    videoId: view.videoId,
    language: view.translation.language,
    name: draft.name,
    description: draft.description,
    abstract: draft.abstract,
    chapters: draft.chapters.map((c, i) => ({
      ...(translated[i]?.title !== undefined || c.title !== '' ? { title: c.title } : {}),
      manuscript: c.manuscript,
      ...(translated[i]?.textEffect ? { effectText: c.effectText } : {}),
    })),
    links: draft.links.map((l) => ({ title: l.title })),
  };
}

/* ---- problems ---- */

export type FieldProblem =
  | { kind: 'required' }
  | { kind: 'tooLong'; max: number }
  /** The server's own words about the field (a 400's issue). */
  | { kind: 'server'; message: string };
export type FieldProblems = Partial<Record<DraftPath, FieldProblem>>;

/** The most characters each field takes (the contract's limits, for the fields' counters). */
export function maxLengthOf(path: DraftPath): number {
  const parsed = parsePath(path);
  if (!parsed) return 0;
  if (parsed.kind === 'text') return { name: 200, description: 5000, abstract: 1000 }[parsed.key];
  if (parsed.kind === 'link') return 200;
  return { title: 200, manuscript: MANUSCRIPT_MAX, effectText: TEXT_EFFECT_MAX }[parsed.key];
}

/**
 * What the contract would refuse in the draft (the command's own schema: required texts, lengths) and
 * what the server refuses besides (an enabled text effect needs its caption), by field; the first
 * problem of each field.
 */
export function draftProblems(view: TranslationTaskView, draft: TranslationDraft): FieldProblems {
  const problems: FieldProblems = {};
  const parsed = translationCommandSchema.safeParse({
    type: 'saveTranslationTexts',
    payload: saveTextsPayload(view, draft),
  });
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const [slot, ...rest] = issue.path.map(String);
    const path = rest.join('.');
    if (slot !== 'payload' || !isDraftPath(path) || problems[path]) continue;
    if (issue.code === 'too_small') problems[path] = { kind: 'required' };
    else if (issue.code === 'too_big') problems[path] = { kind: 'tooLong', max: Number(issue.maximum) };
  }
  chapterRows(view).forEach((row, i) => {
    const path: DraftPath = `chapters.${i}.effectText`;
    if (row.textEffect?.enabled && !draft.chapters[i]?.effectText.trim()) {
      problems[path] ??= { kind: 'required' };
    }
  });
  return problems;
}

/**
 * A 400's issues by field: their paths without the request's prefixes (`body.payload.links.0.title`,
 * the server's `chapters.1.effectText`); issues of no field are left to the message.
 */
export function serverProblems(issues: readonly { path: string; message: string }[]): FieldProblems {
  const problems: FieldProblems = {};
  for (const issue of issues) {
    const path = issue.path.replace(/^(body\.)?(payload\.)?/, '');
    if (isDraftPath(path) && !problems[path]) problems[path] = { kind: 'server', message: issue.message };
  }
  return problems;
}

/** The tabs that have a problem, in the tabs' order (the page marks them and opens the first). */
export function tabsWithProblems(problems: FieldProblems): TranslationTab[] {
  const paths = Object.keys(problems) as DraftPath[];
  const tabs = new Set(paths.filter((p) => problems[p]).map(tabOfPath));
  return TRANSLATION_TABS.filter((tab) => tabs.has(tab));
}

/* ---- the page's state ---- */

export interface DraftState {
  /** The task view the draft was last matched with. */
  source: TranslationTaskView;
  /** The texts as last read or saved. */
  saved: TranslationDraft;
  draft: TranslationDraft;
}

export function draftState(view: TranslationTaskView): DraftState {
  const saved = draftFromView(view);
  return { source: view, saved, draft: saved };
}

const sameDraft = (a: TranslationDraft, b: TranslationDraft) => JSON.stringify(a) === JSON.stringify(b);

/** Whether the draft has changes that are not saved. */
export function isDirty(state: DraftState): boolean {
  return !sameDraft(state.saved, state.draft);
}

export function editDraft(state: DraftState, path: DraftPath, value: string): DraftState {
  return { ...state, draft: withValue(state.draft, path, value) };
}

/** After a save of `sent`: those texts are the saved ones (what was typed meanwhile stays unsaved). */
export function markSaved(state: DraftState, sent: TranslationDraft): DraftState {
  return { ...state, saved: sent };
}

/**
 * The state for a new reading of the task (after a save, an action, a poll): unsaved changes stay over
 * the texts read; without any, the draft is the texts read. When the chapters or links changed in number,
 * the changes no longer fit them (the server would refuse them): the texts read replace them.
 */
export function syncDraft(state: DraftState, view: TranslationTaskView): DraftState {
  if (state.source === view) return state;
  const fresh = draftState(view);
  const fits =
    fresh.draft.chapters.length === state.draft.chapters.length &&
    fresh.draft.links.length === state.draft.links.length;
  if (!isDirty(state) || !fits) return fresh;
  return { source: view, saved: fresh.saved, draft: state.draft };
}
