/**
 * What commands write into the event log (issue 11: every command writes who, what, when, before and
 * after): only the attributes that changed, as they were and as they became. A change that changed
 * nothing is not logged.
 */
import type { EventLogEntry } from '#shared/api/index.js';
import { eventLogData, type EventSubject } from '../data/event-log-data.js';
import type { EventLogEntryItem } from '../data/items.js';
import { logger } from '../http/logger.js';
import type { TenantContext } from '../http/tenant.js';

/**
 * What an entry is about. A track or a video names its channel, so the entry is in that channel's log
 * too (/channel/{id}/event-log); a channel is in its own.
 */
export type LoggedSubject =
  | { type: Exclude<EventSubject, 'track' | 'video'>; id: string }
  | { type: 'track' | 'video'; id: string; channelId: string };

/** A video as its events name it: by id, within its channel (whose log lists them too). */
export const videoSubject = (video: { videoId: string; channelId: string }): LoggedSubject => ({
  type: 'video',
  id: video.videoId,
  channelId: video.channelId,
});

/** A track as its events name it: by id, within its channel (whose log lists them too). */
export const trackSubject = (track: { trackId: string; channelId: string }): LoggedSubject => ({
  type: 'track',
  id: track.trackId,
  channelId: track.channelId,
});

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
  subject: LoggedSubject,
  action: string,
  change: { before: Record<string, unknown>; after: Record<string, unknown> },
): Promise<boolean> {
  const diff = changedAttributes(change.before, change.after);
  if (Object.keys(diff.before).length === 0 && Object.keys(diff.after).length === 0) return false;
  try {
    await eventLogData(tenant.activeOrgId).record({
      subjectType: subject.type,
      subjectId: subject.id,
      channelId:
        subject.type === 'channel' ? subject.id : 'channelId' in subject ? subject.channelId : undefined,
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

/** A name the entry itself carries for its subject (a deleted channel's name, a discarded draft's title). */
function nameInEntry(entry: Pick<EventLogEntryItem, 'before' | 'after'>): string | undefined {
  for (const side of [entry.after, entry.before] as unknown[]) {
    if (typeof side !== 'object' || side === null) continue;
    const { name, title, email } = side as Record<string, unknown>;
    for (const value of [name, title, email]) if (typeof value === 'string' && value) return value;
  }
  return undefined;
}

/**
 * Entries as the event-log pages show them: each with a readable name of its subject — its current name,
 * else the one the entry recorded (the subject is gone), else its id.
 */
export async function readableEntries(
  orgId: string,
  items: readonly EventLogEntryItem[],
): Promise<EventLogEntry[]> {
  const names = await eventLogData(orgId).currentNames(items);
  return items.map((e) => ({
    eventId: e.eventId,
    subjectType: e.subjectType,
    subjectId: e.subjectId,
    subjectName: names.get(`${e.subjectType}:${e.subjectId}`) ?? nameInEntry(e) ?? e.subjectId,
    action: e.action,
    actorEmail: e.actorEmail,
    at: e.at,
    before: (e.before ?? {}) as Record<string, unknown>,
    after: (e.after ?? {}) as Record<string, unknown>,
  }));
}

/** A log query's filter as the data layer reads it: times compare as stored (UTC ISO strings), whatever offset the caller wrote them in. */
export function eventLogFilterOf(query: {
  actor?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  order?: 'newest' | 'oldest' | undefined;
}) {
  const utc = (time: string | undefined) => (time ? new Date(time).toISOString() : undefined);
  return {
    actor: query.actor,
    action: query.action,
    from: utc(query.from),
    to: utc(query.to),
    oldestFirst: query.order === 'oldest',
  };
}
