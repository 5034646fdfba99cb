/** The tracks trees (GET /listtracks?fetchAdditionalInfo) as the rows of the tracks lists. */
import type { TrackNode } from '#shared/api';
import type { ListedTrack } from '#shared/domain/tracks-admin';

/**
 * Every track and sub-track of the trees, parents before their sub-tracks, with its channel's name
 * (from `channelNames`; the id when unknown) and its parent's name.
 */
export function flattenTracks(
  trees: readonly TrackNode[],
  channelNames: ReadonlyMap<string, string>,
): ListedTrack[] {
  const rows: ListedTrack[] = [];
  const visit = (node: TrackNode, parentName: string | null, channelId: string) => {
    if (node.type !== 'track') return;
    const channel = node.channelId ?? channelId;
    rows.push({
      id: node.id,
      name: node.name,
      abstract: node.abstract ?? '',
      channelId: channel,
      channelName: channelNames.get(channel) ?? channel,
      parentName,
      depth: node.depth,
      videosCount: node.videosCount ?? 0,
      createdAt: node.createdAt ?? '',
    });
    for (const child of node.items) visit(child, node.name, channel);
  };
  for (const tree of trees) visit(tree, null, tree.channelId ?? '');
  return rows;
}
