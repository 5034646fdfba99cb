/**
 * What a render burns into a new rendition (issue 12 "Rendering"), pure and shared by the render
 * command, the MediaConvert job settings and the web: a trim (input clipping) and timed text overlays
 * (a chapter's text effect: caption text, position, style; a keyboard effect: the key combination).
 * Times are on the SOURCE's timeline, in seconds; the job settings translate them (timecodes, the
 * overlay sidecar), the local emulator shifts overlays by the trim start as MediaConvert does.
 */

/** Where an overlay sits on the picture: a 3 × 3 grid. */
export const OVERLAY_POSITIONS = [
  'top-left',
  'top',
  'top-right',
  'middle-left',
  'middle',
  'middle-right',
  'bottom-left',
  'bottom',
  'bottom-right',
] as const;
export type OverlayPosition = (typeof OVERLAY_POSITIONS)[number];

/**
 * How an overlay looks: the editor's text-effect styles (subtitle, title, highlight) and a keyboard
 * effect's key combination. In the WebVTT each is a colour class (the burn-in reads them with style
 * passthrough; the emulator maps them to drawtext colours), a title also bold (drawn larger):
 * subtitle white, title bold white, highlight yellow, keyboard cyan.
 */
export const OVERLAY_STYLES = ['subtitle', 'title', 'highlight', 'keyboard'] as const;
export type OverlayStyle = (typeof OVERLAY_STYLES)[number];

export interface RenderOverlay {
  startSeconds: number;
  endSeconds: number;
  text: string;
  position: OverlayPosition;
  style: OverlayStyle;
}

export interface RenderPlan {
  /** Kept part of the source; `endSeconds` absent: to the end. */
  trim: { startSeconds: number; endSeconds?: number } | null;
  overlays: RenderOverlay[];
}

/** One chapter's effects as the editor stores them (H6's rendering data: chapters with effects). */
export interface ChapterEffectsInput {
  startSeconds: number;
  endSeconds?: number;
  textEffect?: { enabled: boolean; text: string; position?: string; style?: string } | null;
  keyboardEffect?: { enabled: boolean; keys: string; position?: string } | null;
}

export interface RenderInput {
  /** Length of the source (seconds): the last chapter's overlay ends there. */
  durationSeconds: number;
  chapters: readonly ChapterEffectsInput[];
  trim?: { startSeconds?: number; endSeconds?: number } | null;
}

/** Shortest span worth rendering (MediaConvert refuses empty clips; 0.5 s is the smallest playable segment). */
export const MIN_RENDER_SECONDS = 0.5;

export class RenderPlanError extends Error {}

/** The editor's positions (top, center, bottom) and the grid's own names. */
const position = (value: string | undefined, fallback: OverlayPosition): OverlayPosition => {
  const name = value === 'center' ? 'middle' : value;
  return (OVERLAY_POSITIONS as readonly string[]).includes(name ?? '') ? (name as OverlayPosition) : fallback;
};
const style = (value: string | undefined): OverlayStyle =>
  value !== 'keyboard' && (OVERLAY_STYLES as readonly string[]).includes(value ?? '')
    ? (value as OverlayStyle)
    : 'subtitle';
const ms = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * The render plan of a version × language: each enabled effect shows from its chapter's start to its
 * end (or the next chapter's start, or the end of the video), clipped to the trim; an effect wholly
 * cut away is left out. Throws RenderPlanError for a trim that leaves (almost) nothing.
 */
export function buildRenderPlan(input: RenderInput): RenderPlan {
  const duration = Math.max(0, input.durationSeconds);
  const start = Math.max(0, input.trim?.startSeconds ?? 0);
  const end = Math.min(duration, input.trim?.endSeconds ?? duration);
  if (end - start < MIN_RENDER_SECONDS) {
    throw new RenderPlanError(
      `The trim leaves ${Math.max(0, end - start).toFixed(1)} s; at least ${MIN_RENDER_SECONDS} s must remain`,
    );
  }
  const trimmed = start > 0 || end < duration;
  const chapters = [...input.chapters].sort((a, b) => a.startSeconds - b.startSeconds);
  const overlays: RenderOverlay[] = [];
  chapters.forEach((chapter, i) => {
    const chapterEnd = chapter.endSeconds ?? chapters[i + 1]?.startSeconds ?? duration;
    const from = Math.max(chapter.startSeconds, start);
    const to = Math.min(chapterEnd, end);
    if (to - from <= 0) return;
    const text = chapter.textEffect;
    if (text?.enabled && text.text.trim()) {
      overlays.push({
        startSeconds: ms(from),
        endSeconds: ms(to),
        text: text.text.trim(),
        position: position(text.position, 'bottom'),
        style: style(text.style),
      });
    }
    const keyboard = chapter.keyboardEffect;
    if (keyboard?.enabled && keyboard.keys.trim()) {
      overlays.push({
        startSeconds: ms(from),
        endSeconds: ms(to),
        text: keyboard.keys.trim(),
        position: position(keyboard.position, 'top-right'),
        style: 'keyboard',
      });
    }
  });
  return {
    trim: trimmed ? { startSeconds: ms(start), ...(end < duration ? { endSeconds: ms(end) } : {}) } : null,
    overlays,
  };
}

/** Seconds the rendered video plays (the finance record's processed seconds). */
export function renderedSeconds(plan: RenderPlan, durationSeconds: number): number {
  const start = plan.trim?.startSeconds ?? 0;
  const end = plan.trim?.endSeconds ?? durationSeconds;
  return ms(Math.max(0, end - start));
}

/** `HH:MM:SS.mmm` of a WebVTT cue. */
export function vttTime(seconds: number): string {
  const total = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(total / 3_600_000);
  const m = Math.floor((total % 3_600_000) / 60_000);
  const s = Math.floor((total % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(total % 1000, 3)}`;
}

/** WebVTT cue settings of a position: line (vertical), position and align (horizontal). */
export function cueSettings(p: OverlayPosition): string {
  const [vertical, horizontal] = p.includes('-') ? p.split('-') : p === 'middle' ? ['middle', ''] : [p, ''];
  const line = vertical === 'top' ? '10%' : vertical === 'middle' ? '50%' : '85%';
  const x = horizontal === 'left' ? '5%' : horizontal === 'right' ? '95%' : '50%';
  const align = horizontal === 'left' ? 'start' : horizontal === 'right' ? 'end' : 'center';
  return `line:${line} position:${x} align:${align}`;
}

/** WebVTT's default colour class of a style. */
export const STYLE_CLASS: Record<OverlayStyle, string> = {
  subtitle: 'white',
  title: 'white',
  highlight: 'yellow',
  keyboard: 'cyan',
};

const escapeCueText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\n{2,}/g, '\n');

/**
 * The overlays as one WebVTT document (the burn-in caption source): one cue per overlay, its position
 * in the cue settings, its style as a colour class span. Empty plans have no document (null).
 */
export function overlaysToWebVtt(overlays: readonly RenderOverlay[]): string | null {
  if (overlays.length === 0) return null;
  const cues = overlays.map(
    (o, i) =>
      `${i + 1}\n${vttTime(o.startSeconds)} --> ${vttTime(o.endSeconds)} ${cueSettings(o.position)}\n` +
      (o.style === 'title'
        ? `<b><c.${STYLE_CLASS[o.style]}>${escapeCueText(o.text)}</c></b>`
        : `<c.${STYLE_CLASS[o.style]}>${escapeCueText(o.text)}</c>`),
  );
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
