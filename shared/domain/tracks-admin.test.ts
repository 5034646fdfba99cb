import { describe, expect, it } from 'vitest';
import { trackDepth, trackItemsRefusal, trackListPage, type ListedTrack } from './tracks-admin.js';

describe('trackItemsRefusal', () => {
  it('accepts videos once each and every sub-track exactly once', () => {
    expect(
      trackItemsRefusal(
        [
          { type: 'video', id: 'a' },
          { type: 'track', id: 's' },
          { type: 'video', id: 'b' },
        ],
        ['s'],
      ),
    ).toBeNull();
    expect(trackItemsRefusal([], [])).toBeNull();
  });

  it('refuses duplicates, foreign tracks and a missing sub-track', () => {
    expect(
      trackItemsRefusal(
        [
          { type: 'video', id: 'a' },
          { type: 'video', id: 'a' },
        ],
        [],
      ),
    ).toBe('The video is listed twice');
    expect(trackItemsRefusal([{ type: 'track', id: 'other' }], [])).toBe(
      'Only the sub-tracks of this track can be its items',
    );
    expect(trackItemsRefusal([{ type: 'video', id: 'a' }], ['s'])).toMatch(/delete a sub-track/);
  });
});

describe('trackDepth', () => {
  const parents = new Map<string, string | undefined>([
    ['top', undefined],
    ['sub', 'top'],
    ['subsub', 'sub'],
    ['loop1', 'loop2'],
    ['loop2', 'loop1'],
  ]);
  const parentOf = (id: string) => parents.get(id);
  it('counts the parents up to the top-level track', () => {
    expect(trackDepth('top', parentOf)).toBe(0);
    expect(trackDepth('sub', parentOf)).toBe(1);
    expect(trackDepth('subsub', parentOf)).toBe(2);
  });
  it('treats a cycle as too deep', () => {
    expect(trackDepth('loop1', parentOf)).toBeGreaterThan(2);
  });
});

describe('trackListPage', () => {
  const track = (name: string, channelName: string, videosCount: number, createdAt: string): ListedTrack => ({
    id: name,
    name,
    abstract: '',
    channelId: channelName,
    channelName,
    parentName: null,
    depth: 0,
    videosCount,
    createdAt,
  });
  const tracks = [
    track('Security essentials', 'Security', 2, '2026-01-02'),
    track('Onboarding essentials', 'Onboarding', 5, '2026-01-01'),
    track('Sales 101', 'Sales', 3, '2026-01-03'),
  ];
  it('searches every word in the name or channel', () => {
    expect(trackListPage(tracks, { search: 'essentials onboard' }).tracks.map((t) => t.name)).toEqual([
      'Onboarding essentials',
    ]);
    expect(trackListPage(tracks, { search: 'nothing' }).total).toBe(0);
  });
  it('sorts by name, channel, videos or creation, either way', () => {
    expect(trackListPage(tracks, {}).tracks.map((t) => t.name)).toEqual([
      'Onboarding essentials',
      'Sales 101',
      'Security essentials',
    ]);
    expect(trackListPage(tracks, { sort: 'videos', order: 'desc' }).tracks.map((t) => t.videosCount)).toEqual(
      [5, 3, 2],
    );
    expect(trackListPage(tracks, { sort: 'createdAt' }).tracks[0]?.name).toBe('Onboarding essentials');
  });
  it('pages, and a page past the end is the last page', () => {
    const page = trackListPage(tracks, { pageSize: 2, page: 9 });
    expect(page).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(page.tracks).toHaveLength(1);
  });
});
