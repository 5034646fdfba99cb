/**
 * Subtitles of the editor (issue 12), pure and shared: the WebVTT a language's chapters become (the
 * subtitle rendition the player, the embed and the search see), and WebVTT / SRT files read into cues
 * and written back (uploaded in the manuscript tab, then edited cue by cue as chapters).
 */
import type { SubtitleChapter } from '../api/endpoints/rendering.js';
import { chapterEnd } from './chapters.js';

export interface Cue {
  startSeconds: number;
  endSeconds: number;
  text: string;
}

export class SubtitleParseError extends Error {}

/** `hh:mm:ss.mmm` or `mm:ss.mmm` (WebVTT) or `hh:mm:ss,mmm` (SRT) in seconds. */
function parseTime(text: string): number {
  const match = /^(?:(\d+):)?(\d{1,2}):(\d{2})[.,](\d{3})$/.exec(text.trim());
  if (!match) throw new SubtitleParseError(`not a cue time: ${text.trim()}`);
  const [, h, m, s, milli] = match;
  if (Number(m) > 59 || Number(s) > 59) throw new SubtitleParseError(`not a cue time: ${text.trim()}`);
  return Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + Number(milli) / 1000;
}

function formatTime(seconds: number, separator: '.' | ','): string {
  const total = Math.max(0, Math.round(seconds * 1000));
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const h = Math.floor(total / 3_600_000);
  const m = Math.floor(total / 60_000) % 60;
  const s = Math.floor(total / 1000) % 60;
  return `${pad(h)}:${pad(m)}:${pad(s)}${separator}${pad(total % 1000, 3)}`;
}

function blocksOf(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((b) => b.split('\n').filter((l) => l.trim() !== ''))
    .filter((b) => b.length > 0);
}

function cueOf(lines: string[]): Cue | null {
  const timing = lines.findIndex((l) => l.includes('-->'));
  if (timing < 0) return null;
  const [from, rest] = (lines[timing] as string).split('-->') as [string, string];
  // Cue settings (`line:0 align:start`) follow the end time.
  const to = rest.trim().split(/\s+/)[0] ?? '';
  const startSeconds = parseTime(from);
  const endSeconds = parseTime(to);
  if (endSeconds <= startSeconds)
    throw new SubtitleParseError(`a cue ends before it starts: ${lines[timing]}`);
  return { startSeconds, endSeconds, text: lines.slice(timing + 1).join('\n') };
}

/** The cues of a WebVTT file (NOTE, STYLE and REGION blocks are skipped), in time order. */
export function parseWebVtt(text: string): Cue[] {
  const blocks = blocksOf(text);
  const header = blocks[0]?.[0] ?? '';
  if (!/^WEBVTT(\s|$)/.test(header)) throw new SubtitleParseError('not a WebVTT file (no WEBVTT header)');
  const cues = blocks
    .slice(1)
    .filter((b) => !/^(NOTE|STYLE|REGION)(\s|$)/.test(b[0] ?? ''))
    .map(cueOf)
    .filter((c): c is Cue => c !== null);
  return cues.sort((a, b) => a.startSeconds - b.startSeconds);
}

/** The cues of an SRT file (numbered blocks, comma decimals), in time order. */
export function parseSrt(text: string): Cue[] {
  const blocks = blocksOf(text);
  const cues = blocks.map(cueOf).filter((c): c is Cue => c !== null);
  if (cues.length === 0 && blocks.length > 0) throw new SubtitleParseError('not an SRT file (no cues)');
  return cues.sort((a, b) => a.startSeconds - b.startSeconds);
}

/** A subtitle file by its name's extension (.vtt or .srt). */
export function parseSubtitleFile(fileName: string, text: string): Cue[] {
  const extension = fileName.toLowerCase().split('.').pop();
  if (extension === 'vtt') return parseWebVtt(text);
  if (extension === 'srt') return parseSrt(text);
  throw new SubtitleParseError('Subtitle files must be WebVTT (.vtt) or SRT (.srt)');
}

/** A cue's text on one line each (a cue line may not contain "-->" nor be blank). */
const cueText = (text: string) =>
  text
    .replace(/-->/g, '->')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .join('\n');

export function serializeWebVtt(cues: readonly Cue[]): string {
  const body = cues
    .filter((c) => cueText(c.text))
    .map(
      (c) => `${formatTime(c.startSeconds, '.')} --> ${formatTime(c.endSeconds, '.')}\n${cueText(c.text)}`,
    );
  return ['WEBVTT', ...body].join('\n\n') + '\n';
}

export function serializeSrt(cues: readonly Cue[]): string {
  return (
    cues
      .filter((c) => cueText(c.text))
      .map(
        (c, i) =>
          `${i + 1}\n${formatTime(c.startSeconds, ',')} --> ${formatTime(c.endSeconds, ',')}\n${cueText(c.text)}`,
      )
      .join('\n\n') + '\n'
  );
}

/** Longest cue text (characters) a manuscript is split into, so a long manuscript reads in steps. */
export const CUE_MAX_CHARACTERS = 120;

/** A manuscript in sentences, long sentences cut at word boundaries to CUE_MAX_CHARACTERS. */
function piecesOf(manuscript: string): string[] {
  const sentences = manuscript
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?…])\s+/)
    .filter(Boolean);
  const pieces: string[] = [];
  for (const sentence of sentences) {
    let line = '';
    for (const word of sentence.split(' ')) {
      if (line && line.length + 1 + word.length > CUE_MAX_CHARACTERS) {
        pieces.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    if (line) pieces.push(line);
  }
  return pieces;
}

/**
 * The cues of a language's chapters: each chapter's manuscript over the chapter's span, split into
 * pieces timed by their share of its characters. Chapters without a manuscript have no cue.
 */
export function chaptersToCues(chapters: readonly SubtitleChapter[], durationSeconds: number): Cue[] {
  return chapters.flatMap((chapter, index) => {
    const pieces = piecesOf(chapter.manuscript);
    const start = chapter.startSeconds;
    const end = chapterEnd(chapters, index, durationSeconds);
    if (pieces.length === 0 || end <= start) return [];
    const total = pieces.reduce((sum, p) => sum + p.length, 0);
    let at = start;
    return pieces.map((text, i) => {
      const next = i === pieces.length - 1 ? end : at + ((end - start) * text.length) / total;
      const cue = {
        startSeconds: Math.round(at * 1000) / 1000,
        endSeconds: Math.round(next * 1000) / 1000,
        text,
      };
      at = next;
      return cue;
    });
  });
}

/** Chapters from uploaded cues: one chapter per cue (its time and text), for editing cue by cue. */
export function cuesToChapters(cues: readonly Cue[]): SubtitleChapter[] {
  return cues.map((c) => ({ startSeconds: c.startSeconds, endSeconds: c.endSeconds, manuscript: c.text }));
}
