/**
 * The quick-guide tab's rows (pure): every chapter, whether it may be in the guide (never the first:
 * spec 2 §5), whether it is, and for a page its still as the server has it: shown, being taken, taken
 * once the change is saved, or not coming (the video has no media yet, or the capture failed).
 */
import type { QuickGuidePage, QuickGuideStillState, SubtitleChapter } from '#shared/api';
import { quickGuideAllowed } from '#shared/domain/chapters';
import { stillMs } from '#shared/domain/quick-guide';

export type StillView =
  { kind: 'shown'; url: string } | { kind: 'capturing' } | { kind: 'unsaved' } | { kind: 'unavailable' };

export interface QuickGuideRow {
  index: number;
  chapter: SubtitleChapter;
  allowed: boolean;
  marked: boolean;
  /** Only for a marked chapter. */
  still?: StillView;
}

export interface StillsAnswer {
  pages: readonly QuickGuidePage[];
  stills: QuickGuideStillState;
}

/**
 * `saved`: the chapters the server has (the autosave's last save); a page not saved yet waits for it.
 * `answer`: the server's pages (undefined while it is read).
 */
export function quickGuideRows(
  chapters: readonly SubtitleChapter[],
  saved: readonly SubtitleChapter[],
  answer: StillsAnswer | undefined,
): QuickGuideRow[] {
  const urls = new Map(
    (answer?.pages ?? []).flatMap((p) =>
      p.stillUrl ? [[stillMs(p.startSeconds), p.stillUrl] as const] : [],
    ),
  );
  const savedPages = new Set(
    saved.filter((c, i) => c.quickGuide && quickGuideAllowed(i)).map((c) => stillMs(c.startSeconds)),
  );
  return chapters.map((chapter, index) => {
    const allowed = quickGuideAllowed(index);
    const marked = allowed && chapter.quickGuide === true;
    if (!marked) return { index, chapter, allowed, marked };
    const ms = stillMs(chapter.startSeconds);
    const url = urls.get(ms);
    const still: StillView = url
      ? { kind: 'shown', url }
      : !savedPages.has(ms)
        ? { kind: 'unsaved' }
        : answer?.stills === 'failed' || answer?.stills === 'waiting'
          ? { kind: 'unavailable' }
          : { kind: 'capturing' };
    return { index, chapter, allowed, marked, still };
  });
}

/** The starts of the saved pages, as a key: the tab reads the stills again when it changes. */
export function savedPagesKey(saved: readonly SubtitleChapter[]): string {
  return saved
    .filter((c, i) => c.quickGuide && quickGuideAllowed(i))
    .map((c) => stillMs(c.startSeconds))
    .join(',');
}
