/**
 * When mandatory training is due (issue 15): a watch-video task's due date is a day; it is due at the end
 * of that day (UTC). The daily schedule reminds the assignee once a few days before, marks the task overdue
 * the day after, and reminds again every week while it stays overdue. Pure, so tested with a fake clock.
 */
export const REMIND_BEFORE_DAYS = 3;
export const OVERDUE_REMINDER_EVERY_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A mandatory assignment names its learners by e-mail, by application role, or both: at least one of
 * them (the form's check before the round trip, the server's 400).
 */
export function hasAssignees(emails: readonly string[], roleIds: readonly string[]): boolean {
  return emails.length > 0 || roleIds.length > 0;
}

/** Why a due day before today is refused (the server's 400; the forms show the same text). */
export const DUE_DATE_IN_PAST = 'The due date cannot be in the past';

/** `YYYY-MM-DD`, a real calendar day. */
export function isDueDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The moment a due day ends: its last millisecond (UTC). */
export function dueAt(day: string): string {
  return `${day}T23:59:59.999Z`;
}

/** Today's day (UTC) at `now`. */
export function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export interface DueState {
  /** The task's due date-time (dueAt of its day). */
  dueDate: string;
  overdue: boolean;
  remindedBeforeAt?: string | undefined;
  overdueRemindedAt?: string | undefined;
}

export type DueStep = 'remindBefore' | 'markOverdue' | 'remindOverdue';

/** What the daily run does to an open task's due state at `now`, if anything. */
export function dueStep(state: DueState, now: Date): DueStep | null {
  const due = new Date(state.dueDate).getTime();
  const at = now.getTime();
  if (at > due) {
    if (!state.overdue) return 'markOverdue';
    const last = new Date(state.overdueRemindedAt ?? state.dueDate).getTime();
    return at - last >= OVERDUE_REMINDER_EVERY_DAYS * DAY_MS ? 'remindOverdue' : null;
  }
  // From REMIND_BEFORE_DAYS days before the due day on (the due day ends a day after it starts).
  if (!state.remindedBeforeAt && due - at <= (REMIND_BEFORE_DAYS + 1) * DAY_MS) return 'remindBefore';
  return null;
}

/** The latest due date-time the daily run must look at (what dueStep may remind of at `now`). */
export function lookAheadUntil(now: Date): string {
  return new Date(now.getTime() + (REMIND_BEFORE_DAYS + 1) * DAY_MS).toISOString();
}

/** A task's part in a track's deadline: its due date-time, whether it is over, whether it is late. */
export interface DeadlineTask {
  dueDate?: string | undefined;
  open: boolean;
  overdue: boolean;
}

/** A track's deadline for its learner: the earliest due date of the open tasks; overdue if one is late. */
export function trackDeadline(
  tasks: readonly DeadlineTask[],
  now: Date,
): { dueDate: string | null; overdue: boolean } {
  const open = tasks.filter((t) => t.open && t.dueDate);
  const dueDate = open.map((t) => t.dueDate as string).sort()[0] ?? null;
  const overdue = open.some((t) => t.overdue || new Date(t.dueDate as string).getTime() < now.getTime());
  return { dueDate, overdue };
}

/** /mandatory's order: overdue first, then by due date (none last); otherwise as given (stable). */
export function byDeadline<T extends { dueDate: string | null; overdue: boolean }>(
  tracks: readonly T[],
): T[] {
  const rank = (t: T) => (t.overdue ? 0 : t.dueDate ? 1 : 2);
  return [...tracks].sort(
    (a, b) => rank(a) - rank(b) || (a.dueDate && b.dueDate ? a.dueDate.localeCompare(b.dueDate) : 0),
  );
}
