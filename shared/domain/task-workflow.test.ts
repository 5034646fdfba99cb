import { describe, expect, it } from 'vitest';
import { TASK_STATUSES, type TaskStatus } from './task-statuses';
import {
  TASK_ACTIONS,
  TASK_EVENTS,
  isFinalTaskStatus,
  mayDoTaskAction,
  offeredTaskActions,
  taskActionResult,
  taskEventResult,
  type TaskAction,
  type TaskEvent,
} from './task-workflow';

/**
 * Spec 2 §4: "Task actions: take, complete, reject, reassign, reset assignee, cancel, close." and
 * "Allowed transitions between statuses are not shown." The expected table, written out here apart
 * from the module so that a change of the table is a change of this test too. "-" is refused.
 */
// prettier-ignore
const EXPECTED: Record<TaskAction, Record<TaskStatus, TaskStatus | '-'>> = {
  take: {
    canceled: '-', completed: '-', inProgress: '-', notStarted: 'inProgress', overdue: 'overdue', planned: 'inProgress',
    skipped: '-', requested: 'inProgress', rejected: '-', processing: '-', review: '-', reProcess: 'inProgress',
    issue: 'inProgress', underSupervision: '-', resolved: '-', feedbackPending: '-', adjustment: 'inProgress',
  },
  complete: {
    canceled: '-', completed: '-', inProgress: 'completed', notStarted: '-', overdue: 'completed', planned: '-',
    skipped: '-', requested: '-', rejected: '-', processing: '-', review: '-', reProcess: '-',
    issue: '-', underSupervision: '-', resolved: '-', feedbackPending: '-', adjustment: '-',
  },
  reject: {
    canceled: '-', completed: '-', inProgress: 'rejected', notStarted: 'rejected', overdue: 'rejected', planned: 'rejected',
    skipped: '-', requested: 'rejected', rejected: '-', processing: '-', review: 'rejected', reProcess: '-',
    issue: '-', underSupervision: '-', resolved: '-', feedbackPending: '-', adjustment: '-',
  },
  reassign: {
    canceled: '-', completed: '-', inProgress: 'notStarted', notStarted: 'notStarted', overdue: 'overdue', planned: 'planned',
    skipped: '-', requested: 'requested', rejected: '-', processing: '-', review: 'review', reProcess: 'reProcess',
    issue: 'issue', underSupervision: 'underSupervision', resolved: '-', feedbackPending: 'feedbackPending', adjustment: 'adjustment',
  },
  resetAssignee: {
    canceled: '-', completed: '-', inProgress: 'notStarted', notStarted: 'notStarted', overdue: 'overdue', planned: '-',
    skipped: '-', requested: '-', rejected: '-', processing: '-', review: 'review', reProcess: 'reProcess',
    issue: 'issue', underSupervision: 'underSupervision', resolved: '-', feedbackPending: '-', adjustment: 'adjustment',
  },
  cancel: {
    canceled: '-', completed: '-', inProgress: 'canceled', notStarted: 'canceled', overdue: 'canceled', planned: 'canceled',
    skipped: '-', requested: 'canceled', rejected: '-', processing: 'canceled', review: 'canceled', reProcess: 'canceled',
    issue: 'canceled', underSupervision: 'canceled', resolved: '-', feedbackPending: 'canceled', adjustment: 'canceled',
  },
  close: {
    canceled: '-', completed: '-', inProgress: '-', notStarted: 'skipped', overdue: 'skipped', planned: 'skipped',
    skipped: '-', requested: '-', rejected: '-', processing: '-', review: '-', reProcess: '-',
    issue: '-', underSupervision: '-', resolved: 'completed', feedbackPending: 'completed', adjustment: '-',
  },
};

const pairs = TASK_ACTIONS.flatMap((action) => TASK_STATUSES.map((status) => [action, status] as const));

