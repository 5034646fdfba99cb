import { EVENT_SUBJECT_TYPES } from '#shared/domain/event-subjects.js';
import { globalIndex, key } from './keys.js';

const SERVICE = 'tubes';

/**
 * One change made by a command (issue 11: "who, what, when, before/after"): kept with its subject, newest
 * first, and in the organization's log. Never changed or expired (an audit trail).
 */
export const eventLogEntryModel = {
  model: { entity: 'eventLogEntry', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    subjectType: { type: EVENT_SUBJECT_TYPES, required: true },
    subjectId: { type: 'string', required: true },
    /**
     * The channel the subject belongs to when it was logged (the channel itself, a track's or a video's
     * channel): the entry is then in that channel's log too (pattern 89). Absent for users and the
     * organization.
     */
    channelId: { type: 'string' },
    /** Time-ordered (base-36 milliseconds + random): keys sort oldest first. */
    eventId: { type: 'string', required: true },
    /** The command (and its type), e.g. `videoCommand.publishVideo`. */
    action: { type: 'string', required: true },
    actorId: { type: 'string', required: true },
    actorEmail: { type: 'string', required: true },
    at: { type: 'string', required: true },
    /** The changed attributes as they were, and as they became (only those that changed). */
    before: { type: 'any' },
    after: { type: 'any' },
  },
  indexes: {
    bySubject: {
      pk: key('PK', ['orgId', 'subjectType', 'subjectId'], '${orgId}#LOG#${subjectType}#${subjectId}'),
      sk: key('SK', ['eventId'], 'EVENT#${eventId}'),
    },
    byOrg: globalIndex('GSI1', {
      pk: [['orgId'], '${orgId}#LOG'],
      sk: [['eventId'], '${eventId}'],
    }),
    /** Sparse: only entries with a channelId (the channel, its tracks and its videos). */
    byChannel: globalIndex('GSI2', {
      pk: [['orgId', 'channelId'], '${orgId}#LOG#CHANNEL#${channelId}'],
      sk: [['eventId'], '${eventId}'],
    }),
  },
} as const;
