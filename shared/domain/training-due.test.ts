import { describe, expect, it } from 'vitest';
import {
  byDeadline,
  dayOf,
  dueAt,
  dueStep,
  hasAssignees,
  isDueDay,
  lookAheadUntil,
  trackDeadline,
} from './training-due';

const due = dueAt('2026-12-10');
const at = (iso: string) => new Date(iso);

describe('mandatory training due dates (a fake clock)', () => {
  it('accepts real days only', () => {
    expect(isDueDay('2026-12-10')).toBe(true);
    expect(isDueDay('2026-02-30')).toBe(false);
    expect(isDueDay('10.12.2026')).toBe(false);
    expect(dueAt('2026-12-10')).toBe('2026-12-10T23:59:59.999Z');
    expect(dayOf(at('2026-12-10T23:00:00Z'))).toBe('2026-12-10');
  });

  it('reminds once, three days ahead', () => {
    expect(dueStep({ dueDate: due, overdue: false }, at('2026-12-06T02:00:00Z'))).toBeNull();
    expect(dueStep({ dueDate: due, overdue: false }, at('2026-12-07T02:00:00Z'))).toBe('remindBefore');
    expect(
      dueStep(
        { dueDate: due, overdue: false, remindedBeforeAt: '2026-12-07T02:00:00Z' },
        at('2026-12-08T02:00:00Z'),
      ),
    ).toBeNull();
    // Assigned late (two days before): the reminder still comes.
    expect(dueStep({ dueDate: due, overdue: false }, at('2026-12-10T02:00:00Z'))).toBe('remindBefore');
  });

  it('is not overdue on its due day, overdue the day after, then reminded weekly', () => {
    expect(
      dueStep({ dueDate: due, overdue: false, remindedBeforeAt: 'x' }, at('2026-12-10T23:59:59Z')),
    ).toBeNull();
    expect(dueStep({ dueDate: due, overdue: false }, at('2026-12-11T02:00:00Z'))).toBe('markOverdue');
    const overdue = { dueDate: due, overdue: true, overdueRemindedAt: '2026-12-11T02:00:00Z' };
    expect(dueStep(overdue, at('2026-12-17T02:00:00Z'))).toBeNull();
    expect(dueStep(overdue, at('2026-12-18T02:00:00Z'))).toBe('remindOverdue');
  });

  it('looks as far ahead as a reminder may reach', () => {
    expect(lookAheadUntil(at('2026-12-07T02:00:00Z'))).toBe('2026-12-11T02:00:00.000Z');
  });
});

describe('a mandatory track on /mandatory', () => {
  const now = at('2026-12-12T08:00:00Z');
  it('is due by the earliest open task and overdue when one is late', () => {
    expect(trackDeadline([], now)).toEqual({ dueDate: null, overdue: false });
    expect(
      trackDeadline(
        [
          { dueDate: dueAt('2026-12-20'), open: true, overdue: false },
          { dueDate: dueAt('2026-12-15'), open: true, overdue: false },
          { dueDate: dueAt('2026-12-01'), open: false, overdue: false },
        ],
        now,
      ),
    ).toEqual({ dueDate: dueAt('2026-12-15'), overdue: false });
    // Late before the daily run marked it: still overdue for the learner.
    expect(trackDeadline([{ dueDate: dueAt('2026-12-11'), open: true, overdue: false }], now).overdue).toBe(
      true,
    );
  });

  it('lists overdue first, then by due date, undated last', () => {
    const tracks = [
      { id: 'none', dueDate: null, overdue: false },
      { id: 'late', dueDate: dueAt('2026-12-20'), overdue: false },
      { id: 'soon', dueDate: dueAt('2026-12-14'), overdue: false },
      { id: 'over', dueDate: dueAt('2026-12-10'), overdue: true },
    ];
    expect(byDeadline(tracks).map((t) => t.id)).toEqual(['over', 'soon', 'late', 'none']);
  });
});

describe('hasAssignees', () => {
  it('takes e-mails, roles or both, not neither', () => {
    expect(hasAssignees(['a@acme.test'], [])).toBe(true);
    expect(hasAssignees([], ['role-1'])).toBe(true);
    expect(hasAssignees([], [])).toBe(false);
  });
});
