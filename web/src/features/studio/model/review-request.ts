/**
 * The ask-for-review section's form (issue 13): the reviewers chosen from the organization's users (each
 * once, never the asker, at most MAX_REVIEWERS), an optional comment, and what the section shows of the
 * latest review. Pure.
 */
import type { VideoReviewView } from '#shared/api';
import { MAX_REVIEWERS } from '#shared/domain/video-review';

export interface ReviewerChoice {
  userId: string;
  email: string;
  name: string;
}

export interface ReviewRequestForm {
  reviewers: readonly ReviewerChoice[];
  comment: string;
}

export const emptyReviewRequest: ReviewRequestForm = { reviewers: [], comment: '' };

/** Adds `reviewer` unless chosen already, the asker, or the list is full. */
export function addReviewer(
  form: ReviewRequestForm,
  reviewer: ReviewerChoice,
  askerEmail: string,
): ReviewRequestForm {
  if (reviewer.email === askerEmail) return form;
  if (form.reviewers.some((r) => r.userId === reviewer.userId)) return form;
  if (form.reviewers.length >= MAX_REVIEWERS) return form;
  return { ...form, reviewers: [...form.reviewers, reviewer] };
}

export function removeReviewer(form: ReviewRequestForm, userId: string): ReviewRequestForm {
  return { ...form, reviewers: form.reviewers.filter((r) => r.userId !== userId) };
}

/** The search's suggestions worth offering: not the asker, not chosen already. */
export function offeredReviewers(
  found: readonly ReviewerChoice[],
  form: ReviewRequestForm,
  askerEmail: string,
): ReviewerChoice[] {
  return found.filter((u) => u.email !== askerEmail && !form.reviewers.some((r) => r.userId === u.userId));
}

/** The command's payload. */
export function reviewPayload(form: ReviewRequestForm, videoId: string, version: number) {
  const comment = form.comment.trim();
  return {
    videoId,
    version,
    reviewers: form.reviewers.map((r) => r.userId),
    ...(comment ? { comment } : {}),
  };
}

/** Whether the form may be sent: a draft's latest version with no review running, and a reviewer. */
export function mayAskForReview(view: VideoReviewView, version: number): boolean {
  return view.status === 'draft' && view.lastVersion === version && view.review?.outcome !== 'running';
}

/**
 * Whether the section should read again: a review just asked whose tasks the machine has yet to create
 * (`awaitedReviewId`, the command's answer), a review that runs, or one that has just ended and whose
 * last step has yet to move the video (approved while still a draft).
 */
export function reviewSettling(view: VideoReviewView | undefined, awaitedReviewId?: string | null): boolean {
  if (awaitedReviewId && view?.review?.reviewId !== awaitedReviewId) return true;
  const outcome = view?.review?.outcome;
  return outcome === 'running' || (outcome === 'approved' && view?.status === 'draft');
}
