/**
 * The ask-for-review machine's execution input (infra/workflows/ask-for-review.asl.json), as the
 * videoLifecycleCommand askForReview starts it, and what its steps share: each reviewer's task has an id
 * derived from the review and the reviewer, so a retried step finds the task it made and the closing step
 * finds every task of the review without a query.
 */
import { derivedTaskId } from '../../core/data/task-data.js';

export interface ReviewPerson {
  userId: string;
  email: string;
}

export interface ReviewInput {
  orgId: string;
  /** The execution's name. */
  reviewId: string;
  videoId: string;
  version: number;
  requester: ReviewPerson & { name: string };
  reviewers: ReviewPerson[];
  comment: string;
}

/** The task of `reviewer` in review `reviewId`. */
export const reviewTaskId = (reviewId: string, reviewerId: string) =>
  derivedTaskId('ask-for-review', reviewId, reviewerId);

/** An error the machine's Retry names (a step that may succeed when run again). */
export class ReviewStepError extends Error {
  override name = 'ReviewStepError';
}
