/**
 * What the entity definitions share: the key helper, the video's partition, the write timestamp, the
 * viewing counters and the tag list.
 */
import { key } from '../table/model.js';

export { key };

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
