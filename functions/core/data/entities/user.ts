import { globalIndex, key } from './keys.js';

const SERVICE = 'tubes';

/** A user of one organization: profile, settings, permissions and external organizations. */
export const userModel = {
  model: { entity: 'user', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    /** The Cognito `sub` of the user in their organization's pool. */
    userId: { type: 'string', required: true },
    email: { type: 'string', required: true },
    firstName: { type: 'string', default: '' },
    lastName: { type: 'string', default: '' },
    jobTitle: { type: 'string', default: '' },
    phoneNumber: { type: 'string', default: '' },
    country: { type: 'string', default: '' },
    profilePic: { type: 'string', default: '' },
    isMasterAdmin: { type: 'boolean', default: false },
    permissions: { type: 'list', items: { type: 'string' }, default: () => ['readVideo'] },
    tooltipDisabled: { type: 'boolean', default: false },
    isConfigurationCompleted: { type: 'boolean', default: false },
    isFirstLogin: { type: 'boolean', default: true },
    preferredLanguage: { type: 'string', default: 'en-us' },
    /** The e-mail categories the user turned off (shared/domain/mail.ts OPTIONAL_MAIL_CATEGORIES). */
    mailOptOuts: { type: 'list', items: { type: 'string' }, default: () => [] },
    /** Organizations this user may switch into (collaboration workspaces). */
    externalOrgsUserHasAccessTo: { type: 'list', items: { type: 'string' }, default: () => [] },
    /** The collaboration workspace the user currently works in; absent = own organization. */
    activeOrgId: { type: 'string' },
    /**
     * Mirrors the user's Cognito account (the source of truth): disabled by AdminDisableUser, deleted by
     * (Admin)DeleteUser. The authorizers refuse anything but active (functions/authorizer/standing.ts).
     */
    status: { type: ['active', 'disabled', 'deleted'] as const, default: 'active' },
    /** The user's latest sign-in (Cognito's post-authentication trigger); absent = never signed in. */
    lastSignInAt: { type: 'string' },
    createdAt: { type: 'string', default: () => new Date().toISOString(), readOnly: true },
  },
  indexes: {
    byId: { pk: key('PK', ['orgId', 'userId'], '${orgId}#USER#${userId}'), sk: key('SK', [], 'PROFILE') },
    byEmail: globalIndex('GSI1', {
      pk: [['email'], 'EMAIL#${email}'],
      sk: [['orgId'], '${orgId}'],
    }),
    byOrg: globalIndex('GSI2', {
      pk: [['orgId'], '${orgId}#USERS'],
      sk: [['email'], '${email}'],
    }),
  },
} as const;

/** Something a user follows: a channel (optionally with alerts), a track or a video. */
export const followModel = {
  model: { entity: 'follow', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    kind: { type: ['channel', 'track', 'video'] as const, required: true },
    targetId: { type: 'string', required: true },
    alertsEnabled: { type: 'boolean', default: false },
    createdAt: { type: 'string', default: () => new Date().toISOString(), readOnly: true },
  },
  indexes: {
    byUser: {
      pk: key('PK', ['orgId', 'userId'], '${orgId}#USER#${userId}'),
      sk: key('SK', ['kind', 'targetId'], 'FOLLOW#${kind}#${targetId}'),
    },
    /** Followers of a channel/track/video (notifications: "new video in a followed channel"). */
    byTarget: globalIndex('GSI1', {
      pk: [['orgId', 'kind', 'targetId'], '${orgId}#FOLLOWERS#${kind}#${targetId}'],
      sk: [['userId'], '${userId}'],
    }),
  },
} as const;
