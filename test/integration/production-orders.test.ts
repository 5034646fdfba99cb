/**
 * Video production orders (issue 13: "a production order goes verify → generate → approve → review →
 * publish across two organizations (customer and operator)") through the platform's own local Step
 * Functions service and its handlers: acme's admin orders, the operator's staff (studio) verify, generate
 * (uploading the clip into acme's video through the step) and review, acme's admin approves; a rejected
 * approval sends the order back to generation with its reason; the last step publishes the video. The
 * customer's own users never act on the operator's steps, other tenants find nothing, the generation
 * request waits for a file ("a file must be uploaded before a generation request", spec 2 §5), and
 * withdrawing or declining an order leaves no step open.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskData, type Task } from '../../functions/core/data/task-data.js';
import { orderTaskId } from '../../functions/workflow/production-order/order.js';
import { PRODUCTION_TEXTS, type ProductionStep } from '../../shared/domain/production-order.js';
import { isFinalTaskStatus } from '../../shared/domain/task-workflow.js';
import {
  call,
  channelCommand,
  contract,
  eventually,
  generateClip,
  send,
  signIn,
  uploadOriginal,
  waitForTranscode,
} from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
let admin = '';
let member = '';
let staff = '';
let globex = '';
let channelId = '';
const clip = generateClip({ seconds: 2 });

afterAll(() => clip.remove());

const order = (token: string, overrides: Record<string, unknown> = {}) =>
  send(contract.orderVideo, {
    token,
    body: {
      title: `Ordered ${randomUUID().slice(0, 6)}`,
      videoType: 'how-to',
      variant: 'cp07',
      channelId,
      language: 'en-us',
      brief: 'Show how to book a meeting room, step by step.',
      ...overrides,
    },
  });
/** A task action; `orgId` when the operator's staff act in acme. */
const act = (token: string, type: string, payload: Record<string, unknown>) =>
  send(contract.taskCommand, { token, body: { type, payload } });
const staffAct = (type: string, taskId: string, extra: Record<string, unknown> = {}) =>
  act(staff, type, { taskId, orgId: 'acme', ...extra });

/** The operator staff's notification of a task, once it arrives. */
function staffNotice(taskId: string) {
  return eventually(
    async () =>
      (
        await call(contract.getNotifications, { token: staff, query: { lang: 'en-us', limit: 50 } })
      ).body.data.find((n) => n.taskId === taskId),
    (n) => n !== undefined,
  );
}

/** The step's task once the machine made it (its token set). */
function stepTask(orderId: string, step: ProductionStep, round = 1): Promise<Task | null> {
  return eventually(
    () => taskData('acme').task(orderTaskId(orderId, step, round)),
    (t) => Boolean(t?.taskToken),
  );
}

