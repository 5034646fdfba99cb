import { describe, expect, it } from 'vitest';
import {
  commentText,
  isTaskCandidate,
  taskRelations,
  type TaskCaller,
  type TaskParties,
} from './task-model.js';

const task: TaskParties = {
  orgId: 'acme',
  requesterId: 'u-requester',
  requesterOrgId: 'acme',
  channelId: 'ch-1',
};
const caller = (over: Partial<TaskCaller> = {}): TaskCaller => ({
  userId: 'u-other',
  orgId: 'acme',
  activeOrgId: 'acme',
  isAdmin: false,
  channelRoles: {},
  ...over,
});

describe('taskRelations', () => {
  it('names the requester, the assignee and the managers (admins, owners and content managers)', () => {
    expect(taskRelations(task, caller({ userId: 'u-requester' }))).toEqual(['requester']);
    expect(taskRelations({ ...task, assigneeId: 'u-a' }, caller({ userId: 'u-a' }))).toEqual(['assignee']);
    expect(taskRelations(task, caller({ isAdmin: true }))).toEqual(['manager']);
    expect(taskRelations(task, caller({ channelRoles: { 'ch-1': 'channelOwner' } }))).toEqual(['manager']);
    expect(taskRelations(task, caller({ channelRoles: { 'ch-1': 'contentManager' } }))).toEqual(['manager']);
    // A contributor does not manage the channel's tasks; a plain member is nobody to the task.
    expect(taskRelations(task, caller({ channelRoles: { 'ch-1': 'contributor' } }))).toEqual([]);
    expect(taskRelations(task, caller())).toEqual([]);
  });

  it('offers an unassigned task to its candidates, never to its requester, and an assigned one to nobody', () => {
    const offered = { ...task, candidates: ['role:member'] };
    expect(taskRelations(offered, caller())).toEqual(['candidate']);
    expect(taskRelations(offered, caller({ userId: 'u-requester' }))).toEqual(['requester']);
    expect(taskRelations({ ...offered, assigneeId: 'u-a' }, caller())).toEqual([]);
    expect(taskRelations({ ...task, candidates: ['role:admin'] }, caller())).toEqual([]);
    expect(taskRelations({ ...task, candidates: ['user:u-other'] }, caller())).toEqual(['candidate']);
    expect(
      taskRelations(
        { ...task, candidates: ['channel:ch-2'] },
        caller({ channelRoles: { 'ch-2': 'contributor' } }),
      ),
    ).toEqual(['candidate']);
  });

  it("gives a caller working in another organization no relation but their own request's", () => {
    const visitor = caller({ orgId: 'globex', activeOrgId: 'acme', isAdmin: true });
    expect(taskRelations({ ...task, candidates: ['role:member'] }, visitor)).toEqual([]);
    expect(taskRelations({ ...task, requesterId: 'u-other', requesterOrgId: 'globex' }, visitor)).toEqual([
      'requester',
    ]);
    // Operator staff manage another organization's operational task.
    expect(
      taskRelations(task, caller({ orgId: 'studio', activeOrgId: 'studio', operatorManager: true })),
    ).toEqual(['manager']);
    // … and once they took it, hold it like its assignee (they complete it), though not its user.
    const taken = { ...task, assigneeId: 'staff-1' };
    expect(
      taskRelations(
        taken,
        caller({ userId: 'staff-1', orgId: 'studio', activeOrgId: 'studio', operatorManager: true }),
      ),
    ).toEqual(['assignee', 'manager']);
    expect(
      taskRelations(taken, caller({ userId: 'staff-1', orgId: 'studio', activeOrgId: 'studio' })),
    ).toEqual([]);
  });
});

describe('comments and candidates', () => {
  it('trims a comment and treats a blank one as none', () => {
    expect(commentText('  ok ')).toBe('ok');
    expect(commentText(' \n ')).toBeNull();
    expect(commentText(undefined)).toBeNull();
  });

  it('knows the candidate forms', () => {
    for (const ok of ['user:u1', 'channel:ch-1', 'role:admin', 'role:member'])
      expect(isTaskCandidate(ok)).toBe(true);
    for (const bad of ['role:owner', 'user:', 'user:a b', 'u1']) expect(isTaskCandidate(bad)).toBe(false);
  });
});
