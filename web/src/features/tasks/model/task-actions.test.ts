import { describe, expect, it } from 'vitest';
import { TASK_ACTIONS } from '#shared/domain/task-workflow';
import { needsReason, offersReassign, taskButtons, taskCommandFor, taskCommentFor } from './task-actions';

describe('taskButtons', () => {
  it('shows the offered actions in a fixed order, without reassign', () => {
    expect(taskButtons(['cancel', 'complete', 'reassign', 'reject'])).toEqual([
      'complete',
      'reject',
      'cancel',
    ]);
    expect(taskButtons([...TASK_ACTIONS])).toEqual([
      'take',
      'complete',
      'reject',
      'resetAssignee',
      'close',
      'cancel',
    ]);
    expect(taskButtons([])).toEqual([]);
  });

  it('reassign is offered apart (it opens the assignee picker)', () => {
    expect(offersReassign(['take', 'reassign'])).toBe(true);
    expect(offersReassign(['take', 'complete'])).toBe(false);
  });
});

describe('taskCommandFor', () => {
  it("names another organization's task when given (operator staff on the operational tasks page)", () => {
    expect(taskCommandFor('take', 't1', '', 'globex')).toEqual({
      ok: true,
      command: { type: 'take', payload: { taskId: 't1', orgId: 'globex' } },
    });
    expect(taskCommandFor('complete', 't1', 'Checked', 'globex')).toEqual({
      ok: true,
      command: { type: 'complete', payload: { taskId: 't1', orgId: 'globex', comment: 'Checked' } },
    });
    expect(taskCommandFor('take', 't1')).toEqual({
      ok: true,
      command: { type: 'take', payload: { taskId: 't1' } },
    });
  });

  it('a rejection needs a reason: "comment cannot be empty"', () => {
    expect(needsReason('reject')).toBe(true);
    expect(needsReason('complete')).toBe(false);
    expect(taskCommandFor('reject', 't1', '   ')).toEqual({ ok: false, message: 'comment cannot be empty' });
    expect(taskCommandFor('reject', 't1', ' wrong video ')).toEqual({
      ok: true,
      command: { type: 'reject', payload: { taskId: 't1', comment: 'wrong video' } },
    });
  });

  it('complete, close and cancel carry a comment only when one was written', () => {
    expect(taskCommandFor('complete', 't1', '')).toEqual({
      ok: true,
      command: { type: 'complete', payload: { taskId: 't1' } },
    });
    expect(taskCommandFor('cancel', 't1', 'not needed')).toEqual({
      ok: true,
      command: { type: 'cancel', payload: { taskId: 't1', comment: 'not needed' } },
    });
  });

  it('take and resetAssignee send only the task', () => {
    expect(taskCommandFor('take', 't1', 'ignored')).toEqual({
      ok: true,
      command: { type: 'take', payload: { taskId: 't1' } },
    });
    expect(taskCommandFor('resetAssignee', 't1')).toEqual({
      ok: true,
      command: { type: 'resetAssignee', payload: { taskId: 't1' } },
    });
  });
});

describe('taskCommentFor', () => {
  it("trims the text and refuses an empty comment with the spec's text", () => {
    expect(taskCommentFor('t1', ' \n ')).toEqual({ ok: false, message: 'comment cannot be empty' });
    expect(taskCommentFor('t1', ' hello ')).toEqual({
      ok: true,
      command: { type: 'comment', payload: { taskId: 't1', text: 'hello' } },
    });
  });
});
