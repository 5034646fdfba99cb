import type { StudioVideo } from '#shared/api/endpoints/studio';

/**
 * Section `tags` (spec 2 §2; issue 11 "videos carry tags and a classification"): the organization's
 * tags the video carries, picked from its list, and one of its information classifications.
 */
export type Tag = StudioVideo['tags'][number];

export const tagKey = (tag: Tag) => `${tag.tagGroup}\u0000${tag.tagValue}`;

/** The organization's tags by group (in the list's order), for one group of checkboxes each. */
export function tagGroups(tags: readonly Tag[]): { group: string; tags: Tag[] }[] {
  const groups = new Map<string, Tag[]>();
  for (const tag of tags) groups.set(tag.tagGroup, [...(groups.get(tag.tagGroup) ?? []), tag]);
  return [...groups].map(([group, of]) => ({ group, tags: of }));
}

/** The chosen tags with `tag` added or taken away. */
export function toggleTag(chosen: readonly Tag[], tag: Tag, on: boolean): Tag[] {
  const without = chosen.filter((t) => tagKey(t) !== tagKey(tag));
  return on ? [...without, tag] : without;
}

/**
 * What updateGeneral gets: the whole tag list and the classification, each only while its feature is
 * on (the server refuses them otherwise), and only when something changed (null: nothing to save).
 */
export function labelChanges(
  video: Pick<StudioVideo, 'id' | 'version' | 'tags' | 'infClassification' | 'labelChoices'>,
  chosen: readonly Tag[],
  classification: string,
) {
  const sameTags =
    chosen.length === video.tags.length &&
    chosen.every((t) => video.tags.some((v) => tagKey(v) === tagKey(t)));
  const tags = video.labelChoices.tagsEnabled && !sameTags ? { tags: [...chosen] } : {};
  const infClassification =
    video.labelChoices.classificationEnabled && classification !== video.infClassification
      ? { infClassification: classification }
      : {};
  if (Object.keys(tags).length === 0 && Object.keys(infClassification).length === 0) return null;
  return { videoId: video.id, version: video.version, ...tags, ...infClassification };
}
