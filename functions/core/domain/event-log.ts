/**
 * What commands write into the event log (issue 11: every command writes who, what, when, before and
 * after): only the attributes that changed, as they were and as they became. A change that changed
 * nothing is not logged.
 */
import { eventLogData, type EventSubject } from '../data/event-log-data.js';
import { logger } from '../http/logger.js';
import type { TenantContext } from '../http/tenant.js';

/** The attributes of `after` whose value differs from `before`, on both sides. */
export function changedAttributes(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]),
  );
  const pick = (values: Record<string, unknown>) =>
    Object.fromEntries(changed.filter((n) => values[n] !== undefined).map((n) => [n, values[n]]));
  return { before: pick(before), after: pick(after) };
}

/**
 * Logs a change the caller made to a subject of their active organization; false when nothing changed
 * (or the entry could not be written: logged as an error).
 */
export async function logChange(
  tenant: Pick<TenantContext, 'activeOrgId' | 'userId' | 'email'>,
  subject: { type: EventSubject; id: string },
  action: string,
  change: { before: Record<string, unknown>; after: Record<string, unknown> },
): Promise<boolean> {
  const diff = changedAttributes(change.before, change.after);
  if (Object.keys(diff.before).length === 0 && Object.keys(diff.after).length === 0) return false;
  try {
    await eventLogData(tenant.activeOrgId).record({
      subjectType: subject.type,
      subjectId: subject.id,
      action,
      actorId: tenant.userId,
      actorEmail: tenant.email,
      ...diff,
    });
    return true;
  } catch (error) {
    // The change is made; a missing entry is an error for the operators (alarm on error logs), not a
    // failed command the caller would retry against a changed item.
    logger.error('event log: the entry was not written', {
      action,
      subject,
      error: (error as Error).message,
    });
    return false;
  }
}
