import { describe, expect, it } from 'vitest';
import { listCollator, listPage, matchesWords, pageOf, searchWords, type ListSpec } from './list-page.js';

interface Row {
  name: string;
  email: string;
  count: number;
}

const spec: ListSpec<Row, 'name' | 'count'> = {
  text: (r) => `${r.name} ${r.email}`,
  compare: {
    name: (a, b) => listCollator.compare(a.name, b.name),
    count: (a, b) => a.count - b.count || listCollator.compare(a.name, b.name),
  },
  defaultSort: 'name',
  defaultPageSize: 2,
};

const rows: Row[] = [
  { name: 'Track 10', email: 'ten@acme.test', count: 1 },
  { name: 'track 2', email: 'two@acme.test', count: 5 },
  { name: 'Ådne', email: 'adne@globex.test', count: 1 },
];

const names = (page: { items: Row[] }) => page.items.map((r) => r.name);

describe('listPage', () => {
  it('sorts by the default column as people read names: accents and case aside, 2 before 10', () => {
    expect(names(listPage(rows, { pageSize: 10 }, spec))).toEqual(['Ådne', 'track 2', 'Track 10']);
  });

  it('sorts by another column, either way, with its tie-break', () => {
    expect(names(listPage(rows, { sort: 'count', pageSize: 10 }, spec))).toEqual([
      'Ådne',
      'Track 10',
      'track 2',
    ]);
    expect(names(listPage(rows, { sort: 'count', order: 'desc', pageSize: 10 }, spec))[0]).toBe('track 2');
  });

  it('keeps the rows holding every word of the search, in any case', () => {
    expect(names(listPage(rows, { search: '  TRACK  acme ' }, spec))).toEqual(['track 2', 'Track 10']);
    expect(names(listPage(rows, { search: 'globex' }, spec))).toEqual(['Ådne']);
    expect(listPage(rows, { search: 'track globex' }, spec)).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 2,
    });
  });

  it('pages with the default page size; a page past the end is the last page', () => {
    expect(listPage(rows, {}, spec)).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    const last = listPage(rows, { page: 7 }, spec);
    expect(last).toMatchObject({ total: 3, page: 2 });
    expect(names(last)).toEqual(['Track 10']);
  });
});

describe('the pieces', () => {
  it('splits a search into lower-cased words', () => {
    expect(searchWords('  Ada  LOVE ')).toEqual(['ada', 'love']);
    expect(searchWords(undefined)).toEqual([]);
    expect(matchesWords('Ada Lovelace', ['love', 'ada'])).toBe(true);
    expect(matchesWords('Ada Lovelace', ['bob'])).toBe(false);
  });

  it('pageOf clamps the page and never has fewer than one page', () => {
    expect(pageOf([], 3, 25)).toEqual({ items: [], total: 0, page: 1, pageSize: 25 });
    expect(pageOf([1, 2, 3], 0, 2)).toEqual({ items: [1, 2], total: 3, page: 1, pageSize: 2 });
  });
});
