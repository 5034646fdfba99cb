/**
 * The daily run of mandatory training's due dates (issue 15): invoked by the schedule
 * `mandatory-training` (infra/config/schedules.ts: EventBridge Scheduler in the cloud, the local scheduler
 * of `npm start`), for every organization. One organization's failure does not stop the others; the
 * invocation then fails and the schedule's retry runs it again, which reminds nobody twice (each item
 * keeps what was done to it).
 */
import { allOrganizations } from '../core/data/network-data.js';
import { runTrainingDueDates } from '../core/domain/training-reminders.js';
import { logger } from '../core/http/logger.js';
import type { ScheduledEvent } from './generateRecommendations.js';

export interface TrainingRunSummary {
  organizations: number;
  reminded: number;
  markedOverdue: number;
  users: number;
  failed: string[];
}

export async function handler(event: ScheduledEvent = {}): Promise<TrainingRunSummary> {
  const due = event.scheduledTime ? new Date(event.scheduledTime) : new Date();
  const now = Number.isNaN(due.getTime()) ? new Date() : due;
  const summary: TrainingRunSummary = {
    organizations: 0,
    reminded: 0,
    markedOverdue: 0,
    users: 0,
    failed: [],
  };
  for (const { orgId } of await allOrganizations()) {
    try {
      const run = await runTrainingDueDates(orgId, now);
      summary.organizations += 1;
      summary.reminded += run.reminded;
      summary.markedOverdue += run.markedOverdue;
      summary.users += run.users;
    } catch (error) {
      summary.failed.push(orgId);
      logger.error('mandatory training run failed for an organization', { orgId, error: error as Error });
    }
  }
  logger.info('mandatory training due dates run', { ...summary });
  if (summary.failed.length > 0) {
    throw new Error(
      `mandatory training failed for ${summary.failed.length} organization(s): ${summary.failed.join(', ')}`,
    );
  }
  return summary;
}
