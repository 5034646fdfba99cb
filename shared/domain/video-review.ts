/**
 * "Ask for review" of a video (issue 13; spec 2 §4 subtype catalogue `review-video`): who may be asked,
 * of which video, and what a review's tasks add up to. Pure: the command, the state machine's steps, the
 * studio's section and their tests share it. The rules are documented in docs/decisions.md.
 */
import type { TaskStatus } from './task-statuses.js';
import { TASK_SUBTYPE_FAMILIES } from './task-subtypes.js';
import { isFinalTaskStatus } from './task-workflow.js';
import type { VideoStatus } from './video-kinds.js';

/** The state machine of infra/workflows that runs a review, and the variable that holds its ARN. */
export const REVIEW_WORKFLOW = 'ask-for-review';
export const REVIEW_WORKFLOW_ARN_VARIABLE = 'ASK_FOR_REVIEW_STATE_MACHINE_ARN';
/** The task subtype of a reviewer's task (spec 2 §4 catalogue, the review family). */
export const REVIEW_TASK_SUBTYPE = TASK_SUBTYPE_FAMILIES.review[0];
/** The most reviewers one request may name. */
export const MAX_REVIEWERS = 10;

export const REVIEW_TEXTS = {
  // After spec 2 §8 "a video must be in draft to request adjustment".
  notDraft: 'A video must be in draft to ask for review',
  notLatestVersion: 'Only the latest version of a video can be reviewed',
  running: 'A review of this video is already running',
  ownReview: 'You cannot review your own request: choose other reviewers',
  notMembers: 'Reviewers must be active users of the organization',
  noReviewers: 'Choose at least one reviewer',
  tooManyReviewers: `Choose at most ${MAX_REVIEWERS} reviewers`,
} as const;

export interface ReviewRequestFacts {
  status: VideoStatus;
  lastVersion: number;
  version: number;
  requesterId: string;
  reviewerIds: readonly string[];
  /** Whether a review of the video still has an open task. */
  reviewRunning: boolean;
}

/** Why a review may not be asked (status and message), or null when it may. */
export function reviewRefusal(facts: ReviewRequestFacts): { status: 400 | 409; message: string } | null {
  const reviewers = new Set(facts.reviewerIds);
  if (reviewers.size === 0) return { status: 400, message: REVIEW_TEXTS.noReviewers };
  if (reviewers.size > MAX_REVIEWERS) return { status: 400, message: REVIEW_TEXTS.tooManyReviewers };
  if (reviewers.has(facts.requesterId)) return { status: 400, message: REVIEW_TEXTS.ownReview };
  if (facts.status !== 'draft') return { status: 409, message: REVIEW_TEXTS.notDraft };
  if (facts.version !== facts.lastVersion) return { status: 409, message: REVIEW_TEXTS.notLatestVersion };
  if (facts.reviewRunning) return { status: 409, message: REVIEW_TEXTS.running };
  return null;
}

export type ReviewOutcome = 'running' | 'approved' | 'rejected' | 'canceled';

/**
 * What a review's tasks add up to: approved when every reviewer completed, rejected as soon as one
 * rejected, running while any is open, canceled otherwise (withdrawn, or the machine failed).
 */
export function reviewOutcome(statuses: readonly TaskStatus[]): ReviewOutcome {
  if (statuses.includes('rejected')) return 'rejected';
  if (statuses.length > 0 && statuses.every((s) => s === 'completed')) return 'approved';
  if (statuses.some((s) => !isFinalTaskStatus(s))) return 'running';
  return 'canceled';
}
