/** The ask-for-review section's calls (shared contract): the video's latest review, the users to ask, the ask. */
import { api } from '#shared/api';
import { request } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { reviewSettling } from '../model/review-request';

/** While a review runs its tasks' statuses change elsewhere (/tasks): read again every few seconds. */
export const REVIEW_POLL_MS = 2_000;

/** `awaitedReviewId`: a review just asked, read again until it shows. */
export function useVideoReview(videoId: string, awaitedReviewId: string | null) {
  return useApi(
    api.getVideoReview,
    { params: { videoId } },
    {
      revalidateOnFocus: true,
      refreshInterval: (latest) => (reviewSettling(latest, awaitedReviewId) ? REVIEW_POLL_MS : 0),
    },
  );
}

/** Active users of the organization whose e-mail or name starts with `q` (the reviewer search). */
export function findReviewers(q: string) {
  return request(api.listTaskAssignees, { query: { q } });
}

export function askForReview(payload: {
  videoId: string;
  version: number;
  reviewers: string[];
  comment?: string;
}) {
  return request(api.videoLifecycleCommand, { body: { type: 'askForReview', payload } });
}
