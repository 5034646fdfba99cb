/**
 * Help videos of a page (spec 1 §2 "Help dialog … Shows help videos as a track tree for the current
 * page"): one branch per tag the organization defines for the page (pageTags: page, tagGroup,
 * tagValue), holding the videos that carry that tag. Pure, so the grouping is tested without data.
 */
import type { TrackNode } from '#shared/api/index.js';
import { readerVideoName } from './translated-titles.js';

export interface PageTag {
  tagGroup: string;
  tagValue: string;
}

export interface HelpVideoCandidate {
  videoId: string;
  humanId: string;
  name: string;
  channelId: string;
  abstract?: string;
  createdAt?: string;
  tags?: PageTag[];
}

const sameTag = (a: PageTag, b: PageTag) =>
  a.tagGroup.trim().toLowerCase() === b.tagGroup.trim().toLowerCase() &&
  a.tagValue.trim().toLowerCase() === b.tagValue.trim().toLowerCase();

export function helpVideoTree(
  pageTags: readonly PageTag[],
  videos: readonly HelpVideoCandidate[],
): { featuredVideo: TrackNode | null; videos: TrackNode[] } {
  const seen = new Set<string>();
  const branches: TrackNode[] = [];
  for (const tag of pageTags) {
    const id = `tag:${tag.tagGroup}:${tag.tagValue}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const items: TrackNode[] = videos
      .filter((v) => (v.tags ?? []).some((t) => sameTag(t, tag)))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((v) => ({
        id: v.videoId,
        type: 'video',
        depth: 1,
        parent: id,
        name: readerVideoName(v),
        humanId: v.humanId,
        items: [],
        channelId: v.channelId,
        ...(v.abstract ? { abstract: v.abstract } : {}),
        ...(v.createdAt ? { createdAt: v.createdAt } : {}),
      }));
    if (items.length === 0) continue;
    branches.push({
      id,
      type: 'track',
      depth: 0,
      parent: null,
      name: tag.tagValue,
      humanId: null,
      items,
      description: tag.tagGroup,
      videosCount: items.length,
    });
  }
  return { featuredVideo: branches[0]?.items[0] ?? null, videos: branches };
}
