/**
 * What the home page shows above the channels (issue 9 point 18: "home shows 'continue watching' and
 * open mandatory training, not only channel tiles"). Pure, so the choices are tested.
 */
import type { HistoryEntry, TrackQueue } from '#shared/api';
import { trackProgress } from '../../../lib/track-progress';

/** At most this many cards per section: one or two rows; the full lists are one click away. */
export const HOME_SECTION_LIMIT = 6;

/**
 * Videos started but not finished, most recently watched first (the history's order). A video opened
 * but never played past its first second is not "started".
 */
export function continueWatching(entries: readonly HistoryEntry[], limit = HOME_SECTION_LIMIT) {
  return entries.filter((e) => !e.completed && e.position >= 1).slice(0, limit);
}

/** Watched share of a started video, 0–100 (0 when its length is unknown). */
export function watchedPercent(entry: Pick<HistoryEntry, 'position' | 'durationMs'>): number {
  if (!entry.durationMs) return 0;
  return Math.max(0, Math.min(100, Math.round((entry.position * 100_000) / entry.durationMs)));
}

/** Mandatory tracks with something left to watch, started ones first, each with its next video. */
export function openMandatory(tracks: readonly TrackQueue[], limit = HOME_SECTION_LIMIT) {
  return tracks
    .map((track) => ({ track, progress: trackProgress(track.items) }))
    .filter(({ progress }) => progress.next !== null)
    .sort((a, b) => Number(b.progress.started) - Number(a.progress.started))
    .slice(0, limit);
}
