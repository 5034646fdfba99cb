/**
 * The player's countdowns (spec 1 §9 "Autoplay countdown and related-link countdown: a tick every
 * 100 ms up to 80 ticks (about 8 seconds)"): the "up next" overlay after a track video ends and the
 * chapter-link interstitial both count with it. Pure apart from the timer functions, which the caller
 * may pass (the tests use fake timers), so it runs the same in the page and in unit tests.
 */
export const COUNTDOWN_TICK_MS = 100;
export const COUNTDOWN_TICKS = 80;

export type CountdownState = 'idle' | 'running' | 'cancelled' | 'done';

export interface Countdown {
  /** Starts (or restarts) counting from the full number of ticks. */
  start(): void;
  /** Stops counting; onDone is not called. */
  cancel(): void;
  /** Ends now, as if the last tick had come (a click on "play now" or on the link). */
  finish(): void;
  readonly remaining: number;
  readonly state: CountdownState;
}

export interface CountdownOptions {
  ticks?: number;
  tickMs?: number;
  /** After every tick, with the ticks left (ticks − 1 … 0). */
  onTick?: (remaining: number) => void;
  /** Once, when the last tick has come (or finish() was called). */
  onDone: () => void;
  timers?: {
    setInterval: (fn: () => void, ms: number) => unknown;
    clearInterval: (handle: unknown) => void;
  };
}

export function createCountdown(options: CountdownOptions): Countdown {
  const ticks = options.ticks ?? COUNTDOWN_TICKS;
  const tickMs = options.tickMs ?? COUNTDOWN_TICK_MS;
  const timers = options.timers ?? {
    setInterval: (fn: () => void, ms: number) => globalThis.setInterval(fn, ms),
    clearInterval: (handle: unknown) =>
      globalThis.clearInterval(handle as ReturnType<typeof globalThis.setInterval>),
  };
  let remaining = ticks;
  let state: CountdownState = 'idle';
  let handle: unknown = null;

  const stop = () => {
    if (handle !== null) timers.clearInterval(handle);
    handle = null;
  };
  const complete = () => {
    stop();
    remaining = 0;
    state = 'done';
    options.onDone();
  };

  return {
    start() {
      stop();
      remaining = ticks;
      state = 'running';
      handle = timers.setInterval(() => {
        if (state !== 'running') return;
        remaining -= 1;
        options.onTick?.(remaining);
        if (remaining <= 0) complete();
      }, tickMs);
    },
    cancel() {
      if (state !== 'running') return;
      stop();
      state = 'cancelled';
    },
    finish() {
      if (state !== 'running') return;
      complete();
    },
    get remaining() {
      return remaining;
    },
    get state() {
      return state;
    },
  };
}

/** Whole seconds left to show ("Next video in 8"): 80 ticks → 8, 71 → 8, 70 → 7, 1 → 1. */
export function secondsLeft(remaining: number, tickMs = COUNTDOWN_TICK_MS): number {
  return Math.ceil((remaining * tickMs) / 1000);
}

/** Share of the countdown that has passed, 0–100 (for a progress ring or bar). */
export function elapsedPercent(remaining: number, ticks = COUNTDOWN_TICKS): number {
  return Math.round(((ticks - remaining) / ticks) * 100);
}
