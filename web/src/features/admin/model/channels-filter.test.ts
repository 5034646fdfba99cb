import { describe, expect, it } from 'vitest';
import { listPage } from '#shared/domain/list-page';
import { CHANNEL_LIST, filterByStatus } from './channels-filter';

describe('admin channels status filter', () => {
  const list = [
    { id: 'a', status: 'active' as const },
    { id: 'b', status: 'archived' as const },
    { id: 'c' },
  ];
  it('shows active channels (no status: active), archived ones, or all', () => {
    expect(filterByStatus(list, 'active').map((c) => c.id)).toEqual(['a', 'c']);
    expect(filterByStatus(list, 'archived').map((c) => c.id)).toEqual(['b']);
    expect(filterByStatus(list, 'all').map((c) => c.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('admin channels list', () => {
  const channels = [
    { name: 'Sales Enablement', type: 'company', videosCount: 4, tracksCount: 1 },
    { name: 'My Learning Log', type: 'personal', videosCount: 1 },
    { name: 'Onboarding', type: 'company', videosCount: 9, tracksCount: 3 },
  ];
  const names = (query: Parameters<typeof listPage>[1]) =>
    listPage(channels, query, CHANNEL_LIST).items.map((c) => c.name);

  it('searches channel names', () => {
    expect(names({ search: 'sales' })).toEqual(['Sales Enablement']);
    expect(names({ search: 'log my' })).toEqual(['My Learning Log']);
  });

  it('sorts by name, type, videos or tracks (no count: 0), either way', () => {
    expect(names({})).toEqual(['My Learning Log', 'Onboarding', 'Sales Enablement']);
    expect(names({ sort: 'type' })).toEqual(['Onboarding', 'Sales Enablement', 'My Learning Log']);
    expect(names({ sort: 'videos', order: 'desc' })).toEqual([
      'Onboarding',
      'Sales Enablement',
      'My Learning Log',
    ]);
    expect(names({ sort: 'tracks' })[0]).toBe('My Learning Log');
  });
});
