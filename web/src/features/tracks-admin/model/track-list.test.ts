import { describe, expect, it } from 'vitest';
import type { TrackNode } from '#shared/api';
import { flattenTracks } from './track-list';

const video = (id: string, depth: number, parent: string): TrackNode => ({
  id,
  type: 'video',
  depth,
  parent,
  name: id,
  humanId: id,
  items: [],
});

describe('flattenTracks', () => {
  it('lists tracks and their sub-tracks (not videos) with channel and parent names', () => {
    const trees: TrackNode[] = [
      {
        id: 't1',
        type: 'track',
        depth: 0,
        parent: null,
        name: 'Top',
        humanId: null,
        channelId: 'ch1',
        abstract: 'A',
        createdAt: '2026-01-01',
        videosCount: 2,
        items: [
          video('v1', 1, 't1'),
          {
            id: 's1',
            type: 'track',
            depth: 1,
            parent: 't1',
            name: 'Sub',
            humanId: null,
            channelId: 'ch1',
            videosCount: 1,
            items: [video('v2', 2, 's1')],
          },
        ],
      },
    ];
    expect(flattenTracks(trees, new Map([['ch1', 'Channel one']]))).toEqual([
      {
        id: 't1',
        name: 'Top',
        abstract: 'A',
        channelId: 'ch1',
        channelName: 'Channel one',
        parentName: null,
        depth: 0,
        videosCount: 2,
        createdAt: '2026-01-01',
      },
      {
        id: 's1',
        name: 'Sub',
        abstract: '',
        channelId: 'ch1',
        channelName: 'Channel one',
        parentName: 'Top',
        depth: 1,
        videosCount: 1,
        createdAt: '',
      },
    ]);
  });
});
