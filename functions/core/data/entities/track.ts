import { globalIndex, key, translatedTexts } from './keys.js';

const SERVICE = 'tubes';

/**
 * A track (playlist) of a channel (spec 2 §3 "Track"). Its partition `{orgId}#TRACK#{trackId}` also
 * holds its ordered items, so one query reads a track with its contents. A sub-track names its parent
 * in `parentTrackId` and is an item (type `track`) of that parent.
 */
export const trackModel = {
  model: { entity: 'track', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    trackId: { type: 'string', required: true },
    channelId: { type: 'string', required: true },
    parentTrackId: { type: 'string' },
    name: { type: 'string', required: true },
    abstract: { type: 'string', default: '' },
    description: { type: 'string', default: '' },
    status: { type: ['active', 'archived'] as const, default: 'active' },
    /** userId of the owner. */
    owner: { type: 'string' },
    videosCount: { type: 'number', default: 0 },
    /** Every member must watch it (spec 1 §3 task categories "mandatory, recommended, shared"): /mandatory. */
    mandatory: { type: 'boolean', default: false },
    /**
     * The name and description in the organization's other languages (issue 14); the track's own name
     * and description are the master language's. Each language once; readers pick theirs with
     * shared/domain/localized-text.ts.
     */
    translations: translatedTexts,
    createdAt: { type: 'string', default: () => new Date().toISOString(), readOnly: true },
  },
  indexes: {
    byId: {
      pk: key('PK', ['orgId', 'trackId'], '${orgId}#TRACK#${trackId}'),
      sk: key('SK', [], 'TRACK'),
    },
    byChannel: globalIndex('GSI2', {
      pk: [['orgId', 'channelId'], '${orgId}#CHANNEL#${channelId}#TRACKS'],
      sk: [['trackId'], '${trackId}'],
    }),
    byOrg: globalIndex('GSI1', {
      pk: [['orgId'], '${orgId}#TRACKS'],
      sk: [['channelId', 'trackId'], '${channelId}#${trackId}'],
    }),
  },
} as const;

/** One entry of a track, in order: a video or a sub-track. */
export const trackItemModel = {
  model: { entity: 'trackItem', version: '1', service: SERVICE },
  attributes: {
    orgId: { type: 'string', required: true },
    trackId: { type: 'string', required: true },
    /** Order within the track (keys sort as text, so readers sort by this number). */
    position: { type: 'number', required: true },
    type: { type: ['video', 'track'] as const, required: true },
    /** videoId or trackId. */
    targetId: { type: 'string', required: true },
  },
  indexes: {
    byTrack: {
      pk: key('PK', ['orgId', 'trackId'], '${orgId}#TRACK#${trackId}'),
      sk: key('SK', ['position'], 'ITEM#${position}'),
    },
  },
} as const;
