import { describe, expect, it } from 'vitest';
import { TASK_SUBTYPE_FAMILIES } from './task-subtypes.js';
import {
  MAX_REVIEWERS,
  REVIEW_TASK_SUBTYPE,
  REVIEW_TEXTS,
  reviewOutcome,
  reviewRefusal,
  type ReviewRequestFacts,
} from './video-review.js';

const facts = (over: Partial<ReviewRequestFacts> = {}): ReviewRequestFacts => ({
  status: 'draft',
  lastVersion: 2,
  version: 2,
  requesterId: 'editor',
  reviewerIds: ['r1', 'r2'],
  reviewRunning: false,
  ...over,
});

describe('reviewRefusal', () => {
  it('lets an editor ask other users to review the latest version of a draft', () => {
    expect(reviewRefusal(facts())).toBeNull();
  });

  it('refuses a video that is not a draft: "A video must be in draft to ask for review" (409)', () => {
    for (const status of ['readyToPublish', 'published', 'planned', 'transcoding', 'archived'] as const) {
      expect(reviewRefusal(facts({ status }))).toEqual({ status: 409, message: REVIEW_TEXTS.notDraft });
    }
    expect(REVIEW_TEXTS.notDraft).toBe('A video must be in draft to ask for review');
  });

  it('refuses an older version and a second review while one runs (409)', () => {
    expect(reviewRefusal(facts({ version: 1 }))?.message).toBe(REVIEW_TEXTS.notLatestVersion);
    expect(reviewRefusal(facts({ reviewRunning: true }))).toEqual({
      status: 409,
      message: REVIEW_TEXTS.running,
    });
  });

  it('refuses no reviewers, too many, and the requester as a reviewer (400)', () => {
    expect(reviewRefusal(facts({ reviewerIds: [] }))?.status).toBe(400);
    const many = Array.from({ length: MAX_REVIEWERS + 1 }, (_, i) => `r${i}`);
    expect(reviewRefusal(facts({ reviewerIds: many }))?.message).toBe(REVIEW_TEXTS.tooManyReviewers);
    // The same reviewer twice counts once.
    expect(reviewRefusal(facts({ reviewerIds: Array(MAX_REVIEWERS + 1).fill('r1') }))).toBeNull();
    expect(reviewRefusal(facts({ reviewerIds: ['r1', 'editor'] }))).toEqual({
      status: 400,
      message: REVIEW_TEXTS.ownReview,
    });
  });
});

describe('reviewOutcome', () => {
  it('is approved only when every reviewer completed', () => {
    expect(reviewOutcome(['completed', 'completed'])).toBe('approved');
    expect(reviewOutcome(['completed', 'inProgress'])).toBe('running');
    expect(reviewOutcome(['notStarted'])).toBe('running');
  });

  it('is rejected as soon as one rejected, whatever the others are', () => {
    expect(reviewOutcome(['completed', 'rejected', 'canceled'])).toBe('rejected');
    expect(reviewOutcome(['rejected', 'notStarted'])).toBe('rejected');
  });

  it('is canceled when the tasks ended otherwise (withdrawn, a failed machine), or there are none', () => {
    expect(reviewOutcome(['completed', 'canceled'])).toBe('canceled');
    expect(reviewOutcome([])).toBe('canceled');
  });
});

it("a reviewer's task has the catalogue's review subtype", () => {
  expect(TASK_SUBTYPE_FAMILIES.review).toContain(REVIEW_TASK_SUBTYPE);
  expect(REVIEW_TASK_SUBTYPE).toBe('review-video');
});
