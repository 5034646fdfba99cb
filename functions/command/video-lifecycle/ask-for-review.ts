/**
 * askForReview {videoId, version, reviewers, comment?} (issue 13, the studio's ask-for-review section):
 * who may edit the video asks active users of the organization to review its latest version while it is
 * a draft (shared/domain/video-review.ts; docs/decisions.md "Ask for review"). It starts the
 * ask-for-review state machine (infra/workflows), whose steps create the reviewers' tasks: nothing is
 * written here before the start succeeds, so a refused or failed start leaves nothing behind.
 */
import { randomUUID } from 'node:crypto';
import type { VideoLifecycleCommand } from '#shared/api/endpoints/video-lifecycle.js';
import {
  REVIEW_TASK_SUBTYPE,
  REVIEW_TEXTS,
  REVIEW_WORKFLOW_ARN_VARIABLE,
  reviewRefusal,
} from '#shared/domain/video-review.js';
import { isFinalTaskStatus } from '#shared/domain/task-workflow.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { HttpError, badRequest } from '../../core/http/errors.js';
import { taskData } from '../../core/data/task-data.js';
import { userAdminData } from '../../core/data/user-admin-data.js';
import { logChange, videoSubject } from '../../core/domain/event-log.js';
import { displayNameOf } from '../../core/domain/tasks.js';
import { lifecycleOf, settleExpiredLock } from '../../core/domain/video-editing.js';
import { startExecution } from '../../core/workflows/executions.js';
import type { ReviewInput } from '../../workflow/ask-for-review/review.js';
import { editableVideo } from './editorial-control.js';

type Payload = Extract<VideoLifecycleCommand, { type: 'askForReview' }>['payload'];

/** Whether a review of the video still has an open task. */
export async function reviewRunning(orgId: string, videoId: string): Promise<boolean> {
  const tasks = await taskData(orgId).allTasksOfOrganization({ subtype: REVIEW_TASK_SUBTYPE });
  return tasks.some((t) => t.videoId === videoId && !isFinalTaskStatus(t.status));
}

export async function askForReview(tenant: TenantContext, payload: Payload) {
  const orgId = tenant.activeOrgId;
  const video = await settleExpiredLock(await editableVideo(tenant, payload.videoId));
  const state = lifecycleOf(video);
  const reviewerIds = [...new Set(payload.reviewers)];
  const refusal = reviewRefusal({
    status: state.status,
    lastVersion: state.lastVersion,
    version: payload.version,
    requesterId: tenant.userId,
    reviewerIds,
    reviewRunning: await reviewRunning(orgId, video.videoId),
  });
  if (refusal) throw new HttpError(refusal.status, refusal.message);

  const users = userAdminData(orgId);
  const reviewers = await Promise.all(reviewerIds.map((id) => users.user(id)));
  if (reviewers.some((u) => !u || (u.status ?? 'active') !== 'active')) {
    throw badRequest(REVIEW_TEXTS.notMembers);
  }

  const reviewId = randomUUID();
  const input: ReviewInput = {
    orgId,
    reviewId,
    videoId: video.videoId,
    version: payload.version,
    requester: { userId: tenant.userId, email: tenant.email, name: await displayNameOf(tenant) },
    reviewers: reviewers.map((u) => ({ userId: u!.userId, email: u!.email })),
    comment: payload.comment ?? '',
  };
  await startExecution(REVIEW_WORKFLOW_ARN_VARIABLE, reviewId, input);
  await logChange(tenant, videoSubject(video), 'videoLifecycleCommand.askForReview', {
    before: {},
    after: { reviewers: input.reviewers.map((r) => r.email).join(', ') },
  });
  return { id: video.videoId, reviewId };
}
