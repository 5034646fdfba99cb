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

// Also used by the home page's open mandatory training, so they live in lib.
export { inTrackHref, trackProgress } from '../../../lib/track-progress';

/** Whether a queue position is locked: any earlier video not watched yet. */
export function lockedAt(items: readonly Watchable[], index: number): boolean {
  return items.slice(0, index).some((i) => !i.completed);
}
