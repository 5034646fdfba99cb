/**
 * The event log of ONE organization (access patterns 87–89): entries by subject, by channel (the
 * channel's own, its tracks' and its videos') and the organization's whole log, newest first. Written by
 * core/domain/event-log.ts after a command changed something.
 */
import { getEntities } from './entities/index.js';

type Entities = ReturnType<typeof getEntities>;
import type { EventSubject } from '#shared/domain/event-subjects.js';
import { timeOrderedId } from './ids.js';
import type { AttributeRef, ConditionOps } from './table/expressions.js';

export type { EventSubject };

export interface NewEvent {
  subjectType: EventSubject;
  subjectId: string;
  /** The channel whose log shows the entry too (the subject's channel). */
  channelId?: string | undefined;
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
  /** The page's order: oldest first instead of newest first. */
  oldestFirst?: boolean | undefined;
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

/** The query's page, newest first (or oldest first), of the filter's entries only. */
async function inOrder(
  query: ReturnType<Entities['eventLogEntry']['query']['byOrg']>,
  page: Page,
  filter: EventLogFilter,
) {
  const condition = conditionOf(filter);
  if (condition) query.where(condition);
  const { data, cursor } = await query.go({
    order: filter.oldestFirst ? 'asc' : 'desc',
    limit: page.limit,
    cursor: page.cursor ?? null,
  });
  return { items: data, cursor };
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
      return inOrder(e.eventLogEntry.query.bySubject({ orgId, subjectType, subjectId }), page, filter);
    },
    /** Pattern 89: the channel's entries and its tracks' and videos'. */
    async ofChannel(channelId: string, page: Page, filter: EventLogFilter = {}) {
      return inOrder(e.eventLogEntry.query.byChannel({ orgId, channelId }), page, filter);
    },
    /**
     * The names the subjects of some entries have now (channels and tracks by name, videos by title,
     * users by name or e-mail, the organization by name), by `${type}:${id}`; a subject gone has none.
     */
    async currentNames(subjects: readonly { subjectType: EventSubject; subjectId: string }[]) {
      const ids = (type: EventSubject) => [
        ...new Set(subjects.filter((s) => s.subjectType === type).map((s) => s.subjectId)),
      ];
      const [channels, tracks, videos, users, organization] = await Promise.all([
        batch(ids('channel'), (channelId) =>
          e.channel.get(channelId.map((id) => ({ orgId, channelId: id }))),
        ),
        batch(ids('track'), (trackId) => e.track.get(trackId.map((id) => ({ orgId, trackId: id })))),
        batch(ids('video'), (videoId) => e.video.get(videoId.map((id) => ({ orgId, videoId: id })))),
        batch(ids('user'), (userId) => e.user.get(userId.map((id) => ({ orgId, userId: id })))),
        ids('organization').length > 0 ? e.organization.get({ orgId }).go() : null,
      ]);
      const names = new Map<string, string>();
      for (const c of channels) names.set(`channel:${c.channelId}`, c.name);
      for (const t of tracks) names.set(`track:${t.trackId}`, t.name);
      for (const v of videos) names.set(`video:${v.videoId}`, v.name);
      for (const u of users) {
        names.set(`user:${u.userId}`, `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim() || u.email);
      }
      if (organization?.data) names.set(`organization:${orgId}`, organization.data.name);
      return names;
    },
    async ofOrganization(page: Page, filter: EventLogFilter = {}) {
      return inOrder(e.eventLogEntry.query.byOrg({ orgId }), page, filter);
    },
  };
}

/** A batch get of the given ids, skipped when there are none. */
async function batch<T>(
  ids: string[],
  get: (ids: string[]) => { go(): Promise<{ data: T[] }> },
): Promise<T[]> {
  return ids.length === 0 ? [] : (await get(ids).go()).data;
}
