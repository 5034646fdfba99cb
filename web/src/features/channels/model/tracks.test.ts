import { describe, expect, it } from 'vitest';
import type { TrackNode } from '#shared/api';
import { flattenTracks, followedFirst, shownTracks, TRACKS_SHOWN } from './tracks';

const node = (id: string, depth = 0, items: TrackNode[] = []): TrackNode => ({
  id,
  type: 'track',
  depth,
  parent: null,
  name: id,
  humanId: null,
  items,
});

describe('track lists', () => {
  it('flattens the tree in display order with depth', () => {
    const tree = [node('a', 0, [node('a1', 1, [node('a11', 2)]), node('a2', 1)]), node('b')];
    expect(flattenTracks(tree).map((n) => [n.id, n.depth])).toEqual([
      ['a', 0],
      ['a1', 1],
      ['a11', 2],
      ['a2', 1],
      ['b', 0],
    ]);
  });

  it('shows 5 top-level tracks, then all when expanded', () => {
    const roots = Array.from({ length: 7 }, (_, i) => node(`t${i}`));
    expect(TRACKS_SHOWN).toBe(5);
    expect(shownTracks(roots, false)).toEqual({ shown: roots.slice(0, 5), hasMore: true });
    expect(shownTracks(roots, true).shown).toHaveLength(7);
    expect(shownTracks(roots.slice(0, 5), false)).toEqual({ shown: roots.slice(0, 5), hasMore: false });
  });

  it('lists followed tracks first', () => {
    expect(followedFirst([node('a'), node('b'), node('c')], ['c']).map((n) => n.id)).toEqual(['c', 'a', 'b']);
  });
});
