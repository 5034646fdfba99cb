import * as api from '#shared/api/endpoints/video-lifecycle.js';
import { REVIEW_TASK_SUBTYPE, reviewOutcome } from '#shared/domain/video-review.js';
import { httpHandler } from '../core/http/pipeline.js';
import { videoData } from '../core/data/video-data.js';
import { taskData } from '../core/data/task-data.js';
import { notFound } from '../core/http/errors.js';
import { assertMayAddVideos } from '../core/access/may-add-videos.js';
import { lifecycleOf } from '../core/domain/video-editing.js';

/**
 * GET /query/videoReview/{videoId}: the studio's ask-for-review section: the video's status and its
 * latest review (the review tasks the ask-for-review machine made, grouped by the review they belong
 * to), for those who may edit the video (another tenant's video: 404; no channel role: 403).
 */
export const handler = httpHandler(api.getVideoReview, async ({ tenant, params }) => {
  const orgId = tenant.activeOrgId;
  const video = await videoData(orgId).video(params.videoId);
  if (!video) throw notFound('Video not found');
  await assertMayAddVideos(tenant, video.channelId, 'You do not have access for this operation');
  const state = lifecycleOf(video);
  const tasks = (await taskData(orgId).allTasksOfOrganization({ subtype: REVIEW_TASK_SUBTYPE })).filter(
    (t) => t.videoId === video.videoId && t.workflowRef,
  );
  // Newest first: the first task names the latest review.
  const latest = tasks[0];
  const ofLatest = latest
    ? tasks
        .filter((t) => t.workflowRef === latest.workflowRef)
        .sort((a, b) => a.assigneeEmail.localeCompare(b.assigneeEmail))
    : [];
  return {
    videoId: video.videoId,
    status: state.status,
    lastVersion: state.lastVersion,
    review: latest
      ? {
          reviewId: latest.workflowRef ?? '',
          version: latest.videoVersion ?? state.lastVersion,
          requesterEmail: latest.requesterEmail,
          comment: latest.comment,
          requestedAt: ofLatest.map((t) => t.createdAt).sort()[0] ?? latest.createdAt,
          outcome: reviewOutcome(ofLatest.map((t) => t.status)),
          reviewers: ofLatest.map((t) => ({ taskId: t.taskId, email: t.assigneeEmail, status: t.status })),
        }
      : null,
  };
});
