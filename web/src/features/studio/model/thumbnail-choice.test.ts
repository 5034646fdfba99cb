import { describe, expect, it } from 'vitest';
import { captureState, frameSeconds } from './thumbnail-choice';

describe("the overview's thumbnail choice", () => {
  it('reads the typed second, with a dot or a comma, and refuses anything else', () => {
    expect(frameSeconds('12')).toBe(12);
    expect(frameSeconds(' 2.5 ')).toBe(2.5);
    expect(frameSeconds('2,5')).toBe(2.5);
    expect(frameSeconds('0')).toBe(0);
    expect(frameSeconds('')).toBeNull();
    expect(frameSeconds('-1')).toBeNull();
    expect(frameSeconds('1e3')).toBeNull();
    expect(frameSeconds('abc')).toBeNull();
  });

  it('follows the capture the studio read reports', () => {
    expect(captureState({})).toEqual({ kind: 'none' });
    expect(captureState({ thumbnailCapture: { status: 'capturing', version: 1, seconds: 3 } })).toEqual({
      kind: 'capturing',
      seconds: 3,
    });
    expect(captureState({ thumbnailCapture: { status: 'failed', version: 1, seconds: 3 } })).toEqual({
      kind: 'failed',
      seconds: 3,
    });
  });
});
