/**
 * The video vocabularies of spec 2 §3 ("Video statuses", "Video types"), once for the table's entity,
 * the contract and the admin pages.
 */

/** Spec 2 §3 "Video statuses: draft, readyToPublish, published, unpublished, archived, planned, transcoding, rendering (processing), timedOut". */
export const VIDEO_STATUSES = [
  'draft',
  'readyToPublish',
  'published',
  'unpublished',
  'archived',
  'planned',
  'transcoding',
  'rendering',
  'timedOut',
] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** Spec 1 §3 / spec 2 §3 "Video types". */
export const VIDEO_TYPES = [
  'navigation',
  'process-introduction',
  'what-is',
  'tutorial',
  'purpose',
  'powerpoint',
  'how-to',
  'other',
  'how-to-manual-script',
] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];

/** Spec 2 §3 "Video stage labels" (shown and set while the videoStage feature is on). */
export const VIDEO_STAGES = ['essential', 'introduction', 'explanation', 'useful-tip'] as const;
export type VideoStage = (typeof VIDEO_STAGES)[number];
