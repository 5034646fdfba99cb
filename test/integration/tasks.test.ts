/**
 * The task workflow with real tokens (spec 2 §2 /tasks and /admin/tasks, §4 statuses and actions, §5
 * "comment cannot be empty", §7 "POST /taskCommand | type, payload (task comment) | id"): a member's
 * support request is taken, commented on and completed or rejected by an admin of the organization; the
 * transition table's refusals answer 409 with its text, a caller without the relation 403, another
 * organization's task 404, and input the contract refuses 400.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { taskData } from '../../functions/core/data/task-data.js';
import { call, contract, send, signIn, userCommand } from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
let member = '';
let admin = '';
let globex = '';

const task = (token: string, type: string, payload: Record<string, unknown>) =>
  send(contract.taskCommand, { token, body: { type, payload } });

/** A fresh support request of acme's member (unassigned, notStarted). */
async function supportRequest(): Promise<string> {
  const res = await userCommand(member, 'createSupportTask', {
    taskTitle: `Subtitles missing ${randomUUID()}`,
    comment: 'The Danish subtitles do not show',
  });
  expect(res.status).toBe(200);
  return res.body.taskId ?? '';
}

beforeAll(async () => {
  const tokenOf = async (email: string, orgId: string) => (await signIn(email, PASSWORD, orgId)).idToken;
  member = await tokenOf('member@acme.test', 'acme');
  admin = await tokenOf('admin@acme.test', 'acme');
  globex = await tokenOf('admin@globex.test', 'globex');
});

describe('taskCommand', () => {
  it('an admin takes a request, both comment on it, the admin completes it', async () => {
    const taskId = await supportRequest();
    const before = await call(contract.getTask, { token: admin, params: { taskId } });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ status: 'notStarted', assigneeId: null, relations: ['manager'] });
    expect(before.body.actions).toContain('take');

    expect((await task(admin, 'take', { taskId })).body).toEqual({ id: taskId });
    expect(await taskData('acme').task(taskId)).toMatchObject({
      status: 'inProgress',
      assigneeEmail: 'admin@acme.test',
    });
    // Taken, it is in the assignee's /tasks (the assignee index got both its keys: it had none before).
    const assigned = await call(contract.listMyTasks, { token: admin, query: { limit: 100 } });
    expect(assigned.body.items.find((t) => t.taskId === taskId)).toMatchObject({ status: 'inProgress' });

    expect((await task(member, 'comment', { taskId, text: '  It is the onboarding video  ' })).status).toBe(
      200,
    );
    expect((await task(admin, 'comment', { taskId, text: 'Looking into it' })).status).toBe(200);

    const taken = await call(contract.getTask, { token: member, params: { taskId } });
    expect(taken.body).toMatchObject({ status: 'inProgress', relations: ['requester'], commentCount: 2 });
    expect(taken.body.comments.map((c) => [c.authorEmail, c.text])).toEqual([
      ['member@acme.test', 'It is the onboarding video'],
      ['admin@acme.test', 'Looking into it'],
    ]);
    expect(taken.body.actions).toEqual(expect.arrayContaining(['cancel']));
    expect(taken.body.actions).not.toContain('complete');

    // Complete is the assignee's: the requester may not.
    const refused = await task(member, 'complete', { taskId });
    expect(refused.status).toBe(403);
    expect((await taskData('acme').task(taskId))?.status).toBe('inProgress');

    expect((await task(admin, 'complete', { taskId, comment: 'Subtitles republished' })).status).toBe(200);
    const done = await call(contract.getTask, { token: admin, params: { taskId } });
    expect(done.body).toMatchObject({ status: 'completed', actions: [] });
    expect(done.body.comments.at(-1)).toMatchObject({ text: 'Subtitles republished', action: 'complete' });

    // The requester's /tasks shows the new status; the admin's /admin/tasks lists it too.
    const mine = await call(contract.listMyTasks, { token: member });
    expect(mine.body.items.find((t) => t.taskId === taskId)?.status).toBe('completed');
    const all = await call(contract.listOrganizationTasks, {
      token: admin,
      query: { statuses: 'completed', pageSize: 100 },
    });
    expect(all.status).toBe(200);
    expect(all.body.items.some((t) => t.taskId === taskId)).toBe(true);
  });

  it('refuses a transition the table does not allow with 409 and its text, changing nothing', async () => {
    const taskId = await supportRequest();
    // Only taken work is completed.
    expect((await task(admin, 'take', { taskId })).status).toBe(200);
    const rejected = await task(admin, 'reject', { taskId, comment: 'Not a subtitles problem' });
    expect(rejected.status).toBe(200);
    expect((await taskData('acme').task(taskId))?.status).toBe('rejected');

    const again = await task(admin, 'take', { taskId });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A task that is rejected cannot be taken');
    const complete = await task(admin, 'complete', { taskId });
    expect(complete.status).toBe(409);
    expect(complete.body.message).toBe('A task that is rejected cannot be completed');
    expect((await taskData('acme').task(taskId))?.status).toBe('rejected');
  });

  it('a task never taken cannot be completed (409), and the requester may not take their own (403)', async () => {
    const taskId = await supportRequest();
    const own = await task(member, 'take', { taskId });
    expect(own.status).toBe(403);
    expect((await taskData('acme').task(taskId))?.assigneeId).toBeUndefined();
    // The requester withdraws it.
    expect((await task(member, 'cancel', { taskId })).status).toBe(200);
    expect((await taskData('acme').task(taskId))?.status).toBe('canceled');
  });

  it("another organization's task is 404 to read and to act on, and is in none of its lists", async () => {
    const taskId = await supportRequest();
    const read = await call(contract.getTask, { token: globex, params: { taskId } });
    expect(read.status).toBe(404);
    expect(read.body.message).toBe('Task not found');
    const take = await task(globex, 'take', { taskId });
    expect(take.status).toBe(404);
    // Naming the organization does not help a non-operator.
    expect((await task(globex, 'take', { taskId, orgId: 'acme' })).status).toBe(404);
    expect((await taskData('acme').task(taskId))?.status).toBe('notStarted');
    const list = await call(contract.listOrganizationTasks, { token: globex, query: { pageSize: 100 } });
    expect(list.body.items.some((t) => t.taskId === taskId)).toBe(false);
  });

  it('a member without admin rights gets 403 from /admin/tasks', async () => {
    const res = await call(contract.listOrganizationTasks, { token: member });
    expect(res.status).toBe(403);
  });

  it('bad bodies are 400 with a clear message; a reject without a reason says "comment cannot be empty"', async () => {
    const taskId = await supportRequest();
    expect((await task(admin, 'take', { taskId })).status).toBe(200);
    const noReason = await task(admin, 'reject', { taskId, comment: '   ' });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain('comment cannot be empty');
    const emptyComment = await task(member, 'comment', { taskId, text: '' });
    expect(emptyComment.status).toBe(400);
    expect(JSON.stringify(emptyComment.body)).toContain('comment cannot be empty');
    for (const body of [{ type: 'approve', payload: { taskId } }, { type: 'take' }, 'take', {}]) {
      const res = await send(contract.taskCommand, { token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect((await taskData('acme').task(taskId))?.status).toBe('inProgress');
    expect((await taskData('acme').task(taskId))?.commentCount).toBe(0);
  });
});