describe('task actions × statuses (every pair)', () => {
  it.each(pairs)('%s from %s', (action, status) => {
    const expected = EXPECTED[action][status];
    const result = taskActionResult(action, status);
    if (expected === '-') {
      expect(result).toEqual({
        ok: false,
        message: expect.stringContaining(`A task that is ${status} cannot be`),
      });
    } else {
      expect(result).toEqual({ ok: true, status: expected });
    }
  });

  it('never leaves a final status, and no action restarts finished work', () => {
    for (const status of TASK_STATUSES.filter(isFinalTaskStatus)) {
      for (const action of TASK_ACTIONS) expect(taskActionResult(action, status).ok).toBe(false);
    }
  });

  it('refuses with a message a person can read', () => {
    expect(taskActionResult('complete', 'notStarted')).toEqual({
      ok: false,
      message: 'A task that is notStarted cannot be completed',
    });
    expect(taskActionResult('resetAssignee', 'planned')).toEqual({
      ok: false,
      message: 'A task that is planned cannot be given back',
    });
  });
});

describe('who may act', () => {
  it('lets only the assignee complete, the requester or a manager cancel and close', () => {
    expect(mayDoTaskAction('complete', ['assignee'])).toBe(true);
    expect(mayDoTaskAction('complete', ['manager', 'requester'])).toBe(false);
    expect(mayDoTaskAction('cancel', ['requester'])).toBe(true);
    expect(mayDoTaskAction('cancel', ['assignee', 'candidate'])).toBe(false);
    expect(mayDoTaskAction('close', ['manager'])).toBe(true);
    expect(mayDoTaskAction('take', ['candidate'])).toBe(true);
    expect(mayDoTaskAction('reassign', ['candidate', 'requester'])).toBe(false);
    expect(mayDoTaskAction('take', [])).toBe(false);
  });

  it('offers the actions both the status and the relation allow', () => {
    expect(offeredTaskActions('notStarted', ['candidate'])).toEqual(['take']);
    expect(offeredTaskActions('inProgress', ['assignee'])).toEqual([
      'complete',
      'reject',
      'reassign',
      'resetAssignee',
    ]);
    expect(offeredTaskActions('resolved', ['requester'])).toEqual(['close']);
    expect(offeredTaskActions('completed', ['manager', 'assignee', 'requester'])).toEqual([]);
  });
});

// prettier-ignore
const EXPECTED_EVENTS: Record<TaskEvent, Partial<Record<TaskStatus, TaskStatus>>> = {
  activate: { planned: 'notStarted' },
  markOverdue: { planned: 'overdue', notStarted: 'overdue', inProgress: 'overdue' },
  startProcessing: { requested: 'processing', planned: 'processing', notStarted: 'processing', inProgress: 'processing', overdue: 'processing', reProcess: 'processing', adjustment: 'processing' },
  finishProcessing: { processing: 'inProgress' },
  sendToReview: { inProgress: 'review', overdue: 'review', processing: 'review', reProcess: 'review', adjustment: 'review' },
  approve: { review: 'completed' },
  requestRework: { review: 'reProcess' },
  requestAdjustment: { completed: 'adjustment', review: 'adjustment' },
  requestFeedback: { inProgress: 'feedbackPending', overdue: 'feedbackPending', review: 'feedbackPending' },
  reportIssue: { requested: 'issue', planned: 'issue', notStarted: 'issue', inProgress: 'issue', overdue: 'issue', reProcess: 'issue', adjustment: 'issue', processing: 'issue', review: 'issue', feedbackPending: 'issue' },
  supervise: { issue: 'underSupervision' },
  resolve: { issue: 'resolved', underSupervision: 'resolved', inProgress: 'resolved', feedbackPending: 'resolved' },
  complete: { requested: 'completed', planned: 'completed', notStarted: 'completed', inProgress: 'completed', overdue: 'completed', reProcess: 'completed', adjustment: 'completed', processing: 'completed', feedbackPending: 'completed' },
};

const eventPairs = TASK_EVENTS.flatMap((event) => TASK_STATUSES.map((status) => [event, status] as const));

describe('system events × statuses (every pair)', () => {
  it.each(eventPairs)('%s from %s', (event, status) => {
    const expected = EXPECTED_EVENTS[event][status];
    expect(taskEventResult(event, status)).toEqual(
      expected ? { ok: true, status: expected } : { ok: false, message: expect.any(String) },
    );
  });

  it('a final status takes no event but the adjustment of completed work', () => {
    for (const status of TASK_STATUSES.filter(isFinalTaskStatus)) {
      const allowed = TASK_EVENTS.filter((e) => taskEventResult(e, status).ok);
      expect(allowed).toEqual(status === 'completed' ? ['requestAdjustment'] : []);
    }
  });
});
