import { describe, expect, it } from 'vitest';
import { byRecordOrder, recordState, recordSummary } from './training-record.js';

const now = new Date('2026-12-03T12:00:00.000Z');

describe('recordState (issue 15: per user the training record)', () => {
  it('is overdue when the daily run marked it, or when its due day is over while it is open', () => {
    expect(recordState({ status: 'overdue', dueDate: '2026-12-10T23:59:59.999Z' }, now)).toBe('overdue');
    expect(recordState({ status: 'notStarted', dueDate: '2026-12-02T23:59:59.999Z' }, now)).toBe('overdue');
    expect(recordState({ status: 'notStarted', dueDate: '2026-12-03T23:59:59.999Z' }, now)).toBe('open');
    expect(recordState({ status: 'inProgress', dueDate: null }, now)).toBe('open');
  });

  it('is completed once watched, whatever the due date; canceled or rejected tasks are dropped', () => {
    expect(recordState({ status: 'completed', dueDate: '2026-11-01T23:59:59.999Z' }, now)).toBe('completed');
    expect(recordState({ status: 'canceled', dueDate: null }, now)).toBe('canceled');
    expect(recordState({ status: 'rejected', dueDate: null }, now)).toBe('canceled');
  });
});

describe('byRecordOrder', () => {
  it('lists overdue first, then open by due date (undated last), then completed latest first', () => {
    const task = (
      id: string,
      state: 'overdue' | 'open' | 'completed' | 'canceled',
      dueDate: string | null,
      completedAt: string | null = null,
    ) => ({
      id,
      state,
      status: state,
      dueDate,
      completedAt,
    });
    const ordered = byRecordOrder([
      task('done-old', 'completed', null, '2026-11-01T10:00:00.000Z'),
      task('open-undated', 'open', null),
      task('canceled', 'canceled', null),
      task('late-2', 'overdue', '2026-12-01T23:59:59.999Z'),
      task('open-soon', 'open', '2026-12-05T23:59:59.999Z'),
      task('done-new', 'completed', null, '2026-12-02T10:00:00.000Z'),
      task('late-1', 'overdue', '2026-11-20T23:59:59.999Z'),
      task('open-later', 'open', '2026-12-20T23:59:59.999Z'),
    ]);
    expect(ordered.map((t) => t.id)).toEqual([
      'late-1',
      'late-2',
      'open-soon',
      'open-later',
      'open-undated',
      'done-new',
      'done-old',
      'canceled',
    ]);
  });
});

describe('recordSummary', () => {
  it('counts what was assigned (canceled left out), completed, overdue and open', () => {
    expect(
      recordSummary([
        { state: 'completed' },
        { state: 'completed' },
        { state: 'overdue' },
        { state: 'open' },
        { state: 'canceled' },
      ]),
    ).toEqual({ assigned: 4, completed: 2, overdue: 1, open: 1 });
    expect(recordSummary([])).toEqual({ assigned: 0, completed: 0, overdue: 0, open: 0 });
  });
});
