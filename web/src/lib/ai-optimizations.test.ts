import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  aiOptimizationResult,
  clearAiOptimizations,
  storeAiOptimization,
  subscribeAiOptimizations,
} from './ai-optimizations';

afterEach(() => clearAiOptimizations());

describe('OPEN_AI_OPTIMIZATION_COMPLETED store', () => {
  it('"stores its result by videoId and type"', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeAiOptimizations(listener);
    expect(storeAiOptimization({ videoId: 'v1', type: 'title', result: { title: 'A' } }, 1)).toBe(true);
    expect(storeAiOptimization({ videoId: 'v1', type: 'description', result: 'D' }, 2)).toBe(true);
    expect(storeAiOptimization({ videoId: 'v1', type: 'title', result: { title: 'B' } }, 3)).toBe(true);
    expect(aiOptimizationResult('v1', 'title')).toEqual({
      videoId: 'v1',
      type: 'title',
      result: { title: 'B' },
      receivedAt: 3,
    });
    expect(aiOptimizationResult('v1', 'description')?.result).toBe('D');
    expect(aiOptimizationResult('v2', 'title')).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
  });

  it('ignores payloads without a video or type', () => {
    expect(storeAiOptimization({ type: 'title' })).toBe(false);
    expect(storeAiOptimization(null)).toBe(false);
    expect(storeAiOptimization({ videoId: 'v1', type: '' })).toBe(false);
  });
});
