/**
 * The quick guide PDF's layout (pure: the composer measures text with its font and draws what this
 * plans). A4 portrait: a title page, then per page of the guide its heading, its still scaled to the
 * text width, and its manuscript wrapped to that width, continued on further pages when it is long.
 */

export const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const;
export const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin;
export const BODY_SIZE = 11;
export const BODY_LEADING = 15;
export const HEADING_SIZE = 15;
/** Space below the heading and below the still. */
export const GAP = 14;

/** Width of `text` at `size` points in the composer's font. */
export type Measure = (text: string, size: number) => number;

/**
 * What the font can draw: characters it has stay, a letter with accents it lacks becomes its base
 * letter (č → c), anything else '?'. Line breaks stay; other control characters become spaces.
 */
export function drawableText(text: string, has: (codePoint: number) => boolean): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\n') out += char;
    else if (code < 0x20 || code === 0x7f) out += ' ';
    else if (has(code)) out += char;
    else {
      const base = char.normalize('NFD').replace(/\p{M}+/gu, '');
      out += base && [...base].every((c) => has(c.codePointAt(0) ?? 0)) ? base : '?';
    }
  }
  return out;
}

/** A word longer than the line, cut into pieces that fit (at least one character each). */
function cutWord(word: string, width: number, size: number, measure: Measure): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && measure(piece + char, size) > width) {
      pieces.push(piece);
      piece = char;
    } else piece += char;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/**
 * Lines of `text` no wider than `width`: paragraphs (line breaks) kept, words kept whole where they
 * fit, a word longer than a line cut. An empty paragraph is an empty line.
 */
export function wrapText(text: string, width: number, size: number, measure: Measure): string[] {
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    const words = paragraph.split(/[ \t]+/).filter(Boolean);
    if (words.length === 0) {
      lines.push('');
      continue;
    }
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      if (measure(word, size) <= width) line = word;
      else {
        const pieces = cutWord(word, width, size, measure);
        lines.push(...pieces.slice(0, -1));
        line = pieces.at(-1) ?? '';
      }
    }
    lines.push(line);
  }
  // Trailing empty lines print nothing.
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  return lines;
}

/** The still's drawn size: the text width, its aspect ratio kept, never taller than `maxHeight`. */
export function stillBox(image: { width: number; height: number }, maxHeight: number) {
  const scale = Math.min(TEXT_WIDTH / image.width, maxHeight / image.height);
  return { width: image.width * scale, height: image.height * scale };
}

/** One PDF page of a guide page: its lines, and whether it shows the still (the first one does). */
export interface PlannedPage {
  withStill: boolean;
  continued: boolean;
  lines: string[];
}

/**
 * The PDF pages of one guide page: the first with its heading, still and as many lines as fit below
 * them; the rest of a long manuscript on pages of their own (heading "continued"), a page at least.
 */
export function planGuidePage(lines: readonly string[], stillHeight: number): PlannedPage[] {
  const body = PAGE.height - 2 * PAGE.margin - HEADING_SIZE - GAP;
  const firstFits = Math.max(0, Math.floor((body - stillHeight - GAP) / BODY_LEADING));
  const nextFits = Math.max(1, Math.floor(body / BODY_LEADING));
  const pages: PlannedPage[] = [{ withStill: true, continued: false, lines: lines.slice(0, firstFits) }];
  for (let at = firstFits; at < lines.length; at += nextFits) {
    pages.push({ withStill: false, continued: true, lines: lines.slice(at, at + nextFits) });
  }
  return pages;
}

/** `m:ss` of a chapter start (h:mm:ss past an hour). */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
