/**
 * The daily run of mandatory training's due dates (issue 15; the schedule `mandatory-training`): reminders
 * before the due date, overdue after it, weekly reminders while overdue (shared/domain/training-due.ts),
 * each user told once per run by notification and e-mail.
 */
import { dueStep, lookAheadUntil } from '#shared/domain/training-due.js';
import { isFinalTaskStatus, taskEventResult } from '#shared/domain/task-workflow.js';
import { taskData } from '../data/task-data.js';
import { watchTaskData, type WatchDue } from '../data/watch-task-data.js';
import { logger } from '../http/logger.js';
import { mailUsers } from './mail/send.js';
import { notificationTitles, notifyUsers } from './notifications.js';

export interface DueRunSummary {
  reminded: number;
  markedOverdue: number;
  users: number;
}

/**
 * The daily run for one organization at `now`: each open task due soon is reminded of once, each past
 * its due date is marked overdue, overdue ones are reminded weekly; each user hears once per run (one
 * notification, one e-mail listing their videos). Items whose task was completed meanwhile are dropped.
 */
export async function runTrainingDueDates(orgId: string, now: Date): Promise<DueRunSummary> {
  const data = watchTaskData(orgId);
  const tasks = taskData(orgId);
  const items = await data.dueUntil(lookAheadUntil(now));
  const stamp = now.toISOString();
  const byUser = new Map<string, { item: WatchDue; overdue: boolean }[]>();
  const summary: DueRunSummary = { reminded: 0, markedOverdue: 0, users: 0 };
  for (const item of items) {
    const step = dueStep({ ...item, overdue: item.overdue ?? false }, now);
    if (!step) continue;
    const task = await tasks.task(item.taskId);
    if (!task || isFinalTaskStatus(task.status)) {
      // Completed, closed or canceled meanwhile: nothing is due any more.
      await data.dropDue(item);
      continue;
    }
    if (step === 'markOverdue') {
      const move = taskEventResult('markOverdue', task.status);
      if (move.ok) {
        await tasks.change(
          task.taskId,
          { status: task.status, assigneeId: task.assigneeId, createdAt: task.createdAt },
          { status: move.status, by: 'system' },
        );
      }
      await data.noteDue(item, { overdue: true, overdueRemindedAt: stamp });
      summary.markedOverdue += 1;
    } else if (step === 'remindOverdue') {
      await data.noteDue(item, { overdueRemindedAt: stamp });
    } else {
      await data.noteDue(item, { remindedBeforeAt: stamp });
    }
    summary.reminded += 1;
    const list = byUser.get(item.userId) ?? [];
    list.push({ item, overdue: step !== 'remindBefore' });
    byUser.set(item.userId, list);
  }
  for (const [userId, list] of byUser) {
    const overdue = list.filter((l) => l.overdue).length;
    await Promise.all([
      notifyUsers(orgId, [userId], {
        type: 'watch-video',
        reason: overdue > 0 ? 'trainingOverdue' : 'trainingDueSoon',
        titles:
          overdue > 0
            ? notificationTitles.trainingOverdue(overdue)
            : notificationTitles.trainingDueSoon(list.length),
      }).catch((error: unknown) =>
        logger.warn('training reminder notification failed', {
          orgId,
          userId,
          error: (error as Error).message,
        }),
      ),
      mailUsers(orgId, [userId], {
        kind: 'trainingDue',
        items: list.map(({ item, overdue: late }) => ({
          title: item.title,
          dueDate: item.dueDate,
          overdue: late,
        })),
      }),
    ]);
  }
  summary.users = byUser.size;
  return summary;
}
