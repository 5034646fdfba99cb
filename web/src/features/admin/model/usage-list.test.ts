import { describe, expect, it } from 'vitest';
import { localListReducer } from '../../../lib/list-paging';
import { initialUsageList, usageListQuery } from './usage-list';

describe('the usage list query', () => {
  it('asks for the first page by name at first, without a blank search', () => {
    expect(usageListQuery({ ...initialUsageList, search: '  ' })).toEqual({
      sort: 'name',
      order: 'asc',
      page: '1',
      pageSize: '25',
    });
  });

  it('a column header sorts by it, again the other way, from page 1', () => {
    const paged = localListReducer(initialUsageList, { type: 'page', page: 3 });
    const byMinutes = localListReducer(paged, { type: 'sortBy', sort: 'minutesWatched' });
    expect(usageListQuery(byMinutes)).toMatchObject({ sort: 'minutesWatched', order: 'asc', page: '1' });
    const reversed = localListReducer(byMinutes, { type: 'sortBy', sort: 'minutesWatched' });
    expect(usageListQuery({ ...reversed, search: ' ada ' })).toMatchObject({
      search: 'ada',
      order: 'desc',
    });
  });
});
