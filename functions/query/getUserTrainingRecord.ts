import * as api from '#shared/api/endpoints/users.js';
import { byRecordOrder, recordState, recordSummary } from '#shared/domain/training-record.js';
import { httpHandler } from '../core/http/pipeline.js';
import { forbidden, notFound } from '../core/http/errors.js';
import { userAdminData } from '../core/data/user-admin-data.js';
import { watchTaskData } from '../core/data/watch-task-data.js';
import { videoData } from '../core/data/video-data.js';
import { toAdminUser } from '../core/domain/users-admin.js';

/**
 * GET /query/users/{userId}/training (issue 15, "per user the training record"): every watch-video task
 * the user of the caller's own organization was given, overdue first, with the counts. Admins of their
 * own organization only (not while switched into another workspace); another organization's user: 404.
 */
export const handler = httpHandler(api.getUserTrainingRecord, async ({ tenant, params }) => {
  if (tenant.activeOrgId !== tenant.orgId) throw forbidden();
  const item = await userAdminData(tenant.orgId).user(params.userId);
  if (!item) throw notFound('User not found');
  const user = toAdminUser(item);
  const tasks = await watchTaskData(tenant.orgId).allOf(user.userId);
  const videos = videoData(tenant.orgId);
  const playable = new Map(
    await Promise.all(
      [...new Set(tasks.flatMap((t) => (t.videoId ? [t.videoId] : [])))].map(async (videoId) => {
        const video = await videos.video(videoId);
        return [videoId, video?.status === 'published' && video.humanId ? video.humanId : null] as const;
      }),
    ),
  );
  const now = new Date();
  const entries = tasks.map((task) => {
    const dueDate = task.dueDate ?? null;
    return {
      taskId: task.taskId,
      videoId: task.videoId ?? '',
      humanId: playable.get(task.videoId ?? '') ?? null,
      title: task.taskTitle,
      source: task.comment,
      category: task.category === 'recommended' ? ('recommended' as const) : ('mandatory' as const),
      state: recordState({ status: task.status, dueDate }, now),
      dueDate,
      completedAt: task.status === 'completed' ? (task.statusChangedAt ?? task.updatedAt) : null,
      assignedAt: task.createdAt,
    };
  });
  return {
    user: {
      userId: user.userId,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      status: user.status,
    },
    summary: recordSummary(entries),
    tasks: byRecordOrder(entries),
  };
});
