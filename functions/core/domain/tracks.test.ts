import { describe, expect, it } from 'vitest';
import { buildTrackTree, MAX_TRACK_DEPTH, type TrackItemRecord, type TrackRecord } from './tracks.js';

const track = (trackId: string, name: string, parentTrackId?: string): TrackRecord => ({
  trackId,
  channelId: 'ch-1',
  name,
  ...(parentTrackId ? { parentTrackId } : {}),
});
const item = (
  trackId: string,
  position: number,
  type: 'video' | 'track',
  targetId: string,
): TrackItemRecord => ({
  trackId,
  position,
  type,
  targetId,
});
const videos = new Map([
  ['v1', { videoId: 'v1', humanId: 'h1', name: 'Welcome' }],
  ['v2', { videoId: 'v2', humanId: 'h2', name: 'Tools' }],
]);

describe('buildTrackTree', () => {
  it('nests sub-tracks and videos with depth, parent and position order', () => {
    const tree = buildTrackTree(
      [track('t1', 'Onboarding'), track('t2', 'First week', 't1')],
      [item('t1', 2, 'track', 't2'), item('t1', 1, 'video', 'v1'), item('t2', 1, 'video', 'v2')],
      videos,
    );
    expect(tree).toEqual([
      {
        id: 't1',
        type: 'track',
        depth: 0,
        parent: null,
        name: 'Onboarding',
        humanId: null,
        items: [
          { id: 'v1', type: 'video', depth: 1, parent: 't1', name: 'Welcome', humanId: 'h1', items: [] },
          {
            id: 't2',
            type: 'track',
            depth: 1,
            parent: 't1',
            name: 'First week',
            humanId: null,
            items: [
              { id: 'v2', type: 'video', depth: 2, parent: 't2', name: 'Tools', humanId: 'h2', items: [] },
            ],
          },
        ],
      },
    ]);
  });

  it('sorts items by number, not as text (10 after 2)', () => {
    const tree = buildTrackTree(
      [track('t1', 'A')],
      [item('t1', 10, 'video', 'v2'), item('t1', 2, 'video', 'v1')],
      videos,
    );
    expect(tree[0]?.items.map((i) => i.id)).toEqual(['v1', 'v2']);
  });

  it('leaves out videos that are missing or not viewable, and archived sub-tracks', () => {
    const tree = buildTrackTree(
      [track('t1', 'A'), { ...track('t2', 'Old', 't1'), status: 'archived' }],
      [item('t1', 1, 'video', 'gone'), item('t1', 2, 'track', 't2'), item('t1', 3, 'video', 'v1')],
      videos,
    );
    expect(tree.map((t) => t.id)).toEqual(['t1']);
    expect(tree[0]?.items.map((i) => i.id)).toEqual(['v1']);
  });

  it('makes a sub-track whose parent is missing a root, and orders roots by name', () => {
    const tree = buildTrackTree([track('t3', 'Zeta', 'nope'), track('t1', 'Alpha')], [], videos);
    expect(tree.map((t) => [t.id, t.depth, t.parent])).toEqual([
      ['t1', 0, null],
      ['t3', 0, null],
    ]);
  });

  it('does not loop on a cycle and cuts nesting at the maximum depth', () => {
    const cyclic = buildTrackTree(
      [track('t1', 'A'), track('t2', 'B', 't1')],
      [item('t1', 1, 'track', 't2'), item('t2', 1, 'track', 't1')],
      videos,
    );
    expect(cyclic[0]?.items[0]?.items).toEqual([]);

    const chain = Array.from({ length: MAX_TRACK_DEPTH + 5 }, (_, i) =>
      track(`t${i}`, `T${i}`, i > 0 ? `t${i - 1}` : undefined),
    );
    const links = chain.slice(1).map((t, i) => item(`t${i}`, 1, 'track', t.trackId));
    let node = buildTrackTree(chain, links, videos)[0];
    let depth = 0;
    while (node?.items[0]) {
      node = node.items[0];
      depth = node.depth;
    }
    expect(depth).toBe(MAX_TRACK_DEPTH);
  });

  it('adds channel, texts and the count of videos below with fetchAdditionalInfo', () => {
    const [root] = buildTrackTree(
      [track('t1', 'A'), track('t2', 'B', 't1')],
      [item('t1', 1, 'video', 'v1'), item('t1', 2, 'track', 't2'), item('t2', 1, 'video', 'v2')],
      videos,
      { withInfo: true },
    );
    expect(root).toMatchObject({ channelId: 'ch-1', abstract: '', videosCount: 2 });
    expect(root?.items[1]).toMatchObject({ videosCount: 1 });
  });
});
