import { describe, expect, it } from 'vitest';
import type { TrackNode } from '#shared/api/endpoints/channels.js';
import { findTrackNode, mandatoryTrackIds, queueOf } from './track-queue.js';

const video = (id: string, depth: number, parent: string): TrackNode => ({
  id,
  type: 'video',
  depth,
  parent,
  name: `Video ${id}`,
  humanId: `h-${id}`,
  items: [],
});
const sub: TrackNode = {
  id: 't-sub',
  type: 'track',
  depth: 1,
  parent: 't-root',
  name: 'Sub',
  humanId: null,
  items: [video('v2', 2, 't-sub'), video('v3', 2, 't-sub')],
};
const root: TrackNode = {
  id: 't-root',
  type: 'track',
  depth: 0,
  parent: null,
  name: 'Root',
  humanId: null,
  items: [video('v1', 1, 't-root'), sub, video('v4', 1, 't-root'), video('v2', 1, 't-root')],
};

describe('track queue', () => {
  it('finds a track at any depth', () => {
    expect(findTrackNode([root], 't-sub')).toBe(sub);
    expect(findTrackNode([root], 'v1')).toBeNull();
    expect(findTrackNode([root], 'nope')).toBeNull();
  });

  it('lists the videos depth first in item order, each once, with completion and duration', () => {
    const queue = queueOf(root, new Map([['v1', 30_000]]), new Set(['v2']));
    expect(queue.map((q) => q.videoId)).toEqual(['v1', 'v2', 'v3', 'v4']);
    expect(queue[0]).toEqual({
      videoId: 'v1',
      humanId: 'h-v1',
      name: 'Video v1',
      trackId: 't-root',
      depth: 1,
      durationMs: 30_000,
      completed: false,
    });
    expect(queue[1]).toMatchObject({ trackId: 't-sub', depth: 2, completed: true, durationMs: null });
    // A sub-track's queue has depths relative to it.
    expect(queueOf(sub, new Map(), new Set()).map((q) => q.depth)).toEqual([1, 1]);
  });

  it('orders mandatory tracks: marked ones by name, then assigned ones, each once', () => {
    expect(
      mandatoryTrackIds(
        [
          { trackId: 'b', name: 'Beta' },
          { trackId: 'a', name: 'Alpha' },
        ],
        [{ trackId: 'c' }, { trackId: 'b' }],
      ),
    ).toEqual(['a', 'b', 'c']);
  });
});
