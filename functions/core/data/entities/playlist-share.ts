import { key } from './keys.js';

const SERVICE = 'tubes';

/**
 * A playlist (track) shared with another organization (spec 2 §2 /playlist/edit/{trackId}/share), on the
 * source side: in the track's own partition, so the track's shares are read with one query and the
 * access rule reads one item by key. The target's `externalTrack` record is written in the same
 * transaction.
 */
export const trackShareModel = {
  model: { entity: 'trackShare', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    trackId: { type: 'string', required: true },
    targetOrgId: { type: 'string', required: true },
    /** The target's domain and name when it was shared (the share list shows them). */
    targetDomain: { type: 'string', required: true },
    targetName: { type: 'string', required: true },
    channelId: { type: 'string', required: true },
    sharedBy: { type: 'string', required: true },
    createdAt: { type: 'string', default: () => new Date().toISOString(), readOnly: true },
  },
  indexes: {
    byTrack: {
      pk: key('PK', ['orgId', 'trackId'], '${orgId}#TRACK#${trackId}'),
      sk: key('SK', ['targetOrgId'], 'SHARE#${targetOrgId}'),
    },
  },
} as const;

/**
 * A playlist of another organization shared into this one: where to look (the source organization and
 * track) and nothing else. The name, items and order are read at the source every time, and only while
 * the source's trackShare still names this organization.
 */
export const externalTrackModel = {
  model: { entity: 'externalTrack', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    sourceOrgId: { type: 'string', required: true },
    trackId: { type: 'string', required: true },
    createdAt: { type: 'string', default: () => new Date().toISOString(), readOnly: true },
  },
  indexes: {
    byOrg: {
      pk: key('PK', ['orgId'], '${orgId}#EXTERNALTRACKS'),
      sk: key('SK', ['sourceOrgId', 'trackId'], '${sourceOrgId}#${trackId}'),
    },
  },
} as const;
