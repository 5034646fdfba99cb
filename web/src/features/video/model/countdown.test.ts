import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COUNTDOWN_TICK_MS,
  COUNTDOWN_TICKS,
  createCountdown,
  elapsedPercent,
  secondsLeft,
} from './countdown';

describe('countdown (spec 1 §9: a tick every 100 ms up to 80 ticks)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec constants', () => {
    expect(COUNTDOWN_TICK_MS).toBe(100);
    expect(COUNTDOWN_TICKS).toBe(80);
  });

  it('ticks every 100 ms and is done after exactly 80 ticks (8 s)', () => {
    const ticks: number[] = [];
    const onDone = vi.fn();
    const countdown = createCountdown({ onTick: (r) => ticks.push(r), onDone });
    countdown.start();
    expect(countdown.state).toBe('running');
    vi.advanceTimersByTime(99);
    expect(ticks).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ticks).toEqual([79]);
    vi.advanceTimersByTime(7_800);
    expect(ticks).toHaveLength(79);
    expect(onDone).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(ticks).toHaveLength(80);
    expect(ticks.at(-1)).toBe(0);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(countdown.state).toBe('done');
    vi.advanceTimersByTime(5_000);
    expect(ticks).toHaveLength(80);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('Cancel stops it: no more ticks and onDone never runs', () => {
    const onTick = vi.fn();
    const onDone = vi.fn();
    const countdown = createCountdown({ onTick, onDone });
    countdown.start();
    vi.advanceTimersByTime(3_000);
    countdown.cancel();
    expect(countdown.state).toBe('cancelled');
    expect(countdown.remaining).toBe(50);
    vi.advanceTimersByTime(10_000);
    expect(onTick).toHaveBeenCalledTimes(30);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('finish() ends at once; start() again counts from the full length', () => {
    const onDone = vi.fn();
    const countdown = createCountdown({ onDone });
    countdown.start();
    vi.advanceTimersByTime(1_000);
    countdown.finish();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(countdown.remaining).toBe(0);
    countdown.start();
    expect(countdown.remaining).toBe(80);
    vi.advanceTimersByTime(8_000);
    expect(onDone).toHaveBeenCalledTimes(2);
  });

  it('does not finish or cancel when not running', () => {
    const onDone = vi.fn();
    const countdown = createCountdown({ onDone });
    countdown.finish();
    countdown.cancel();
    expect(countdown.state).toBe('idle');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows whole seconds left and the elapsed share', () => {
    expect(secondsLeft(80)).toBe(8);
    expect(secondsLeft(71)).toBe(8);
    expect(secondsLeft(70)).toBe(7);
    expect(secondsLeft(1)).toBe(1);
    expect(secondsLeft(0)).toBe(0);
    expect(elapsedPercent(80)).toBe(0);
    expect(elapsedPercent(40)).toBe(50);
    expect(elapsedPercent(0)).toBe(100);
  });
});
