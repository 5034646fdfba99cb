import { describe, expect, it } from 'vitest';
import { initialUsersList, isFiltered, pageCount, usersListQuery, usersListReducer } from './users-list';

describe('the /admin/users list query', () => {
  it('asks for the first page sorted by name, with nothing else set', () => {
    expect(usersListQuery(initialUsersList)).toEqual({
      sort: 'name',
      order: 'asc',
      page: '1',
      pageSize: '25',
    });
    expect(isFiltered(initialUsersList)).toBe(false);
  });

  it('goes back to the first page when the search, a filter or the page size changes', () => {
    const onPage3 = usersListReducer(initialUsersList, { type: 'page', page: 3 });
    expect(usersListReducer(onPage3, { type: 'search', value: 'ada' }).page).toBe(1);
    expect(usersListReducer(onPage3, { type: 'status', value: 'disabled' }).page).toBe(1);
    expect(usersListReducer(onPage3, { type: 'role', value: 'admin' }).page).toBe(1);
    expect(usersListReducer(onPage3, { type: 'permission', value: 'readVideo' }).page).toBe(1);
    expect(usersListReducer(onPage3, { type: 'pageSize', pageSize: 50 })).toMatchObject({
      page: 1,
      pageSize: 50,
    });
  });

  it('reverses the order on the same column, sorts another column ascending', () => {
    const desc = usersListReducer(initialUsersList, { type: 'sortBy', sort: 'name' });
    expect(desc).toMatchObject({ sort: 'name', order: 'desc' });
    expect(usersListReducer(desc, { type: 'sortBy', sort: 'email' })).toMatchObject({
      sort: 'email',
      order: 'asc',
    });
  });

  it('sends a trimmed search and the filters set; clear keeps sort and page size', () => {
    let state = usersListReducer(initialUsersList, { type: 'search', value: '  ada ' });
    state = usersListReducer(state, { type: 'role', value: 'masterAdmin' });
    state = usersListReducer(state, { type: 'pageSize', pageSize: 10 });
    expect(usersListQuery(state)).toMatchObject({ search: 'ada', role: 'masterAdmin', pageSize: '10' });
    expect(isFiltered(state)).toBe(true);
    const cleared = usersListReducer(state, { type: 'clear' });
    expect(isFiltered(cleared)).toBe(false);
    expect(cleared.pageSize).toBe(10);
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});
