import { describe, expect, it } from 'vitest';
import { importBatches, importRowsFromCsv, parseCsv, rolesOf } from './csv-import';

describe('CSV import of users', () => {
  it('reads e-mail, name and roles, splitting the name into first and last name', () => {
    const csv = 'E-mail,Name,Roles\nada@acme.test,Ada King Lovelace,admin\r\ngrace@acme.test,Grace Hopper,\n';
    expect(importRowsFromCsv(csv)).toEqual({
      rows: [
        { line: 2, email: 'ada@acme.test', firstName: 'Ada', lastName: 'King Lovelace', roles: ['admin'] },
        { line: 3, email: 'grace@acme.test', firstName: 'Grace', lastName: 'Hopper', roles: [] },
      ],
    });
  });

  it('takes first and last name columns, semicolons, quotes and several roles', () => {
    const csv =
      '\uFEFFfirst name;last name;email;role\n"Smith; Jr";"O""Neil";jo@acme.test;Master Admin | member\n';
    expect(importRowsFromCsv(csv)).toEqual({
      rows: [
        {
          line: 2,
          email: 'jo@acme.test',
          firstName: 'Smith; Jr',
          lastName: 'O"Neil',
          roles: ['masterAdmin', 'member'],
        },
      ],
    });
  });

  it('says what is wrong with a file it cannot import', () => {
    expect(importRowsFromCsv('')).toEqual({ problem: 'users-import-empty' });
    expect(importRowsFromCsv('email,name\n')).toEqual({ problem: 'users-import-empty' });
    expect(importRowsFromCsv('mail,name\na@b.c,A B\n')).toEqual({ problem: 'users-import-no-email-column' });
    const many = `email\n${Array.from({ length: 1001 }, (_, i) => `u${i}@acme.test`).join('\n')}`;
    expect(importRowsFromCsv(many)).toEqual({ problem: 'users-import-too-many' });
  });

  it('keeps file line numbers past blank lines and quoted line breaks', () => {
    expect(parseCsv('a,b\n\n"x\ny",z\nlast,1', ',')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 3, fields: ['x\ny', 'z'] },
      { line: 5, fields: ['last', '1'] },
    ]);
  });

  it('keeps an unknown role as written (the server reports the row)', () => {
    expect(rolesOf('owner;admin')).toEqual(['owner', 'admin']);
  });

  it('sends the rows in batches, in order', () => {
    expect(importBatches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });
});
