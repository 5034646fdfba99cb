/**
 * Ask for review across a restart (issue 13: "executions and their waiting tokens survive a restart of
 * `npm start` (no human step is lost)"), on the real ask-for-review machine and its handlers: the
 * editor's askForReview starts it, its step creates the reviewer's task with the token; the Step
 * Functions service stops and starts again over its directory while the reviewer has not answered; the
 * reviewer's complete then answers the same token and the video becomes readyToPublish, every step having
 * run once (one review task, one request and one finish call).
 *
 * The service is this file's own, as a restarted `npm start` would bring up (its own Lambda runtime,
 * the registry's ask-for-review entry): the commands run in-process against it, the way the platform's
 * functions run them against the platform's, with the same table.
 */
import { randomUUID } from 'node:crypto';
import { DescribeExecutionCommand } from '@aws-sdk/client-sfn';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { complete } from '../../functions/command/task-commands/complete.js';
import { askForReview } from '../../functions/command/video-lifecycle/ask-for-review.js';
import { taskData } from '../../functions/core/data/task-data.js';
import type { TenantContext } from '../../functions/core/http/tenant.js';
import { reviewTaskId } from '../../functions/workflow/ask-for-review/review.js';
import { REVIEW_WORKFLOW_ARN_VARIABLE } from '../../shared/domain/video-review.js';
import {
  call,
  channelCommand,
  contract,
  createVideo,
  eventually,
  ownWorkflow,
  signedInTenant,
} from './helpers/index.js';

let sfn: Awaited<ReturnType<typeof ownWorkflow>>;
let adminToken = '';
let admin: TenantContext;
let member: TenantContext;

beforeAll(async () => {
  sfn = await ownWorkflow(REVIEW_WORKFLOW_ARN_VARIABLE);
  const signedIn = await Promise.all([
    signedInTenant('admin@acme.test', 'acme', { role: 'admin' }),
    signedInTenant('member@acme.test', 'acme', { role: 'member' }),
  ]);
  [admin, member] = signedIn.map((s) => s.tenant) as [TenantContext, TenantContext];
  adminToken = signedIn[0].token;
});

afterAll(() => sfn.stop());

it('a review waiting on its reviewer survives a restart of the service; the answer then finishes it once', async () => {
  const channel = await channelCommand(adminToken, 'createChannel', {
    name: `Restart ${randomUUID().slice(0, 6)}`,
  });
  expect(channel.status, JSON.stringify(channel.body)).toBe(200);
  const video = await createVideo(
    adminToken,
    channel.body.id,
    `Review across a restart ${randomUUID().slice(0, 6)}`,
  );

  const { reviewId } = await askForReview(admin, {
    videoId: video.id,
    version: 1,
    reviewers: [member.userId],
    comment: 'Before and after the restart',
  });
  const taskId = reviewTaskId(reviewId, member.userId);
  const waiting = await eventually(
    () => taskData('acme').task(taskId),
    (t) => Boolean(t?.taskToken),
  );
  const executionArn = sfn.executionArn(reviewId);
  const history = () => sfn.history(executionArn);
  const before = await eventually(history, (events) => events.some((e) => e.type === 'TaskSubmitted'));

  // `npm start` stopped and started again: same directory, same port, a new runtime.
  await sfn.restart();
  expect(await sfn.service.resume()).toBeGreaterThanOrEqual(1);
  expect((await sfn.client.send(new DescribeExecutionCommand({ executionArn }))).status).toBe('RUNNING');
  expect((await history()).slice(0, before.length).map((e) => e.type)).toEqual(before.map((e) => e.type));
  // The task still carries the token the service waits on.
  expect((await taskData('acme').task(taskId))?.taskToken).toBe(waiting?.taskToken);

  await complete(member, { taskId, comment: 'Approved after the restart' });
  const done = await eventually(
    () => sfn.client.send(new DescribeExecutionCommand({ executionArn })),
    (d) => d.status !== 'RUNNING',
  );
  expect(done.status).toBe('SUCCEEDED');
  const lifecycle = await call(contract.getVideoLifecycle, {
    token: adminToken,
    params: { videoId: video.id },
  });
  expect(lifecycle.body.status).toBe('readyToPublish');

  // Every step once: one review task for the video, the request and the finish each called once.
  const reviewTasks = (await taskData('acme').allTasksOfOrganization({ subtype: 'review-video' })).filter(
    (t) => t.videoId === video.id,
  );
  expect(reviewTasks.map((t) => [t.taskId, t.status])).toEqual([[taskId, 'completed']]);
  const events = await history();
  expect(events.filter((e) => e.type === 'TaskScheduled').length).toBe(2);
  expect(events.filter((e) => e.type === 'ExecutionStarted').length).toBe(1);
  expect(events.map((e) => e.id)).toEqual(events.map((_, i) => i + 1));
});
