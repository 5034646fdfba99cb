/** The timeline's pure parts (issue 12): times as the editor writes them, the waveform's peaks, the keyboard shortcuts. */

/** `m:ss.t` (or `h:mm:ss.t`): the editor's times to a tenth of a second. */
export function formatTime(seconds: number): string {
  const tenths = Math.max(0, Math.round((Number.isFinite(seconds) ? seconds : 0) * 10));
  const h = Math.floor(tenths / 36_000);
  const m = Math.floor(tenths / 600) % 60;
  const s = Math.floor(tenths / 10) % 60;
  const rest = `${String(s).padStart(2, '0')}.${tenths % 10}`;
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/** `1:05.5`, `65.5`, `0:01:05.5` → seconds; null when it is no time. */
export function parseTime(text: string): number | null {
  const parts = text.trim().replace(',', '.').split(':');
  if (parts.length > 3 || parts.some((p) => !/^\d+(\.\d+)?$/.test(p))) return null;
  const seconds = parts.reduce((sum, p) => sum * 60 + Number(p), 0);
  return Number.isFinite(seconds) ? Math.round(seconds * 1000) / 1000 : null;
}

/** The loudest sample of each of `bins` equal parts, scaled so the loudest part is 1. */
export function peaksOf(samples: ArrayLike<number>, bins: number): number[] {
  if (samples.length === 0 || bins < 1) return [];
  const size = Math.max(1, Math.floor(samples.length / bins));
  const peaks: number[] = [];
  for (let b = 0; b < bins && b * size < samples.length; b++) {
    let max = 0;
    for (let i = b * size; i < Math.min(samples.length, (b + 1) * size); i++)
      max = Math.max(max, Math.abs(samples[i]!));
    peaks.push(max);
  }
  const loudest = Math.max(...peaks);
  return loudest > 0 ? peaks.map((p) => p / loudest) : peaks;
}

/** The times of a thumbnails strip of `count` frames: the middle of each equal part of the video. */
export function stripTimes(durationSeconds: number, count: number): number[] {
  if (!(durationSeconds > 0) || count < 1) return [];
  const part = durationSeconds / count;
  return Array.from({ length: count }, (_, i) => Math.round((i + 0.5) * part * 10) / 10);
}

export type ShortcutAction =
  'playPause' | 'back' | 'forward' | 'backMore' | 'forwardMore' | 'addChapter' | 'undo' | 'redo';

/** The shortcuts the editor lists (key texts as shown) with the dictionary key of what they do. */
export const SHORTCUTS: readonly { keys: string; action: ShortcutAction }[] = [
  { keys: 'Space', action: 'playPause' },
  { keys: '←', action: 'back' },
  { keys: '→', action: 'forward' },
  { keys: 'Shift+←', action: 'backMore' },
  { keys: 'Shift+→', action: 'forwardMore' },
  { keys: 'C', action: 'addChapter' },
  { keys: 'Ctrl+Z', action: 'undo' },
  { keys: 'Ctrl+Shift+Z / Ctrl+Y', action: 'redo' },
];

/**
 * The action of a key press, or null. Typing in a field is never a shortcut (the field's own undo and
 * cursor keys keep working).
 */
export function shortcutOf(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  inField: boolean;
}): ShortcutAction | null {
  if (event.inField || event.altKey) return null;
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  if (mod && key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (mod && key === 'y') return 'redo';
  if (mod) return null;
  if (key === ' ') return 'playPause';
  if (key === 'arrowleft') return event.shiftKey ? 'backMore' : 'back';
  if (key === 'arrowright') return event.shiftKey ? 'forwardMore' : 'forward';
  if (key === 'c' && !event.shiftKey) return 'addChapter';
  return null;
}
