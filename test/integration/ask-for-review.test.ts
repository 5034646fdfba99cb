/**
 * Ask for review (issue 13) through the platform's own local Step Functions service: the editor's
 * videoLifecycleCommand askForReview starts the ask-for-review machine, whose step creates one review
 * task per reviewer carrying its token; the reviewer's taskCommand answers the step. All approved → the
 * video is readyToPublish; one rejection → the review ends, the other reviewer's task is canceled and the
 * video stays a draft. A member who may not edit the video is refused (403), another organization finds
 * nothing (404), a non-member reviewer and a video that is not a draft are refused with the rule's text.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { taskData } from '../../functions/core/data/task-data.js';
import { reviewTaskId } from '../../functions/workflow/ask-for-review/review.js';
import { REVIEW_TEXTS } from '../../shared/domain/video-review.js';
import { call, channelCommand, contract, createVideo, send, signIn, eventually } from './helpers/index.js';

const PASSWORD = 'Passw0rd!';
let admin = '';
let member = '';
let globex = '';
let channelId = '';
const ids = { member: '', new: '' };

const askForReview = (token: string, payload: Record<string, unknown>) =>
  send(contract.videoLifecycleCommand, { token, body: { type: 'askForReview', payload } });
const reviewOf = (token: string, videoId: string) =>
  call(contract.getVideoReview, { token, params: { videoId } });
const task = (token: string, type: string, payload: Record<string, unknown>) =>
  send(contract.taskCommand, { token, body: { type, payload } });

/** The user id of an acme user, as the reviewer picker finds it. */
async function userIdOf(email: string): Promise<string> {
  const found = await call(contract.listTaskAssignees, { token: admin, query: { q: email } });
  expect(found.status).toBe(200);
  const user = found.body.find((u) => u.email === email);
  expect(user, email).toBeDefined();
  return user!.userId;
}

