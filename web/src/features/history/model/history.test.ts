import { describe, expect, it } from 'vitest';
import { progressPercent } from './history';

describe('progressPercent', () => {
  it('is the position over the length, capped, and 100 once completed', () => {
    expect(progressPercent({ position: 15, completed: false, durationMs: 60_000 })).toBe(25);
    expect(progressPercent({ position: 90, completed: false, durationMs: 60_000 })).toBe(100);
    expect(progressPercent({ position: 3, completed: true, durationMs: 60_000 })).toBe(100);
    expect(progressPercent({ position: 3, completed: false })).toBe(0);
  });
});
