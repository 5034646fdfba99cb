import { describe, expect, it } from 'vitest';
import { TASK_STATUSES } from '#shared/domain/task-statuses';
import {
  DEFAULT_TASK_FILTER,
  EXTERNAL_LINK_PROPS,
  externalTicketHref,
  filterTasks,
  TASK_STATUS_COLORS,
  ticketLink,
  ticketPagePath,
} from './tasks';

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
});

describe('ticket links (issue 9: the own ticket in the app; ticket-system URLs only as external links)', () => {
  it("a task that knows its ticket opens the app's ticket page", () => {
    expect(ticketLink({ ticketId: 'T-1A2B3C4D', ticketReferenceUrl: '' })).toEqual({
      kind: 'page',
      to: '/support/tickets/T-1A2B3C4D',
    });
    // The page wins over the ticket system's own (agent) address, which members cannot open.
    expect(
      ticketLink({ ticketId: '4711', ticketReferenceUrl: 'https://tubes.zendesk.com/agent/tickets/4711' }),
    ).toEqual({ kind: 'page', to: '/support/tickets/4711' });
  });

  it('the page path is one encoded segment, whatever the id', () => {
    expect(ticketPagePath('../../admin/users?x=1#y')).toBe(
      '/support/tickets/..%2F..%2Fadmin%2Fusers%3Fx%3D1%23y',
    );
  });

  it('without an id, an absolute https address is an external link', () => {
    expect(
      ticketLink({ ticketId: '', ticketReferenceUrl: 'https://tubes.zendesk.com/agent/tickets/4' }),
    ).toEqual({
      kind: 'external',
      href: 'https://tubes.zendesk.com/agent/tickets/4',
    });
    expect(EXTERNAL_LINK_PROPS).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
  });

  it.each([
    '//evil.example/agent/tickets/1',
    '/admin/operationalTasks#ticket-T-1',
    'javascript:alert(1)',
    'http://tubes.zendesk.com/agent/tickets/1',
    'https:evil.example',
    '/\\evil.example',
    'data:text/html,x',
    '',
  ])('%j is never a link, let alone an in-app route', (url) => {
    expect(ticketLink({ ticketId: '', ticketReferenceUrl: url })).toBeNull();
    expect(externalTicketHref(url)).toBeNull();
  });
});
