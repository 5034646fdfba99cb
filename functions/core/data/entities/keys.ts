/**
 * What the entity definitions share: the key helpers, the video's partition, the write timestamp, the
 * viewing counters and the tag list.
 */
import { key } from '../table/model.js';
import type { TABLE_KEYS } from '../table-design.js';

export { key };

type GlobalIndexName = (typeof TABLE_KEYS.globalIndexes)[number]['name'];

/** One key of an index: the attributes it is made of and its template (`${attribute}` names them). */
type KeyParts<C extends readonly string[]> = readonly [composite: C, template: string];

/**
 * An access pattern over one of the table's global secondary indexes: its key fields are that index's
 * own (GSI2 → GSI2PK, GSI2SK; table-design.ts), so they are named once and cannot be another index's.
 */
export function globalIndex<
  const N extends GlobalIndexName,
  const P extends readonly string[],
  const S extends readonly string[],
>(index: N, keys: { pk: KeyParts<P>; sk: KeyParts<S> }) {
  return {
    index,
    pk: key(`${index}PK`, keys.pk[0], keys.pk[1]),
    sk: key(`${index}SK`, keys.sk[0], keys.sk[1]),
  };
}

/** A video's partition: the video and everything about it (renditions, jobs, rendering data, counters). */
export const videoPartition = key('PK', ['orgId', 'videoId'], '${orgId}#VIDEO#${videoId}');

/** The index of an item per version × language in the video's partition: `{kind}#{version}#{language}`. */
export const byVersionAndLanguage = (kind: 'RENDITION' | 'RENDERING') => ({
  byVideo: {
    pk: videoPartition,
    sk: key('SK', ['version', 'language'], `${kind}#\${version}#\${language}`),
  },
});

const now = () => new Date().toISOString();

/** Set by every write of the item. */
export const updatedAt = { type: 'string', default: now, watch: '*', set: now } as const;

/** Viewing counters of a video, changed only by ADD (no defaults: a counter starts at its first increment). */
export const viewCounters = {
  views: { type: 'number' },
  secondsWatched: { type: 'number' },
  completions: { type: 'number' },
} as const;

/** One tag of the organization's list (/admin/tags): a group and a value. */
export const tagProperties = {
  tagGroup: { type: 'string', required: true },
  tagValue: { type: 'string', required: true },
} as const;

/** Tags picked from the organization's list (the organization's own list, a channel's, a video's). */
export const tagList = { type: 'list', items: { type: 'map', properties: tagProperties } } as const;

/**
 * Texts per language (issue 14): a video's published translations' titles, a track's translated name and
 * description (shared/domain/localized-text.ts reads them for each reader).
 */
export const translatedTexts = {
  type: 'list',
  items: {
    type: 'map',
    properties: {
      language: { type: 'string', required: true },
      name: { type: 'string', required: true },
      description: { type: 'string' },
    },
  },
  default: () => [],
} as const;
