import { describe, expect, it } from 'vitest';
import type { VideoReviewView } from '#shared/api';
import { MAX_REVIEWERS } from '#shared/domain/video-review';
import {
  addReviewer,
  emptyReviewRequest,
  mayAskForReview,
  offeredReviewers,
  removeReviewer,
  reviewPayload,
  reviewSettling,
} from './review-request';

const user = (n: number) => ({ userId: `u${n}`, email: `u${n}@acme.test`, name: `User ${n}` });

describe('the review request form', () => {
  it('adds each reviewer once, never the asker, at most the limit', () => {
    let form = addReviewer(emptyReviewRequest, user(1), 'me@acme.test');
    form = addReviewer(form, user(1), 'me@acme.test');
    form = addReviewer(form, { ...user(2), email: 'me@acme.test' }, 'me@acme.test');
    expect(form.reviewers.map((r) => r.userId)).toEqual(['u1']);
    for (let n = 2; n <= MAX_REVIEWERS + 3; n++) form = addReviewer(form, user(n), 'me@acme.test');
    expect(form.reviewers).toHaveLength(MAX_REVIEWERS);
    expect(removeReviewer(form, 'u1').reviewers.some((r) => r.userId === 'u1')).toBe(false);
  });

  it('offers only users not chosen and not the asker', () => {
    const form = addReviewer(emptyReviewRequest, user(1), 'me@acme.test');
    expect(
      offeredReviewers([user(1), user(2), { ...user(3), email: 'me@acme.test' }], form, 'me@acme.test'),
    ).toEqual([user(2)]);
  });

  it('sends the user ids and a trimmed comment, none when blank', () => {
    const form = { reviewers: [user(1), user(2)], comment: '  Check the intro ' };
    expect(reviewPayload(form, 'v1', 3)).toEqual({
      videoId: 'v1',
      version: 3,
      reviewers: ['u1', 'u2'],
      comment: 'Check the intro',
    });
    expect(reviewPayload({ ...form, comment: '   ' }, 'v1', 3)).not.toHaveProperty('comment');
  });

  it("may ask for a draft's latest version while no review runs", () => {
    const view: VideoReviewView = { videoId: 'v1', status: 'draft', lastVersion: 2, review: null };
    expect(mayAskForReview(view, 2)).toBe(true);
    expect(mayAskForReview(view, 1)).toBe(false);
    expect(mayAskForReview({ ...view, status: 'readyToPublish' }, 2)).toBe(false);
    const review = {
      reviewId: 'r',
      version: 2,
      requesterEmail: 'a@acme.test',
      comment: '',
      requestedAt: '2026-01-01T00:00:00.000Z',
      reviewers: [],
    };
    expect(mayAskForReview({ ...view, review: { ...review, outcome: 'running' } }, 2)).toBe(false);
    expect(mayAskForReview({ ...view, review: { ...review, outcome: 'rejected' } }, 2)).toBe(true);
  });
});

it('reads again while a review runs, and until an approved review has moved the video', () => {
  const review = {
    reviewId: 'r',
    version: 1,
    requesterEmail: 'a@acme.test',
    comment: '',
    requestedAt: '2026-01-01T00:00:00.000Z',
    reviewers: [],
  };
  const view = (status: VideoReviewView['status'], outcome: 'running' | 'approved' | 'rejected') => ({
    videoId: 'v',
    status,
    lastVersion: 1,
    review: { ...review, outcome },
  });
  expect(reviewSettling(view('draft', 'running'))).toBe(true);
  expect(reviewSettling(view('draft', 'approved'))).toBe(true);
  expect(reviewSettling(view('readyToPublish', 'approved'))).toBe(false);
  expect(reviewSettling(view('draft', 'rejected'))).toBe(false);
  expect(reviewSettling(undefined)).toBe(false);
  // Just asked: until the machine's first task shows the new review.
  expect(reviewSettling(view('draft', 'rejected'), 'new')).toBe(true);
  expect(reviewSettling({ ...view('draft', 'running'), review: null }, 'new')).toBe(true);
  expect(reviewSettling(view('readyToPublish', 'approved'), 'r')).toBe(false);
});
