/**
 * The tag picker of /channel/tags/{channelId}: the organization's tags grouped by their group, which of
 * them the channel carries, and whether that differs from what is saved. Pure.
 */
export interface Tag {
  tagGroup: string;
  tagValue: string;
}

export const tagKey = (tag: Tag) => `${tag.tagGroup}\u0000${tag.tagValue}`;

/** The organization's tags by group, groups and values in alphabetical order. */
export function groupTags(tags: readonly Tag[]): { group: string; tags: Tag[] }[] {
  const groups = new Map<string, Tag[]>();
  for (const tag of tags) groups.set(tag.tagGroup, [...(groups.get(tag.tagGroup) ?? []), tag]);
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, list]) => ({
      group,
      tags: [...list].sort((a, b) => a.tagValue.localeCompare(b.tagValue)),
    }));
}

/** Picks or drops a tag, keeping the order in which the tags were picked. */
export function toggleTag(selected: readonly Tag[], tag: Tag): Tag[] {
  return selected.some((t) => tagKey(t) === tagKey(tag))
    ? selected.filter((t) => tagKey(t) !== tagKey(tag))
    : [...selected, tag];
}

export function sameTags(a: readonly Tag[], b: readonly Tag[]): boolean {
  const keys = new Set(a.map(tagKey));
  return a.length === b.length && b.every((t) => keys.has(tagKey(t)));
}
