/**
 * Player rules (spec 1 §2 "Video player", §9): playback speeds, menus chunked by 10, and which text
 * stands in for the player while a video has no playable source (spec 1 §4 "Transcoding").
 */
import type { TranscodingStatusEntry } from '#shared/api';

export const PLAYBACK_SPEEDS = [0.7, 1, 1.25, 1.5, 2, 3] as const;
export const MENU_CHUNK = 10;
/** Spec 1 §4: the transcoding status is polled every 7 seconds. */
export const TRANSCODING_POLL_MS = 7_000;

export function chunk<T>(items: readonly T[], size = MENU_CHUNK): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks.length ? chunks : [[]];
}

export interface QualityLevel {
  /** hls.js level index. */
  index: number;
  height: number;
  bitrate: number;
}

/** Auto first, then the levels from the highest; the value is the hls.js level (-1: automatic). */
export function qualityOptions(levels: readonly QualityLevel[]): { value: number; height: number | null }[] {
  const sorted = [...levels].sort((a, b) => b.height - a.height || b.bitrate - a.bitrate);
  return [{ value: -1, height: null }, ...sorted.map((l) => ({ value: l.index, height: l.height }))];
}

/**
 * Issue 4: a realtime TRANSCODING_STATUS push about this video (any version or language: the status
 * list covers them all) makes the transcoding view refetch at once; the 7 s poll stays the fallback.
 */
export function isTranscodingPushFor(message: { type: string; payload?: unknown }, videoId: string): boolean {
  if (message.type !== 'TRANSCODING_STATUS') return false;
  const payload = message.payload as { videoId?: unknown } | null | undefined;
  return typeof payload === 'object' && payload !== null && payload.videoId === videoId;
}

/** The latest job of the version and language the page plays (the status list is oldest first). */
export function latestStatus(
  entries: readonly TranscodingStatusEntry[],
  version: number,
  language: string,
): TranscodingStatusEntry | undefined {
  return entries.filter((e) => e.version === version && e.language === language).at(-1);
}

export type TranscodingText =
  | { key: 'video-transcoding-submitted' }
  | { key: 'video-transcoding-progressing'; progress: number }
  | { key: 'video-transcoding-error'; error: string }
  | { key: 'video-transcoding-completed' }
  | { key: 'video-player-error' };

/** Spec 1 §8: a transcoding without a status shows the video-player-error text. */
export function transcodingText(entry: TranscodingStatusEntry | undefined): TranscodingText {
  switch (entry?.status) {
    case 'submitted':
      return { key: 'video-transcoding-submitted' };
    case 'progressing':
      return { key: 'video-transcoding-progressing', progress: Math.round(entry.progress ?? 0) };
    case 'error':
      return { key: 'video-transcoding-error', error: entry.error ?? '' };
    case 'completed':
      return { key: 'video-transcoding-completed' };
    default:
      return { key: 'video-player-error' };
  }
}
