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
    expect(assignErrors({ emails: ' ', roleIds: [], dueDate: '' }, now)).toEqual({ emails: 'required' });
    expect(assignErrors({ emails: 'ann@acme.test, bob', roleIds: [], dueDate: '' }, now).emails).toBe(
      'tracks-admin-assign-invalid-email',
    );
    expect(assignErrors({ emails: 'ann@acme.test', roleIds: [], dueDate: '2026-13-01' }, now).dueDate).toBe(
      'tracks-admin-assign-invalid-date',
    );
    expect(assignErrors({ emails: 'ann@acme.test', roleIds: [], dueDate: '2026-12-02' }, now).dueDate).toBe(
      'tracks-admin-assign-past-date',
    );
    expect(assignErrors({ emails: 'ann@acme.test', roleIds: [], dueDate: '2026-12-03' }, now)).toEqual({});
  });

  it('takes application roles instead of addresses (their holders are assigned)', () => {
    expect(assignErrors({ emails: '', roleIds: ['r1'], dueDate: '' }, now)).toEqual({});
    expect(assignBody('t1', { emails: '', roleIds: ['r1', 'r2'], dueDate: '' })).toEqual({
      trackId: 't1',
      emails: [],
      applicationRoleIds: ['r1', 'r2'],
    });
  });

  it('sends the addresses and the day only when one is chosen', () => {
    expect(assignBody('t1', { emails: 'ann@acme.test', roleIds: [], dueDate: '' })).toEqual({
      trackId: 't1',
      emails: ['ann@acme.test'],
      applicationRoleIds: [],
    });
    expect(assignBody('t1', { emails: 'ann@acme.test', roleIds: [], dueDate: '2026-12-24' }).dueDate).toBe(
      '2026-12-24',
    );
  });
});
