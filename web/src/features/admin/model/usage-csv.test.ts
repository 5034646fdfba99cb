import { describe, expect, it } from 'vitest';
import { usageCsv } from './usage-csv';

describe('the usage CSV export', () => {
  it('writes a header and one line per user, quoting where needed and defusing formulas', () => {
    expect(
      usageCsv([
        {
          email: 'ada@acme.test',
          firstName: 'Ada',
          lastName: 'Lovelace, Countess',
          videosWatched: 3,
          minutesWatched: 42,
          lastActivity: '2026-11-25T05:00:00.000Z',
        },
        {
          email: 'x@acme.test',
          firstName: '=cmd',
          lastName: '',
          videosWatched: 0,
          minutesWatched: 0,
          lastActivity: null,
        },
      ]),
    ).toBe(
      'email,name,videos watched,minutes watched,last activity\r\n' +
        'ada@acme.test,"Ada Lovelace, Countess",3,42,2026-11-25T05:00:00.000Z\r\n' +
        "x@acme.test,'=cmd,0,0,\r\n",
    );
  });
});
