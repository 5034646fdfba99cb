/**
 * Watch-video tasks of ONE organization (issue 15; access patterns 180–182): a user's task to watch a
 * video (one per user and video: its id derives from both), and the due items the daily run reads.
 */
import { getEntities } from './entities/index.js';
import { isConditionalFailure } from './errors.js';
import { derivedTaskId, taskData, type Task } from './task-data.js';

export interface NewWatchTask {
  user: { userId: string; email: string };
  video: { videoId: string; name: string; channelId?: string | undefined };
  /** The due date-time (training-due.ts dueAt), if the assignment has one. */
  dueDate?: string | undefined;
  /** Mandatory (an assignment) or recommended (a training plan's extra). */
  category: 'mandatory' | 'recommended';
  /** Why it exists, shown as the task's text ("Mandatory playlist: Safety"). */
  comment: string;
  requester: { userId: string; email: string; name: string; orgId: string };
}

export type WatchDue = Awaited<ReturnType<ReturnType<typeof watchTaskData>['dueUntil']>>[number];

export const watchTaskId = (userId: string, videoId: string) => derivedTaskId('watch-video', userId, videoId);

export function watchTaskData(orgId: string) {
  if (!orgId) throw new Error('watchTaskData needs an organization id');
  const e = getEntities();
  const tasks = taskData(orgId);
  return {
    /**
     * The user's task for the video, created unless it exists (then nothing changes: the first
     * assignment's due date stands); answers whether it was created.
     */
    async create(input: NewWatchTask, status: 'notStarted' | 'completed' = 'notStarted'): Promise<boolean> {
      const taskId = watchTaskId(input.user.userId, input.video.videoId);
      try {
        await tasks.createTask({
          taskId,
          subtype: 'watch-video',
          type: 'watch-video',
          category: input.category,
          status,
          taskTitle: input.video.name,
          comment: input.comment,
          ...(input.video.channelId ? { channelId: input.video.channelId } : {}),
          videoId: input.video.videoId,
          ...(input.dueDate ? { dueDate: input.dueDate } : {}),
          assignee: input.user,
          requester: input.requester,
        });
      } catch (error) {
        if (isConditionalFailure(error)) return false;
        throw error;
      }
      if (input.dueDate && status !== 'completed') {
        await e.watchDue
          .put({
            orgId,
            dueDate: input.dueDate,
            taskId,
            userId: input.user.userId,
            videoId: input.video.videoId,
            title: input.video.name,
          })
          .go();
      }
      return true;
    },
    /** The user's open watch-video tasks (at most `limit`, newest first). */
    async openOf(userId: string, limit = 200): Promise<Task[]> {
      const { items } = await tasks.tasksOfUser(userId, {
        limit,
        filter: { subtype: 'watch-video', statuses: ['notStarted', 'inProgress', 'overdue', 'planned'] },
      });
      return items.filter((t) => t.assigneeId === userId);
    },
    /**
     * Every watch-video task given to the user (their training record), any status, newest first; at most
     * `max` (the user's tasks index, read in pages).
     */
    async allOf(userId: string, max = 2000): Promise<Task[]> {
      const found: Task[] = [];
      let cursor: string | null = null;
      do {
        const page = await tasks.tasksOfUser(userId, {
          limit: 200,
          cursor,
          filter: { subtype: 'watch-video' },
        });
        found.push(...page.items.filter((t) => t.assigneeId === userId));
        cursor = page.cursor;
      } while (cursor && found.length < max);
      return found.slice(0, max);
    },
    task(userId: string, videoId: string): Promise<Task | null> {
      return tasks.task(watchTaskId(userId, videoId));
    },
    /** Due items up to `until` (ISO), earliest first. */
    async dueUntil(until: string) {
      const { data } = await e.watchDue.query
        .byDue({ orgId })
        .where(({ dueDate }, { lte }) => lte(dueDate, until))
        .go({ pages: 'all' });
      return data;
    },
    async noteDue(
      item: { dueDate: string; taskId: string },
      changes: { overdue?: boolean; remindedBeforeAt?: string; overdueRemindedAt?: string },
    ) {
      await e.watchDue.patch({ orgId, dueDate: item.dueDate, taskId: item.taskId }).set(changes).go();
    },
    async dropDue(item: { dueDate: string; taskId: string }) {
      await e.watchDue.delete({ orgId, dueDate: item.dueDate, taskId: item.taskId }).go();
    },
  };
}
