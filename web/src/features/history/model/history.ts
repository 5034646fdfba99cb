/** "The tracks or history list shows 5 before it expands" (spec 1 §9). */
export const HISTORY_COLLAPSED_COUNT = 5;

/** Watched share of a video, 0–100 (100 once completed; 0 when the length is unknown). */
export function progressPercent(entry: {
  position: number;
  completed: boolean;
  durationMs?: number;
}): number {
  if (entry.completed) return 100;
  if (!entry.durationMs) return 0;
  return Math.max(0, Math.min(100, Math.round((entry.position * 1000 * 100) / entry.durationMs)));
}
