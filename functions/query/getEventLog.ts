import * as api from '#shared/api/endpoints/event-log.js';
import { eventLogData } from '../core/data/event-log-data.js';
import { eventLogFilterOf, readableEntries } from '../core/domain/event-log.js';
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
  const filter = eventLogFilterOf(query);
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
  return { items: await readableEntries(tenant.activeOrgId, result.items), cursor: result.cursor };
});
