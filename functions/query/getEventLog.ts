import * as api from '#shared/api/endpoints/event-log.js';
import type { EventLogEntry } from '#shared/api/index.js';
import { eventLogData } from '../core/data/event-log-data.js';
import { badRequest } from '../core/http/errors.js';
import { httpHandler } from '../core/http/pipeline.js';

/**
 * GET /query/eventLog (admins): the caller's active organization's event log, newest first, of one
 * subject or all of it, filtered by who, what and when. Entries only ever come from the organization's
 * own partition.
 */
export const handler = httpHandler(api.getEventLog, async ({ tenant, query }) => {
  const log = eventLogData(tenant.activeOrgId);
  const page = { limit: query.limit, cursor: query.cursor };
  // Times compare as stored (UTC ISO strings), whatever offset the caller wrote them in.
  const utc = (time: string | undefined) => (time ? new Date(time).toISOString() : undefined);
  const filter = { actor: query.actor, action: query.action, from: utc(query.from), to: utc(query.to) };
  let result;
  try {
    result =
      query.subjectType && query.subjectId
        ? await log.ofSubject(query.subjectType, query.subjectId, page, filter)
        : await log.ofOrganization(page, filter);
  } catch (error) {
    // A cursor not produced by this query (edited, or of another subject) cannot continue it.
    if (query.cursor) throw badRequest('Invalid cursor');
    throw error;
  }
  const items: EventLogEntry[] = result.items.map((e) => ({
    eventId: e.eventId,
    subjectType: e.subjectType,
    subjectId: e.subjectId,
    action: e.action,
    actorEmail: e.actorEmail,
    at: e.at,
    before: (e.before ?? {}) as Record<string, unknown>,
    after: (e.after ?? {}) as Record<string, unknown>,
  }));
  return { items, cursor: result.cursor };
});
