/**
 * A learner's training record (issue 15, "per user the training record"): every watch-video task they
 * were given (by a mandatory playlist, a channel's setting or a training plan), in the order an admin
 * chasing compliance reads it, and its counts. Pure, so tested with a fake clock.
 */
export const TRAINING_RECORD_STATES = ['overdue', 'open', 'completed', 'canceled'] as const;
export type TrainingRecordState = (typeof TRAINING_RECORD_STATES)[number];

export interface RecordEntry {
  state: TrainingRecordState;
  /** Its due date-time, if the assignment had one. */
  dueDate: string | null;
  /** When it was completed (its last status change), if it was. */
  completedAt: string | null;
}

/** Where a task stands at `now`: late (marked so, or past its due date while open), open, done, dropped. */
/** `status`: the task's (task-statuses.ts). */
export function recordState(
  task: { status: string; dueDate: string | null },
  now: Date,
): TrainingRecordState {
  if (task.status === 'completed') return 'completed';
  if (task.status === 'canceled' || task.status === 'rejected') return 'canceled';
  if (task.status === 'overdue') return 'overdue';
  return task.dueDate && new Date(task.dueDate).getTime() < now.getTime() ? 'overdue' : 'open';
}

/**
 * Overdue first (earliest due first), then open ones by due date (undated last), then completed ones
 * (latest first), canceled last.
 */
export function byRecordOrder<T extends RecordEntry>(tasks: readonly T[]): T[] {
  const rank = (t: T) => TRAINING_RECORD_STATES.indexOf(t.state);
  const due = (t: T) => t.dueDate ?? '\uffff';
  return [...tasks].sort((a, b) => {
    const byState = rank(a) - rank(b);
    if (byState !== 0) return byState;
    if (a.state === 'completed') return (b.completedAt ?? '').localeCompare(a.completedAt ?? '');
    return due(a).localeCompare(due(b));
  });
}

export interface TrainingRecordSummary {
  /** Every task given (canceled ones left out). */
  assigned: number;
  completed: number;
  overdue: number;
  /** Open, not late. */
  open: number;
}

export function recordSummary(tasks: readonly { state: TrainingRecordState }[]): TrainingRecordSummary {
  const count = (state: TrainingRecordState) => tasks.filter((t) => t.state === state).length;
  const completed = count('completed');
  const overdue = count('overdue');
  const open = count('open');
  return { assigned: completed + overdue + open, completed, overdue, open };
}
