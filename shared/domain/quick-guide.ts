/**
 * The quick guide's pure rules (issue 12; spec 2 §5 "no quick guide on the first chapter"), shared by the
 * server (stills, PDF) and the web (the quick-guide tab): which chapters are its pages, how a still is
 * named by its chapter's start, and the PDF's file name.
 */
import type { SubtitleChapter } from '../api/endpoints/rendering.js';
import { quickGuideAllowed } from './chapters.js';

export interface QuickGuideEntry<C extends SubtitleChapter = SubtitleChapter> {
  /** The chapter's index among all chapters (never 0). */
  index: number;
  chapter: C;
}

/** The guide's pages in time order: the chapters marked for it, the first chapter never (spec 2 §5). */
export function quickGuideEntries<C extends SubtitleChapter>(chapters: readonly C[]): QuickGuideEntry<C>[] {
  return chapters.flatMap((chapter, index) =>
    chapter.quickGuide && quickGuideAllowed(index) ? [{ index, chapter }] : [],
  );
}

/** A still is known by its chapter's start in whole milliseconds (0.1 + 0.2 and 0.3 are one still). */
export function stillMs(startSeconds: number): number {
  return Math.round(startSeconds * 1000);
}

/** The starts (ms) of the pages whose still is not among `captured` (ms), without repeats, in order. */
export function missingStills(
  entries: readonly QuickGuideEntry[],
  captured: ReadonlySet<number> | readonly number[],
): number[] {
  const have = captured instanceof Set ? captured : new Set(captured as readonly number[]);
  return [...new Set(entries.map((e) => stillMs(e.chapter.startSeconds)))].filter((ms) => !have.has(ms));
}

/** Characters file systems refuse in names: path separators, reserved marks and control characters. */
const unsafeInFileNames = (char: string) =>
  '\\/:*?"<>|'.includes(char) || (char.codePointAt(0) ?? 0) < 0x20 || char === '\u007f';

/**
 * "Welcome to Acme - Quick guide.pdf", with " (da)" when the guide is of another language than the
 * video's master language; characters that file systems refuse become spaces.
 */
export function quickGuideFileName(videoName: string, language: string, masterLanguage: string): string {
  const name =
    [...videoName]
      .map((c) => (unsafeInFileNames(c) ? ' ' : c))
      .join('')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80)
      .trim() || 'Video';
  return `${name} - Quick guide${language === masterLanguage ? '' : ` (${language})`}.pdf`;
}
