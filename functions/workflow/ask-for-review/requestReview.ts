/**
 * The ask-for-review machine's human step (one per reviewer, `.waitForTaskToken`): the reviewer's
 * review-video task, assigned to them, asked by the requester, carrying the step's token. Completing it
 * in /tasks approves, rejecting rejects (functions/command/task-commands/act.ts answers the token). A
 * retried step finds its task by id and hands it the new token; the reviewer is notified once.
 */
import { notifyTaskAssignment } from '../../core/domain/task-assignment.js';
import { isConditionalFailure } from '../../core/data/errors.js';
import { taskData } from '../../core/data/task-data.js';
import { videoData } from '../../core/data/video-data.js';
import { OPEN_TASK_STATUSES } from '#shared/domain/task-statuses.js';
import { REVIEW_TASK_SUBTYPE, REVIEW_WORKFLOW } from '#shared/domain/video-review.js';
import { reviewTaskId, ReviewStepError, type ReviewInput, type ReviewPerson } from './review.js';

interface RequestReviewEvent {
  review: Omit<ReviewInput, 'reviewers'> & { reviewer: ReviewPerson };
  taskToken: string;
}

export async function handler(event: RequestReviewEvent): Promise<{ taskId: string }> {
  const { review, taskToken } = event;
  if (!taskToken) throw new Error('no task token in the payload');
  const video = await videoData(review.orgId).video(review.videoId);
  if (!video) throw new Error(`video ${review.videoId} not found`);
  const tasks = taskData(review.orgId);
  const taskId = reviewTaskId(review.reviewId, review.reviewer.userId);
  try {
    await tasks.createTask({
      taskId,
      subtype: REVIEW_TASK_SUBTYPE,
      // Assigned work from the start: the reviewer completes (approves) or rejects it without taking it.
      status: 'inProgress',
      taskTitle: `Review ${video.name} (version ${review.version})`,
      comment: review.comment,
      channelId: video.channelId,
      videoId: review.videoId,
      videoVersion: review.version,
      assignee: review.reviewer,
      requester: { ...review.requester, orgId: review.orgId },
      workflow: { name: REVIEW_WORKFLOW, taskToken, ref: review.reviewId },
    });
  } catch (error) {
    if (!isConditionalFailure(error)) throw new ReviewStepError((error as Error).message);
    // The step runs again: its task exists; it waits on the new token while still open.
    await tasks.renewToken(taskId, taskToken, OPEN_TASK_STATUSES);
    return { taskId };
  }
  const task = await tasks.task(taskId);
  if (task) {
    await notifyTaskAssignment(task, [{ userId: review.reviewer.userId, orgId: review.orgId }]);
  }
  return { taskId };
}
