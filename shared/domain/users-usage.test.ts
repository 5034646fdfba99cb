import { describe, expect, it } from 'vitest';
import { listPage } from './list-page.js';
import { USAGE_LIST, usageSortNeedsEveryUser } from './users-usage.js';

describe('USAGE_LIST (/admin/users/usage)', () => {
  const row = (email: string, firstName: string, videosWatched: number, lastActivity: string | null) => ({
    email,
    firstName,
    lastName: '',
    videosWatched,
    minutesWatched: videosWatched * 3,
    lastActivity,
  });
  const rows = [
    row('bo@acme.test', 'Bo', 2, '2026-05-02T10:00:00Z'),
    row('al@acme.test', 'Al', 7, null),
    row('cy@acme.test', '', 2, '2026-05-09T10:00:00Z'),
  ];
  const emails = (query: Parameters<typeof listPage>[1]) =>
    listPage(rows, query, USAGE_LIST).items.map((u) => u.email);

  it('sorts by name at first, the nameless after the named', () => {
    expect(emails({})).toEqual(['al@acme.test', 'bo@acme.test', 'cy@acme.test']);
  });

  it('sorts by a usage column either way, ties by name, never active as the oldest', () => {
    // Descending reverses the ties as well: the whole list read backwards.
    expect(emails({ sort: 'videosWatched', order: 'desc' })).toEqual([
      'al@acme.test',
      'cy@acme.test',
      'bo@acme.test',
    ]);
    expect(emails({ sort: 'minutesWatched' })).toEqual(['bo@acme.test', 'cy@acme.test', 'al@acme.test']);
    expect(emails({ sort: 'lastActivity', order: 'desc' })).toEqual([
      'cy@acme.test',
      'bo@acme.test',
      'al@acme.test',
    ]);
  });

  it('searches names and e-mails', () => {
    expect(emails({ search: 'BO' })).toEqual(['bo@acme.test']);
  });

  it('reads every user only for the usage columns', () => {
    expect(usageSortNeedsEveryUser('name')).toBe(false);
    expect(usageSortNeedsEveryUser('email')).toBe(false);
    expect(usageSortNeedsEveryUser('lastActivity')).toBe(true);
  });
});
