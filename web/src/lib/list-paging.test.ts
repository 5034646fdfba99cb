import { describe, expect, it } from 'vitest';
import {
  initialLocalList,
  listPagingReducer,
  localListReducer,
  pageCount,
  type ListPaging,
} from './list-paging';

const start: ListPaging<'name' | 'createdAt'> & { search: string } = {
  search: 'x',
  sort: 'name',
  order: 'asc',
  page: 3,
  pageSize: 25,
};

describe('listPagingReducer', () => {
  it('sorts by another column ascending from page 1, and the same column again the other way', () => {
    const other = listPagingReducer(start, { type: 'sortBy', sort: 'createdAt' });
    expect(other).toEqual({ ...start, sort: 'createdAt', order: 'asc', page: 1 });
    expect(listPagingReducer(other, { type: 'sortBy', sort: 'createdAt' }).order).toBe('desc');
  });

  it('never goes before page 1, and a new page size starts over', () => {
    expect(listPagingReducer(start, { type: 'page', page: 0 }).page).toBe(1);
    expect(listPagingReducer(start, { type: 'page', page: 4 }).page).toBe(4);
    expect(listPagingReducer(start, { type: 'pageSize', pageSize: 50 })).toEqual({
      ...start,
      pageSize: 50,
      page: 1,
    });
  });
});

describe('pageCount', () => {
  it('is at least 1 and rounds up', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});

describe('localListReducer', () => {
  const list = { ...initialLocalList<'name' | 'email'>('name', 25), page: 3, order: 'desc' as const };

  it('a new search starts over at page 1 and keeps the sorting', () => {
    expect(localListReducer(list, { type: 'search', value: 'ada' })).toEqual({
      ...list,
      search: 'ada',
      page: 1,
    });
  });

  it('clearing the search keeps the sorting and the page size', () => {
    const searched = { ...list, search: 'ada', pageSize: 50 };
    expect(localListReducer(searched, { type: 'clear' })).toEqual({ ...searched, search: '', page: 1 });
  });

  it('sorts and pages as every list does', () => {
    expect(localListReducer(list, { type: 'sortBy', sort: 'email' })).toMatchObject({
      sort: 'email',
      order: 'asc',
      page: 1,
      search: '',
    });
    expect(localListReducer(list, { type: 'page', page: 2 }).page).toBe(2);
  });
});
