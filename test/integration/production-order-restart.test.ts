/**
 * A production order across a restart (issue 13: "executions and their waiting tokens survive a restart
 * of `npm start` (no human step is lost)"; "restarts mid-workflow"), on the real production-order machine
 * and its handlers: the order starts as orderVideo starts it (its video planned in the channel, then the
 * execution named by the order), its first step offers the verification to the operator staff with the
 * token; the Step Functions service stops and starts again over its directory while nobody has answered;
 * the staff then take and complete the verification, the restarted service goes on to the generation step
 * (made once, by the new runtime), and the customer's withdrawal ends the order, every step having run
 * once.
 *
 * The service is this file's own, as a restarted `npm start` would bring up (its own Lambda runtime, the
 * registry's production-order entry): the commands run in-process against it, with the same table.
 */
import { randomUUID } from 'node:crypto';
import { DescribeExecutionCommand } from '@aws-sdk/client-sfn';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cancel } from '../../functions/command/task-commands/cancel.js';
import { complete } from '../../functions/command/task-commands/complete.js';
import { take } from '../../functions/command/task-commands/take.js';
import { planVideo } from '../../functions/command/video-lifecycle/plan-video.js';
import { taskData } from '../../functions/core/data/task-data.js';
import type { TenantContext } from '../../functions/core/http/tenant.js';
import { startExecution } from '../../functions/core/workflows/executions.js';
import {
  orderTaskId,
  orderTaskIds,
  type OrderInput,
} from '../../functions/workflow/production-order/order.js';
import { PRODUCTION_ORDER_WORKFLOW_ARN_VARIABLE } from '../../shared/domain/production-order.js';
import { channelCommand, eventually, ownWorkflow, signedInTenant } from './helpers/index.js';

let sfn: Awaited<ReturnType<typeof ownWorkflow>>;
let adminToken = '';
let admin: TenantContext;
let staff: TenantContext;

beforeAll(async () => {
  sfn = await ownWorkflow(PRODUCTION_ORDER_WORKFLOW_ARN_VARIABLE);
  const [asAdmin, asStaff] = await Promise.all([
    signedInTenant('admin@acme.test', 'acme', { role: 'admin' }),
    signedInTenant('staff@tubes.dev', 'studio', { role: 'admin', isStaff: true }),
  ]);
  admin = asAdmin.tenant;
  adminToken = asAdmin.token;
  staff = asStaff.tenant;
});

afterAll(() => sfn.stop());

it('an order waiting on its verification survives a restart; the staff then verify, and it goes on once', async () => {
  const channel = await channelCommand(adminToken, 'createChannel', {
    name: `Order restart ${randomUUID().slice(0, 6)}`,
  });
  expect(channel.status, JSON.stringify(channel.body)).toBe(200);
  const title = `Ordered across a restart ${randomUUID().slice(0, 6)}`;
  const brief = 'Show the expense report, step by step.';
  // As orderVideo does it: the video planned in the channel, then the execution named by the order.
  const { id: videoId } = await planVideo(admin, {
    channelId: channel.body.id,
    name: title,
    language: 'en-us',
    description: brief,
  });
  const orderId = randomUUID();
  const input: OrderInput = {
    order: {
      orgId: 'acme',
      orderId,
      videoId,
      channelId: channel.body.id,
      title,
      videoType: 'user-task',
      variant: 'cp04',
      brief,
      requester: { userId: admin.userId, email: admin.email, name: 'Acme Admin' },
    },
    round: 1,
    feedback: '',
  };
  const executionArn = await startExecution(PRODUCTION_ORDER_WORKFLOW_ARN_VARIABLE, orderId, input);
  const tasks = taskData('acme');
  const verifyId = orderTaskId(orderId, 'verify', 1);
  const waiting = await eventually(
    () => tasks.task(verifyId),
    (t) => Boolean(t?.taskToken),
  );
  expect(waiting).toMatchObject({ status: 'requested', subtype: 'verify-generated-video-cp04' });
  const history = () => sfn.history(executionArn);
  const before = await eventually(history, (events) => events.some((e) => e.type === 'TaskSubmitted'));

  // `npm start` stopped and started again: same directory, same port, a new runtime.
  await sfn.restart();
  expect(await sfn.service.resume()).toBeGreaterThanOrEqual(1);
  expect((await sfn.client.send(new DescribeExecutionCommand({ executionArn }))).status).toBe('RUNNING');
  expect((await history()).slice(0, before.length).map((e) => e.type)).toEqual(before.map((e) => e.type));
  expect((await tasks.task(verifyId))?.taskToken).toBe(waiting?.taskToken);

  // The operator's staff take and complete the verification in acme: the restarted service goes on.
  await take(staff, { taskId: verifyId, orgId: 'acme' });
  await complete(staff, { taskId: verifyId, orgId: 'acme', comment: 'We can make this' });
  const generateId = orderTaskId(orderId, 'generate', 1);
  const generate = await eventually(
    () => tasks.task(generateId),
    (t) => Boolean(t?.taskToken),
  );
  expect(generate).toMatchObject({ status: 'requested', subtype: 'generate-generated-video-cp04' });
  expect((await tasks.task(verifyId))?.status).toBe('completed');

  // The customer withdraws: the generation is canceled and the order ends.
  await cancel(admin, { taskId: generateId, comment: 'Not needed after all' });
  const done = await eventually(
    () => sfn.client.send(new DescribeExecutionCommand({ executionArn })),
    (d) => d.status !== 'RUNNING',
  );
  expect(done.status).toBe('SUCCEEDED');

  // Every step once: one verification, one generation, nothing open; each event id in order.
  const steps = await tasks.tasks(orderTaskIds(orderId).map((s) => s.taskId));
  expect(steps.map((t) => [t.taskId, t.status]).sort()).toEqual(
    [
      [verifyId, 'completed'],
      [generateId, 'canceled'],
    ].sort(),
  );
  const events = await history();
  expect(events.filter((e) => e.type === 'ExecutionStarted').length).toBe(1);
  expect(events.filter((e) => e.type === 'TaskSubmitted').length).toBe(2);
  expect(events.map((e) => e.id)).toEqual(events.map((_, i) => i + 1));
});
