/**
 * The approved-task ledger (spec 2 §3 "Ledger entry: task, approvedAt, takenAt, amount, units"; spec 2
 * §2 /approved-task-ledger; issue 13) with real tokens: completing a billable task through POST
 * /taskCommand, closing one as completed, or the organization's completion through POST
 * /organizationCommand writes exactly one row in the task's organization, in the transaction of the
 * status change; a retried or concurrent completion still leaves one; a task that is not billable none;
 * GET /approvedTasks is the own organization's admins' alone.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TaskSubtype, TaskType } from '#shared/domain/task-subtypes.js';
import type { TaskStatus } from '#shared/domain/task-statuses.js';
import { taskData } from '../../functions/core/data/task-data.js';
import { approvedTaskLedgerData } from '../../functions/core/data/approved-task-ledger-data.js';
import { call, contract, decodeJwt, send, signIn, userCommand } from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
let member = '';
let memberId = '';
let admin = '';
let globex = '';

const task = (token: string, type: string, payload: Record<string, unknown>) =>
  send(contract.taskCommand, { token, body: { type, payload } });

/** A task of acme requested by its member and offered to its admins (created as a workflow would). */
async function acmeTask(subtype: TaskSubtype, options: { type?: TaskType; status?: TaskStatus } = {}) {
  const { taskId } = await taskData('acme').createTask({
    subtype,
    ...options,
    taskTitle: `Ledger ${subtype} ${randomUUID()}`,
    channelId: 'ch-acme-onboarding',
    candidates: ['role:admin'],
    requester: { userId: memberId, email: 'member@acme.test', name: 'Member', orgId: 'acme' },
  });
  return taskId;
}

const rowsOf = async (taskId: string) =>
  (await approvedTaskLedgerData('acme').rows({ limit: 100 })).items.filter((r) => r.taskId === taskId);

beforeAll(async () => {
  const tokenOf = async (email: string, orgId: string) => (await signIn(email, PASSWORD, orgId)).idToken;
  member = await tokenOf('member@acme.test', 'acme');
  memberId = String(decodeJwt(member).sub);
  admin = await tokenOf('admin@acme.test', 'acme');
  globex = await tokenOf('admin@globex.test', 'globex');
});

describe('a billable task completed through POST /taskCommand', () => {
  it('writes one ledger row with takenAt and approvedAt; completing it again leaves that one row', async () => {
    const taskId = await acmeTask('render-video');
    expect((await task(admin, 'take', { taskId })).status).toBe(200);
    const taken = await taskData('acme').task(taskId);
    expect(taken?.takenAt).toBeTruthy();
    // Taken is not approved: no row yet.
    expect(await rowsOf(taskId)).toEqual([]);

    expect((await task(admin, 'complete', { taskId })).status).toBe(200);
    const done = await taskData('acme').task(taskId);
    expect(done?.status).toBe('completed');
    const [row, ...more] = await rowsOf(taskId);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      taskId,
      subtype: 'render-video',
      channelId: 'ch-acme-onboarding',
      takenAt: taken?.takenAt,
      // The row's approval is the status change's own time: one write.
      approvedAt: done?.statusChangedAt,
      approverEmail: 'admin@acme.test',
      amount: null,
      units: null,
    });
    expect(row?.approvedAt.localeCompare(row.takenAt ?? '')).toBe(1);

    // A retried command: the table refuses it, the ledger keeps its one row unchanged.
    const again = await task(admin, 'complete', { taskId });
    expect(again.status).toBe(409);
    expect(await rowsOf(taskId)).toEqual([row]);
    expect(await approvedTaskLedgerData('acme').row(taskId)).toEqual(row);
  });

  it('two completions at once: one lands, one row', async () => {
    const taskId = await acmeTask('translate-video');
    expect((await task(admin, 'take', { taskId })).status).toBe(200);
    const answers = await Promise.all([
      task(admin, 'complete', { taskId }),
      task(admin, 'complete', { taskId }),
      task(admin, 'complete', { taskId }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await rowsOf(taskId)).toHaveLength(1);
  });

  it('a change its condition refuses writes no row (the row only comes with the status change)', async () => {
    const taskId = await acmeTask('optimization-start');
    const stale = await taskData('acme').task(taskId);
    expect((await task(admin, 'take', { taskId })).status).toBe(200);
    // As read before the take: notStarted, nobody's. The status condition fails, the whole transaction too.
    const landed = await taskData('acme').change(
      taskId,
      { status: 'notStarted', createdAt: stale?.createdAt ?? '' },
      {
        status: 'completed',
        by: 'someone',
        ledger: { approve: { task: stale!, approverId: 'someone', approverEmail: 'someone@acme.test' } },
      },
    );
    expect(landed).toBe(false);
    expect(await approvedTaskLedgerData('acme').row(taskId)).toBeNull();
    expect((await taskData('acme').task(taskId))?.status).toBe('inProgress');
  });

  it('a completion undone (its state machine no longer answers) takes its row away with it', async () => {
    const { taskId } = await taskData('acme').createTask({
      subtype: 'render-video',
      taskTitle: `Ledger undone ${randomUUID()}`,
      candidates: ['role:admin'],
      requester: { userId: memberId, email: 'member@acme.test', name: 'Member', orgId: 'acme' },
      // A step token no execution waits on: answering it fails after the completion was written.
      workflow: { name: 'ask-for-review', taskToken: `gone-${randomUUID()}`, ref: 'ledger' },
    });
    expect((await task(admin, 'take', { taskId })).status).toBe(200);
    const res = await task(admin, 'complete', { taskId });
    // The emulator refuses the token (InvalidToken): the change is undone, the caller may try again.
    expect(res.status).toBe(500);
    expect((await taskData('acme').task(taskId))?.status).toBe('inProgress');
    expect(await approvedTaskLedgerData('acme').row(taskId)).toBeNull();
  });

  it('closing an answered billable request as completed writes its row (never taken: takenAt null)', async () => {
    const taskId = await acmeTask('assisted-search', { status: 'resolved' });
    expect((await task(member, 'close', { taskId })).status).toBe(200);
    expect(await rowsOf(taskId)).toEqual([
      expect.objectContaining({
        taskId,
        takenAt: null,
        approverId: memberId,
        approverEmail: 'member@acme.test',
      }),
    ]);
  });

  it("the organization's completion (POST /organizationCommand completeTask) writes the row too", async () => {
    const taskId = await acmeTask('generate-test-script');
    const res = await send(contract.organizationCommand, {
      token: admin,
      body: { type: 'completeTask', payload: { taskId } },
    });
    expect(res.status).toBe(200);
    expect(await rowsOf(taskId)).toEqual([expect.objectContaining({ taskId, takenAt: null })]);
  });
});

