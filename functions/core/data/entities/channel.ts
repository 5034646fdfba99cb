import { globalIndex, key, tagList } from './keys.js';

const SERVICE = 'tubes';

export const channelModel = {
  model: { entity: 'channel', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    channelId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    type: { type: ['company', 'personal'] as const, required: true },
    parent: { type: 'string' },
    channelIcon: { type: 'string', default: '' },
    abstract: { type: 'string', default: '' },
    description: { type: 'string', default: '' },
    /** userId of the owner (personal channels: the person). */
    ownerId: { type: 'string' },
    status: { type: ['active', 'archived'] as const, default: 'active' },
    /** Spec 2 §5: a private channel cannot be shared, subscribed to or have users added. */
    isPrivate: { type: 'boolean', default: false },
    /** Shared with other organizations (shown badged "shared" to its own members). */
    sharedWithOrgs: { type: 'list', items: { type: 'string' }, default: () => [] },
    /** Object keys of uploaded images (generic/<orgId>/…, uploads bucket); '' = none. */
    backgroundImage: { type: 'string', default: '' },
    backgroundColor: { type: 'string', default: '' },
    /** External sharing (spec 2 §3): allowed at all, and to which organizations (domains; [] = any). */
    isChannelExternalShareEnabled: { type: 'boolean', default: false },
    externalShareAllowedDomains: { type: 'list', items: { type: 'string' }, default: () => [] },
    /** Languages of the channel's content, a subset of the organization's languages. */
    channelLanguages: { type: 'list', items: { type: 'string' }, default: () => [] },
    /** Spec 2 §3 Channel tags: picked from the organization's tags (/channel/tags/{channelId}). */
    tags: tagList,
    /**
     * Spec 2 §3 channelMandatoryTrainingSetting: while on, these tracks of the channel are assigned as
     * mandatory to every user of the channel (functions/core/domain/channel-mandatory.ts); who turned it
     * on is the assigner of what it assigns later.
     */
    mandatoryTrainingOn: { type: 'boolean', default: false },
    mandatoryTrackIds: { type: 'list', items: { type: 'string' }, default: () => [] },
    mandatoryTrainingSetBy: { type: 'string' },
    createdAt: { type: 'string', default: () => new Date().toISOString(), readOnly: true },
  },
  indexes: {
    byId: {
      pk: key('PK', ['orgId', 'channelId'], '${orgId}#CHANNEL#${channelId}'),
      sk: key('SK', [], 'CHANNEL'),
    },
    byOrg: globalIndex('GSI2', {
      pk: [['orgId'], '${orgId}#CHANNELS'],
      sk: [['type', 'channelId'], '${type}#${channelId}'],
    }),
  },
} as const;

/** A user's role in a channel (spec 2 §3: channelOwner, contentManager, contributor, admin). */
export const channelRoleModel = {
  model: { entity: 'channelRole', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    channelId: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    role: { type: ['channelOwner', 'contentManager', 'contributor', 'admin'] as const, required: true },
  },
  indexes: {
    byChannel: {
      pk: key('PK', ['orgId', 'channelId'], '${orgId}#CHANNEL#${channelId}'),
      sk: key('SK', ['userId'], 'ROLE#${userId}'),
    },
    byUser: globalIndex('GSI2', {
      pk: [['orgId', 'userId'], '${orgId}#USER#${userId}#ROLES'],
      sk: [['channelId'], '${channelId}'],
    }),
  },
} as const;

/** A channel of another organization shared into this one (listed as "external"). */
export const externalChannelModel = {
  model: { entity: 'externalChannel', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    sourceOrgId: { type: 'string', required: true },
    channelId: { type: 'string', required: true },
    /** Name as shared (kept in sync by the sharing command). */
    name: { type: 'string', required: true },
    channelIcon: { type: 'string', default: '' },
    createdAt: { type: 'string', default: () => new Date().toISOString(), readOnly: true },
  },
  indexes: {
    byOrg: {
      pk: key('PK', ['orgId'], '${orgId}#EXTERNAL'),
      sk: key('SK', ['sourceOrgId', 'channelId'], '${sourceOrgId}#${channelId}'),
    },
  },
} as const;
