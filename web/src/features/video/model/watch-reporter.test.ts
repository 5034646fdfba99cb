import { describe, expect, it } from 'vitest';
import { createWatchReporter } from './watch-reporter';

/** Ticks every 250 ms from `from` to `to` (ms), as timeupdate does while playing. */
function play(r: ReturnType<typeof createWatchReporter>, from: number, to: number) {
  const out = [];
  for (let t = from + 250; t <= to; t += 250) out.push(...r.tick(t, t / 1000));
  return out;
}

describe('createWatchReporter', () => {
  it('reports the start once, on the first play only', () => {
    const r = createWatchReporter();
    expect(r.play(0)).toEqual([{ type: 'videoPlaybackStarted' }]);
    r.pause(1000, 1);
    expect(r.play(5000)).toEqual([]);
  });

  it('reports time watched after every 10 s of playback', () => {
    const r = createWatchReporter();
    r.play(0);
    expect(play(r, 0, 9750)).toEqual([]);
    expect(r.tick(10_000, 10)).toEqual([{ type: 'videoTimeWatched', time: 10, watched: 10 }]);
    expect(play(r, 10_000, 20_000)).toEqual([{ type: 'videoTimeWatched', time: 20, watched: 10 }]);
  });

  it('does not count paused time', () => {
    const r = createWatchReporter();
    r.play(0);
    play(r, 0, 6000);
    expect(r.pause(6000, 6)).toEqual([]);
    // 60 s paused: ticks (none fire while paused) or a late tick count nothing.
    expect(r.tick(66_000, 6)).toEqual([]);
    r.play(66_000);
    expect(play(r, 66_000, 69_750)).toEqual([]);
    expect(r.tick(70_000, 10)).toEqual([{ type: 'videoTimeWatched', time: 10, watched: 10 }]);
  });

  it('ignores a long gap between ticks (a throttled tab is not playback)', () => {
    const r = createWatchReporter();
    r.play(0);
    expect(r.tick(30_000, 1)).toEqual([]);
  });

  it('reports the remainder, then the end', () => {
    const r = createWatchReporter();
    r.play(0);
    play(r, 0, 10_000);
    play(r, 10_000, 14_000);
    expect(r.ended(14_000, 14)).toEqual([
      { type: 'videoTimeWatched', time: 14, watched: 4 },
      { type: 'videoPlaybackEnded' },
    ]);
  });
});
