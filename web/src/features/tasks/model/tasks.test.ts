import { describe, expect, it } from 'vitest';
import { TASK_STATUSES } from '../../../../../shared/domain/task-statuses';
import { DEFAULT_TASK_FILTER, filterTasks, TASK_STATUS_COLORS, ticketLink } from './tasks';

const all = TASK_STATUSES.map((status, i) => ({ id: String(i), status }));

describe('tasks page filters (spec 2 §4)', () => {
  it('"Default filter shows all of the first set (without rejected, processing, review, reProcess)"', () => {
    expect(DEFAULT_TASK_FILTER).toBe('all');
    const shown = filterTasks(all, 'all').map((t) => t.status);
    expect(shown).not.toEqual(expect.arrayContaining(['rejected']));
    for (const hidden of ['rejected', 'processing', 'review', 'reProcess'])
      expect(shown).not.toContain(hidden);
    expect(shown).toHaveLength(TASK_STATUSES.length - 4);
  });

  it('"another default shows only notStarted, planned, inProgress, overdue"', () => {
    expect(
      filterTasks(all, 'todo')
        .map((t) => t.status)
        .sort(),
    ).toEqual(['inProgress', 'notStarted', 'overdue', 'planned'].sort());
  });

  it('"each has a display colour"', () => {
    for (const status of TASK_STATUSES) expect(TASK_STATUS_COLORS[status]).toMatch(/^[a-z]+$/);
  });

  it('ticket links: app paths stay in the app, web addresses open outside, anything else is no link', () => {
    expect(ticketLink('/admin/operationalTasks#ticket-T-1')).toEqual({
      href: '/admin/operationalTasks#ticket-T-1',
      external: false,
    });
    expect(ticketLink('https://tubes.zendesk.com/agent/tickets/4')).toMatchObject({ external: true });
    expect(ticketLink('javascript:alert(1)')).toBeNull();
    expect(ticketLink('')).toBeNull();
  });
});
