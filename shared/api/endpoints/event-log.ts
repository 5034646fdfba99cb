/**
 * The event log (issue 11: every command writes who, what, when, before and after; the event-log pages of
 * spec 2 show it): the entries of one subject (a channel, a video, a user…) or of the whole organization.
 */
import * as z from 'zod';
import { EVENT_SUBJECT_TYPES } from '../../domain/event-subjects.js';
import { defineEndpoint } from '../endpoint.js';

export { EVENT_SUBJECT_TYPES };
export const EVENT_LOG_PAGE_SIZE = 25;

export const eventLogEntrySchema = z.object({
  eventId: z.string(),
  subjectType: z.enum(EVENT_SUBJECT_TYPES),
  subjectId: z.string(),
  /** The subject's readable name: its name now (a video's title), or as logged when it is gone. */
  subjectName: z.string(),
  /** The command and its type, e.g. `videoCommand.publishVideo`. */
  action: z.string(),
  actorEmail: z.string(),
  at: z.string(),
  /** The attributes that changed, as they were and as they became. */
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
});
export type EventLogEntry = z.infer<typeof eventLogEntrySchema>;

/** The orders an event log is read in. */
export const EVENT_LOG_ORDERS = ['newest', 'oldest'] as const;
export type EventLogOrder = (typeof EVENT_LOG_ORDERS)[number];

/** Who (e-mail contains `actor`), what (the action contains `action`) and when (`from` inclusive, `to` exclusive). */
const eventLogFilterFields = {
  /** Part of the e-mail of who made the change (e-mails are stored lower-case). */
  actor: z.string().trim().toLowerCase().min(1).max(254).optional(),
  /** Part of the action, e.g. `publish` or `channelCommand`. */
  action: z.string().trim().min(1).max(100).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  /** Newest first (the default) or oldest first. */
  order: z.enum(EVENT_LOG_ORDERS).default('newest'),
};
const rangeForward = (q: { from?: string; to?: string }) =>
  !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to);
const RANGE_BACKWARDS = { message: 'from must be before to', path: ['to'] };

export const getEventLog = defineEndpoint({
  id: 'getEventLog',
  method: 'GET',
  path: '/eventLog',
  group: 'query',
  access: 'admin',
  summary:
    "The organization's event log, newest first (or oldest first, `order`): of one subject (subjectType and subjectId) or all of it; " +
    'filtered by who (e-mail contains `actor`), what (the action contains `action`) and when (`from` ' +
    'inclusive, `to` exclusive).',
  query: z
    .object({
      subjectType: z.enum(EVENT_SUBJECT_TYPES).optional(),
      subjectId: z.string().min(1).max(128).optional(),
      limit: z.coerce.number().int().min(1).max(100).default(EVENT_LOG_PAGE_SIZE),
      cursor: z.string().max(2048).optional(),
      ...eventLogFilterFields,
    })
    .refine((q) => (q.subjectType === undefined) === (q.subjectId === undefined), {
      message: 'subjectType and subjectId go together',
      path: ['subjectId'],
    })
    .refine(rangeForward, RANGE_BACKWARDS),
  response: z.object({ items: z.array(eventLogEntrySchema), cursor: z.string().nullable() }),
});

export const getChannelEventLog = defineEndpoint({
  id: 'getChannelEventLog',
  method: 'GET',
  path: '/channels/{channelId}/eventLog',
  group: 'query',
  access: 'member',
  summary:
    "A channel's event log, newest first (or oldest first, `order`): the channel's own entries and its tracks' and videos' (organization admins, the channel's owners and content managers); filtered as the organization's log.",
  params: z.object({ channelId: z.string().trim().min(1).max(128) }),
  query: z
    .object({
      limit: z.coerce.number().int().min(1).max(100).default(EVENT_LOG_PAGE_SIZE),
      cursor: z.string().max(2048).optional(),
      ...eventLogFilterFields,
    })
    .refine(rangeForward, RANGE_BACKWARDS),
  response: z.object({ items: z.array(eventLogEntrySchema), cursor: z.string().nullable() }),
});
