/**
 * The event log of ONE organization (access patterns 87–88): entries by subject and the organization's
 * whole log, newest first. Written by core/domain/event-log.ts after a command changed something.
 */
import { getEntities } from './entities/index.js';
import type { EventSubject } from '#shared/domain/event-subjects.js';
import { timeOrderedId } from './ids.js';

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

export function eventLogData(orgId: string) {
  if (!orgId) throw new Error('eventLogData needs an organization id');
  const e = getEntities();
  return {
    async record(event: NewEvent, now = Date.now()): Promise<string> {
      const eventId = timeOrderedId(now);
      await e.eventLogEntry.create({ orgId, ...event, eventId, at: new Date(now).toISOString() }).go();
      return eventId;
    },
    async ofSubject(subjectType: EventSubject, subjectId: string, page: Page) {
      const { data, cursor } = await e.eventLogEntry.query
        .bySubject({ orgId, subjectType, subjectId })
        .go({ order: 'desc', limit: page.limit, cursor: page.cursor ?? null });
      return { items: data, cursor };
    },
    async ofOrganization(page: Page) {
      const { data, cursor } = await e.eventLogEntry.query
        .byOrg({ orgId })
        .go({ order: 'desc', limit: page.limit, cursor: page.cursor ?? null });
      return { items: data, cursor };
    },
  };
}
