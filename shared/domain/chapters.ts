/**
 * The editor's chapter rules (spec 2 §5 "Chapters"; issue 12), pure and shared: the web applies them
 * while editing, the save command checks them again before anything is written.
 *
 * A chapter runs from its start to its end, else to the next chapter's start, else to the end of the
 * video. Times are seconds on the untrimmed timeline.
 */
import type { SubtitleChapter } from '../api/endpoints/rendering.js';
import { QUICK_GUIDE_MAX_PAGES } from '../api/endpoints/quick-guide.js';

/** Spec 2 §9 "Minimum chapter gap 200 ms". */
export const MIN_CHAPTER_GAP_SECONDS = 0.2;
/** Spec 2 §9 "auto chapters every 10 s". */
export const AUTO_CHAPTER_INTERVAL_SECONDS = 10;

/** Spec 2 §5 "only one field can be edited at a time" (the dictionary's wording). */
export const ONE_FIELD_AT_A_TIME_MESSAGE = 'Only one field can be edited at a time';
export const CHAPTER_ON_BREAKPOINT_MESSAGE = 'A chapter already starts here';
export const CHAPTER_GAP_MESSAGE = 'Chapters must be at least 200 ms apart';
export const CHAPTER_OUTSIDE_MESSAGE = 'A chapter must start within the video';
export const QUICK_GUIDE_FIRST_CHAPTER_MESSAGE = 'The first chapter can not have a quick guide';
export const QUICK_GUIDE_TOO_MANY_MESSAGE = `A quick guide has at most ${QUICK_GUIDE_MAX_PAGES} pages`;
export const COMPUTER_VOICE_CAPTION_MESSAGE = 'Every chapter needs its caption to generate a computer voice';

/** Milliseconds, so that 0.1 + 0.2 and 0.3 are the same breakpoint. */
const ms = (seconds: number) => Math.round(seconds * 1000);

export type AddChapterRefusal = 'breakpoint' | 'gap' | 'outside';

export const ADD_CHAPTER_MESSAGES: Record<AddChapterRefusal, string> = {
  breakpoint: CHAPTER_ON_BREAKPOINT_MESSAGE,
  gap: CHAPTER_GAP_MESSAGE,
  outside: CHAPTER_OUTSIDE_MESSAGE,
};

/**
 * Why a new chapter may not start at `at`: exactly on an existing breakpoint (spec 2 §5 "a new chapter
 * cannot sit exactly on an existing breakpoint"), closer than 200 ms to one, or outside the video. null
 * when it may.
 */
export function addChapterRefusal(
  chapters: readonly Pick<SubtitleChapter, 'startSeconds'>[],
  at: number,
  durationSeconds?: number,
): AddChapterRefusal | null {
  if (!Number.isFinite(at) || at < 0) return 'outside';
  if (durationSeconds !== undefined && ms(at) >= ms(durationSeconds)) return 'outside';
  const distances = chapters.map((c) => Math.abs(ms(c.startSeconds) - ms(at)));
  if (distances.some((d) => d === 0)) return 'breakpoint';
  if (distances.some((d) => d < ms(MIN_CHAPTER_GAP_SECONDS))) return 'gap';
  return null;
}

/**
 * The chapters with an empty one starting at `at` (in time order). A chapter whose end lay past `at`
 * now ends there, so none overlap. Throws on a refused place (check addChapterRefusal first).
 */
export function addChapter<C extends SubtitleChapter>(
  chapters: readonly C[],
  at: number,
  durationSeconds?: number,
): SubtitleChapter[] {
  const refusal = addChapterRefusal(chapters, at, durationSeconds);
  if (refusal) throw new Error(ADD_CHAPTER_MESSAGES[refusal]);
  const start = ms(at) / 1000;
  const clipped = chapters.map((c): SubtitleChapter => {
    if (c.startSeconds < start && c.endSeconds !== undefined && c.endSeconds > start) {
      return { ...c, endSeconds: start };
    }
    return c;
  });
  return [...clipped, { startSeconds: start, manuscript: '' }].sort(
    (a, b) => a.startSeconds - b.startSeconds,
  );
}

/**
 * Spec 2 §5 "auto chapters insert empty chapters every 10 s": one at 0, 10, 20, … up to the end of the
 * video. They replace the existing chapters, so with any present the web asks first
 * (autoChaptersNeedConfirmation).
 */
