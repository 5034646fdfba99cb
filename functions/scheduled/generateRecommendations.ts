/**
 * The nightly recommendations (spec 2 §9 "Recommendations are generated at 2:00 AM GMT"): invoked by the
 * schedule `generate-recommendations` (infra/config/schedules.ts: EventBridge Scheduler in the cloud, the local
 * scheduler of `npm start`), for every organization of the network and each of its channels with
 * generation on. One organization's failure does not stop the others; the invocation then fails, so the
 * schedule's retry runs it again, which recommends nothing twice.
 */
import { allOrganizations } from '../core/data/network-data.js';
import { generateOrganizationRecommendations } from '../core/domain/recommendations.js';
import { logger } from '../core/http/logger.js';

/** The schedule's input (infra/schedules.ts): its name and the time it was due. */
export interface ScheduledEvent {
  schedule?: string;
  scheduledTime?: string;
}

export interface GenerationSummary {
  organizations: number;
  channels: number;
  recommended: number;
  failed: string[];
}

export async function handler(event: ScheduledEvent = {}): Promise<GenerationSummary> {
  const due = event.scheduledTime ? new Date(event.scheduledTime) : new Date();
  const now = Number.isNaN(due.getTime()) ? new Date() : due;
  const summary: GenerationSummary = { organizations: 0, channels: 0, recommended: 0, failed: [] };
  for (const { orgId } of await allOrganizations()) {
    try {
      const outcomes = await generateOrganizationRecommendations(orgId, now);
      summary.organizations += 1;
      summary.channels += outcomes.length;
      summary.recommended += outcomes.reduce((sum, o) => sum + o.recommended, 0);
    } catch (error) {
      summary.failed.push(orgId);
      logger.error('recommendations failed for an organization', { orgId, error: error as Error });
    }
  }
  logger.info('recommendations generated', { ...summary });
  if (summary.failed.length > 0) {
    throw new Error(
      `recommendations failed for ${summary.failed.length} organization(s): ${summary.failed.join(', ')}`,
    );
  }
  return summary;
}
