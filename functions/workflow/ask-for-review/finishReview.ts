/**
 * The ask-for-review machine's last step: every review task still open is canceled (after a rejection
 * the other reviewers have nothing left to decide; after a failure nobody does), then the video moves:
 * approved by all → readyToPublish (only from draft: a video changed meanwhile stays as it is), rejected →
 * back to draft (when someone marked it ready meanwhile); ready to publish, it is translated when the
 * organization asks for that (autoGenerateTranslationTask). Each write is conditional, so a step run again
 * changes nothing twice (the requester heard each reviewer's decision from the task action itself).
 */
import type { VideoStatus } from '#shared/domain/video-kinds.js';
import { cancelOpenTasks } from '../../core/domain/workflow-tasks.js';
import { videoData } from '../../core/data/video-data.js';
import { videoLifecycleData } from '../../core/data/video-lifecycle.js';
import { logger } from '../../core/http/logger.js';
import { translateAutomatically } from '../../core/domain/translation-requests.js';
import { reviewTaskId, type ReviewInput } from './review.js';

type Outcome = 'approved' | 'rejected' | 'failed';

/** The video's move per outcome: from → to. */
const VIDEO_MOVES: Record<Outcome, { from: VideoStatus; to: VideoStatus } | null> = {
  approved: { from: 'draft', to: 'readyToPublish' },
  rejected: { from: 'readyToPublish', to: 'draft' },
  failed: null,
};

export async function handler(event: { outcome: Outcome; review: ReviewInput }) {
  const { outcome, review } = event;
  const canceled = await cancelOpenTasks(
    review.orgId,
    review.reviewers.map((r) => reviewTaskId(review.reviewId, r.userId)),
  );
  const videoMove = VIDEO_MOVES[outcome];
  let moved = false;
  if (videoMove) {
    const video = await videoData(review.orgId).video(review.videoId);
    if (video?.status === videoMove.from) {
      moved = await videoLifecycleData(review.orgId).setStatus(review.videoId, videoMove.from, videoMove.to);
    }
    // Approved into readyToPublish: the organization's autoGenerateTranslationTask starts now.
    if (moved && video && videoMove.to === 'readyToPublish') {
      await translateAutomatically(review.orgId, video, review.requester).catch((error: unknown) =>
        logger.error('automatic translation not started', { videoId: review.videoId, error }),
      );
    }
  }
  logger.info('review finished', { reviewId: review.reviewId, outcome, canceled, videoMoved: moved });
  return { outcome, canceled, videoMoved: moved };
}