describe('tasks that are not billable', () => {
  it('a support request and a governance approval leave no row', async () => {
    const support = await userCommand(member, 'createSupportTask', {
      taskTitle: `Ledger support ${randomUUID()}`,
      comment: 'Not a billable service',
    });
    const supportId = support.body.taskId ?? '';
    const approval = await acmeTask('approve-generated-video');
    expect((await taskData('acme').task(approval))?.type).toBe('governance');
    for (const taskId of [supportId, approval]) {
      expect((await task(admin, 'take', { taskId })).status).toBe(200);
      expect((await task(admin, 'complete', { taskId })).status).toBe(200);
      expect((await taskData('acme').task(taskId))?.status).toBe('completed');
      expect(await approvedTaskLedgerData('acme').row(taskId)).toBeNull();
    }
  });

  it('a billable task rejected or canceled leaves no row', async () => {
    const rejected = await acmeTask('optimization-start');
    expect((await task(admin, 'reject', { taskId: rejected, comment: 'No budget' })).status).toBe(200);
    const canceled = await acmeTask('build-playlist-structure');
    expect((await task(member, 'cancel', { taskId: canceled })).status).toBe(200);
    expect(await approvedTaskLedgerData('acme').row(rejected)).toBeNull();
    expect(await approvedTaskLedgerData('acme').row(canceled)).toBeNull();
  });
});

describe('GET /approvedTasks', () => {
  it("pages the organization's rows newest approval first", async () => {
    const first = await acmeTask('render-video');
    const second = await acmeTask('render-video');
    for (const taskId of [first, second]) {
      expect((await task(admin, 'take', { taskId })).status).toBe(200);
      expect((await task(admin, 'complete', { taskId })).status).toBe(200);
    }
    const page = await call(contract.listApprovedTasks, { token: admin, query: { limit: 1 } });
    expect(page.body.items.map((r) => r.taskId)).toEqual([second]);
    expect(page.body.cursor).not.toBeNull();
    const next = await call(contract.listApprovedTasks, {
      token: admin,
      query: { limit: 1, cursor: page.body.cursor ?? '' },
    });
    expect(next.body.items.map((r) => r.taskId)).toEqual([first]);
    const all = await call(contract.listApprovedTasks, { token: admin, query: { limit: 100 } });
    const times = all.body.items.map((r) => r.approvedAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("is the own organization's admins' alone", async () => {
    const taskId = await acmeTask('render-video');
    expect((await task(admin, 'take', { taskId })).status).toBe(200);
    expect((await task(admin, 'complete', { taskId })).status).toBe(200);
    const own = await call(contract.listApprovedTasks, { token: admin, query: { limit: 100 } });
    expect(own.body.items.map((r) => r.taskId)).toContain(taskId);

    // Another organization's admin reads their own ledger only.
    const other = await call(contract.listApprovedTasks, { token: globex, query: { limit: 100 } });
    expect(JSON.stringify(other.body)).not.toContain(taskId);
    expect(JSON.stringify(other.body)).not.toContain('admin@acme.test');
    // acme's cursor does not continue in globex's ledger.
    const acmePage = await call(contract.listApprovedTasks, { token: admin, query: { limit: 1 } });
    const stolen = await send(contract.listApprovedTasks, {
      token: globex,
      query: { limit: 1, cursor: acmePage.body.cursor ?? '' },
    });
    expect(stolen.status).toBe(400);
    // A member of acme is not an admin.
    expect((await send(contract.listApprovedTasks, { token: member, query: {} })).status).toBe(403);
  });
});
