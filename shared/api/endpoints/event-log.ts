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
  /** The command and its type, e.g. `videoCommand.publishVideo`. */
  action: z.string(),
  actorEmail: z.string(),
  at: z.string(),
  /** The attributes that changed, as they were and as they became. */
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
});
export type EventLogEntry = z.infer<typeof eventLogEntrySchema>;

export const getEventLog = defineEndpoint({
  id: 'getEventLog',
  method: 'GET',
  path: '/eventLog',
  group: 'query',
  access: 'admin',
  summary:
    "The organization's event log, newest first: of one subject (subjectType and subjectId) or all of it; " +
    'filtered by who (e-mail contains `actor`), what (the action contains `action`) and when (`from` ' +
    'inclusive, `to` exclusive).',
  query: z
    .object({
      subjectType: z.enum(EVENT_SUBJECT_TYPES).optional(),
      subjectId: z.string().min(1).max(128).optional(),
      limit: z.coerce.number().int().min(1).max(100).default(EVENT_LOG_PAGE_SIZE),
      cursor: z.string().max(2048).optional(),
      /** Part of the e-mail of who made the change (e-mails are stored lower-case). */
      actor: z.string().trim().toLowerCase().min(1).max(254).optional(),
      /** Part of the action, e.g. `publish` or `channelCommand`. */
      action: z.string().trim().min(1).max(100).optional(),
      from: z.iso.datetime({ offset: true }).optional(),
      to: z.iso.datetime({ offset: true }).optional(),
    })
    .refine((q) => (q.subjectType === undefined) === (q.subjectId === undefined), {
      message: 'subjectType and subjectId go together',
      path: ['subjectId'],
    })
    .refine((q) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to), {
      message: 'from must be before to',
      path: ['to'],
    }),
  response: z.object({ items: z.array(eventLogEntrySchema), cursor: z.string().nullable() }),
});
