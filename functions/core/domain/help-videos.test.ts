import { describe, expect, it } from 'vitest';
import { helpVideoTree } from './help-videos.js';

const video = (videoId: string, name: string, tags: { tagGroup: string; tagValue: string }[]) => ({
  videoId,
  humanId: `h-${videoId}`,
  name,
  channelId: 'ch',
  tags,
});

describe('help videos of a page (spec 1 §2 help dialog: "help videos as a track tree")', () => {
  const tags = [
    { tagGroup: 'department', tagValue: 'Sales' },
    { tagGroup: 'department', tagValue: 'Engineering' },
  ];

  it('one branch per page tag with the videos carrying it, by name; empty branches left out', () => {
    const tree = helpVideoTree(tags, [
      video('v2', 'Zeta pitch', [{ tagGroup: 'department', tagValue: 'Sales' }]),
      video('v1', 'Alpha pitch', [{ tagGroup: 'Department', tagValue: 'sales ' }]),
      video('v3', 'Untagged', []),
      video('v4', 'Other tag', [{ tagGroup: 'site', tagValue: 'Sales' }]),
    ]);
    expect(tree.videos).toHaveLength(1);
    const [branch] = tree.videos;
    expect(branch).toMatchObject({ type: 'track', depth: 0, name: 'Sales', videosCount: 2 });
    expect(branch?.items.map((i) => [i.name, i.type, i.depth, i.parent, i.humanId])).toEqual([
      ['Alpha pitch', 'video', 1, branch?.id, 'h-v1'],
      ['Zeta pitch', 'video', 1, branch?.id, 'h-v2'],
    ]);
    expect(tree.featuredVideo?.id).toBe('v1');
  });

  it('no tagged videos: no branches and no featured video', () => {
    expect(helpVideoTree(tags, [video('v', 'x', [])])).toEqual({ featuredVideo: null, videos: [] });
  });
});
