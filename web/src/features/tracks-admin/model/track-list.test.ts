import { describe, expect, it } from 'vitest';
import type { TrackNode } from '#shared/api';
import { listPage } from '#shared/domain/list-page';
import { TRACK_USER_LIST, flattenTracks } from './track-list';

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

describe("a track's users list", () => {
  const users = [
    { userId: '1', name: 'Carl Berg', email: 'carl@acme.test' },
    { userId: '2', name: 'ada@acme.test', email: 'ada@acme.test' },
    { userId: '3', name: 'Bea Lund', email: 'bea@acme.test' },
  ];
  const ids = (query: Parameters<typeof listPage>[1]) =>
    listPage(users, query, TRACK_USER_LIST).items.map((u) => u.userId);

  it('searches names and e-mails, sorts by name or e-mail either way', () => {
    expect(ids({ search: 'lund' })).toEqual(['3']);
    expect(ids({})).toEqual(['2', '3', '1']);
    expect(ids({ sort: 'email', order: 'desc' })).toEqual(['1', '3', '2']);
  });
});
