/**
 * The tracks trees (GET /listtracks?fetchAdditionalInfo) as the rows of the tracks lists, and how a
 * track's users (followers, assignees: read at once) are searched and sorted.
 */
import type { TrackNode } from '#shared/api';
import { listCollator, type ListSpec } from '#shared/domain/list-page';
import { LOCAL_LIST_DEFAULT_PAGE_SIZE } from '../../../lib/list-paging';
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

interface TrackUser {
  name: string;
  email: string;
}

/** Searched by name and e-mail; sorted by name (the e-mail for the nameless) or e-mail. */
export const TRACK_USER_LIST: ListSpec<TrackUser, 'name' | 'email'> = {
  text: (u) => `${u.name} ${u.email}`,
  compare: {
    name: (a, b) => listCollator.compare(a.name, b.name) || listCollator.compare(a.email, b.email),
    email: (a, b) => listCollator.compare(a.email, b.email),
  },
  defaultSort: 'name',
  defaultPageSize: LOCAL_LIST_DEFAULT_PAGE_SIZE,
};
