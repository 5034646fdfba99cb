/**
 * Channel tags of ONE organization: the tags a channel carries (on the channel item, access
 * pattern 13) and the organization's tags they are picked from (on the organization item, pattern 1).
 */
import { getEntities } from './entities/index.js';

export interface Tag {
  tagGroup: string;
  tagValue: string;
}

export function channelTagsData(orgId: string) {
  if (!orgId) throw new Error('channelTagsData needs an organization id');
  const e = getEntities();
  return {
    /** The organization's tags (/admin/tags). */
    async organizationTags(): Promise<Tag[]> {
      const { data } = await e.organization.get({ orgId }).go();
      return (data?.tags ?? []).map(({ tagGroup, tagValue }) => ({ tagGroup, tagValue }));
    },
    /** Sets the tags of a channel that exists (never creates one). */
    async setTags(channelId: string, tags: readonly Tag[]): Promise<void> {
      await e.channel
        .patch({ orgId, channelId })
        .set({ tags: tags.map(({ tagGroup, tagValue }) => ({ tagGroup, tagValue })) })
        .go();
    },
  };
}
