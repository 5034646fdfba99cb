import { describe, expect, it } from 'vitest';
import { inTrackHref, LIST_SHOWN, lockedAt, shownItems, trackProgress } from './lists';

const v = (humanId: string, completed: boolean) => ({ humanId, completed });

describe('personal lists', () => {
  it('shows 5 until expanded (spec 1 §9)', () => {
    expect(LIST_SHOWN).toBe(5);
    const items = [1, 2, 3, 4, 5, 6];
    expect(shownItems(items, false)).toEqual({ shown: [1, 2, 3, 4, 5], hasMore: true });
    expect(shownItems(items, true).shown).toHaveLength(6);
    expect(shownItems([1, 2], false)).toEqual({ shown: [1, 2], hasMore: false });
  });

  it('tells the progress through a track and the next video to watch', () => {
    expect(trackProgress([v('a', true), v('b', false), v('c', false)])).toMatchObject({
      watched: 1,
      total: 3,
      percent: 33,
      next: { humanId: 'b' },
      completed: false,
      started: true,
    });
    expect(trackProgress([v('a', true)])).toMatchObject({ completed: true, next: null, percent: 100 });
    expect(trackProgress([])).toMatchObject({ completed: false, percent: 0, started: false });
  });

  it('locks a position while an earlier video is unwatched', () => {
    const items = [v('a', true), v('b', false), v('c', true)];
    expect([0, 1, 2].map((i) => lockedAt(items, i))).toEqual([false, false, true]);
  });

  it('links a video inside its track', () => {
    expect(inTrackHref('t 1', 'h/1')).toBe('/video/h%2F1?track=t%201');
  });
});
