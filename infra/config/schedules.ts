/**
 * The platform's schedules, once for both runtimes: the CDK's schedules stack creates one EventBridge
 * Scheduler schedule per entry (a daily cron in UTC invoking the function with `input`), and the local
 * platform's scheduler (infra/local/platform/scheduler.ts) fires the same function at the same times with
 * the same input. Daily schedules are all the product needs so far (spec 2 §9: recommendations at 2:00 AM
 * GMT).
 */

export interface DailySchedule {
  /** The schedule's name (also its name in EventBridge Scheduler and in the local scheduler's routes). */
  readonly name: string;
  /** Repo-relative handler module, as TubesFunction takes it. */
  readonly entry: string;
  /** When it runs every day, in UTC (GMT). */
  readonly atUtc: { readonly hour: number; readonly minute: number };
  readonly description: string;
  /** It e-mails people (functions/core/domain/mail/send.ts): the stage's send grant and sender. */
  readonly mails?: boolean;
}

export const SCHEDULES: readonly DailySchedule[] = [
  {
    name: 'generate-recommendations',
    entry: 'functions/scheduled/generateRecommendations.ts',
    atUtc: { hour: 2, minute: 0 },
    description: "Recommends each channel's featured videos to its followers (spec 2 §9: 2:00 AM GMT).",
  },
  {
    name: 'mandatory-training',
    entry: 'functions/scheduled/mandatoryTraining.ts',
    // Early in the European morning: reminders arrive before the working day.
    atUtc: { hour: 5, minute: 0 },
    description:
      'Mandatory training: reminders before the due date, overdue after it, weekly reminders (issue 15).',
    mails: true,
  },
];

/** EventBridge Scheduler's cron expression of a daily schedule (fields: min hour dom month dow year). */
export function cronExpressionOf(schedule: DailySchedule): string {
  return `cron(${schedule.atUtc.minute} ${schedule.atUtc.hour} * * ? *)`;
}

/**
 * The event the function receives: the schedule's name and the time it was due. In the cloud the
 * scheduler fills `<aws.scheduler.scheduled-time>`; locally the scheduler passes the due time itself.
 */
export function scheduleInput(schedule: DailySchedule, scheduledTime: string): Record<string, string> {
  return { schedule: schedule.name, scheduledTime };
}

/** The next time a daily schedule is due strictly after `after`. */
export function nextRunOf(schedule: DailySchedule, after: Date): Date {
  const next = new Date(
    Date.UTC(
      after.getUTCFullYear(),
      after.getUTCMonth(),
      after.getUTCDate(),
      schedule.atUtc.hour,
      schedule.atUtc.minute,
    ),
  );
  if (next.getTime() <= after.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}
