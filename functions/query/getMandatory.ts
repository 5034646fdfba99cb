import * as api from '#shared/api/endpoints/lists.js';
import type { MandatoryTrack, TrackQueue } from '#shared/api/index.js';
import { isFinalTaskStatus } from '#shared/domain/task-workflow.js';
import { byDeadline, trackDeadline } from '#shared/domain/training-due.js';
import { httpHandler } from '../core/http/pipeline.js';
import { listsData } from '../core/data/lists-data.js';
import { taskData } from '../core/data/task-data.js';
import { watchTaskData, watchTaskId } from '../core/data/watch-task-data.js';
import { videoData } from '../core/data/video-data.js';
import { mandatoryTrackIds } from '../core/domain/track-queue.js';
import { trackQueues } from '../core/domain/lists.js';

/**
 * GET /query/mandatory: the tracks every member must watch (track.mandatory) and those assigned to the
 * caller, each as a queue with the caller's progress and the deadline of their watch-video tasks for it;
 * overdue first, then by due date. Tracks the caller may not read are left out.
 */
export const handler = httpHandler(api.getMandatory, async ({ tenant }) => {
  const data = listsData(tenant.activeOrgId);
  const [marked, assigned] = await Promise.all([data.mandatoryTracks(), data.assignmentsOf(tenant.userId)]);
  const queues = trackQueues(tenant);
  const tracks = (
    await Promise.all(mandatoryTrackIds(marked, assigned).map((id) => queues.queueIfReadable(id)))
  ).filter((t): t is TrackQueue => t !== null);
  // The caller's tasks for every listed video, in one batch read (their ids derive from user and video).
  const videoIds = [...new Set(tracks.flatMap((t) => t.items.map((i) => i.videoId)))];
  const tasks = await taskData(tenant.activeOrgId).tasks(videoIds.map((v) => watchTaskId(tenant.userId, v)));
  const byVideo = new Map(tasks.map((task) => [task.videoId, task]));
  const now = new Date();
  const withDeadlines: MandatoryTrack[] = tracks.map((track) => ({
    ...track,
    ...trackDeadline(
      track.items.flatMap((item) => {
        const task = byVideo.get(item.videoId);
        return task
          ? [
              {
                dueDate: task.dueDate,
                open: !isFinalTaskStatus(task.status),
                overdue: task.status === 'overdue',
              },
            ]
          : [];
      }),
      now,
    ),
  }));
  // The caller's other open watch-video tasks (a training plan's videos), with what they need to play.
  const listed = new Set(videoIds);
  const others = (await watchTaskData(tenant.activeOrgId).openOf(tenant.userId)).filter(
    (task) => task.videoId && !listed.has(task.videoId),
  );
  const videos = videoData(tenant.activeOrgId);
  const shown = await Promise.all(
    others.map(async (task) => {
      const video = await videos.video(task.videoId ?? '');
      if (!video || video.status !== 'published' || !video.humanId) return null;
      return {
        videoId: video.videoId,
        humanId: video.humanId,
        name: task.taskTitle,
        source: task.comment,
        ...trackDeadline([{ dueDate: task.dueDate, open: true, overdue: task.status === 'overdue' }], now),
      };
    }),
  );
  return {
    tracks: byDeadline(withDeadlines),
    videos: byDeadline(shown.filter((v): v is NonNullable<typeof v> => v !== null)),
  };
});
