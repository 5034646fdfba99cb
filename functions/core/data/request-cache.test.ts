import { describe, expect, it } from 'vitest';
import { oncePerRequest, withRequestCache } from './request-cache.js';

describe('oncePerRequest', () => {
  it('reads once per key within a request, and again in the next request', async () => {
    let reads = 0;
    const read = async () => ++reads;
    const first = await withRequestCache(async () =>
      Promise.all([
        oncePerRequest('org#a', read),
        oncePerRequest('org#a', read),
        oncePerRequest('org#a', read),
      ]),
    );
    expect(first).toEqual([1, 1, 1]);
    expect(await withRequestCache(() => oncePerRequest('org#a', read))).toBe(2);
  });

  it('reads every time outside a request, and does not keep a failed read', async () => {
    let reads = 0;
    await oncePerRequest('k', async () => ++reads);
    await oncePerRequest('k', async () => ++reads);
    expect(reads).toBe(2);
    await withRequestCache(async () => {
      await expect(oncePerRequest('k', () => Promise.reject(new Error('throttled')))).rejects.toThrow(
        'throttled',
      );
      expect(await oncePerRequest('k', async () => 'read again')).toBe('read again');
    });
  });
});
