import { describe, expect, it } from 'vitest';
import { COVERAGE_BUCKETS, coverageCompletes, coveredBuckets } from './watch-completion.js';

/** Plays a video start to end in 10 s reports, as the player does. */
function playThrough(duration: number, from = 0): Set<number> {
  const covered = new Set<number>();
  for (let at = from; at < duration; at += 10) {
    const time = Math.min(at + 10, duration);
    for (const b of coveredBuckets(duration, { from: at, time, watched: time - at })) covered.add(b);
  }
  return covered;
}

describe('completion rests on time actually watched', () => {
  it('watching a 24 s video from start to end completes it', () => {
    const covered = playThrough(24);
    expect(covered.size).toBe(COVERAGE_BUCKETS);
    expect(coverageCompletes(covered.size)).toBe(true);
  });

  it('"Dragging to 0:23 of a 24 s video" and playing the last second does not', () => {
    const covered = coveredBuckets(24, { from: 23, time: 24, watched: 1 });
    expect(covered.length).toBeLessThanOrEqual(5);
    expect(coverageCompletes(covered.length)).toBe(false);
  });

  it('a report cannot claim more than its watched seconds can play at 3×', () => {
    // 10 s of playback claiming the whole hour.
    const covered = coveredBuckets(3600, { from: 0, time: 3600, watched: 10 });
    expect(covered.length).toBeLessThanOrEqual(1);
    // Played at 2×: 10 s of playback cover 20 s of video.
    expect(coveredBuckets(100, { from: 0, time: 20, watched: 10 })).toHaveLength(20);
  });

  it('90 % of the parts complete a video, in any order and over several sessions', () => {
    const first = playThrough(100, 50);
    const second = new Set([...first, ...coveredBuckets(100, { from: 10, time: 50, watched: 40 })]);
    expect(coverageCompletes(first.size)).toBe(false);
    expect(second.size).toBe(90);
    expect(coverageCompletes(second.size)).toBe(true);
  });

  it('positions past the end, before the start or of unknown duration cover nothing more', () => {
    expect(coveredBuckets(0, { time: 5, watched: 5 })).toEqual([]);
    expect(coveredBuckets(20, { from: 30, time: 40, watched: 10 })).toEqual([]);
    expect(Math.max(...coveredBuckets(20, { from: 15, time: 40, watched: 10 }))).toBe(COVERAGE_BUCKETS - 1);
    // Older clients send no `from`: the stretch is the `watched` seconds before `time`.
    expect(coveredBuckets(100, { time: 10, watched: 10 })).toHaveLength(10);
  });
});
