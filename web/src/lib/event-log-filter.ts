/**
 * The event log's filter (who, what, when) and order as the admin sets them, and the GET /query/eventLog
 * query they make: dates are whole days of the admin's own calendar, the "to" day included.
 */
import type { EventLogOrder } from '#shared/api/endpoints/event-log';

export interface EventLogFilter {
  /** Part of the e-mail of who made the change. */
  actor: string;
  /** Part of the action, e.g. "publish" or "channelCommand". */
  action: string;
  /** Days as a date input gives them (YYYY-MM-DD), '' for none. */
  from: string;
  to: string;
  /** Newest first (the default) or oldest first: an order, not a filter. */
  order: EventLogOrder;
}

export const noEventLogFilter: EventLogFilter = { actor: '', action: '', from: '', to: '', order: 'newest' };

export function isEventLogFiltered(filter: EventLogFilter): boolean {
  return Boolean(filter.actor.trim() || filter.action.trim() || filter.from || filter.to);
}

/** A range whose last day comes before its first cannot match anything: the form says so instead. */
export function isRangeBackwards(filter: Pick<EventLogFilter, 'from' | 'to'>): boolean {
  return Boolean(filter.from && filter.to && filter.to < filter.from);
}

/** The start of a calendar day in the browser's time zone, as an ISO time. */
function startOfDay(day: string, plusDays = 0): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date! + plusDays).toISOString();
}

/**
 * The query's filter part: only what is set. Actions are command names in camelCase
 * (`publishVideo`), so a capital first letter typed ("Publish") is matched as the name writes it.
 */
export function eventLogFilterQuery(filter: EventLogFilter): {
  actor?: string;
  action?: string;
  from?: string;
  to?: string;
  order?: 'oldest';
} {
  const actor = filter.actor.trim().toLowerCase();
  const typed = filter.action.trim();
  const action = typed.charAt(0).toLowerCase() + typed.slice(1);
  return {
    ...(actor ? { actor } : {}),
    ...(action ? { action } : {}),
    ...(filter.from ? { from: startOfDay(filter.from) } : {}),
    // The "to" day is included: the range ends when the next day starts.
    ...(filter.to ? { to: startOfDay(filter.to, 1) } : {}),
    // Newest first is the server's default: the query names the other order only.
    ...(filter.order === 'oldest' ? { order: 'oldest' as const } : {}),
  };
}