beforeAll(async () => {
  [admin, member, globex] = (
    await Promise.all([
      signIn('admin@acme.test', PASSWORD, 'acme'),
      signIn('member@acme.test', PASSWORD, 'acme'),
      signIn('admin@globex.test', PASSWORD, 'globex'),
    ])
  ).map((t) => t.idToken) as [string, string, string];
  // A channel of this file's own: the member has no role in it (may not edit its videos).
  const created = await channelCommand(admin, 'createChannel', {
    name: `Review ${randomUUID().slice(0, 6)}`,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  channelId = created.body.id;
  ids.member = await userIdOf('member@acme.test');
  ids.new = await userIdOf('new@acme.test');
});

describe('ask for review', () => {
  it('asks a reviewer; the reviewer completes the task; the video becomes readyToPublish', async () => {
    const video = await createVideo(admin, channelId, `Review me ${randomUUID().slice(0, 6)}`);
    const asked = await askForReview(admin, {
      videoId: video.id,
      version: 1,
      reviewers: [ids.member],
      comment: 'Please check the intro',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const reviewId = asked.body.reviewId ?? '';
    expect(reviewId).not.toBe('');

    // The machine's step creates the reviewer's task: assigned, asked by the editor, with the token.
    const taskId = reviewTaskId(reviewId, ids.member);
    const created = await eventually(
      () => taskData('acme').task(taskId),
      (t) => Boolean(t?.taskToken),
    );
    expect(created).toMatchObject({
      subtype: 'review-video',
      type: 'governance',
      status: 'inProgress',
      assigneeEmail: 'member@acme.test',
      requesterEmail: 'admin@acme.test',
      videoId: video.id,
      videoVersion: 1,
      comment: 'Please check the intro',
      workflow: 'ask-for-review',
    });
    const running = await reviewOf(admin, video.id);
    expect(running.status).toBe(200);
    expect(running.body).toMatchObject({
      status: 'draft',
      review: {
        reviewId,
        outcome: 'running',
        reviewers: [{ email: 'member@acme.test', status: 'inProgress' }],
      },
    });
    // The reviewer finds it in /tasks.
    const mine = await call(contract.listMyTasks, { token: member });
    expect(mine.body.items.some((t) => t.taskId === taskId)).toBe(true);
    // A second review while one runs is refused.
    const again = await askForReview(admin, { videoId: video.id, version: 1, reviewers: [ids.new] });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(REVIEW_TEXTS.running);

    const approve = await task(member, 'complete', { taskId, comment: 'Looks good' });
    expect(approve.status, JSON.stringify(approve.body)).toBe(200);
    const done = await eventually(
      () => reviewOf(admin, video.id),
      (r) => r.body.status === 'readyToPublish',
    );
    expect(done.body.review).toMatchObject({ outcome: 'approved', reviewers: [{ status: 'completed' }] });
    const lifecycle = await call(contract.getVideoLifecycle, { token: admin, params: { videoId: video.id } });
    expect(lifecycle.body.status).toBe('readyToPublish');

    // Not a draft any more: no new review.
    const notDraft = await askForReview(admin, { videoId: video.id, version: 1, reviewers: [ids.member] });
    expect(notDraft.status).toBe(409);
    expect(notDraft.body.message).toBe('A video must be in draft to ask for review');
  });

  it('one rejection ends the review: the other task is canceled, the video stays a draft', async () => {
    const video = await createVideo(admin, channelId, `Reject me ${randomUUID().slice(0, 6)}`);
    const asked = await askForReview(admin, {
      videoId: video.id,
      version: 1,
      reviewers: [ids.member, ids.new],
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const reviewId = asked.body.reviewId ?? '';
    const memberTask = reviewTaskId(reviewId, ids.member);
    const newTask = reviewTaskId(reviewId, ids.new);
    await eventually(
      () => taskData('acme').tasks([memberTask, newTask]),
      (tasks) => tasks.length === 2 && tasks.every((t) => t.taskToken),
    );

    const reject = await task(member, 'reject', { taskId: memberTask, comment: 'The audio is out of sync' });
    expect(reject.status, JSON.stringify(reject.body)).toBe(200);
    const other = await eventually(
      () => taskData('acme').task(newTask),
      (t) => t?.status === 'canceled',
    );
    expect(other?.taskToken).toBeUndefined();
    const review = await reviewOf(admin, video.id);
    expect(review.body).toMatchObject({ status: 'draft', review: { outcome: 'rejected' } });
    expect(Object.fromEntries((review.body.review?.reviewers ?? []).map((r) => [r.email, r.status]))).toEqual(
      { 'member@acme.test': 'rejected', 'new@acme.test': 'canceled' },
    );
    const comments = await call(contract.getTask, { token: admin, params: { taskId: memberTask } });
    expect(comments.body.comments.at(-1)).toMatchObject({
      text: 'The audio is out of sync',
      action: 'reject',
    });

    // The review is over: a new one may be asked.
    const again = await askForReview(admin, { videoId: video.id, version: 1, reviewers: [ids.member] });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });

  it('refuses a member who may not edit the video (403) and another organization (404)', async () => {
    const video = await createVideo(admin, channelId, `Not yours ${randomUUID().slice(0, 6)}`);
    const forbidden = await askForReview(member, { videoId: video.id, version: 1, reviewers: [ids.new] });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe('You do not have access for this operation');
    expect((await reviewOf(member, video.id)).status).toBe(403);

    const foreign = await askForReview(globex, { videoId: video.id, version: 1, reviewers: [ids.member] });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Video not found');
    expect((await reviewOf(globex, video.id)).status).toBe(404);
    expect((await reviewOf(admin, video.id)).body.review).toBeNull();
  });

  it('refuses reviewers who are not users of the organization, and no reviewers (400)', async () => {
    const video = await createVideo(admin, channelId, `Whom ${randomUUID().slice(0, 6)}`);
    const stranger = await askForReview(admin, { videoId: video.id, version: 1, reviewers: ['nobody-here'] });
    expect(stranger.status).toBe(400);
    expect(stranger.body.message).toBe(REVIEW_TEXTS.notMembers);
    const none = await askForReview(admin, { videoId: video.id, version: 1, reviewers: [] });
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain(REVIEW_TEXTS.noReviewers);
    expect((await reviewOf(admin, video.id)).body.review).toBeNull();
  });
});
