import { globalIndex, key } from './keys.js';

const SERVICE = 'tubes';

/**
 * A video shared by a member with a colleague (spec 1 §2 /sharings; spec 2 §3 feature "shareVideo").
 * Its own partition holds it under an unguessable key; the sender's list is GSI2, the recipient's list
 * GSI3 (by e-mail: a colleague may not have signed in yet).
 */
export const sharingModel = {
  model: { entity: 'sharing', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    sharingKey: { type: 'string', required: true, readOnly: true },
    videoId: { type: 'string', required: true },
    fromUserId: { type: 'string', required: true },
    fromEmail: { type: 'string', required: true },
    toEmail: { type: 'string', required: true },
    message: { type: 'string', default: '' },
    createdAt: { type: 'string', default: () => new Date().toISOString(), readOnly: true },
  },
  indexes: {
    byKey: {
      pk: key('PK', ['orgId', 'sharingKey'], '${orgId}#SHARING#${sharingKey}'),
      sk: key('SK', [], 'SHARING'),
    },
    bySender: globalIndex('GSI2', {
      pk: [['orgId', 'fromUserId'], '${orgId}#USER#${fromUserId}#SHARINGS'],
      sk: [['createdAt', 'sharingKey'], '${createdAt}#${sharingKey}'],
    }),
    byRecipient: globalIndex('GSI3', {
      pk: [['orgId', 'toEmail'], '${orgId}#EMAIL#${toEmail}#SHARINGS'],
      sk: [['createdAt', 'sharingKey'], '${createdAt}#${sharingKey}'],
    }),
  },
} as const;

/**
 * A track assigned to one user as mandatory (spec 1 §3 task category "mandatory"), next to the tracks
 * every member must watch (track.mandatory). In the user's partition; GSI2 lists a track's assignees.
 */
export const mandatoryAssignmentModel = {
  model: { entity: 'mandatoryAssignment', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    trackId: { type: 'string', required: true },
    assignedBy: { type: 'string', required: true },
    createdAt: { type: 'string', default: () => new Date().toISOString(), readOnly: true },
  },
  indexes: {
    byUser: {
      pk: key('PK', ['orgId', 'userId'], '${orgId}#USER#${userId}'),
      sk: key('SK', ['trackId'], 'MANDATORY#${trackId}'),
    },
    byTrack: globalIndex('GSI2', {
      pk: [['orgId', 'trackId'], '${orgId}#TRACK#${trackId}#ASSIGNED'],
      sk: [['userId'], '${userId}'],
    }),
  },
} as const;
