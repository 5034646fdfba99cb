/**
 * Watch-video tasks (issue 15): what mandatory training and training plans give a user to do. One task
 * per user and video, assigned to the user (so it shows in /tasks), completed by the server when the
 * video is watched (the playback events' completion rule), overdue after its due date by the daily
 * schedule (training-reminders.ts). A video the user has already watched to the end gets its task
 * completed at once. No notification or mail here: the playback handlers load this module.
 */
import { taskEventResult } from '#shared/domain/task-workflow.js';
import { listsData } from '../data/lists-data.js';
import { taskData } from '../data/task-data.js';
import { watchTaskData, type NewWatchTask } from '../data/watch-task-data.js';

export interface WatchAssignment {
  users: readonly { userId: string; email: string }[];
  videos: readonly { videoId: string; name: string; channelId?: string | undefined }[];
  dueDate?: string | undefined;
  category: NewWatchTask['category'];
  comment: string;
  requester: NewWatchTask['requester'];
}

/** Writes at once (below the SDK's 50 sockets: a large plan must not queue a thousand puts). */
const PARALLEL_WRITES = 25;

/**
 * Creates each user's tasks for the videos (existing ones stay as they are); answers how many are new.
 * Users one after another, their tasks PARALLEL_WRITES at a time.
 */
export async function assignWatchVideos(orgId: string, assignment: WatchAssignment): Promise<number> {
  const data = watchTaskData(orgId);
  const lists = listsData(orgId);
  const videoIds = assignment.videos.map((v) => v.videoId);
  let created = 0;
  for (const user of assignment.users) {
    const watched = await lists.completedVideos(user.userId, videoIds);
    for (let i = 0; i < assignment.videos.length; i += PARALLEL_WRITES) {
      const made = await Promise.all(
        assignment.videos.slice(i, i + PARALLEL_WRITES).map((video) =>
          data.create(
            {
              user,
              video,
              dueDate: assignment.dueDate,
              category: assignment.category,
              comment: assignment.comment,
              requester: assignment.requester,
            },
            watched.has(video.videoId) ? 'completed' : 'notStarted',
          ),
        ),
      );
      created += made.filter(Boolean).length;
    }
  }
  return created;
}

/**
 * The user watched the video to the end: their task for it, if open, is completed (a conditional change:
 * a concurrent completion or a manual close wins), and its due item goes.
 */
export async function completeWatchedVideo(orgId: string, userId: string, videoId: string): Promise<boolean> {
  const data = watchTaskData(orgId);
  const task = await data.task(userId, videoId);
  if (!task) return false;
  const move = taskEventResult('complete', task.status);
  if (!move.ok) return false;
  const changed = await taskData(orgId).change(
    task.taskId,
    { status: task.status, assigneeId: task.assigneeId, createdAt: task.createdAt },
    { status: move.status, by: 'system' },
  );
  if (changed && task.dueDate) await data.dropDue({ dueDate: task.dueDate, taskId: task.taskId });
  return changed;
}
