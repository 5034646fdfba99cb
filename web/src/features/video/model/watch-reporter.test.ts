import { describe, expect, it } from 'vitest';
import { createWatchReporter } from './watch-reporter';

type Reporter = ReturnType<typeof createWatchReporter>;

/** Ticks every 250 ms of the clock from `at` for `ms`, the position advancing with it from `position`. */
function play(r: Reporter, at: number, ms: number, position: number) {
  const out = [];
  for (let t = 250; t <= ms; t += 250) out.push(...r.tick(at + t, position + t / 1000));
  return out;
}

describe('createWatchReporter', () => {
  it('reports the start once, on the first play only', () => {
    const r = createWatchReporter();
    expect(r.play(0, 0)).toEqual([{ type: 'videoPlaybackStarted' }]);
    r.pause(1000, 1);
    expect(r.play(5000, 1)).toEqual([]);
  });

  it('reports time watched after every 10 s of playback, with the stretch it played', () => {
    const r = createWatchReporter();
    r.play(0, 0);
    expect(play(r, 0, 9750, 0)).toEqual([]);
    expect(r.tick(10_000, 10)).toEqual([{ type: 'videoTimeWatched', time: 10, watched: 10, from: 0 }]);
    expect(play(r, 10_000, 10_000, 10)).toEqual([
      { type: 'videoTimeWatched', time: 20, watched: 10, from: 10 },
    ]);
  });

  it('does not count paused time', () => {
    const r = createWatchReporter();
    r.play(0, 0);
    play(r, 0, 6000, 0);
    expect(r.pause(6000, 6)).toEqual([]);
    // 60 s paused: ticks (none fire while paused) or a late tick count nothing.
    expect(r.tick(66_000, 6)).toEqual([]);
    r.play(66_000, 6);
    expect(play(r, 66_000, 3750, 6)).toEqual([]);
    expect(r.tick(70_000, 10)).toEqual([{ type: 'videoTimeWatched', time: 10, watched: 10, from: 0 }]);
  });

  it('ignores a long gap between ticks (a throttled tab is not playback)', () => {
    const r = createWatchReporter();
    r.play(0, 0);
    expect(r.tick(30_000, 1)).toEqual([]);
  });

  it('reports the remainder, then the end', () => {
    const r = createWatchReporter();
    r.play(0, 0);
    play(r, 0, 14_000, 0);
    expect(r.ended(14_000, 14)).toEqual([
      { type: 'videoTimeWatched', time: 14, watched: 4, from: 10 },
      { type: 'videoPlaybackEnded' },
    ]);
  });

  it('a seek closes the stretch played before it; the next one starts where the seek landed', () => {
    const r = createWatchReporter();
    r.play(0, 0);
    play(r, 0, 5000, 0);
    // Dragged to 0:23 while playing: 5 s of 0:00–0:05 are reported at once.
    expect(r.tick(5250, 23)).toEqual([{ type: 'videoTimeWatched', time: 5, watched: 5.25, from: 0 }]);
    play(r, 5250, 1000, 23);
    expect(r.ended(6250, 24)).toEqual([
      { type: 'videoTimeWatched', time: 24, watched: 1, from: 23 },
      { type: 'videoPlaybackEnded' },
    ]);
  });

  it('a seek while paused starts a new stretch at the new position', () => {
    const r = createWatchReporter();
    r.play(0, 0);
    play(r, 0, 3000, 0);
    expect(r.pause(3000, 3)).toEqual([]);
    // Sought forward by 30 s while paused, then played on.
    expect(r.play(20_000, 33)).toEqual([{ type: 'videoTimeWatched', time: 3, watched: 3, from: 0 }]);
    play(r, 20_000, 10_000, 33);
    expect(r.tick(30_250, 43.25)).toEqual([]);
  });

  it('faster playback covers more of the video per report (up to 3×)', () => {
    const r = createWatchReporter();
    r.play(0, 0);
    const reports = [];
    for (let t = 250; t <= 10_000; t += 250) reports.push(...r.tick(t, (t / 1000) * 2));
    expect(reports).toEqual([{ type: 'videoTimeWatched', time: 20, watched: 10, from: 0 }]);
  });
});
