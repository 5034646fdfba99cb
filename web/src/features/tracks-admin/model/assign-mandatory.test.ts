import { describe, expect, it } from 'vitest';
import { assignBody, assignEmails, assignErrors } from './assign-mandatory';

const now = new Date('2026-12-03T10:00:00Z');

describe('assigning a playlist as mandatory', () => {
  it('reads addresses however they were pasted, once each, lower-cased', () => {
    expect(assignEmails(' Ann@acme.test, bob@acme.test;\nann@ACME.test  carl@acme.test ')).toEqual([
      'ann@acme.test',
      'bob@acme.test',
      'carl@acme.test',
    ]);
  });

  it('says what is wrong: no address, a malformed one, a malformed or past due date', () => {
    expect(assignErrors({ emails: ' ', dueDate: '' }, now)).toEqual({ emails: 'required' });
    expect(assignErrors({ emails: 'ann@acme.test, bob', dueDate: '' }, now).emails).toBe(
      'tracks-admin-assign-invalid-email',
    );
    expect(assignErrors({ emails: 'ann@acme.test', dueDate: '2026-13-01' }, now).dueDate).toBe(
      'tracks-admin-assign-invalid-date',
    );
    expect(assignErrors({ emails: 'ann@acme.test', dueDate: '2026-12-02' }, now).dueDate).toBe(
      'tracks-admin-assign-past-date',
    );
    expect(assignErrors({ emails: 'ann@acme.test', dueDate: '2026-12-03' }, now)).toEqual({});
  });

  it('sends the addresses and the day only when one is chosen', () => {
    expect(assignBody('t1', { emails: 'ann@acme.test', dueDate: '' })).toEqual({
      trackId: 't1',
      emails: ['ann@acme.test'],
    });
    expect(assignBody('t1', { emails: 'ann@acme.test', dueDate: '2026-12-24' }).dueDate).toBe('2026-12-24');
  });
});
