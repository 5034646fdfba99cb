/**
 * Progress through a track (spec 2 §2 queues): shared by the pages that list tracks with the user's
 * completions (/mandatory, the home page's open mandatory training). Pure, so tested.
 */
interface Watchable {
  humanId: string;
  completed: boolean;
}

/** How many watched, and the video to open next (null when all are done). */
export function trackProgress<T extends Watchable>(items: readonly T[]) {
  const watched = items.filter((i) => i.completed).length;
  const next = items.find((i) => !i.completed) ?? null;
  return {
    watched,
    total: items.length,
    percent: items.length === 0 ? 0 : Math.round((watched / items.length) * 100),
    next,
    completed: items.length > 0 && next === null,
    started: watched > 0,
  };
}

/** A video's page inside a track, where the queue and "up next" apply. */
export function inTrackHref(trackId: string, humanId: string): string {
  return `/video/${encodeURIComponent(humanId)}?track=${encodeURIComponent(trackId)}`;
}
