/**
 * The track queue (spec 2 §2 "Player end-of-video overlay: next video and a continue button. A queued
 * video stays locked until all earlier queue videos are watched; after all, a congratulations message
 * and a continue link to the homepage"; spec 1 §9 "tracks or history list shows 5 before it expands").
 * Pure: the queue is a track's videos in tree order with whether the member completed each.
 */
export const QUEUE_SHOWN = 5;

export interface QueueEntry {
  videoId: string;
  humanId: string;
  name: string;
  completed: boolean;
}

export interface QueueRow<T extends QueueEntry> {
  item: T;
  index: number;
  /** Watched: completed on the server (when the queue loaded, or confirmed since). */
  watched: boolean;
  locked: boolean;
  /** For a locked row: the first earlier video still to watch (why it is locked). */
  waitingFor: T | null;
}

/** The queue with each video's lock: locked while any earlier video is unwatched. */
export function queueRows<T extends QueueEntry>(
  items: readonly T[],
  watchedHere: ReadonlySet<string> = new Set(),
): QueueRow<T>[] {
  let firstUnwatched: T | null = null;
  return items.map((item, index) => {
    const watched = item.completed || watchedHere.has(item.videoId);
    const row: QueueRow<T> = {
      item,
      index,
      watched,
      locked: firstUnwatched !== null,
      waitingFor: firstUnwatched,
    };
    if (!watched && firstUnwatched === null) firstUnwatched = item;
    return row;
  });
}

/** The row of a video in the queue (its first occurrence), or null when it is not queued. */
export function rowOf<T extends QueueEntry>(
  rows: readonly QueueRow<T>[],
  videoId: string,
): QueueRow<T> | null {
  return rows.find((r) => r.item.videoId === videoId) ?? null;
}

/** What follows a video in the queue: the next item, or null after the last (or when not queued). */
export function nextInQueue<T extends QueueEntry>(items: readonly T[], videoId: string): T | null {
  const index = items.findIndex((i) => i.videoId === videoId);
  if (index < 0) return null;
  return items[index + 1] ?? null;
}

/** Every video of the queue watched: the congratulations state. */
export function queueCompleted(items: readonly QueueEntry[], watchedHere: ReadonlySet<string> = new Set()) {
  return items.length > 0 && items.every((i) => i.completed || watchedHere.has(i.videoId));
}

/**
 * Where the member stands when a track video ends: the next video (now unlocked, since every earlier
 * one is watched), the congratulations after the last one, `unwatched` when this video does not count
 * as watched (parts were skipped: completion is the server's, shared/domain/watch-completion.ts), or
 * nothing when the queue still has unwatched videos before this one (no countdown then).
 * `watchedHere` holds what the server confirmed watched since the queue was loaded.
 */
export type EndOfVideo<T extends QueueEntry> =
  { kind: 'next'; next: T } | { kind: 'congratulations' } | { kind: 'unwatched' } | { kind: 'none' };

export function endOfVideo<T extends QueueEntry>(
  items: readonly T[],
  videoId: string,
  watchedHere: ReadonlySet<string>,
): EndOfVideo<T> {
  const current = items.find((i) => i.videoId === videoId);
  if (!current) return { kind: 'none' };
  if (!current.completed && !watchedHere.has(videoId)) return { kind: 'unwatched' };
  const next = nextInQueue(items, videoId);
  if (next) {
    const row = rowOf(queueRows(items, watchedHere), next.videoId);
    return row && !row.locked ? { kind: 'next', next } : { kind: 'none' };
  }
  return queueCompleted(items, watchedHere) ? { kind: 'congratulations' } : { kind: 'none' };
}

/** The first 5 rows until expanded (spec 1 §9); the playing row is always among those shown. */
export function shownRows<T extends QueueEntry>(
  rows: readonly QueueRow<T>[],
  expanded: boolean,
  currentVideoId?: string,
): { shown: QueueRow<T>[]; hasMore: boolean } {
  const hasMore = rows.length > QUEUE_SHOWN;
  if (expanded || !hasMore) return { shown: [...rows], hasMore };
  const shown = rows.slice(0, QUEUE_SHOWN);
  const current = currentVideoId ? rowOf(rows, currentVideoId) : null;
  if (current && current.index >= QUEUE_SHOWN) shown.push(current);
  return { shown, hasMore };
}