export function autoChapters(durationSeconds: number): SubtitleChapter[] {
  const count = Math.max(1, Math.ceil(ms(durationSeconds) / ms(AUTO_CHAPTER_INTERVAL_SECONDS)));
  return Array.from({ length: count }, (_, i) => ({
    startSeconds: i * AUTO_CHAPTER_INTERVAL_SECONDS,
    manuscript: '',
  }));
}

/** "… and overwrite existing ones after confirmation": only when there is something to overwrite. */
export function autoChaptersNeedConfirmation(chapters: readonly SubtitleChapter[]): boolean {
  return chapters.length > 0;
}

/** Spec 2 §5 "no quick guide on the first chapter": the first chapter (index 0) never offers it. */
export function quickGuideAllowed(chapterIndex: number): boolean {
  return chapterIndex > 0;
}

/**
 * Spec 2 §5 "caption cannot be empty when generating a computer voice": the computer voice speaks each
 * chapter's caption (its manuscript). The indexes of the chapters that have none.
 */
export function chaptersMissingCaption(chapters: readonly SubtitleChapter[]): number[] {
  return chapters.flatMap((c, i) => (c.manuscript.trim() ? [] : [i]));
}

export interface ChapterRuleViolation {
  /** Index of the chapter (in time order). */
  chapter: number;
  message: string;
}

/**
 * The rules a saved set of chapters must keep (the save command answers 409 with the first message):
 * at least 200 ms between starts, no quick guide on the first chapter, and at most QUICK_GUIDE_MAX_PAGES
 * quick-guide pages (one job captures all their stills). Chapters in time order.
 */
export function chapterRuleViolations(
  chapters: readonly SubtitleChapter[],
  durationSeconds?: number,
): ChapterRuleViolation[] {
  const violations: ChapterRuleViolation[] = [];
  let pages = 0;
  chapters.forEach((c, i) => {
    const previous = chapters[i - 1];
    if (previous && ms(c.startSeconds) - ms(previous.startSeconds) < ms(MIN_CHAPTER_GAP_SECONDS)) {
      violations.push({ chapter: i, message: CHAPTER_GAP_MESSAGE });
    }
    if (durationSeconds !== undefined && i > 0 && ms(c.startSeconds) >= ms(durationSeconds)) {
      violations.push({ chapter: i, message: CHAPTER_OUTSIDE_MESSAGE });
    }
    if (c.quickGuide && !quickGuideAllowed(i)) {
      violations.push({ chapter: i, message: QUICK_GUIDE_FIRST_CHAPTER_MESSAGE });
    } else if (c.quickGuide && ++pages > QUICK_GUIDE_MAX_PAGES) {
      violations.push({ chapter: i, message: QUICK_GUIDE_TOO_MANY_MESSAGE });
    }
  });
  return violations;
}

/** Where a chapter ends: its end, else the next one's start, else the end of the video. */
export function chapterEnd(
  chapters: readonly SubtitleChapter[],
  index: number,
  durationSeconds: number,
): number {
  const chapter = chapters[index];
  if (!chapter) throw new Error(`no chapter ${index}`);
  return (
    chapter.endSeconds ?? chapters[index + 1]?.startSeconds ?? Math.max(durationSeconds, chapter.startSeconds)
  );
}

/** The field of the editor being edited: one chapter's field, a link's, or the trim. */
export interface EditedField {
  /** e.g. `chapter`, `link`, `trim`. */
  kind: string;
  /** Index of the chapter or link; 0 for the trim. */
  index: number;
  /** e.g. `manuscript`, `textEffect`, `title`. */
  name: string;
}

const sameField = (a: EditedField, b: EditedField) =>
  a.kind === b.kind && a.index === b.index && a.name === b.name;

/**
 * Spec 2 §5 "only one field can be edited at a time": opening a field for editing while another one is
 * open is refused with the spec's message (the open one must be applied or cancelled first).
 */
export function startEditing(
  current: EditedField | null,
  next: EditedField,
): { ok: true; editing: EditedField } | { ok: false; message: string } {
  if (current && !sameField(current, next)) return { ok: false, message: ONE_FIELD_AT_A_TIME_MESSAGE };
  return { ok: true, editing: next };
}
