/**
 * The personal lists' rules (spec 1 §9 "tracks or history list shows 5 before it expands"; spec 2 §2
 * "A queued video stays locked until all earlier queue videos are watched"). Pure, so tested.
 */
export const LIST_SHOWN = 5;

export function shownItems<T>(items: readonly T[], expanded: boolean): { shown: T[]; hasMore: boolean } {
  const hasMore = items.length > LIST_SHOWN;
  return { shown: expanded || !hasMore ? [...items] : items.slice(0, LIST_SHOWN), hasMore };
}

interface Watchable {
  humanId: string;
  completed: boolean;
}

/** Progress through a track: how many watched, and the video to open next (null when all are done). */
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

/** Whether a queue position is locked: any earlier video not watched yet. */
export function lockedAt(items: readonly Watchable[], index: number): boolean {
  return items.slice(0, index).some((i) => !i.completed);
}

/** A video's page inside a track, where the queue and "up next" apply. */
export function inTrackHref(trackId: string, humanId: string): string {
  return `/video/${encodeURIComponent(humanId)}?track=${encodeURIComponent(trackId)}`;
}
