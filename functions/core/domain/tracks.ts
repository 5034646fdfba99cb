/**
 * Tracks as a tree (spec 1 §3 "Track or playlist item: id, type ('video' or 'track'), depth, parent,
 * items, name, humanId"). Pure: the handler reads tracks, items and videos, this builds the tree.
 */
import type { TrackNode } from '#shared/api/endpoints/channels.js';
import { readerTrackTexts, readerVideoName } from './translated-titles.js';

export interface TrackRecord {
  trackId: string;
  channelId: string;
  parentTrackId?: string | undefined;
  name: string;
  abstract?: string | undefined;
  description?: string | undefined;
  createdAt?: string | undefined;
  status?: 'active' | 'archived' | undefined;
}

export interface TrackItemRecord {
  trackId: string;
  position: number;
  type: 'video' | 'track';
  targetId: string;
}

export interface VideoRef {
  videoId: string;
  humanId: string;
  name: string;
}

/** Deeper nesting than this is treated as a data error and cut (also guards against cycles). */
export const MAX_TRACK_DEPTH = 10;

/**
 * Roots are the active tracks without a parent among the given tracks (a sub-track whose parent is
 * missing or archived becomes a root rather than vanishing). Items keep their position order. Video
 * items whose video is not given (missing, or not viewable by the caller) are left out, as are
 * archived sub-tracks; a track seen twice on one path (a cycle) is not expanded again.
 */
export function buildTrackTree(
  tracks: readonly TrackRecord[],
  items: readonly TrackItemRecord[],
  videos: ReadonlyMap<string, VideoRef>,
  options: { withInfo?: boolean } = {},
): TrackNode[] {
  const active = new Map(tracks.filter((t) => t.status !== 'archived').map((t) => [t.trackId, t]));
  const itemsOf = new Map<string, TrackItemRecord[]>();
  for (const item of items) {
    const list = itemsOf.get(item.trackId) ?? [];
    list.push(item);
    itemsOf.set(item.trackId, list);
  }
  for (const list of itemsOf.values()) list.sort((a, b) => a.position - b.position);

  const videosUnder = (node: TrackNode): number =>
    node.items.reduce((n, child) => n + (child.type === 'video' ? 1 : videosUnder(child)), 0);

  const trackNode = (
    track: TrackRecord,
    depth: number,
    parent: string | null,
    path: ReadonlySet<string>,
  ): TrackNode => {
    const onPath = new Set(path).add(track.trackId);
    const children: TrackNode[] = [];
    if (depth < MAX_TRACK_DEPTH) {
      for (const item of itemsOf.get(track.trackId) ?? []) {
        if (item.type === 'video') {
          const video = videos.get(item.targetId);
          if (!video) continue;
          children.push({
            id: video.videoId,
            type: 'video',
            depth: depth + 1,
            parent: track.trackId,
            name: readerVideoName(video),
            humanId: video.humanId,
            items: [],
          });
        } else {
          const sub = active.get(item.targetId);
          if (!sub || onPath.has(sub.trackId)) continue;
          children.push(trackNode(sub, depth + 1, track.trackId, onPath));
        }
      }
    }
    const node: TrackNode = {
      id: track.trackId,
      type: 'track',
      depth,
      parent,
      name: readerTrackTexts(track).name,
      humanId: null,
      items: children,
    };
    if (options.withInfo) {
      node.channelId = track.channelId;
      node.abstract = track.abstract ?? '';
      node.description = readerTrackTexts(track).description ?? '';
      node.createdAt = track.createdAt ?? '';
      node.videosCount = videosUnder(node);
    }
    return node;
  };

  const roots = [...active.values()]
    .filter((t) => !t.parentTrackId || !active.has(t.parentTrackId))
    .sort((a, b) => a.name.localeCompare(b.name));
  return roots.map((t) => trackNode(t, 0, null, new Set()));
}
