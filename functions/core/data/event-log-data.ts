/**
 * The event log of ONE organization (access patterns 87–88): entries by subject and the organization's
 * whole log, newest first. Written by core/domain/event-log.ts after a command changed something.
 */
import { getEntities } from './entities/index.js';
import type { EventSubject } from '#shared/domain/event-subjects.js';
import { timeOrderedId } from './ids.js';
import type { AttributeRef, ConditionOps } from './table/expressions.js';

export type { EventSubject };

export interface NewEvent {
  subjectType: EventSubject;
  subjectId: string;
  action: string;
  actorId: string;
  actorEmail: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

interface Page {
  limit: number;
  cursor?: string | null | undefined;
}

/** Which entries a page keeps (each part optional): who (e-mail contains), what (action contains), when. */
export interface EventLogFilter {
  actor?: string | undefined;
  action?: string | undefined;
  /** ISO times: from (inclusive) and to (exclusive). */
  from?: string | undefined;
  to?: string | undefined;
}

type EntryAttribute = 'actorEmail' | 'action' | 'at';
type FilterCondition = (
  a: Record<EntryAttribute, AttributeRef>,
  op: Pick<ConditionOps, 'contains' | 'gte' | 'lt'>,
) => string;

/** The filter as one condition (undefined: every entry). */
function conditionOf(filter: EventLogFilter): FilterCondition | undefined {
  const parts: FilterCondition[] = [];
  if (filter.actor) parts.push((a, op) => op.contains(a.actorEmail, filter.actor));
  if (filter.action) parts.push((a, op) => op.contains(a.action, filter.action));
  if (filter.from) parts.push((a, op) => op.gte(a.at, filter.from));
  if (filter.to) parts.push((a, op) => op.lt(a.at, filter.to));
  if (parts.length === 0) return undefined;
  return (a, op) => parts.map((part) => `(${part(a, op)})`).join(' AND ');
}

export function eventLogData(orgId: string) {
  if (!orgId) throw new Error('eventLogData needs an organization id');
  const e = getEntities();
  return {
    async record(event: NewEvent, now = Date.now()): Promise<string> {
      const eventId = timeOrderedId(now);
      await e.eventLogEntry.create({ orgId, ...event, eventId, at: new Date(now).toISOString() }).go();
      return eventId;
    },
    async ofSubject(subjectType: EventSubject, subjectId: string, page: Page, filter: EventLogFilter = {}) {
      const query = e.eventLogEntry.query.bySubject({ orgId, subjectType, subjectId });
      const condition = conditionOf(filter);
      if (condition) query.where(condition);
      const { data, cursor } = await query.go({
        order: 'desc',
        limit: page.limit,
        cursor: page.cursor ?? null,
      });
      return { items: data, cursor };
    },
    async ofOrganization(page: Page, filter: EventLogFilter = {}) {
      const query = e.eventLogEntry.query.byOrg({ orgId });
      const condition = conditionOf(filter);
      if (condition) query.where(condition);
      const { data, cursor } = await query.go({
        order: 'desc',
        limit: page.limit,
        cursor: page.cursor ?? null,
      });
      return { items: data, cursor };
    },
  };
}
