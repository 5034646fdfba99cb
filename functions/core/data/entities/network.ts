import { key } from './keys.js';

const SERVICE = 'tubes';

/**
 * The network's directory of organizations (spec 1 §7 listAllOrgs, "Org list entry: orgId, name"):
 * one item per organization in one platform partition, written with the organization by the tenant
 * provisioning and the local seed, so listing every organization is one Query and never a Scan.
 * Not tenant-owned: only provider staff read it.
 */
export const orgDirectoryEntryModel = {
  model: { entity: 'orgDirectoryEntry', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    domain: { type: 'string', required: true },
  },
  indexes: {
    all: { pk: key('PK', [], 'NETWORK#ORGS'), sk: key('SK', ['orgId'], 'ORG#${orgId}') },
  },
} as const;

/**
 * A grant of another organization to a user ("create link"), kept with the user as its audit record:
 * who granted it and when. The grant itself is the entry in the user's externalOrgsUserHasAccessTo.
 */
export const orgLinkModel = {
  model: { entity: 'orgLink', version: '1', service: SERVICE },
  attributes: {
    /** The user's own organization (the partition is the user's). */
    orgId: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    /** The organization the user may now switch into. */
    linkedOrgId: { type: 'string', required: true },
    grantedByUserId: { type: 'string', required: true },
    grantedByEmail: { type: 'string', required: true },
    grantedByOrgId: { type: 'string', required: true },
    grantedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: {
      pk: key('PK', ['orgId', 'userId'], '${orgId}#USER#${userId}'),
      sk: key('SK', ['linkedOrgId'], 'ORGLINK#${linkedOrgId}'),
    },
  },
} as const;