beforeAll(async () => {
  [admin, member, staff, globex] = (
    await Promise.all([
      signIn('admin@acme.test', PASSWORD, 'acme'),
      signIn('member@acme.test', PASSWORD, 'acme'),
      signIn('staff@tubes.dev', PASSWORD, 'studio'),
      signIn('admin@globex.test', PASSWORD, 'globex'),
    ])
  ).map((t) => t.idToken) as [string, string, string, string];
  const created = await channelCommand(admin, 'createChannel', {
    name: `Orders ${randomUUID().slice(0, 6)}`,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  channelId = created.body.id;
});

describe('a production order', () => {
  it('runs verify → generate → approve (rejected, then again) → review → publish across the two organizations', async () => {
    const ordered = await order(admin);
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200);
    const { id: orderId, videoId } = ordered.body;

    // The video waits planned in the customer's channel; the verification is offered to the operator.
    const planned = await call(contract.getVideo, { token: admin, params: { humanId: videoId } });
    expect(planned.body.status).toBe('planned');
    const verify = await stepTask(orderId, 'verify');
    expect(verify).toMatchObject({
      subtype: 'verify-generated-video-cp07',
      status: 'requested',
      requesterEmail: 'admin@acme.test',
      videoId,
      channelId,
      workflow: 'production-order',
      orderedVideoType: 'how-to',
      comment: 'Show how to book a meeting room, step by step.',
    });
    const verifyId = verify!.taskId;
    const operational = await call(contract.listOperationalTasks, {
      token: staff,
      query: { orgId: 'acme', period: 'day' },
    });
    expect(operational.status).toBe(200);
    expect(operational.body.tasks.some((t) => t.taskId === verifyId)).toBe(true);
    // The operator staff are told of the new work, in their own organization.
    expect(await staffNotice(verifyId)).toMatchObject({
      type: 'operational',
      title: expect.stringContaining('New operational task for <b>Acme'),
    });

    // The customer's requester sees the order and may only withdraw it; its other users have no part.
    const asRequester = await call(contract.getProductionOrder, {
      token: admin,
      params: { taskId: verifyId },
    });
    expect(asRequester.status, JSON.stringify(asRequester.body)).toBe(200);
    expect(asRequester.body).toMatchObject({
      orderId,
      orgId: 'acme',
      videoType: 'how-to',
      variant: 'cp07',
      brief: 'Show how to book a meeting room, step by step.',
      video: { videoId, status: 'planned', uploaded: false, playable: false },
      steps: [{ step: 'verify', round: 1, status: 'requested' }],
      task: { relations: ['requester'], actions: ['cancel'] },
    });
    expect((await act(admin, 'take', { taskId: verifyId })).status).toBe(403);
    expect(
      (await call(contract.getProductionOrder, { token: member, params: { taskId: verifyId } })).status,
    ).toBe(403);
    // Another tenant: nothing, named or not.
    expect(
      (await call(contract.getProductionOrder, { token: globex, params: { taskId: verifyId } })).status,
    ).toBe(404);
    expect(
      (
        await call(contract.getProductionOrder, {
          token: globex,
          params: { taskId: verifyId },
          query: { orgId: 'acme' },
        })
      ).status,
    ).toBe(404);

    // The operator's staff verify.
    expect((await staffAct('take', verifyId)).status).toBe(200);
    expect((await staffAct('complete', verifyId, { comment: 'Clear brief' })).status).toBe(200);

    // Generation: no request before a file is uploaded; only the step's assignee uploads.
    const generate = await stepTask(orderId, 'generate');
    expect(generate).toMatchObject({ subtype: 'generate-generated-video-cp07', status: 'requested' });
    const generateId = generate!.taskId;
    const early = await send(contract.getProductionUploadSignedUrl, {
      token: staff,
      body: { taskId: generateId, orgId: 'acme', fileExt: 'mp4' },
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(PRODUCTION_TEXTS.notGenerating);
    expect((await staffAct('take', generateId)).status).toBe(200);
    const refused = await staffAct('complete', generateId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('A file must be uploaded before a generation request');
    const byCustomer = await send(contract.getProductionUploadSignedUrl, {
      token: admin,
      body: { taskId: generateId, fileExt: 'mp4' },
    });
    expect(byCustomer.status).toBe(409);
    const url = await send(contract.getProductionUploadSignedUrl, {
      token: staff,
      body: { taskId: generateId, orgId: 'acme', fileExt: 'mp4', sourceHeight: 360 },
    });
    expect(url.status, JSON.stringify(url.body)).toBe(200);
    expect(url.body.signedUrl).toContain(`acme/${videoId}/1/en-us/`);
    expect((await fetch(url.body.signedUrl, { method: 'PUT', body: readFileSync(clip.file) })).status).toBe(
      200,
    );
    await waitForTranscode(admin, videoId, 60_000);
    expect((await staffAct('complete', generateId)).status).toBe(200);

    // The customer's approval: assigned to the requester, who rejects with what must change.
    const approve = await stepTask(orderId, 'approve');
    expect(approve).toMatchObject({
      subtype: 'approve-generated-video-cp07',
      status: 'inProgress',
      assigneeEmail: 'admin@acme.test',
    });
    const rejected = await act(admin, 'reject', { taskId: approve!.taskId, comment: 'Shorten the intro' });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);

    // Round 2: generation again, with the reason; the file is there, so the request goes through.
    const again = await stepTask(orderId, 'generate', 2);
    expect(again!.taskTitle).toContain('(round 2)');
    expect(again!.comment).toContain('admin@acme.test: Shorten the intro');
    expect((await staffAct('take', again!.taskId)).status).toBe(200);
    expect((await staffAct('complete', again!.taskId)).status).toBe(200);
    const approveAgain = await stepTask(orderId, 'approve', 2);
    expect((await act(admin, 'complete', { taskId: approveAgain!.taskId })).status).toBe(200);

    // The operator's review, then the machine publishes the video in acme's channel.
    const review = await stepTask(orderId, 'review', 2);
    expect(review).toMatchObject({ subtype: 'review-generated-video-cp07', status: 'requested' });
    expect((await staffAct('take', review!.taskId)).status).toBe(200);
    expect((await staffAct('complete', review!.taskId)).status).toBe(200);
    const published = await eventually(
      () => call(contract.getVideo, { token: member, params: { humanId: videoId } }),
      (v) => v.body.status === 'published',
    );
    expect(published.status).toBe(200);

    const done = await call(contract.getProductionOrder, { token: admin, params: { taskId: verifyId } });
    expect(done.body.steps.map((s) => `${s.step}${s.round}:${s.status}`)).toEqual([
      'verify1:completed',
      'generate1:completed',
      'approve1:rejected',
      'generate2:completed',
      'approve2:completed',
      'review2:completed',
    ]);
    expect(done.body.video).toMatchObject({ status: 'published', uploaded: true, playable: true });
    // The generations are the billable work: two rows in acme's approved-task ledger.
    const ledger = await call(contract.listApprovedTasks, { token: admin, query: { limit: 100 } });
    const rows = ledger.body.items.filter((r) => [generateId, again!.taskId].includes(r.taskId));
    expect(rows.map((r) => r.subtype)).toEqual([
      'generate-generated-video-cp07',
      'generate-generated-video-cp07',
    ]);
  });

  it('ends when the customer withdraws it: the verification is canceled and nothing stays open', async () => {
    const ordered = await order(admin, { variant: null });
    expect(ordered.status).toBe(200);
    const verify = await stepTask(ordered.body.id, 'verify');
    expect(verify!.subtype).toBe('verify-generated-video');
    expect(
      (await act(admin, 'cancel', { taskId: verify!.taskId, comment: 'Not needed after all' })).status,
    ).toBe(200);
    expect((await taskData('acme').task(verify!.taskId))?.status).toBe('canceled');
    // The machine ended: its step's token is spent (answering it again is refused as ended).
    const again = await act(admin, 'cancel', { taskId: verify!.taskId });
    expect(again.status).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await taskData('acme').task(orderTaskId(ordered.body.id, 'generate', 1))).toBeNull();
    // The planned video stays for the customer to reuse or delete.
    const video = await call(contract.getVideo, { token: admin, params: { humanId: ordered.body.videoId } });
    expect(video.body.status).toBe('planned');
  });

  it('is declined when the operator rejects the verification, with no generation step', async () => {
    const ordered = await order(admin);
    const verify = await stepTask(ordered.body.id, 'verify');
    expect((await staffAct('take', verify!.taskId)).status).toBe(200);
    const declined = await staffAct('reject', verify!.taskId, { comment: 'We do not produce this kind' });
    expect(declined.status).toBe(200);
    const generate = orderTaskId(ordered.body.id, 'generate', 1);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await taskData('acme').task(generate)).toBeNull();
    const open = (await taskData('acme').tasks([verify!.taskId])).filter((t) => !isFinalTaskStatus(t.status));
    expect(open).toEqual([]);
  });

  it('is refused with a clear 4xx for bad input, a user who may not add videos, and another tenant', async () => {
    const empty = await order(admin, { brief: '  ', videoType: 'documentary' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('Describe what the video must show');
    expect(JSON.stringify(empty.body)).toContain('Choose the kind of video');
    expect((await order(member)).status).toBe(403);
    expect([403, 404]).toContain((await order(globex)).status);
  });
});

describe('requests for the production team on an existing video', () => {
  const request = (token: string, body: Record<string, unknown>) =>
    send(contract.requestVideoService, { token, body });

  it('takes an adjustment of a draft and the playlist structure of a published video, by the spec 2 §5 rules', async () => {
    const ordered = await order(admin, { variant: null });
    const videoId = ordered.body.videoId;
    // A planned video is not a draft yet.
    const planned = await request(admin, {
      videoId,
      service: 'adjustment',
      adjustment: 'flowchart',
      comment: 'Add the approval branch',
    });
    expect(planned.status).toBe(409);
    expect(planned.body.message).toBe('A video must be in draft to request adjustment');
    const video = await send(contract.videoCommand, {
      token: admin,
      body: { type: 'createVideo', payload: { channelId, name: 'Needs work', language: 'en-us' } },
    });
    const draftId = (video.body as { id: string }).id;
    const playlistTooEarly = await request(admin, {
      videoId: draftId,
      service: 'playlistStructure',
      comment: 'Chapters as a playlist',
    });
    expect(playlistTooEarly.status).toBe(409);
    expect(playlistTooEarly.body.message).toBe(
      'A video must be ready to publish or published to request building a playlist',
    );
    const adjusted = await request(admin, {
      videoId: draftId,
      service: 'adjustment',
      adjustment: 'flowchart',
      comment: 'Add the approval branch',
    });
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(200);
    expect((await staffNotice(adjusted.body.id))?.title).toContain(
      'Adjust the video “Needs work” (flowchart)',
    );
    const again = await request(admin, {
      videoId: draftId,
      service: 'adjustment',
      adjustment: 'flowchart',
      comment: 'Once more',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This request is already open for the video');
    // Bad input and people without the right.
    const bad = await request(admin, { videoId: draftId, service: 'polish', comment: ' ' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Say what the production team should do');
    expect((await request(member, { videoId: draftId, service: 'adjustment', comment: 'x' })).status).toBe(
      403,
    );
    expect((await request(globex, { videoId: draftId, service: 'adjustment', comment: 'x' })).status).toBe(
      404,
    );

    // Once published, its playlist structure may be asked for.
    await uploadOriginal(admin, draftId, clip.file);
    await waitForTranscode(admin, draftId, 60_000);
    const publish = await send(contract.videoCommand, {
      token: admin,
      body: { type: 'publishVideo', payload: { videoId: draftId } },
    });
    expect(publish.status, JSON.stringify(publish.body)).toBe(200);
    const playlist = await request(admin, {
      videoId: draftId,
      service: 'playlistStructure',
      comment: 'One playlist item per chapter',
    });
    expect(playlist.status, JSON.stringify(playlist.body)).toBe(200);
    expect((await taskData('acme').task(playlist.body.id))?.subtype).toBe('build-playlist-structure');
    const published = await request(admin, {
      videoId: draftId,
      service: 'adjustment',
      adjustment: 'general',
      comment: 'Too late for this',
    });
    expect(published.status).toBe(409);
    expect(published.body.message).toBe('A video must be in draft to request adjustment');

    // The operator's staff find it among the operational tasks, take and complete it: a ledger row.
    const taskId = adjusted.body.id;
    const task = await taskData('acme').task(taskId);
    expect(task).toMatchObject({
      subtype: 'adjust-video-flowchart',
      status: 'requested',
      type: 'operation',
      comment: 'Add the approval branch',
      requesterEmail: 'admin@acme.test',
    });
    expect((await act(admin, 'take', { taskId })).status).toBe(403);
    expect((await staffAct('take', taskId)).status).toBe(200);
    expect((await staffAct('complete', taskId)).status).toBe(200);
    const ledger = await call(contract.listApprovedTasks, { token: admin, query: { limit: 100 } });
    expect(ledger.body.items.find((r) => r.taskId === taskId)?.subtype).toBe('adjust-video-flowchart');
  });
});
