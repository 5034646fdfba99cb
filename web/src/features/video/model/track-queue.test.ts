import { describe, expect, it } from 'vitest';
import {
  endOfVideo,
  nextInQueue,
  QUEUE_SHOWN,
  queueCompleted,
  queueRows,
  rowOf,
  shownRows,
} from './track-queue';

const item = (n: number, completed = false) => ({
  videoId: `v${n}`,
  humanId: `h${n}`,
  name: `Video ${n}`,
  completed,
});

describe('track queue (spec 2 §2: locked until all earlier queue videos are watched)', () => {
  it('unlocks the first unwatched video and locks everything after it', () => {
    const rows = queueRows([item(1, true), item(2), item(3), item(4, true)]);
    expect(rows.map((r) => r.locked)).toEqual([false, false, true, true]);
    expect(rows[2]?.waitingFor?.videoId).toBe('v2');
    // A watched video after an unwatched one is still locked: all earlier ones must be watched.
    expect(rows[3]?.watched).toBe(true);
    expect(rows[3]?.waitingFor?.videoId).toBe('v2');
  });

  it('a video ended in this page counts as watched before the server says so', () => {
    const items = [item(1), item(2), item(3)];
    expect(rowOf(queueRows(items), 'v2')?.locked).toBe(true);
    expect(rowOf(queueRows(items, new Set(['v1'])), 'v2')?.locked).toBe(false);
    expect(rowOf(queueRows(items, new Set(['v1'])), 'v3')?.locked).toBe(true);
  });

  it('finds the next item and the end of the queue', () => {
    const items = [item(1), item(2)];
    expect(nextInQueue(items, 'v1')?.videoId).toBe('v2');
    expect(nextInQueue(items, 'v2')).toBeNull();
    expect(nextInQueue(items, 'nope')).toBeNull();
  });

  it('at the end of a video the server counts as watched: the next item, or congratulations after the last', () => {
    const items = [item(1), item(2), item(3)];
    expect(endOfVideo(items, 'v1', new Set(['v1']))).toEqual({ kind: 'next', next: items[1] });
    expect(endOfVideo(items, 'v3', new Set(['v1', 'v2', 'v3']))).toEqual({ kind: 'congratulations' });
    // The last video ended while an earlier one is unwatched: no congratulations yet.
    expect(endOfVideo(items, 'v3', new Set(['v1', 'v3']))).toEqual({ kind: 'none' });
    // Ending a video whose predecessors are unwatched does not unlock the next one.
    expect(endOfVideo(items, 'v2', new Set(['v2']))).toEqual({ kind: 'none' });
    expect(endOfVideo(items, 'other', new Set())).toEqual({ kind: 'none' });
    // Completed on the server before this visit counts as well.
    expect(endOfVideo([item(1, true), item(2)], 'v1', new Set())).toEqual({ kind: 'next', next: item(2) });
    expect(queueCompleted([])).toBe(false);
    expect(queueCompleted([item(1, true)])).toBe(true);
  });

  it('reaching the end by skipping parts is not watching: "unwatched", the next video stays locked', () => {
    const items = [item(1), item(2)];
    expect(endOfVideo(items, 'v1', new Set())).toEqual({ kind: 'unwatched' });
    expect(queueRows(items, new Set())[1]?.locked).toBe(true);
  });

  it('shows 5 until expanded, always with the playing video', () => {
    const rows = queueRows([1, 2, 3, 4, 5, 6, 7].map((n) => item(n)));
    expect(QUEUE_SHOWN).toBe(5);
    expect(shownRows(rows, false).shown).toHaveLength(5);
    expect(shownRows(rows, false).hasMore).toBe(true);
    expect(shownRows(rows, true).shown).toHaveLength(7);
    expect(shownRows(rows, false, 'v7').shown.map((r) => r.item.videoId)).toEqual([
      'v1',
      'v2',
      'v3',
      'v4',
      'v5',
      'v7',
    ]);
    expect(shownRows(rows.slice(0, 5), false).hasMore).toBe(false);
  });
});
